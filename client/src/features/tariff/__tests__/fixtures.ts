import type {
  TariffGameState,
  TariffRound,
  TariffTeamState,
  TariffTeamView,
} from '@shared/contracts/tariff-config';
import { TARIFF_WARS, tariffRules } from '@shared/testing/tariff-wars';

export const rounds = (
  revealed = 0,
  rules: Partial<Record<number, Partial<TariffRound>>> = {},
): TariffRound[] =>
  [1, 2, 3, 4, 5].map((number) => ({
    number,
    multiplier: 1,
    talk: false,
    status: number <= revealed ? 'revealed' : 'open',
    ...rules[number],
  }));

/** Solara of pair 2, in round 1, nothing locked yet. */
export const teamView = (over: Partial<TariffTeamView> = {}): TariffTeamView => ({
  gameId: 7,
  simKey: TARIFF_WARS,
  rules: tariffRules(),
  team: { country: 'solara', pair: 2 },
  rounds: rounds(),
  current: { number: 1, multiplier: 1, talk: false, ownChoice: null },
  results: [],
  totals: { own: 0, their: 0 },
  ...over,
});

const team = (
  id: number,
  pair: number,
  country: 'solara' | 'lunara',
  code: string,
  locked = false,
  total = 0,
  devices = 1,
) =>
  ({
    id,
    pair,
    country,
    code,
    members: [],
    devices,
    locked,
    lockedBy: null,
    total,
  }) satisfies TariffTeamState;

/** Two pairs, round 1 open; each team joined on one device; Solara of pair 1 has locked. */
export const gameState = (over: Partial<TariffGameState> = {}): TariffGameState => ({
  id: 7,
  classId: 2,
  createdAt: '2025-03-01T12:00:00.000Z',
  running: true,
  simKey: TARIFF_WARS,
  rules: tariffRules(),
  pairs: 2,
  rounds: rounds(),
  currentRound: 1,
  teams: [
    team(1, 1, 'solara', 'K7M2QX', true),
    team(2, 1, 'lunara', 'P3RT9A'),
    team(3, 2, 'solara', 'ZX4W8B'),
    team(4, 2, 'lunara', 'H5N6CD'),
  ],
  results: [],
  ...over,
});

export const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
