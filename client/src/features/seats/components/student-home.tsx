import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatSeatCode, type MySeat } from '@shared/contracts/seats-config';
import { paths, privacyIn } from '@shared/routes';
import { ClassTimerChip } from '@/features/class-timer/components/class-timer-chip';
import { useBrowserLocation } from '@/lib/use-browser-location';
import { seatText } from '../lib/seat-text';
import { MyDataActions } from './my-data-actions';
import type { AssignmentExtra } from './my-assignments';
import { SeatNameEditor } from './seat-name-editor';
import { WhatToDoNow } from './what-to-do-now';

/** What /me shows as the course review for a seat (app/ composes the feedback form). */
export type SeatReview = (seat: MySeat) => ReactNode;

const CARD = 'mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/**
 * The student home, in the seat's language: the class, the student's name (changed in place), the class
 * timer, the seat code that opens this seat on another device, what to do now, and the student's data:
 * downloading it, and leaving the class with it deleted. `assignmentExtra`: what the page shows under each
 * assignment (app/ composes the deal's steps there); `review`: the course review, in the seat's language
 * (app/ composes the feedback form there).
 */
export function StudentHome({
  seat,
  assignmentExtra,
  review,
}: {
  seat: MySeat;
  assignmentExtra?: AssignmentExtra;
  review?: SeatReview;
}) {
  const t = seatText[seat.lang].home;
  const location = useBrowserLocation();
  const address = location ? `${location.origin}${paths.me}` : paths.me;
  return (
    <>
      <section aria-labelledby="me-class" className={CARD}>
        <h2 id="me-class" className="text-sm font-medium text-slate-600">
          {t.classLabel}
        </h2>
        <p data-testid="seat-class" className="break-words text-lg font-semibold text-slate-900">
          {seat.class.name}
        </p>
        <ClassTimerChip lang={seat.lang} className="mt-3" />
        <div className="mt-4 border-t border-slate-200 pt-4">
          <SeatNameEditor seat={seat} />
        </div>
      </section>

      <WhatToDoNow
        lang={seat.lang}
        assignments={seat.assignments}
        seat={seat}
        assignmentExtra={assignmentExtra}
      />

      {review && <div className="mt-6">{review(seat)}</div>}

      <section aria-labelledby="me-seat-code" className={CARD}>
        <h2 id="me-seat-code" className="text-xl font-bold text-slate-900">
          {t.seatCodeHeading}
        </h2>
        <p
          data-testid="seat-code"
          className="mt-2 font-mono text-4xl font-bold tracking-[0.15em] text-slate-900"
        >
          {formatSeatCode(seat.seatCode)}
        </p>
        <p className="mt-3 text-slate-700">{t.moveDevice(address)}</p>
        <p className="mt-1 text-sm text-slate-600">{t.keepPrivate}</p>
      </section>

      <section aria-labelledby="me-data" className={CARD}>
        <h2 id="me-data" className="text-xl font-bold text-slate-900">
          {t.dataHeading}
        </h2>
        <p id="me-download-help" className="mt-2 text-slate-700">
          {t.downloadHelp}
        </p>
        <MyDataActions lang={seat.lang} describedBy="me-download-help" />
        <p className="mt-4 text-sm">
          <Link
            href={privacyIn(seat.lang)}
            className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {seatText[seat.lang].privacy.more}
          </Link>
        </p>
      </section>
    </>
  );
}
