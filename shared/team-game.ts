/**
 * The team game kind's rules (Tariff Wars and its variants): two teams per pair choose High or Low each round,
 * and a round's points come from the case's payoff matrix, declared in its package as four shared figures
 * (so its documents state them with placeholders, and a variant changes them with no code). Pure: the server
 * scores with it, the pages explain with it.
 */

/** The most rounds a game may have (a package chooses how many; round numbers are one digit). */
export const TARIFF_ROUNDS_MAX = 9;

export const TARIFF_CHOICES = ['High', 'Low'] as const;
export type TariffChoice = (typeof TARIFF_CHOICES)[number];

/** The payoff matrix as the shared figures a team game's package declares: a side's points for (own, their). */
export const PAYOFF_FIGURES = {
  bothLow: ['Low', 'Low'],
  lowAgainstHigh: ['Low', 'High'],
  highAgainstLow: ['High', 'Low'],
  bothHigh: ['High', 'High'],
} as const satisfies Record<string, readonly [TariffChoice, TariffChoice]>;
export type PayoffName = keyof typeof PAYOFF_FIGURES;
export const PAYOFF_NAMES = Object.keys(PAYOFF_FIGURES) as PayoffName[];

/** What a game is played by: copied into each game when it is created, so a later edit of the case changes no game. */
export interface TariffRules {
  rounds: number;
  payoffs: Record<PayoffName, number>;
}

/** Points of a team for (its own choice, the other team's choice), one round, before the multiplier. */
export function tariffPayoff(rules: TariffRules, own: TariffChoice, their: TariffChoice): number {
  const name = PAYOFF_NAMES.find((n) => PAYOFF_FIGURES[n][0] === own && PAYOFF_FIGURES[n][1] === their)!;
  return rules.payoffs[name];
}

/**
 * One pair's points in a revealed round. A pair scores only when both teams chose: a team that never locked
 * is shown as "no choice" and scores 0, and so does its opponent that round (no payoff exists without two
 * choices; the opponent's choice is still shown). Otherwise the matrix's points times the multiplier.
 */
export function tariffRoundPoints(
  rules: TariffRules,
  solara: TariffChoice | null,
  lunara: TariffChoice | null,
  multiplier: number,
): { solara: number; lunara: number } {
  if (solara === null || lunara === null) return { solara: 0, lunara: 0 };
  return {
    solara: tariffPayoff(rules, solara, lunara) * multiplier,
    lunara: tariffPayoff(rules, lunara, solara) * multiplier,
  };
}

export interface Benchmarks {
  alwaysLow: number;
  alwaysHigh: number;
  /** Taking turns: High/Low, then Low/High, and so on. */
  alternating: number;
  /** Some round counts more than once: the figures differ from the plain ones. */
  scaled: boolean;
  /** The same three when every round counts once. */
  plain: { alwaysLow: number; alwaysHigh: number; alternating: number };
}

/**
 * The debrief's benchmarks of a pair's joint score: always Low/Low, always High/High, and taking turns, played
 * under the game's multipliers (one per round; all 1 when omitted), so a pair is held against benchmarks
 * played by its own rules.
 */
export function tariffBenchmarks(rules: TariffRules, multipliers?: readonly number[]): Benchmarks {
  const joint = (a: TariffChoice, b: TariffChoice, m: number) => {
    const p = tariffRoundPoints(rules, a, b, m);
    return p.solara + p.lunara;
  };
  const over = (ms: readonly number[]) => {
    const sum = (f: (m: number, i: number) => number) => ms.reduce((s, m, i) => s + f(m, i), 0);
    return {
      alwaysLow: sum((m) => joint('Low', 'Low', m)),
      alwaysHigh: sum((m) => joint('High', 'High', m)),
      alternating: sum((m, i) => (i % 2 === 0 ? joint('High', 'Low', m) : joint('Low', 'High', m))),
    };
  };
  const once = Array.from({ length: rules.rounds }, () => 1);
  const ms = multipliers ?? once;
  return { ...over(ms), scaled: ms.some((m) => m !== 1), plain: over(once) };
}

/**
 * What kind of dilemma the matrix is, by the order of its four payoffs (T: High against Low, R: both Low,
 * P: both High, S: Low against High): a prisoner's dilemma when T > R > P > S (High pays whatever the other
 * side does), Chicken when T > R > S > P (both High is the worst for each), else neither.
 */
export type GameShape = 'prisonersDilemma' | 'chicken' | 'other';
export function gameShape({ payoffs: p }: TariffRules): GameShape {
  const [t, r, pun, s] = [p.highAgainstLow, p.bothLow, p.bothHigh, p.lowAgainstHigh];
  if (t > r && r > pun && pun > s) return 'prisonersDilemma';
  if (t > r && r > s && s > pun) return 'chicken';
  return 'other';
}

/** A team's name as the scoreboard and the team pages show it. */
export interface TeamName {
  /** The role it plays (the package's role slug). */
  role: string;
  en: string;
  ko: string;
}

/**
 * A team game in the registry's public entry: its rules (every team reads the matrix) and its two teams'
 * names, the first role's team first. The game's API and database call the two sides of a pair `solara`
 * and `lunara` whatever the package names them: the first team is always `solara`.
 */
export interface TeamGameDefinition {
  rules: TariffRules;
  teams: readonly [TeamName, TeamName];
}
