import { SIMULATIONS, type Lang, type SimulationDefinition } from '../simulations';
import {
  TARIFF_ROUNDS_MAX,
  type TariffChoice,
  type TariffRules,
  type TeamGameDefinition,
} from '../team-game';
import { classQuery, type ClassFilter } from './classes-config';

/**
 * Tariff Wars played on the site, without the schema library: URLs, limits, the game's facts,
 * every answer's shape and the messages. The zod request schemas (tariff.ts) re-export all of it.
 *
 * How a game runs: the instructor creates a game for the current class with 1-30 pairs (a Solara team
 * against a Lunara team each); creating another ends the previous one (nothing is deleted). Each team joins
 * with its code (a team cookie per device). Rounds are played one at a time, in order: the current round is
 * the first one not revealed. Both teams lock High or Low; the instructor sees who locked, never what, until
 * the round is revealed. The server never sends a choice of an unrevealed round to anyone but the team that
 * made it (not the other team, not the instructor, not the live channel).
 */

/** The team games among the registered cases (Tariff Wars and its variants), in the registry's order. */
export const teamGames = (): TeamGameSimulation[] =>
  SIMULATIONS.filter((s): s is TeamGameSimulation => s.game !== undefined);

/** A team game's registry entry by its key; undefined for no such case or a case of another kind. */
export const teamGameOf = (key: string): TeamGameSimulation | undefined => {
  const sim = SIMULATIONS.find((s) => s.key === key);
  return sim?.game ? (sim as TeamGameSimulation) : undefined;
};

// ---- the game's facts (its rules: shared/team-game.ts and the case package) ----

export {
  TARIFF_CHOICES,
  TARIFF_ROUNDS_MAX,
  tariffBenchmarks,
  tariffPayoff,
  tariffRoundPoints,
  gameShape,
  type Benchmarks,
  type GameShape,
  type TariffChoice,
  type TariffRules,
  type TeamGameDefinition,
  type TeamName,
} from '../team-game';

/** The two sides of a pair as the API and the database name them: the first team is `solara` (shared/team-game.ts). */
export const TARIFF_COUNTRIES = ['solara', 'lunara'] as const;
export type TariffCountry = (typeof TARIFF_COUNTRIES)[number];

/** Each side's team name in a language, as the game's case names them. */
export const teamNames = (game: TeamGameDefinition, lang: Lang): Record<TariffCountry, string> => ({
  solara: game.teams[0][lang],
  lunara: game.teams[1][lang],
});

/** A round's special rule: its points count once, twice or three times. */
export const TARIFF_MULTIPLIERS = [1, 2, 3] as const;
export type TariffMultiplier = (typeof TARIFF_MULTIPLIERS)[number];

/** Pairs in one game: each pair is a Solara team against a Lunara team. */
export const TARIFF_PAIRS_MIN = 1;
export const TARIFF_PAIRS_MAX = 30;

/** Teams formed from the class: students per team (the instructor chooses; sizes then differ by one at most). */
export const TEAM_SIZE_MIN = 2;
export const TEAM_SIZE_MAX = 4;

/**
 * How many teams `students` make at about `size` each: an even number (a Solara and a Lunara team per
 * pair), at most a game's, with every team of TEAM_SIZE_MIN..TEAM_SIZE_MAX when the sizes differ by one at
 * most; of those, the one whose average team is nearest `size` (the fewer teams on a tie). Null when there is
 * none: fewer than two teams' worth of students, or more than the largest game holds.
 */
export function tariffTeamCount(students: number, size: number): number | null {
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

// ---- join codes and the team cookie ----

/** Join-code letters: no 0/O, 1/I/L, so a code read off a projector is typed right. 31 letters. */
export const TARIFF_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TARIFF_CODE_LENGTH = 6;

/** What a typed code is compared as: capitals, without spaces or dashes ("abc-def" is ABCDEF). */
export const normalizeTariffCode = (raw: string) => raw.toUpperCase().replace(/[\s-]/g, '');
export const isTariffCode = (code: string) =>
  code.length === TARIFF_CODE_LENGTH && [...code].every((c) => TARIFF_CODE_ALPHABET.includes(c));

/** The cookie that says which team a device joined (httpOnly: the page never reads it). */
export const TARIFF_TEAM_COOKIE = 'tariff_team';

// ---- URLs ----

export const TARIFF_API = '/api/tariff';
export const tariffUrls = {
  /**
   * POST (instructor) -> 201 TariffCreatedGame: `{ pairs }` (teams join with their printed codes), or
   * `{ teamSize }` (the class's present students are put in teams of about that size; their phones open the
   * team page, and the codes still work for devices without a seat).
   */
  games: `${TARIFF_API}/games`,
  /** GET (instructor) -> TariffGameState, or null when the current class has no game. */
  current: `${TARIFF_API}/games/current`,
  /** GET (instructor) `?class=current|all|{id}` -> TariffGameState[], newest first; 404 for no such class. */
  gamesOf: (filter: ClassFilter) => `${TARIFF_API}/games?${classQuery(filter)}`,
  /** PATCH (instructor) `{ multiplier?, talk? }` -> TariffRound; 409 once revealed. */
  round: (gameId: number, round: number) => `${TARIFF_API}/games/${gameId}/rounds/${round}`,
  /** POST (instructor), no body -> TariffRevealedRound; in order; 409 twice. */
  reveal: (gameId: number, round: number) => `${TARIFF_API}/games/${gameId}/rounds/${round}/reveal`,
  /** POST (anyone) `{ code }` -> TariffJoined and the team cookie; 404 unknown code, 410 ended game. */
  join: `${TARIFF_API}/join`,
  /**
   * GET (team cookie, or a seat in a team) -> TariffTeamView; null without a team (the page's join form: not a
   * refusal, so a visitor's page logs no failed request), 410 when its game has ended.
   */
  team: `${TARIFF_API}/team`,
  /** POST (team cookie) `{ round, choice }` + Idempotency-Key -> 201 TariffLocked; 409 twice or not open. */
  choice: `${TARIFF_API}/choice`,
  /**
   * GET (team cookie, or a seat in a team) `?lang=en|ko` -> TariffTakeaway, once the team's game is over (its
   * five rounds revealed, or a newer game ended it); 409 before, 401 without a team.
   */
  takeaway: `${TARIFF_API}/takeaway`,
  takeawayIn: (lang: Lang) => `${TARIFF_API}/takeaway?lang=${lang}`,
} as const;

// ---- answers (data of `{ success: true, data }`) ----

/** A seated student in a team (formed from the class, or joined with the team's code on a seated phone). */
export interface TariffMember {
  seatId: number;
  name: string;
}

/** A team as the instructor sees it: its code is on the join sheet. */
export interface TariffTeam {
  id: number;
  country: TariffCountry;
  /** 1..pairs. */
  pair: number;
  /** TARIFF_CODE_LENGTH letters of TARIFF_CODE_ALPHABET. */
  code: string;
  /** Its seated students, in the order they joined the class; none for a team of printed-code devices. */
  members: TariffMember[];
}

/** POST /api/tariff/games answer (201): teams ordered by pair, Solara first. */
export interface TariffCreatedGame {
  id: number;
  /** The team game it plays (a case's key) and how many rounds that game has. */
  simKey: string;
  rounds: number;
  teams: TariffTeam[];
}

/** A round's rules and whether it is revealed (rules may change until it is). */
export interface TariffRound {
  number: number;
  multiplier: TariffMultiplier;
  /** A talk round: the two teams may confer before choosing. */
  talk: boolean;
  status: 'open' | 'revealed';
}

/** One team's side of a revealed round. `choice` null: the team never locked ("no choice", 0 points). */
export interface TariffSide {
  teamId: number;
  choice: TariffChoice | null;
  points: number;
}

export interface TariffPairResult {
  pair: number;
  solara: TariffSide;
  lunara: TariffSide;
}

/** A revealed round: every pair's choices and points (the reveal's answer, and in the game state). */
export interface TariffRevealedRound {
  number: number;
  multiplier: TariffMultiplier;
  talk: boolean;
  pairs: TariffPairResult[];
}

/**
 * A team in the instructor's state: how many devices joined it (0: nobody has joined, so it cannot lock),
 * whether it locked the current round (never what), and its total.
 */
export interface TariffTeamState extends TariffTeam {
  devices: number;
  locked: boolean;
  /** The name of the seated student who locked the current round; null when not locked or locked from a device without a seat. */
  lockedBy: string | null;
  total: number;
}

/**
 * GET /api/tariff/games/current answer (null data when the current class has no game), and each game of
 * GET /api/tariff/games?class=.
 */
export interface TariffGameState {
  id: number;
  classId: number;
  /** ISO 8601. */
  createdAt: string;
  /** False once a newer game or a new class ended it: its rounds can no longer change. */
  running: boolean;
  /** The team game it plays (a case's key), and the rules it was created with. */
  simKey: string;
  rules: TariffRules;
  pairs: number;
  /** All its rounds, in order. */
  rounds: TariffRound[];
  /** The round being played: the first one not revealed; null once all are revealed. */
  currentRound: number | null;
  /** Ordered by pair, Solara first. */
  teams: TariffTeamState[];
  /** The revealed rounds, in order. */
  results: TariffRevealedRound[];
}

/** POST /api/tariff/join answer. */
export interface TariffJoined {
  team: { country: TariffCountry; pair: number };
}

/** A revealed round as one team sees it. */
export interface TariffTeamRound {
  number: number;
  multiplier: TariffMultiplier;
  talk: boolean;
  /** null: "no choice". */
  own: TariffChoice | null;
  their: TariffChoice | null;
  ownPoints: number;
  theirPoints: number;
}

/** GET /api/tariff/team answer: what one team may see, and nothing of the other team's open choice. */
export interface TariffTeamView {
  gameId: number;
  /** The team game it plays (a case's key), and the rules it was created with. */
  simKey: string;
  rules: TariffRules;
  team: { country: TariffCountry; pair: number };
  /** All rounds with their rules (the team page shows "round n of 5" and the special rules). */
  rounds: TariffRound[];
  /** The round being played and this team's own choice if it locked; null once all are revealed. */
  current: {
    number: number;
    multiplier: TariffMultiplier;
    talk: boolean;
    ownChoice: TariffChoice | null;
  } | null;
  /** Revealed rounds, in order. */
  results: TariffTeamRound[];
  totals: { own: number; their: number };
}

/** GET /api/tariff/takeaway answer: the game's takeaway page, its title and its HTML (rendered from Markdown). */
export interface TariffTakeaway {
  title: string;
  html: string;
}

/** POST /api/tariff/choice answer (201; a replay with the same Idempotency-Key answers the same). */
export interface TariffLocked {
  round: number;
  choice: TariffChoice;
}

// ---- messages ----

export const tariffMessages = {
  pairs: `Choose from ${TARIFF_PAIRS_MIN} to ${TARIFF_PAIRS_MAX} pairs.`,
  teamSize: `A team has ${TEAM_SIZE_MIN} to ${TEAM_SIZE_MAX} students.`,
  pairsOrTeamSize: 'Send either pairs (printed codes) or teamSize (teams from the class).',
  tooFewPresent: (present: number) =>
    `${present === 0 ? 'No student is' : present === 1 ? 'Only 1 student is' : `Only ${present} students are`} present now: two teams need at least ${2 * TEAM_SIZE_MIN}. Students who open My class (/me) count as present; or create the game with printed codes.`,
  tooManyPresent: (present: number) =>
    `${present} students are present: a game holds at most ${TARIFF_PAIRS_MAX * 2} teams of ${TEAM_SIZE_MAX}. Create the game with printed codes instead.`,
  choice: 'Choose High or Low.',
  round: `Choose a round from 1 to ${TARIFF_ROUNDS_MAX}.`,
  noSuchGame: 'No team game has this key.',
  multiplier: `The multiplier is ${TARIFF_MULTIPLIERS.join(', ')}.`,
  talk: 'talk must be true or false.',
  noRuleChange: 'Send a multiplier, talk, or both.',
  code: `Enter the ${TARIFF_CODE_LENGTH}-letter code of your team.`,
  unknownCode: 'No team has this code. Check it with your instructor.',
  tooManyJoins: 'Too many wrong codes from this network. Please wait a few seconds and try again.',
  noTeam: 'Join your team first: enter its code.',
  gameEnded: 'This game has ended. Ask your instructor for the code of the new game.',
  noGame: 'No Tariff Wars game has been created for this class yet.',
  gameNotFound: 'No such game.',
  gameNotCurrent: 'This game has ended: a newer game is being played.',
  roundNotFound: 'No such round.',
  alreadyLocked: 'Your team has already locked its choice for this round.',
  roundNotOpen: 'This round is not open for choices.',
  alreadyRevealed: 'This round has already been revealed.',
  revealInOrder: 'Reveal the rounds in order: an earlier round is not revealed yet.',
  rulesLocked: 'The rules of a revealed round cannot change.',
  idempotencyConflict: 'This choice was already sent with different details. Reload the page.',
  takeawayNotYet: 'The takeaway opens once your game is over: after the last round is revealed.',
  /** What the instructor reads before confirming a reveal while some teams have not locked. */
  revealRule:
    'Teams that have not locked are marked "no choice" and score 0 this round, and so does their opponent.',
  created: (pairs: number) => `A new game with ${pairs} pair${pairs === 1 ? '' : 's'} has started.`,
  formed: (teams: number, students: number) =>
    `${teams} teams formed from ${students} students present: their phones open their team page.`,
} as const;

/** A team game's registry entry: a case with its game. */
export type TeamGameSimulation = SimulationDefinition & { game: TeamGameDefinition };
