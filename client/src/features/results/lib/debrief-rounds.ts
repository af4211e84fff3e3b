import { compareRounds, type RoundComparison } from '@shared/debrief/rounds';
import type { ViewContext } from './debrief-view-context';
import { capital, formatWonShort, plural } from './debrief-view-words';

/** View 6: round 1 vs round 2, from every round's pairs (each carries its round and its students' numbers). */

export interface RoundsView {
  comparison: RoundComparison;
  /** The table: a column per round, a row per measure. */
  columns: string[];
  rows: Array<{ label: string; cells: string[] }>;
  sentences: string[];
}

const won = (v: number | null) => (v === null ? '-' : formatWonShort(v));
const points = (v: number) => `${v} ${v === 1 ? 'point' : 'points'}`;
const oneDecimal = (v: number | null) => (v === null ? '-' : v.toFixed(1));

/** "rose by 6 percentage points on average", "fell by ...", or "stayed the same on average" once rounded. */
function change(mean: number, shown: (size: number) => { size: number; words: string }) {
  const { size, words } = shown(Math.abs(mean));
  if (size === 0) return 'stayed the same on average';
  return `${mean > 0 ? 'rose' : 'fell'} by ${words} on average`;
}

const percentagePoints = (share: number) => {
  const size = Math.round(share * 100);
  return { size, words: `${size} percentage ${size === 1 ? 'point' : 'points'}` };
};
const valuePoints = (value: number) => {
  const size = Number(value.toFixed(1));
  return { size, words: points(size) };
};
const scalePoints = (felt: number) => {
  const size = Number(felt.toFixed(1));
  return { size, words: `${felt.toFixed(1)} on the 1-7 scale` };
};

export function roundsView(ctx: ViewContext, published: readonly number[]): RoundsView {
  const { c, names } = ctx;
  const comparison = compareRounds(c, ctx.pairs, published);
  const { rounds, sameStudents: same } = comparison;
  const row = (label: string, cell: (r: (typeof rounds)[number]) => string) => ({
    label,
    cells: rounds.map(cell),
  });
  const rows = [
    row('Pairs', (r) => String(r.pairs)),
    row('Agreements', (r) => String(r.agreements)),
    row('No deals', (r) => String(r.noDeals)),
    ...c.roles.map((role) =>
      row(`Median first offer by the ${names[role]?.short ?? role}`, (r) =>
        won(r.medianFirstOffer[role] ?? null),
      ),
    ),
    row('Median agreement', (r) => won(r.medianAmount)),
    row('Mean joint value', (r) =>
      r.meanJointValue === null ? '-' : points(Number(r.meanJointValue.toFixed(1))),
    ),
    row('Mean of how it felt (1-7)', (r) => oneDecimal(r.meanFelt)),
  ];

  const sentences = [
    roundsSentence(rounds),
    ...sameStudentSentences(same, rounds.length),
    'One point is worth one million won to a side.',
  ];
  return {
    comparison,
    columns: rounds.map((r) => `Round ${r.round}`),
    rows,
    sentences,
  };
}

/** "Round 1: 2 of 3 pairs agreed; round 2: 3 of 3 pairs agreed." */
function roundsSentence(rounds: RoundComparison['rounds']) {
  if (rounds.every((r) => r.pairs === 0)) return 'No pair has a final agreement in any round yet.';
  const each = rounds.map((r) =>
    r.pairs === 0
      ? `round ${r.round}: no final agreement yet`
      : `round ${r.round}: ${r.agreements} of ${plural(r.pairs, 'pair')} agreed`,
  );
  return `${capital(each.join('; '))}.`;
}

/**
 * The students who played two rounds, each compared with themselves. With two rounds each student is one
 * comparison, and a mean over fewer than all of them says how many it is over; with more rounds a student
 * is compared from each round to their next, and the means say how many comparisons they are over.
 */
function sameStudentSentences(same: RoundComparison['sameStudents'], roundCount: number): string[] {
  const two = roundCount <= 2;
  const played = two ? 'both rounds' : 'more than one round';
  if (same.count === 0) return [`No student has a final agreement in ${played} yet: nobody to compare.`];
  const over = (n: number, what: string) => {
    if (two) return n === same.count ? '' : ` (the ${n} ${what})`;
    return ` (${plural(n, 'comparison')} ${what})`;
  };
  const students = same.count === 1 ? 'one student' : `${same.count} students`;
  const lead = `The ${students} who played ${played}${two ? '' : ', from each round to their next'}`;
  const withDeal = two ? 'with a deal in both' : 'with a deal both times';
  const answered = two ? 'who answered the survey both times' : 'with both surveys answered';
  const { share, jointValue, felt } = same;
  return [
    share.mean === null
      ? `${lead}: no one had a deal both times, so there is no share of the range to compare.`
      : `${lead}: their side's share of the range ${change(share.mean, percentagePoints)}${over(share.n, withDeal)}.`,
    ...(jointValue.mean === null
      ? []
      : [`Their pair's joint value ${change(jointValue.mean, valuePoints)}${over(jointValue.n, withDeal)}.`]),
    felt.mean === null
      ? 'How it felt: no one answered the survey both times.'
      : `How it felt ${change(felt.mean, scalePoints)}${over(felt.n, answered)}.`,
  ];
}
