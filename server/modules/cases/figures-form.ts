import { SHARED_OWNER } from '@shared/cases/check';
import type { CaseFile } from '@shared/cases/schema';
import type { VariantForm } from '@shared/contracts/case-variant';

/**
 * A case's figures (the shared ones, then each role's) and which two bound the bargaining range: each side's
 * walk-away line of the debrief chart. The variant form edits them; the preview before Add shows them.
 */
export function figuresFormOf(file: CaseFile): VariantForm {
  const figures = [
    ...Object.entries(file.figures).map(([name, f]) => ({
      name: `${SHARED_OWNER}.${name}`,
      owner: SHARED_OWNER,
      ...f,
    })),
    ...file.roles.flatMap((r) =>
      Object.entries(r.figures).map(([name, f]) => ({ name: `${r.slug}.${name}`, owner: r.slug, ...f })),
    ),
  ].map(({ name, owner, label, value }) => ({ name, owner, label, value }));
  const walkAwayOf = (side: 'seller' | 'buyer') => {
    const roles = file.roles.filter((r) => r.side === side).map((r) => r.slug);
    return file.chart.find((l) => l.walkAway && roles.includes(l.figure.split('.')[0]!))?.figure;
  };
  const seller = walkAwayOf('seller');
  const buyer = walkAwayOf('buyer');
  return {
    title: file.title,
    titleKo: file.titleKo,
    figures,
    walkAway: seller && buyer ? { seller, buyer } : null,
  };
}
