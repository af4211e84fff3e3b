/** The deal's columns of a listed result that an anonymous report has (round 1; no table, first offer or contingent part). */
export const REPORTED = {
  confirmedByBoth: false,
  table: null,
  round: 1,
  firstOfferAmount: null,
  firstOfferRole: null,
  contingentAmount: null,
  contingentCondition: null,
} as const;
