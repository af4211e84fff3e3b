import { shuffled, type Random } from '../../lib/random';

/**
 * The students in random order, dealt into `teams` teams in turn (so sizes differ by one at most), in the
 * order of a game's teams: pair 1's Solara, pair 1's Lunara, pair 2's Solara, and so on.
 */
export function dealTeams<T>(students: readonly T[], teams: number, random: Random): T[][] {
  const out: T[][] = Array.from({ length: teams }, () => []);
  shuffled(students, random).forEach((s, i) => out[i % teams]!.push(s));
  return out;
}
