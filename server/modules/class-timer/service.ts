import type { ClassTimer, TimerChange } from '@shared/contracts/class-timer-config';
import { timerMessages } from '@shared/contracts/class-timer-config';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http';
import {
  addToTimer,
  clearTimer,
  pauseTimer,
  readTimer,
  resumeTimer,
  startTimer,
  type TimerRow,
} from './repository';

/** The API's view of the row: null when there is no timer. */
export function toTimer(row: TimerRow | undefined): ClassTimer | null {
  if (!row?.label) return null;
  return {
    label: row.label,
    endsAt: row.endsAt?.toISOString() ?? null,
    pausedRemainingMs: row.endsAt ? null : (row.pausedRemainingMs ?? 0),
    serverNow: row.serverNow.toISOString(),
  };
}

export const currentTimer = async (db: Db) => toTimer(await readTimer(db));

export const startClassTimer = async (db: Db, label: string, seconds: number) =>
  toTimer(await startTimer(db, label, seconds));

/** Pause, resume or add time: 409 when the timer is not in a state that allows it. */
export async function changeClassTimer(db: Db, change: TimerChange): Promise<ClassTimer> {
  const row =
    change.action === 'pause'
      ? await pauseTimer(db)
      : change.action === 'resume'
        ? await resumeTimer(db)
        : await addToTimer(db, change.seconds);
  const timer = toTimer(row);
  if (timer) return timer;
  const exists = toTimer(await readTimer(db));
  if (!exists) throw new HttpError(409, timerMessages.noTimer);
  throw new HttpError(409, change.action === 'resume' ? timerMessages.notPaused : timerMessages.notRunning);
}

export async function stopClassTimer(db: Db): Promise<void> {
  await clearTimer(db);
}
