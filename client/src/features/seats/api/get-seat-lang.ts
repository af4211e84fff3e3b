import { useQuery } from '@tanstack/react-query';
import type { Lang } from '@shared/simulations';
import { useSeatedStream } from '@/lib/live/use-seated-stream';
import { mySeatQueryOptions } from './get-my-seat';

/**
 * The language of this browser's seat, for a page other than /me that speaks it (the decks page); null
 * without a seat, and until it is known. The seat is asked for (GET /api/seats/me, the seat notice's own
 * read) only once the live stream has said this browser is a seat: a visitor without one makes no request,
 * so never meets its 401.
 */
export function useSeatLang(): Lang | null {
  const seated = useSeatedStream();
  const { data } = useQuery({ ...mySeatQueryOptions(), enabled: seated });
  return seated && data?.state === 'seated' ? data.seat.lang : null;
}
