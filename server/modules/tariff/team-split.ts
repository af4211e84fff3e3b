import { TARIFF_PAIRS_MAX, TEAM_SIZE_MAX, TEAM_SIZE_MIN } from '@shared/contracts/tariff-config';
import { shuffled, type Random } from '../../lib/random';

/**
 * How many teams `students` make at about `size` each: an even number (a Solara and a Lunara team per
 * pair), at most a game's, with every team of TEAM_SIZE_MIN..TEAM_SIZE_MAX when the sizes differ by one at
 * most; of those, the one whose average team is nearest `size` (the fewer teams on a tie). Null when there is
 * none: fewer than two teams' worth of students, or more than the largest game holds.
 */
export function teamCount(students: number, size: number): number | null {
  const fewest = Math.ceil(students / TEAM_SIZE_MAX);
  const most = Math.min(Math.floor(students / TEAM_SIZE_MIN), TARIFF_PAIRS_MAX * 2);
  let best: number | null = null;
  for (let teams = 2; teams <= most; teams += 2) {
    if (teams < fewest) continue;
    const off = Math.abs(students / teams - size);
    if (best === null || off < Math.abs(students / best - size)) best = teams;
  }
  return best;
}

/**
 * The students in random order, dealt into `teams` teams in turn (so sizes differ by one at most), in the
 * order of a game's teams: pair 1's Solara, pair 1's Lunara, pair 2's Solara, and so on.
 */
export function dealTeams<T>(students: readonly T[], teams: number, random: Random): T[][] {
  const out: T[][] = Array.from({ length: teams }, () => []);
  shuffled(students, random).forEach((s, i) => out[i % teams]!.push(s));
  return out;
}
