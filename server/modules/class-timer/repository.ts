import { and, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { TIMER_SECONDS_MAX } from '@shared/contracts/class-timer-config';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema';

/**
 * The current class's timer, read and changed with the database's clock (`now()`), so every app process
 * agrees on when it ends whatever its own clock says.
 */
const timerColumns = {
  label: classes.timerLabel,
  endsAt: classes.timerEndsAt,
  pausedRemainingMs: classes.timerPausedRemainingMs,
  serverNow: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
};

export type TimerRow = {
  label: string | null;
  endsAt: Date | null;
  pausedRemainingMs: number | null;
  serverNow: Date;
};

const current = isNull(classes.endedAt);

export async function readTimer(db: Db): Promise<TimerRow | undefined> {
  const [row] = await db.select(timerColumns).from(classes).where(current);
  return row;
}

async function update(
  db: Db,
  set: Record<string, SQL | string | null>,
  where?: SQL,
): Promise<TimerRow | undefined> {
  const [row] = await db
    .update(classes)
    .set(set)
    .where(where ? and(current, where) : current)
    .returning(timerColumns);
  return row;
}

export const startTimer = (db: Db, label: string, seconds: number) =>
  update(db, {
    timerLabel: label,
    timerEndsAt: sql`now() + make_interval(secs => ${seconds})`,
    timerPausedRemainingMs: null,
  });

/** Undefined when no timer is running. */
export const pauseTimer = (db: Db) =>
  update(
    db,
    {
      timerPausedRemainingMs: sql`greatest(0, ceil(extract(epoch from (${classes.timerEndsAt} - now())) * 1000))::int`,
      timerEndsAt: null,
    },
    isNotNull(classes.timerEndsAt),
  );

/** Undefined when no timer is paused. */
export const resumeTimer = (db: Db) =>
  update(
    db,
    {
      timerEndsAt: sql`now() + make_interval(secs => ${classes.timerPausedRemainingMs} / 1000.0)`,
      timerPausedRemainingMs: null,
    },
    isNotNull(classes.timerPausedRemainingMs),
  );

/** Adds (or takes off) time; a timer that already reached zero restarts from now. Undefined without a timer. */
export const addToTimer = (db: Db, seconds: number) =>
  update(
    db,
    {
      // null stays null (paused); from now if it already ran out; never before now
      // (greatest() skips nulls, hence the case)
      // and never more than the longest timer from now
      timerEndsAt: sql`case when ${classes.timerEndsAt} is null then null
        else least(now() + make_interval(secs => ${TIMER_SECONDS_MAX}),
          greatest(now(), greatest(now(), ${classes.timerEndsAt}) + make_interval(secs => ${seconds}))) end`,
      timerPausedRemainingMs: sql`case when ${classes.timerPausedRemainingMs} is null then null
        else least(${TIMER_SECONDS_MAX * 1000}, greatest(0, ${classes.timerPausedRemainingMs} + ${seconds * 1000})) end`,
    },
    isNotNull(classes.timerLabel),
  );

export const clearTimer = (db: Db) =>
  update(db, { timerLabel: null, timerEndsAt: null, timerPausedRemainingMs: null });
