import { useState } from 'react';
import { Link } from 'wouter';
import type { MyAssignment } from '@shared/contracts/pairing';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useMySeat } from '../api/get-my-seat';
import { myAssignmentText } from '../lib/my-assignment-text';
import { MyAssignments } from './my-assignments';

/** This tab remembers which assignments the student hid (sessionStorage: a shared PC forgets with the tab). */
const HIDDEN_KEY = 'assignment-notice-hidden';

/** What the student hid: the same assignments stay hidden, a new or changed one shows again. */
const signatureOf = (seatId: number, assignments: MyAssignment[]) => JSON.stringify([seatId, assignments]);

function readHidden(): string | null {
  try {
    return sessionStorage.getItem(HIDDEN_KEY);
  } catch {
    return null; // storage blocked: the notice can still be hidden for this page
  }
}

/**
 * A seated student's role and partner on every page other than /me (which shows them with the deal's
 * steps), in the seat's language, from the moment the instructor publishes: the live channel's `seat` event
 * refetches the seat, as on /me. Loaded only once the live stream has said this browser is a seat. On the
 * page an assignment leads to (`here`: its instructions, its team page), it offers no way to that page.
 */
export default function AssignmentNotice({ here }: { here: string }) {
  const { data } = useMySeat();
  const [hidden, setHidden] = useState(readHidden);
  if (data?.state !== 'seated' || data.seat.assignments.length === 0) return null;
  const { seat } = data;
  const signature = signatureOf(seat.id, seat.assignments);
  if (hidden === signature) return null;
  const t = myAssignmentText[seat.lang].notice;
  const hide = () => {
    try {
      sessionStorage.setItem(HIDDEN_KEY, signature);
    } catch {
      // storage blocked: hidden on this page only
    }
    setHidden(signature);
  };
  return (
    <section
      aria-label={t.label}
      lang={seat.lang}
      className="mx-auto max-w-3xl px-4 pt-4"
      data-testid="assignment-notice"
    >
      <MyAssignments assignments={seat.assignments} lang={seat.lang} here={here} />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <Link href={paths.me}>{t.openMyClass}</Link>
        </Button>
        <Button variant="ghost" size="sm" onClick={hide}>
          {t.hide}
        </Button>
      </div>
    </section>
  );
}
