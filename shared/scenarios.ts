/**
 * The shapes of the role-plays' business figures. The
 * negotiations' figures themselves are confidential (each side's limits): they are written down once in
 * shared/case-figures/, which only the server and the tests import, never the client's code.
 */

export interface Figure {
  /** Amount in won (or points for the tariff game). */
  value: number;
  label: string;
  /** The exact wording used in the English document. */
  en: string;
  /** The exact wording used in the Korean document. */
  ko: string;
}

/**
 * What each term of a deal is worth to each side, in points (1 point = 1 million won): `per: 'deal'` terms
 * are worth their points when granted; `per: 'million won'` terms are worth their points for each million
 * won agreed. Positive is a gain to that side; the sum of both sides is the value a term creates, so the
 * debrief can measure a deal's joint value. Each case's points are in shared/case-figures/figures.ts.
 */
export interface TermPoints {
  key: string;
  label: string;
  labelKo: string;
  per: 'deal' | 'million won';
  /** Points to each side, by role slug. */
  points: Readonly<Record<string, number>>;
}
