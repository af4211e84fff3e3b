import { useMySeat } from '@/features/seats/api/get-my-seat';
import DecksPage from '@/features/decks/components/decks-page';

/**
 * The decks page in the student's language: the seats feature reads the seat (of the current class or an
 * ended one), the decks feature shows the decks in its language. Until the seat is known (and on the
 * server), `?lang=` or English.
 */
export default function DecksRoute() {
  const seat = useMySeat();
  const seatLang =
    seat.data?.state === 'seated'
      ? seat.data.seat.lang
      : seat.data?.state === 'ended'
        ? seat.data.lang
        : null;
  return <DecksPage seatLang={seatLang} />;
}
