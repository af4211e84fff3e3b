import { z } from 'zod';
import { caseUrl } from './cases-config';

/**
 * Duplicate as a variant: the same case under a new title, with some of its figures changed
 * (`POST /api/cases/{key}/variant`). Every document names its figures by placeholder, so each changed figure
 * changes in every sheet, note and deck of the copy.
 */
export const caseVariantUrl = (key: string) => `${caseUrl(key)}/variant`;
/** `GET`: a case's figures, for the variant form (instructor only: they are both sides' limits). */
export const caseFiguresFormUrl = (key: string) => `${caseUrl(key)}/figures`;

export const caseVariantSchema = z.strictObject({
  title: z.string().trim().min(1, 'Give the variant a title.').max(120),
  titleKo: z.string().trim().min(1, 'Give the variant a Korean title.').max(120),
  /** By full name (`studio.ceiling`, `shared.previousLead`); a figure not named keeps its value. */
  figures: z.record(
    z.string().regex(/^[a-z][a-z0-9-]*\.[a-z][a-zA-Z0-9]*$/, 'a figure is named role.name'),
    z.number().positive('A figure is above 0.').lt(1e12, 'A figure is below 1,000,000,000,000 won.'),
  ),
});
export type CaseVariantRequest = z.infer<typeof caseVariantSchema>;

/** One figure as the variant form shows it. */
export interface VariantFigure {
  /** `studio.ceiling` */
  name: string;
  label: string;
  value: number;
  /** The role it belongs to, or "shared". */
  owner: string;
}

/** The form's figures and what the bargaining range is made of: each side's walk-away figure. */
export interface VariantForm {
  title: string;
  titleKo: string;
  figures: VariantFigure[];
  /** The seller's lowest and the buyer's highest acceptable amount (negotiations only). */
  walkAway: { seller: string; buyer: string } | null;
}

/**
 * The bargaining range of a case's figures (a variant's as typed, `values` by name): the sides can agree when the
 * buyer's limit reaches the seller's.
 */
export function bargainingRangeOf(
  form: Pick<VariantForm, 'figures' | 'walkAway'>,
  values: Record<string, number> = {},
) {
  if (!form.walkAway) return null;
  const value = (name: string) => values[name] ?? form.figures.find((f) => f.name === name)?.value ?? 0;
  const low = value(form.walkAway.seller);
  const high = value(form.walkAway.buyer);
  return { low, high, canAgree: high >= low };
}

export const caseVariantMessages = {
  unknownFigure: (name: string) => `The case has no figure ${name}.`,
  tooManyVariants: 'This case has too many variants already: remove one first.',
} as const;
