import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { mySeatUrl, seatMessages, type MySeat } from '@shared/contracts/seats-config';
import type { Lang } from '@shared/simulations';
import { ApiError, getData } from '@/lib/api';
import { reconnectLive } from '@/lib/live/live-connection';

/**
 * This device's seat (GET /api/seats/me), or why there is none: `none` without a seat (401; `left` when
 * this page has just left the class), `ended` when the seat's class has ended (410; `lang`: the seat's, as
 * the server answers in it, so the ended class's screens stay in the student's language). Those answers are
 * states of the page, not failures: it shows the join form.
 */
export type MySeatState =
  { state: 'seated'; seat: MySeat } | { state: 'none'; left?: boolean } | { state: 'ended'; lang: Lang };

export async function getMySeat(): Promise<MySeatState> {
  try {
    return { state: 'seated', seat: await getData<MySeat>(mySeatUrl) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return { state: 'none' };
    if (err instanceof ApiError && err.status === 410)
      return { state: 'ended', lang: err.serverMessage === seatMessages.ko.classEnded ? 'ko' : 'en' };
    throw err;
  }
}

/**
 * A `seat` event (renamed, language, removed: on any device of the seat) refetches it; so does coming back
 * to the tab (a phone woken up) until the stream has said so.
 */
export const mySeatQueryOptions = () =>
  queryOptions({
    queryKey: [mySeatUrl],
    queryFn: getMySeat,
    refetchOnWindowFocus: 'always',
    meta: { liveTopics: ['seat'] },
  });

export const useMySeat = () => useQuery(mySeatQueryOptions());

/**
 * What a request that gave this device a seat, changed it or took it away answered: the page shows it at
 * once. A read sent before the request (without the new cookie) must not land after it and undo it, so it
 * is cancelled first. When the device's seat itself changed, the live stream reopens with the new cookie.
 */
export async function showMySeat(client: QueryClient, state: MySeatState, { newSeat = false } = {}) {
  const { queryKey } = mySeatQueryOptions();
  await client.cancelQueries({ queryKey });
  client.setQueryData(queryKey, state);
  if (newSeat) reconnectLive();
}
