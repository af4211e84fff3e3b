import { formatLocalDate } from '@shared/format';
import { TARIFF_COUNTRIES, type TariffCountry, type TariffGameState } from '@shared/contracts/tariff-config';
import { toCsv } from '@/lib/csv';

interface CsvRow {
  round: number;
  multiplier: number;
  talk: boolean;
  pair: number;
  country: TariffCountry;
  code: string;
  choice: string;
  opponent: string;
  points: number;
  total: number;
}

const choiceCell = (c: string | null) => c ?? 'no choice';

/**
 * Every choice and score of the revealed rounds, one row per team per round, with the running total: what
 * a spreadsheet needs to redo the debrief. Rounds not revealed yet have no row (nobody may see their choices).
 */
export function gameCsv(game: TariffGameState, countryName: Record<TariffCountry, string>): string {
  const totals = new Map<string, number>();
  const rows: CsvRow[] = [];
  for (const round of game.results) {
    for (const p of round.pairs) {
      for (const country of TARIFF_COUNTRIES) {
        const side = p[country];
        const other = p[TARIFF_COUNTRIES.find((c) => c !== country)!];
        const key = `${p.pair}/${country}`;
        const total = (totals.get(key) ?? 0) + side.points;
        totals.set(key, total);
        rows.push({
          round: round.number,
          multiplier: round.multiplier,
          talk: round.talk,
          pair: p.pair,
          country,
          code: game.teams.find((t) => t.id === side.teamId)?.code ?? '',
          choice: choiceCell(side.choice),
          opponent: choiceCell(other.choice),
          points: side.points,
          total,
        });
      }
    }
  }
  return toCsv(rows, [
    { header: 'Game', value: () => game.id },
    { header: 'Round', value: (r) => r.round },
    { header: 'Multiplier', value: (r) => r.multiplier },
    { header: 'Talk round', value: (r) => (r.talk ? 'yes' : 'no') },
    { header: 'Pair', value: (r) => r.pair },
    { header: 'Country', value: (r) => countryName[r.country] },
    { header: 'Team code', value: (r) => r.code },
    { header: 'Choice', value: (r) => r.choice },
    { header: 'Opponent choice', value: (r) => r.opponent },
    { header: 'Points', value: (r) => r.points },
    { header: 'Running total', value: (r) => r.total },
  ]);
}

export const gameCsvFilename = (game: TariffGameState, now = new Date()) =>
  `tariff-wars-game-${game.id}-${formatLocalDate(now)}.csv`;
