import {
  type TariffChoice,
  type TariffGameState,
  type TariffRevealedRound,
} from '@shared/contracts/tariff-config';

/** The share of Low among the choices made in one round, across all pairs ("no choice" left out). */
export interface LowShare {
  round: number;
  low: number;
  choices: number;
  /** 0..1, or null when nobody chose. */
  share: number | null;
}

export function lowShares(results: readonly TariffRevealedRound[]): LowShare[] {
  return results.map((r) => {
    const made = r.pairs.flatMap((p) => [p.solara.choice, p.lunara.choice]).filter((c) => c !== null);
    const low = made.filter((c) => c === 'Low').length;
    return { round: r.number, low, choices: made.length, share: made.length ? low / made.length : null };
  });
}

export interface PairDebrief {
  pair: number;
  /** Per revealed round: [Solara's, Lunara's] choice. */
  sequence: { round: number; solara: TariffChoice | null; lunara: TariffChoice | null }[];
  solara: number;
  lunara: number;
  joint: number;
  /** Who out-scored whom, and by how much (null: a tie). */
  leader: { country: 'solara' | 'lunara'; by: number } | null;
}

export function pairDebriefs(game: Pick<TariffGameState, 'pairs' | 'results'>): PairDebrief[] {
  return Array.from({ length: game.pairs }, (_, i) => {
    const pair = i + 1;
    const rows = game.results.map((r) => ({ round: r.number, result: r.pairs.find((p) => p.pair === pair) }));
    const solara = rows.reduce((s, r) => s + (r.result?.solara.points ?? 0), 0);
    const lunara = rows.reduce((s, r) => s + (r.result?.lunara.points ?? 0), 0);
    return {
      pair,
      sequence: rows.map((r) => ({
        round: r.round,
        solara: r.result?.solara.choice ?? null,
        lunara: r.result?.lunara.choice ?? null,
      })),
      solara,
      lunara,
      joint: solara + lunara,
      leader:
        solara === lunara
          ? null
          : solara > lunara
            ? { country: 'solara', by: solara - lunara }
            : { country: 'lunara', by: lunara - solara },
    };
  });
}
