import {
  TARIFF_CODE_ALPHABET,
  TARIFF_CODE_LENGTH,
  TARIFF_COUNTRIES,
  teamGameOf,
  teamGames,
  TEAM_SIZE_MIN,
  tariffMessages,
  tariffRoundPoints,
  tariffTeamCount,
  type TariffChoice,
  type TariffChoiceInput,
  type TariffCreatedGame,
  type TariffGameState,
  type TariffJoined,
  type TariffLocked,
  type TariffMultiplier,
  type TariffRevealedRound,
  type TariffRound,
  type TariffRoundRules,
  type TariffCountry,
  type TariffRules,
  type TariffTeamRound,
  type TariffTeamView,
} from '@shared/contracts/tariff';
import type { ClassFilter } from '@shared/contracts/classes-config';
import type { MyAssignment } from '@shared/contracts/pairing';
import type { Db } from '../../db/client';
import { resolveClassFilter } from '../../db/class-scope';
import { HttpError } from '../../lib/http';
import { addGroupDevice, addGroupMember, membersOfGroups } from '../../db/groups';
import type { Random } from '../../lib/random';
import { drawDeviceToken, hashOfSentToken } from '../../lib/device-token';
import { randomCode } from '../../lib/tokens';
import { dealTeams } from './team-split';
import {
  createGame,
  deviceCounts,
  findRunningGame,
  findTeamByCode,
  findTeamByDevice,
  gameIsRunning,
  insertChoice,
  listGames,
  listRounds,
  findRunningTeamOfSeat,
  leaveOtherTeams,
  listTeams,
  lockGame,
  lockRoundForChoice,
  lockRounds,
  lockedTeams,
  markRevealed,
  ownChoice,
  revealedChoices,
  setRoundRules,
  type GameRow,
  type RevealedChoice,
  type RoundRow,
  type TeamRow,
} from './repository';

// ---- codes and tokens ----

/** A join code: TARIFF_CODE_LENGTH letters drawn uniformly from the 31-letter alphabet (about 29.7 bits). */
export const newJoinCode = () => randomCode(TARIFF_CODE_ALPHABET, TARIFF_CODE_LENGTH);

/** The team a team cookie names (and whether its game still runs); null for no cookie or an unknown one. */
export async function teamOfToken(db: Db, token: unknown) {
  const hash = hashOfSentToken(token);
  return hash ? findTeamByDevice(db, hash) : null;
}
export type JoinedTeam = NonNullable<Awaited<ReturnType<typeof teamOfToken>>>;

/**
 * The team a device plays in: its cookie's team while that game runs, else the running game's team its seat
 * is a member of (formed from the class, or joined by code on another device of the seat), else the cookie's
 * ended team (410). `byCookie` is what the cookie names (null: clear a stale cookie).
 */
export async function teamOfDevice(db: Db, token: unknown, seatId: number | null) {
  const byCookie = await teamOfToken(db, token);
  if (byCookie?.running) return { team: byCookie, byCookie };
  const bySeat = seatId === null ? null : await findRunningTeamOfSeat(db, seatId);
  return { team: bySeat ?? byCookie, byCookie };
}

// ---- pure: rounds and scores ----

const toRound = (r: RoundRow): TariffRound => ({
  number: r.number,
  multiplier: r.multiplier as TariffMultiplier,
  talk: r.talk,
  status: r.revealedAt ? 'revealed' : 'open',
});

/** The round being played: the first one not revealed (null when all are). */
const currentRoundOf = (rounds: RoundRow[]) => rounds.find((r) => !r.revealedAt) ?? null;

/** Every revealed round with each pair's choices and points; a team without a choice is "no choice". */
export function scoreRounds(
  rules: TariffRules,
  rounds: RoundRow[],
  teams: TeamRow[],
  choices: RevealedChoice[],
): TariffRevealedRound[] {
  const pairs = [...new Set(teams.map((t) => t.pair))].sort((a, b) => a - b);
  const teamOf = (pair: number, country: TariffCountry) =>
    teams.find((t) => t.pair === pair && t.country === country)!;
  return rounds
    .filter((r) => r.revealedAt)
    .map((r) => {
      const choiceOf = (teamId: number): TariffChoice | null =>
        choices.find((c) => c.round === r.number && c.teamId === teamId)?.choice ?? null;
      return {
        number: r.number,
        multiplier: r.multiplier as TariffMultiplier,
        talk: r.talk,
        pairs: pairs.map((pair) => {
          const [s, l] = TARIFF_COUNTRIES.map((c) => teamOf(pair, c)) as [TeamRow, TeamRow];
          const [sc, lc] = [choiceOf(s.id), choiceOf(l.id)];
          const points = tariffRoundPoints(rules, sc, lc, r.multiplier);
          return {
            pair,
            solara: { teamId: s.id, choice: sc, points: points.solara },
            lunara: { teamId: l.id, choice: lc, points: points.lunara },
          };
        }),
      };
    });
}

const totalOf = (results: TariffRevealedRound[], teamId: number) =>
  results
    .flatMap((r) => r.pairs.flatMap((p) => [p.solara, p.lunara]))
    .filter((s) => s.teamId === teamId)
    .reduce((sum, s) => sum + s.points, 0);

// ---- the instructor ----

/** A new game and the seats whose phones should look again (its members, and those of the game it ended). */
export interface NewGame {
  created: TariffCreatedGame;
  seatsToTell: number[];
}

/** The team game a new game plays: the one asked for, or the first registered; 400 for no such game. */
export function gameToPlay(simKey: string | undefined): { simKey: string; rules: TariffRules } {
  const sim = simKey === undefined ? teamGames()[0] : teamGameOf(simKey);
  if (!sim?.game) throw new HttpError(400, tariffMessages.noSuchGame);
  return { simKey: sim.key, rules: sim.game.rules };
}

/** A game of `pairs` pairs whose teams join with their printed codes (the previous game ends). */
export async function createTariffGame(db: Db, pairs: number, simKey?: string): Promise<NewGame> {
  return newGame(db, pairs, [], gameToPlay(simKey));
}

/**
 * A game whose teams are the present students (`present`, by seat id), put in teams of about `teamSize`
 * at random (team-split.ts), a Solara and a Lunara team per pair. Each team's code still works for a device
 * without a seat. 400 when the present students make no two teams, or more than a game holds.
 */
export async function formTeamsFromClass(
  db: Db,
  teamSize: number,
  present: Array<{ id: number }>,
  random: Random = Math.random,
  simKey?: string,
): Promise<NewGame> {
  const played = gameToPlay(simKey);
  const teams = tariffTeamCount(present.length, teamSize);
  if (teams === null)
    throw new HttpError(
      400,
      present.length < 2 * TEAM_SIZE_MIN
        ? tariffMessages.tooFewPresent(present.length)
        : tariffMessages.tooManyPresent(present.length),
    );
  const members = dealTeams(
    present.map((p) => p.id),
    teams,
    random,
  );
  return newGame(db, teams / 2, members, played);
}

async function newGame(
  db: Db,
  pairs: number,
  members: number[][],
  played: { simKey: string; rules: TariffRules },
): Promise<NewGame> {
  const { game, teams, endedSeats } = await createGame(db, pairs, played, newJoinCode, members);
  const seated = await membersOfGroups(
    db,
    teams.map((t) => t.groupId),
  );
  return {
    created: {
      id: game.id,
      simKey: game.simKey,
      rounds: game.rules.rounds,
      teams: teams.map(({ id, country, pair, code, groupId }) => ({
        id,
        country,
        pair,
        code,
        members: seated.get(groupId) ?? [],
      })),
    },
    seatsToTell: [...new Set([...endedSeats, ...[...seated.values()].flat().map((m) => m.seatId)])],
  };
}

/** A consistent snapshot for the reads of one answer (a reveal cannot land between two of them). */
const snapshot = <T>(db: Db, read: (q: Db) => Promise<T>) =>
  db.transaction((tx) => read(tx as unknown as Db), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });

/**
 * The instructor's whole state of one game: who locked the current round (never what), how many devices
 * joined each team, and the revealed rounds.
 */
async function gameState(q: Db, game: GameRow, running: boolean): Promise<TariffGameState> {
  const rounds = await listRounds(q, game.id);
  const teams = await listTeams(q, game.id);
  const current = currentRoundOf(rounds);
  const locked = current ? await lockedTeams(q, game.id, current.number) : new Map<number, string | null>();
  const devices = await deviceCounts(q, teams);
  const members = await membersOfGroups(
    q,
    teams.map((t) => t.groupId),
  );
  const results = scoreRounds(game.rules, rounds, teams, await revealedChoices(q, game.id));
  return {
    id: game.id,
    classId: game.classId,
    createdAt: game.createdAt.toISOString(),
    running,
    simKey: game.simKey,
    rules: game.rules,
    pairs: game.pairs,
    rounds: rounds.map(toRound),
    currentRound: current?.number ?? null,
    teams: teams.map(({ id, country, pair, code, groupId }) => ({
      id,
      country,
      pair,
      code,
      members: members.get(groupId) ?? [],
      devices: devices.get(id) ?? 0,
      locked: locked.has(id),
      lockedBy: locked.get(id) ?? null,
      total: totalOf(results, id),
    })),
    results,
  };
}

/** The current class's running game as the instructor sees it, or null before its first game. */
export async function currentGameState(db: Db): Promise<TariffGameState | null> {
  return snapshot(db, async (q) => {
    const game = await findRunningGame(q);
    return game ? gameState(q, game, true) : null;
  });
}

/**
 * Every game of a class (or of all classes), newest first: an earlier class's games stay readable after a
 * new class starts, as its results do. Null for a class id that names no class.
 */
export async function classGames(db: Db, filter: ClassFilter): Promise<TariffGameState[] | null> {
  const resolved = await resolveClassFilter(db, filter);
  if (resolved === null) return null;
  return snapshot(db, async (q) => {
    const states: TariffGameState[] = [];
    // PGlite runs one query at a time: the games one after the other
    for (const { game, running } of await listGames(q, resolved))
      states.push(await gameState(q, game, running));
    return states;
  });
}

/** 404 for no such game, 409 for a game a newer one ended (or of an earlier class). */
function assertRunning(running: boolean | null | undefined) {
  if (running === null || running === undefined) throw new HttpError(404, tariffMessages.gameNotFound);
  if (!running) throw new HttpError(409, tariffMessages.gameNotCurrent);
}

export async function changeRoundRules(
  db: Db,
  gameId: number,
  round: number,
  rules: TariffRoundRules,
): Promise<TariffRound> {
  assertRunning(await gameIsRunning(db, gameId));
  const row = await setRoundRules(db, gameId, round, rules);
  if (!row) {
    // a round the game does not have (it has as many as its case says), or one already revealed
    const exists = (await listRounds(db, gameId)).some((r) => r.number === round);
    throw exists
      ? new HttpError(409, tariffMessages.rulesLocked)
      : new HttpError(404, tariffMessages.roundNotFound);
  }
  return toRound(row);
}

/**
 * Reveals a round: in order, once. The round rows are locked for update, so a lock in flight either commits
 * first (and counts) or waits and then finds the round revealed (409).
 */
export async function revealRound(db: Db, gameId: number, round: number): Promise<TariffRevealedRound> {
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId, 'share');
    assertRunning(game?.running);
    const rounds = await lockRounds(tx, gameId, 'update');
    const target = rounds.find((r) => r.number === round);
    if (!target) throw new HttpError(404, tariffMessages.roundNotFound);
    if (target.revealedAt) throw new HttpError(409, tariffMessages.alreadyRevealed);
    if (rounds.some((r) => r.number < round && !r.revealedAt))
      throw new HttpError(409, tariffMessages.revealInOrder);
    await markRevealed(tx, gameId, round);
    target.revealedAt = new Date();
    const teams = await listTeams(tx, gameId);
    const choices = await revealedChoices(tx, gameId);
    return scoreRounds(game!.rules, [target], teams, choices)[0]!;
  });
}

// ---- a team ----

/**
 * A device joins the team of a code: the device (its cookie) joins the team's group, and so does the seat it
 * holds, if any (a seated student is a member of the team from then on, on every device of the seat, and of
 * no other team of that game).
 */
export async function joinByCode(
  db: Db,
  code: string,
  seatId: number | null,
  /** Refuses a game whose case the instructor closed to students. */
  assertOpen: (simKey: string) => Promise<void>,
): Promise<{ joined: TariffJoined; token: string; groupId: number }> {
  const team = await findTeamByCode(db, code);
  if (!team) throw new HttpError(404, tariffMessages.unknownCode);
  if (!team.running) throw new HttpError(410, tariffMessages.gameEnded);
  await assertOpen(team.simKey);
  const { token, hash } = drawDeviceToken();
  await db.transaction(async (tx) => {
    await addGroupDevice(tx, hash, team.groupId);
    if (seatId !== null) {
      await leaveOtherTeams(tx, seatId, team.gameId, team.groupId);
      await addGroupMember(tx, team.groupId, seatId);
    }
  });
  return { joined: { team: { country: team.country, pair: team.pair } }, token, groupId: team.groupId };
}

/** 401 without a team, 410 when its game has ended. */
export function assertTeamPlaying(team: JoinedTeam | null): asserts team is JoinedTeam {
  if (!team) throw new HttpError(401, tariffMessages.noTeam);
  if (!team.running) throw new HttpError(410, tariffMessages.gameEnded);
}

/**
 * Whether a team's game is over for it: every round revealed, or a newer game (or class) ended it. Its
 * takeaway page opens then (401 without a team, 409 before).
 */
export async function assertGameOver(db: Db, team: JoinedTeam | null): Promise<void> {
  if (!team) throw new HttpError(401, tariffMessages.noTeam);
  if (team.running && currentRoundOf(await listRounds(db, team.gameId)) !== null)
    throw new HttpError(409, tariffMessages.takeawayNotYet);
}

/** What one team sees: its own open choice, and both choices of revealed rounds only. */
export async function teamView(db: Db, team: JoinedTeam): Promise<TariffTeamView> {
  return snapshot(db, async (q) => {
    const rounds = await listRounds(q, team.gameId);
    const pairTeams = (await listTeams(q, team.gameId)).filter((t) => t.pair === team.pair);
    const current = currentRoundOf(rounds);
    const own = current ? await ownChoice(q, team.gameId, current.number, team.id) : null;
    const revealed = scoreRounds(
      team.rules,
      rounds,
      pairTeams,
      await revealedChoices(
        q,
        team.gameId,
        pairTeams.map((t) => t.id),
      ),
    );
    const mine = team.country;
    const theirs = TARIFF_COUNTRIES.find((c) => c !== mine)!;
    const results: TariffTeamRound[] = revealed.map((r) => {
      const p = r.pairs[0]!;
      return {
        number: r.number,
        multiplier: r.multiplier,
        talk: r.talk,
        own: p[mine].choice,
        their: p[theirs].choice,
        ownPoints: p[mine].points,
        theirPoints: p[theirs].points,
      };
    });
    return {
      gameId: team.gameId,
      simKey: team.simKey,
      rules: team.rules,
      team: { country: team.country, pair: team.pair },
      rounds: rounds.map(toRound),
      current: current
        ? {
            number: current.number,
            multiplier: current.multiplier as TariffMultiplier,
            talk: current.talk,
            ownChoice: own?.choice ?? null,
          }
        : null,
      results,
      totals: {
        own: results.reduce((s, r) => s + r.ownPoints, 0),
        their: results.reduce((s, r) => s + r.theirPoints, 0),
      },
    };
  });
}

/**
 * Locks a team's choice for the current round (`seatId`: the seated student who locked it, if any). The round row is key-share locked for the transaction, so a
 * reveal waits for this lock to commit, or this lock waits for the reveal and then finds the round closed.
 * With an Idempotency-Key, a retry of the stored choice answers the same (even after the reveal); another
 * choice under that key is 422. Two queries on the common path: the round lock and the insert.
 */
export async function lockChoice(
  db: Db,
  team: JoinedTeam,
  { round, choice }: TariffChoiceInput,
  idempotencyKey: string | null,
  seatId: number | null,
): Promise<TariffLocked> {
  const replayOr409 = (stored: { choice: TariffChoice; idempotencyKey: string | null }): TariffLocked => {
    if (idempotencyKey === null || stored.idempotencyKey !== idempotencyKey)
      throw new HttpError(409, tariffMessages.alreadyLocked);
    if (stored.choice !== choice) throw new HttpError(422, tariffMessages.idempotencyConflict);
    return { round, choice };
  };
  return db.transaction(async (tx) => {
    const target = await lockRoundForChoice(tx, team.gameId, round);
    if (target?.playable) {
      if (
        await insertChoice(tx, {
          gameId: team.gameId,
          round,
          teamId: team.id,
          choice,
          idempotencyKey,
          seatId,
        })
      )
        return { round, choice };
    }
    // stored already (by this request's earlier try, or another device of the team), or not open
    const stored = await ownChoice(tx, team.gameId, round, team.id);
    if (stored) return replayOr409(stored);
    if (!(await gameIsRunning(tx, team.gameId))) throw new HttpError(410, tariffMessages.gameEnded);
    throw new HttpError(409, tariffMessages.roundNotOpen);
  });
}

/**
 * A seat's team in the current class's running game, as /me lists assignments: the country is the role, the
 * pair the table, and the partners its teammates (same role) and the other team of the pair.
 */
export async function teamAssignmentOf(db: Db, seatId: number): Promise<MyAssignment[]> {
  const team = await findRunningTeamOfSeat(db, seatId);
  if (!team) return [];
  const pairTeams = (await listTeams(db, team.gameId)).filter((t) => t.pair === team.pair);
  const members = await membersOfGroups(
    db,
    pairTeams.map((t) => t.groupId),
  );
  const partners = pairTeams
    .sort((a, b) => (a.id === team.id ? -1 : b.id === team.id ? 1 : 0))
    .flatMap((t) =>
      (members.get(t.groupId) ?? [])
        .filter((m) => m.seatId !== seatId)
        .map((m) => ({ name: m.name, role: t.country })),
    );
  return [{ simulation: team.simKey, round: 1, role: team.country, table: team.pair, partners }];
}
