import type { ClassesSoFar } from '@shared/contracts/debrief';
import type { OutcomeFigures } from '@shared/debrief/classes-so-far';
import { findSimulation, type Lang } from '@shared/simulations';
import { localized } from '@shared/words';
import { pct, wonIn, type ClassesSoFarText } from './classes-so-far-text';

/** A role's title in a language, by its slug (the slug itself for a role the case no longer has). */
export const roleNameIn = (sim: string, lang: Lang) => (slug: string) => {
  const r = findSimulation(sim)?.roles.find((x) => x.slug === slug);
  return r ? localized(r, 'title', lang) : slug;
};

export type ClassesSoFarRow = { label: string; cell: (f: OutcomeFigures) => string };

/**
 * The rows of a figures table: each a figure, and how to write its value for a set of pairs (all pairs, each
 * language's, one class's). The notes' expected range is a row of its own, the same in every column.
 */
export function classesSoFarRows(
  t: ClassesSoFarText,
  lang: Lang,
  data: ClassesSoFar,
  roleName: (r: string) => string,
): ClassesSoFarRow[] {
  const won = (v: number | null) => (v === null ? t.dash : wonIn(lang, v));
  const roles = Object.keys(data.plans);
  const out: ClassesSoFarRow[] = [
    { label: t.pairs, cell: (f) => t.pairsValue(f.pairs, f.agreements, f.noDeals) },
    { label: t.median, cell: (f) => won(f.median) },
    {
      label: t.middleHalf,
      cell: (f) => (f.q1 === null || f.q3 === null ? t.dash : t.range(won(f.q1), won(f.q3))),
    },
  ];
  // the notes' expectation, the same in every column: set beside what the classes did
  const expected = data.expected;
  if (expected)
    out.push({ label: t.expectedRange, cell: () => t.range(won(expected.low), won(expected.high)) });
  if (data.share)
    for (const r of roles)
      out.push({
        label: t.share(roleName(r)),
        cell: (f) => {
          const s = f.share?.[r];
          return s?.mean == null ? t.dash : pct(s.mean);
        },
      });
  out.push({
    label: t.pull,
    cell: ({ firstOffer: p }) =>
      p === null
        ? t.dash
        : p.tooFew
          ? t.tooFew(p.n)
          : p.slope === null
            ? t.noSpread(p.n)
            : t.pullValue(p.slope, p.r, p.n),
  });
  if (data.jointValue.best > 0)
    out.push({
      label: t.joint,
      cell: (f) =>
        f.jointValue.meanJoint === null ? t.dash : t.jointValue(f.jointValue.meanJoint, f.jointValue.best),
    });
  for (const r of roles)
    out.push({
      label: t.felt(roleName(r)),
      cell: (f) => {
        const s = f.felt.byRole[r];
        return s?.mean == null ? t.dash : t.feltValue(s.mean, s.n);
      },
    });
  return out;
}
