import { describe, expect, it } from 'vitest';
import type { DebriefPair } from '@shared/contracts/debrief';
import { debriefCase } from '@shared/case-figures';
import { debriefData, pair, scores, student } from '@shared/testing/debrief-pairs';
import { roundOne, roundTwo } from '@shared/testing/debrief-rounds';
import { roundsView } from '../lib/debrief-rounds';
import { roleNames, viewContext } from '../lib/debrief-view-context';

/** View 6's sentences beyond the class of the page's test: nobody to compare, a fall, no change, a third round. */
const M = 1_000_000;
const c = debriefCase('queenOfSorrows');
const sentences = (pairs: DebriefPair[], rounds: number[]) =>
  roundsView(
    viewContext(c, roleNames('queenOfSorrows'), debriefData(0, { pairs, rounds, round: 'all' }), undefined),
    rounds,
  ).sentences;

describe('round 1 vs round 2 in words', () => {
  it('says a round just started has no final agreement yet, and that nobody can be compared', () => {
    expect(sentences(roundOne, [1, 2])).toEqual([
      'Round 1: 2 of 3 pairs agreed; round 2: no final agreement yet.',
      'No student has a final agreement in both rounds yet: nobody to compare.',
      'One point is worth one million won to a side.',
    ]);
  });

  it('says a share that fell, and what stayed the same once rounded', () => {
    // the agent at 125 million (half the range), then at 110 (0.4); no terms either time; felt 5 both times
    const played = (round: number, amount: number): DebriefPair =>
      pair(1, { round, amount, students: [student('agent', { student: 1, scores: scores(5) })] });
    expect(sentences([played(1, 125 * M), played(2, 110 * M)], [1, 2]).slice(1, 4)).toEqual([
      "The one student who played both rounds: their side's share of the range fell by 10 percentage points on average.",
      "Their pair's joint value stayed the same on average.",
      'How it felt stayed the same on average.',
    ]);
  });

  it('compares from each round to the next with three rounds, and counts the comparisons', () => {
    // student 5: round 1's agent without a deal (felt 2), then the studio at 125 million in round 3 (felt 6)
    const third = pair(1, {
      round: 3,
      amount: 125 * M,
      students: [student('studio', { student: 5, scores: scores(6) })],
    });
    expect(sentences([...roundOne, ...roundTwo, third], [1, 2, 3]).slice(1, 4)).toEqual([
      "The 6 students who played more than one round, from each round to their next: their side's share of the range rose by 5 percentage points on average (4 comparisons with a deal both times).",
      "Their pair's joint value rose by 22.8 points on average (4 comparisons with a deal both times).",
      // (2 + 1 - 1 + 4) / 4
      'How it felt rose by 1.5 on the 1-7 scale on average (4 comparisons with both surveys answered).',
    ]);
  });
});
