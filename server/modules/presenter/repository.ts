import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { PRESENTATION_IDLE_MS, type PutPresenterState } from '@shared/contracts/presenter';
import type { Db } from '../../db/client';
import { deckSettings, presenterProjectors, presenterStates } from '../../db/schema';

/** A presentation somebody moved within PRESENTATION_IDLE_MS: an older one has ended. */
const running = sql`${presenterStates.updatedAt} > now() - make_interval(secs => ${PRESENTATION_IDLE_MS / 1000})`;

/**
 * The instructor's presentation row, read and changed on the database's clock (`now()`), so every app process
 * and every device agree on the elapsed time whatever their own clocks say.
 */
const columns = {
  deck: presenterStates.deckKey,
  lang: presenterStates.lang,
  slide: presenterStates.slide,
  total: presenterStates.total,
  black: presenterStates.black,
  startedAt: presenterStates.startedAt,
  pausedElapsedMs: presenterStates.pausedElapsedMs,
  followAlong: presenterStates.followAlong,
  projectorCode: presenterStates.projectorCode,
  serverNow: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
};

export type PresenterRow = {
  deck: string;
  lang: string;
  slide: number;
  total: number;
  black: boolean;
  startedAt: Date | null;
  pausedElapsedMs: number | null;
  followAlong: boolean;
  projectorCode: string | null;
  serverNow: Date;
};

export async function readPresenter(db: Db, adminId: number): Promise<PresenterRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(presenterStates)
    .where(and(eq(presenterStates.adminId, adminId), running));
  return row;
}

/** The follow-along row of any instructor whose switch is on, with its deck's visibility. */
export async function readFollowAlong(db: Db) {
  const [row] = await db
    .select({
      deck: presenterStates.deckKey,
      lang: presenterStates.lang,
      slide: presenterStates.slide,
      total: presenterStates.total,
      isVisible: deckSettings.isVisible,
    })
    .from(presenterStates)
    .leftJoin(deckSettings, eq(deckSettings.deckKey, presenterStates.deckKey))
    .where(and(eq(presenterStates.followAlong, true), running))
    .orderBy(sql`${presenterStates.updatedAt} desc`)
    .limit(1);
  return row;
}

/**
 * Where the presentation is, in one statement (a press of the remote is on the projector's critical path).
 * The same deck keeps its clock, its follow-along switch and its projector code; another deck starts a new
 * presentation (the clock from zero, following along off). One idle past PRESENTATION_IDLE_MS has ended: this
 * move starts a new one and lets its projectors go (`endedIdle`). It also answers whether students were
 * following before (`wasFollowing`) and whether the deck is visible to them, so announcing the move needs
 * no other query.
 */
export async function putPresenter(db: Db, adminId: number, s: PutPresenterState) {
  const old = db.$with('old').as(
    db
      .select({
        following: presenterStates.followAlong,
        ended: sql<boolean>`not (${running})`.as('ended'),
      })
      .from(presenterStates)
      .where(eq(presenterStates.adminId, adminId)),
  );
  const letGo = db.$with('let_go').as(
    db
      .delete(presenterProjectors)
      .where(
        and(eq(presenterProjectors.adminId, adminId), sql`exists (select 1 from ${old} where ${old.ended})`),
      )
      .returning({ tokenHash: presenterProjectors.tokenHash }),
  );
  // in the update, the row's own columns are the stored (old) ones
  const keeps = sql`${presenterStates.deckKey} = excluded.deck_key and ${running}`;
  const [row] = await db
    .with(old, letGo)
    .insert(presenterStates)
    .values({
      adminId,
      deckKey: s.deck,
      lang: s.lang,
      slide: s.slide,
      total: s.total,
      black: s.black ?? false,
      startedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: presenterStates.adminId,
      set: {
        deckKey: s.deck,
        lang: s.lang,
        slide: s.slide,
        total: s.total,
        black: s.black ?? false,
        startedAt: sql`case when ${keeps} then ${presenterStates.startedAt} else now() end`,
        pausedElapsedMs: sql`case when ${keeps} then ${presenterStates.pausedElapsedMs} else null end`,
        followAlong: sql`${keeps} and ${presenterStates.followAlong}`,
        projectorCode: sql`case when ${running} then ${presenterStates.projectorCode} else null end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      ...columns,
      // (written out: in a RETURNING clause drizzle leaves columns unqualified, and these need their tables)
      endedIdle: sql<boolean>`coalesce((select old.ended from old), false)`,
      wasFollowing: sql<boolean>`coalesce((select old.follow_along and not old.ended from old), false)`,
      deckVisible: sql<boolean>`coalesce((select d.is_visible from deck_settings d where d.deck_key = presenter_states.deck_key), true)`,
    });
  return row!;
}

async function update(db: Db, adminId: number, set: Record<string, SQL | boolean>, where?: SQL) {
  const mine = and(eq(presenterStates.adminId, adminId), running);
  const [row] = await db
    .update(presenterStates)
    .set({ ...set, updatedAt: sql`now()` })
    .where(where ? and(mine, where) : mine)
    .returning(columns);
  return row;
}

/** Undefined when there is no presentation or its clock is already paused. */
export const pauseClock = (db: Db, adminId: number) =>
  update(
    db,
    adminId,
    {
      pausedElapsedMs: sql`greatest(0, floor(extract(epoch from (now() - ${presenterStates.startedAt})) * 1000))::bigint`,
      startedAt: sql`null`,
    },
    isNotNull(presenterStates.startedAt),
  );

/** Undefined when there is no presentation or its clock is not paused. */
export const resumeClock = (db: Db, adminId: number) =>
  update(
    db,
    adminId,
    {
      startedAt: sql`now() - make_interval(secs => ${presenterStates.pausedElapsedMs} / 1000.0)`,
      pausedElapsedMs: sql`null`,
    },
    isNotNull(presenterStates.pausedElapsedMs),
  );

/** Back to zero; a paused clock stays paused. */
export const resetClock = (db: Db, adminId: number) =>
  update(db, adminId, {
    startedAt: sql`case when ${presenterStates.startedAt} is null then null else now() end`,
    pausedElapsedMs: sql`case when ${presenterStates.pausedElapsedMs} is null then null else 0 end`,
  });

export const setFollowAlong = (db: Db, adminId: number, on: boolean) =>
  update(db, adminId, { followAlong: on });

/** Undefined without a running presentation; a code another presentation holds is a unique violation. */
export const setProjectorCode = (db: Db, adminId: number, code: string) =>
  update(db, adminId, { projectorCode: sql`${code}` });

/** What a projector shows of a presentation. */
const projectorColumns = {
  adminId: presenterStates.adminId,
  deck: presenterStates.deckKey,
  lang: presenterStates.lang,
  slide: presenterStates.slide,
  total: presenterStates.total,
  black: presenterStates.black,
};
export type ProjectorRow = {
  adminId: number;
  deck: string;
  lang: string;
  slide: number;
  total: number;
  black: boolean;
};

/** The running presentation whose projector code this is. */
export async function findByProjectorCode(db: Db, code: string): Promise<ProjectorRow | undefined> {
  const [row] = await db
    .select(projectorColumns)
    .from(presenterStates)
    .where(and(eq(presenterStates.projectorCode, code), running));
  return row;
}

/** The running presentation a projector's cookie (its hash) was joined to. */
export async function findByProjectorToken(db: Db, tokenHash: string): Promise<ProjectorRow | undefined> {
  const [row] = await db
    .select(projectorColumns)
    .from(presenterProjectors)
    .innerJoin(presenterStates, eq(presenterStates.adminId, presenterProjectors.adminId))
    .where(and(eq(presenterProjectors.tokenHash, tokenHash), running));
  return row;
}

/** Joins a projector's browser to the presentation (replacing what its previous cookie joined). */
export async function addProjector(db: Db, adminId: number, tokenHash: string, previousHash: string | null) {
  await db.transaction(async (tx) => {
    if (previousHash)
      await tx.delete(presenterProjectors).where(eq(presenterProjectors.tokenHash, previousHash));
    await tx.insert(presenterProjectors).values({ tokenHash, adminId });
  });
}

export async function deletePresenter(db: Db, adminId: number): Promise<void> {
  await db.delete(presenterStates).where(eq(presenterStates.adminId, adminId));
}
