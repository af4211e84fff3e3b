import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  TARIFF_COUNTRIES,
  type TariffChoice,
  type TariffCountry,
  type TariffRules,
} from '@shared/contracts/tariff-config';
import type { Db } from '../../db/client';
import { inClass } from '../../db/class-scope';
import { addGroupMembers, createGroups, groupOfDevice, joinedPerGroup } from '../../db/groups';
import { groupMembers, seats, tariffChoices, tariffGames, tariffRounds, tariffTeams } from '../../db/schema';

/** What runs a query: the database or a transaction of it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Q = Db | Tx;

export type GameRow = typeof tariffGames.$inferSelect;
export type RoundRow = typeof tariffRounds.$inferSelect;
export interface TeamRow {
  id: number;
  gameId: number;
  country: TariffCountry;
  pair: number;
  code: string;
  /** The team as a group (its devices and seated members; the live channel's audience). */
  groupId: number;
}

/** A game is running while no newer game of its class ended it and its class is the current one. */
const running: SQL = sql`(${tariffGames.endedAt} is null and ${tariffGames.classId} = current_class_id())`;

/** Serialises game creation (any constant; the transaction holds it until it ends). */
const CREATE_LOCK = 200_20;

/**
 * Ends the running game of the current class and creates a new one with its five rounds and its teams, in
 * one transaction. `codes` gives each new team a code; a code some team already has is replaced by the next
 * one `newCode` gives (the unique column decides), so the answer's codes are all stored. `members` are the
 * seats of each team, in the teams' order (pair 1's Solara, pair 1's Lunara, ...); a seat no longer of the
 * current class is left out. Also answers the seats of the game it ended (their phones are told).
 */
export async function createGame(
  db: Db,
  pairs: number,
  played: { simKey: string; rules: TariffRules },
  newCode: () => string,
  members: number[][] = [],
): Promise<{ game: GameRow; teams: TeamRow[]; endedSeats: number[] }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK})`);
    const ended = await tx
      .update(tariffGames)
      .set({ endedAt: new Date() })
      .where(and(isNull(tariffGames.endedAt), sql`${tariffGames.classId} = current_class_id()`))
      .returning({ id: tariffGames.id });
    const endedSeats = ended.length
      ? await seatsOfGames(
          tx,
          ended.map((g) => g.id),
        )
      : [];
    const [game] = await tx
      .insert(tariffGames)
      .values({ pairs, ...played })
      .returning();
    await tx
      .insert(tariffRounds)
      .values(Array.from({ length: played.rules.rounds }, (_, i) => ({ gameId: game!.id, number: i + 1 })));
    // each team is a group (its devices, its seated members), made with it
    const groupIds = await createGroups(tx, 'team', pairs * 2);
    let wanted = Array.from({ length: pairs }, (_, i) =>
      TARIFF_COUNTRIES.map((country, c) => ({
        country,
        pair: i + 1,
        groupId: groupIds[i * 2 + c]!,
      })),
    ).flat();
    const teams: TeamRow[] = [];
    for (let attempt = 0; wanted.length > 0; attempt++) {
      if (attempt > 10) throw new Error('could not find unused join codes');
      const seen = new Set<string>();
      const values = wanted.map((w) => {
        let code = newCode();
        while (seen.has(code)) code = newCode();
        seen.add(code);
        return { gameId: game!.id, ...w, code };
      });
      const stored = (await tx
        .insert(tariffTeams)
        .values(values)
        .onConflictDoNothing({ target: tariffTeams.code })
        .returning()) as TeamRow[];
      teams.push(...stored);
      wanted = wanted.filter((w) => !stored.some((s) => s.country === w.country && s.pair === w.pair));
    }
    if (members.length > 0) {
      // key-share locked: a seat being removed now waits for this, or is gone before it (and left out)
      const live = await tx
        .select({ id: seats.id })
        .from(seats)
        .where(and(inArray(seats.id, members.flat()), sql`${seats.classId} = current_class_id()`))
        .for('key share');
      const kept = new Set(live.map((r) => r.id));
      await addGroupMembers(
        tx,
        members.flatMap((ids, i) =>
          ids.filter((id) => kept.has(id)).map((seatId) => ({ groupId: groupIds[i]!, seatId })),
        ),
      );
    }
    return { game: game!, teams: sortTeams(teams), endedSeats };
  });
}

/** The seats in any team of these games. */
async function seatsOfGames(q: Q, gameIds: number[]): Promise<number[]> {
  const rows = await q
    .selectDistinct({ seatId: groupMembers.seatId })
    .from(groupMembers)
    .innerJoin(tariffTeams, eq(tariffTeams.groupId, groupMembers.groupId))
    .where(inArray(tariffTeams.gameId, gameIds));
  return rows.map((r) => r.seatId);
}

const sortTeams = (teams: TeamRow[]) =>
  teams.sort(
    (a, b) => a.pair - b.pair || TARIFF_COUNTRIES.indexOf(a.country) - TARIFF_COUNTRIES.indexOf(b.country),
  );

/** The running game of the current class, if any. */
export async function findRunningGame(q: Q): Promise<GameRow | null> {
  const [row] = await q.select().from(tariffGames).where(running);
  return row ?? null;
}

/** The games of one class (or of every class), newest first, each with whether it is running. */
export async function listGames(q: Q, classFilter: number | 'all') {
  return q
    .select({ game: tariffGames, running: sql<boolean>`${running}` })
    .from(tariffGames)
    .where(inClass(tariffGames.classId, classFilter))
    .orderBy(desc(tariffGames.createdAt), desc(tariffGames.id));
}

/**
 * A game and whether it is running, locked against being ended until the transaction ends (`share`), or
 * against every other reveal of it too (`update`).
 */
export async function lockGame(tx: Tx, id: number, mode: 'share' | 'update') {
  const [row] = await tx
    .select({ id: tariffGames.id, rules: tariffGames.rules, running: sql<boolean>`${running}` })
    .from(tariffGames)
    .where(eq(tariffGames.id, id))
    .for(mode);
  return row ?? null;
}

export async function gameIsRunning(q: Q, id: number): Promise<boolean | null> {
  const [row] = await q
    .select({ running: sql<boolean>`${running}` })
    .from(tariffGames)
    .where(eq(tariffGames.id, id));
  return row ? row.running : null;
}

export async function listRounds(q: Q, gameId: number): Promise<RoundRow[]> {
  return q
    .select()
    .from(tariffRounds)
    .where(eq(tariffRounds.gameId, gameId))
    .orderBy(asc(tariffRounds.number));
}

/** Every round of a game, locked (`share`: against a reveal; `update`: against anything), in order. */
export async function lockRounds(tx: Tx, gameId: number, mode: 'share' | 'update'): Promise<RoundRow[]> {
  return tx
    .select()
    .from(tariffRounds)
    .where(eq(tariffRounds.gameId, gameId))
    .orderBy(asc(tariffRounds.number))
    .for(mode);
}

/**
 * The round a team wants to lock, key-share locked until the transaction ends (a reveal's FOR UPDATE waits for
 * it, and it waits for a reveal in progress), with whether it is the round being played: the game runs, the
 * round is not revealed and no earlier round is open. Null for no such round.
 */
export async function lockRoundForChoice(tx: Tx, gameId: number, round: number) {
  const [row] = await tx
    .select({
      playable: sql<boolean>`(${tariffRounds.revealedAt} is null and ${running} and not exists (
        select 1 from ${tariffRounds} as earlier
        where earlier.game_id = ${tariffRounds.gameId} and earlier.number < ${tariffRounds.number}
          and earlier.revealed_at is null))`,
    })
    .from(tariffRounds)
    .innerJoin(tariffGames, eq(tariffGames.id, tariffRounds.gameId))
    .where(and(eq(tariffRounds.gameId, gameId), eq(tariffRounds.number, round)))
    .for('key share', { of: tariffRounds });
  return row ?? null;
}

export async function markRevealed(tx: Tx, gameId: number, round: number): Promise<void> {
  await tx
    .update(tariffRounds)
    .set({ revealedAt: new Date() })
    .where(and(eq(tariffRounds.gameId, gameId), eq(tariffRounds.number, round)));
}

/** Changes a round's rules unless it is revealed (one statement: a reveal cannot slip in between). */
export async function setRoundRules(
  q: Q,
  gameId: number,
  round: number,
  rules: { multiplier?: number; talk?: boolean },
): Promise<RoundRow | null> {
  const [row] = await q
    .update(tariffRounds)
    .set(rules)
    .where(
      and(eq(tariffRounds.gameId, gameId), eq(tariffRounds.number, round), isNull(tariffRounds.revealedAt)),
    )
    .returning();
  return row ?? null;
}

export async function listTeams(q: Q, gameId: number): Promise<TeamRow[]> {
  const rows = (await q
    .select({
      id: tariffTeams.id,
      gameId: tariffTeams.gameId,
      country: tariffTeams.country,
      pair: tariffTeams.pair,
      code: tariffTeams.code,
      groupId: tariffTeams.groupId,
    })
    .from(tariffTeams)
    .where(eq(tariffTeams.gameId, gameId))) as TeamRow[];
  return sortTeams(rows);
}

/** How many devices and seated students have joined each team of these (teams without one are not listed). */
export async function deviceCounts(q: Q, teams: TeamRow[]): Promise<Map<number, number>> {
  const joined = await joinedPerGroup(
    q,
    teams.map((t) => t.groupId),
  );
  return new Map(
    teams.flatMap((t) => (joined.has(t.groupId) ? [[t.id, joined.get(t.groupId)!] as const] : [])),
  );
}

/**
 * Which teams have locked a round, and the name of the seat that locked (null: a device without a seat). The
 * choice column is not read, so no answer built from this can carry a choice of a round that is not revealed.
 */
export async function lockedTeams(q: Q, gameId: number, round: number): Promise<Map<number, string | null>> {
  const rows = await q
    .select({ teamId: tariffChoices.teamId, name: seats.name })
    .from(tariffChoices)
    .leftJoin(seats, eq(seats.id, tariffChoices.seatId))
    .where(and(eq(tariffChoices.gameId, gameId), eq(tariffChoices.round, round)));
  return new Map(rows.map((r) => [r.teamId, r.name]));
}

export interface RevealedChoice {
  round: number;
  teamId: number;
  choice: TariffChoice;
}

/**
 * The choices of a game's revealed rounds (of `teamIds` only, when given). The reveal time is checked in the
 * same statement, so a choice of an open round never comes out of here.
 */
export async function revealedChoices(q: Q, gameId: number, teamIds?: number[]): Promise<RevealedChoice[]> {
  return (await q
    .select({ round: tariffChoices.round, teamId: tariffChoices.teamId, choice: tariffChoices.choice })
    .from(tariffChoices)
    .innerJoin(
      tariffRounds,
      and(eq(tariffRounds.gameId, tariffChoices.gameId), eq(tariffRounds.number, tariffChoices.round)),
    )
    .where(
      and(
        eq(tariffChoices.gameId, gameId),
        isNotNull(tariffRounds.revealedAt),
        teamIds ? inArray(tariffChoices.teamId, teamIds) : undefined,
      ),
    )) as RevealedChoice[];
}

/** One team's own choice of a round (what that team may always see), with the key it was sent with. */
export async function ownChoice(q: Q, gameId: number, round: number, teamId: number) {
  const [row] = await q
    .select({ choice: tariffChoices.choice, idempotencyKey: tariffChoices.idempotencyKey })
    .from(tariffChoices)
    .where(
      and(eq(tariffChoices.gameId, gameId), eq(tariffChoices.round, round), eq(tariffChoices.teamId, teamId)),
    );
  return row ? { choice: row.choice as TariffChoice, idempotencyKey: row.idempotencyKey } : null;
}

/** Stores a choice; false when the team already has one for the round (the unique constraint decides). */
export async function insertChoice(
  tx: Tx,
  c: {
    gameId: number;
    round: number;
    teamId: number;
    choice: TariffChoice;
    idempotencyKey: string | null;
    seatId: number | null;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(tariffChoices)
    .values(c)
    .onConflictDoNothing({ target: [tariffChoices.gameId, tariffChoices.round, tariffChoices.teamId] })
    .returning({ teamId: tariffChoices.teamId });
  return rows.length > 0;
}

/** What a joined team is known by: the team, its group and game, and whether the game is running. */
const joinedTeam = {
  id: tariffTeams.id,
  groupId: tariffTeams.groupId,
  gameId: tariffTeams.gameId,
  country: tariffTeams.country,
  pair: tariffTeams.pair,
  simKey: tariffGames.simKey,
  rules: tariffGames.rules,
  running: sql<boolean>`${running}`,
};

/** The team of a join code and whether its game is running. */
export async function findTeamByCode(q: Q, code: string) {
  const [row] = await q
    .select(joinedTeam)
    .from(tariffTeams)
    .innerJoin(tariffGames, eq(tariffGames.id, tariffTeams.gameId))
    .where(eq(tariffTeams.code, code));
  return row ? { ...row, country: row.country as TariffCountry } : null;
}

/** The team a device joined (by its token's hash), and whether that team's game is running. */
export async function findTeamByDevice(q: Q, tokenHash: string) {
  const groupId = await groupOfDevice(q, tokenHash);
  return groupId === null ? null : findTeamByGroup(q, groupId);
}

/** The team that is this group, and whether its game is running. */
export async function findTeamByGroup(q: Q, groupId: number) {
  const [row] = await q
    .select(joinedTeam)
    .from(tariffTeams)
    .innerJoin(tariffGames, eq(tariffGames.id, tariffTeams.gameId))
    .where(eq(tariffTeams.groupId, groupId));
  return row ? { ...row, country: row.country as TariffCountry } : null;
}

/** The team of the running game a seat is a member of (the latest it was put in or joined), if any. */
export async function findRunningTeamOfSeat(q: Q, seatId: number) {
  const [row] = await q
    .select(joinedTeam)
    .from(groupMembers)
    .innerJoin(tariffTeams, eq(tariffTeams.groupId, groupMembers.groupId))
    .innerJoin(tariffGames, eq(tariffGames.id, tariffTeams.gameId))
    .where(and(eq(groupMembers.seatId, seatId), running))
    .orderBy(desc(groupMembers.createdAt))
    .limit(1);
  return row ? { ...row, country: row.country as TariffCountry } : null;
}

/** A seat leaves every other team of a game (a student is in one team of a game). */
export async function leaveOtherTeams(tx: Tx, seatId: number, gameId: number, groupId: number) {
  await tx.delete(groupMembers).where(
    and(
      eq(groupMembers.seatId, seatId),
      inArray(
        groupMembers.groupId,
        tx
          .select({ groupId: tariffTeams.groupId })
          .from(tariffTeams)
          .where(and(eq(tariffTeams.gameId, gameId), sql`${tariffTeams.groupId} <> ${groupId}`)),
      ),
    ),
  );
}
