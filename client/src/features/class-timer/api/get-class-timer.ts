import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CLASS_TIMER_URL, timerRemainingMs, type ClassTimer } from '@shared/contracts/class-timer-config';
import { requestData } from '@/lib/api';
import { setFromEvent } from '@/lib/live/set-from-event';

/**
 * The class timer as a page holds it: the server's state and how far this device's clock is
 * from the server's, so every screen counts down to the same moment whatever its clock says.
 */
export interface TimerState {
  timer: ClassTimer | null;
  /** The server's clock minus this device's, in ms. */
  offsetMs: number;
}

async function fetchTimer(): Promise<TimerState> {
  const sent = Date.now();
  const timer = await requestData<ClassTimer | null>('GET', CLASS_TIMER_URL);
  // the server read its clock about halfway through the round trip
  const offsetMs = timer ? Date.parse(timer.serverNow) - (sent + Date.now()) / 2 : 0;
  return { timer, offsetMs };
}

const stateOf = (timer: ClassTimer | null): TimerState => ({
  timer,
  offsetMs: timer ? Date.parse(timer.serverNow) - Date.now() : 0,
});

/** A `timer` event carries the new timer, which replaces the data (setTimerFromEvent) instead of a refetch. */
export const classTimerQuery = () =>
  queryOptions({ queryKey: [CLASS_TIMER_URL], queryFn: fetchTimer, meta: { liveTopics: ['timer'] } });

/** A timer change heard on the live channel replaces what the page holds, with no request. */
export const setTimerFromEvent = (client: QueryClient, timer: ClassTimer | null) =>
  setFromEvent(client, classTimerQuery().queryKey, stateOf(timer));

/** Milliseconds left, recomputed four times a second while the timer runs. */
export function useClassTimer(): { timer: ClassTimer | null; remainingMs: number | null } {
  const { data } = useQuery(classTimerQuery());
  const timer = data?.timer ?? null;
  const running = Boolean(timer?.endsAt);
  const [, tick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(id);
  }, [running]);
  if (!timer || !data) return { timer: null, remainingMs: null };
  return { timer, remainingMs: timerRemainingMs(timer, Date.now() + data.offsetMs) };
}
