import { useMySeat } from '@/features/seats/api/get-my-seat';
import MyDebriefPage, { type SeatLookup } from '@/features/my-debrief/components/my-debrief-page';

/**
 * A student's own debrief, given the seat it is for (of the current class or an ended one): the seats feature reads the seat, the debrief
 * feature shows the debrief in its language. Its own chunk, so neither loads on any other page.
 */
export default function MyDebriefRoute({ sim }: { sim: string }) {
  const seat = useMySeat();
  const lookup: SeatLookup = seat.isPending
    ? { state: 'pending' }
    : seat.isError
      ? { state: 'failed', retry: () => void seat.refetch() }
      : seat.data.state === 'seated'
        ? { state: 'seated', lang: seat.data.seat.lang }
        : // a seat of an ended class keeps reading its own debrief (until the class's data is destroyed)
          seat.data.state === 'ended'
          ? { state: 'seated', lang: seat.data.lang }
          : { state: 'none' };
  return <MyDebriefPage sim={sim} seat={lookup} />;
}
