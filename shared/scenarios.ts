/**
 * Business figures of the role-plays (SPEC section 9), the one place they are written down.
 * The role documents under content/roles must state each figure of their own side in the exact
 * English and Korean forms given here, and must not state the other side's private figures: which
 * role states which is in the simulation registry (shared/simulations.ts), checked by
 * shared/scenarios.test.ts. The results chart draws its reference lines from these figures too.
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

const won = (value: number, label: string, en: string, ko: string): Figure => ({ value, label, en, ko });

export const castingFigures = {
  previousLead: won(300_000_000, 'Previous lead (per episode)', '300 million won', '3억 원'),
  pastEarning: won(100_000_000, "Yeji's fee seven years ago", '100 million won', '1억 원'),
  agentIdeal: won(200_000_000, 'Agent ideal', '200 million won', '2억 원'),
  agentWalkAway: won(50_000_000, 'Agent walk-away', '50 million won', '5천만 원'),
  agentBackup: won(30_000_000, 'Agent back-up offer', '30 million won', '3천만 원'),
  studioCeiling: won(200_000_000, 'Studio ceiling', '200 million won', '2억 원'),
  studioTarget: won(80_000_000, 'Studio target', '80 million won', '8천만 원'),
  studioBackup: won(60_000_000, 'Studio back-up actress', '60 million won', '6천만 원'),
} as const;

export const legalFeeFigures = {
  currentFee: won(3_900_000_000, 'Current annual fee', '3.9 billion won', '39억 원'),
  damages: won(9_400_000_000, 'Damages at stake', '9.4 billion won', '94억 원'),
  associateMinimum: won(1_400_000_000, 'Associate minimum', '1.4 billion won', '14억 원'),
  associateTarget: won(6_500_000_000, 'Associate target (total)', '6.5 billion won', '65억 원'),
  clientTarget: won(1_600_000_000, 'Client target', '1.6 billion won', '16억 원'),
  clientCeiling: won(3_600_000_000, 'Client ceiling', '3.6 billion won', '36억 원'),
  clientBackup: won(1_000_000_000, 'Client back-up firm', '1 billion won', '10억 원'),
} as const;

/** Tariff Wars payoffs as "own / their" points, for each (own choice, their choice). */
export const tariffPayoffs = [
  { own: 'Low', their: 'Low', ownPoints: 6, theirPoints: 6 },
  { own: 'Low', their: 'High', ownPoints: 4, theirPoints: 12 },
  { own: 'High', their: 'Low', ownPoints: 12, theirPoints: 4 },
  { own: 'High', their: 'High', ownPoints: 2, theirPoints: 2 },
] as const;

export const TARIFF_ROUNDS = 5;

/** The text form of a payoff cell as it must appear in both languages of the Tariff Wars documents. */
export const payoffCell = (p: (typeof tariffPayoffs)[number]) => `${p.ownPoints} / ${p.theirPoints}`;
