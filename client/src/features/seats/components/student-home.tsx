import { formatSeatCode, type MySeat } from '@shared/contracts/seats-config';
import { paths } from '@shared/routes';
import { ClassTimerChip } from '@/features/class-timer/components/class-timer-chip';
import { useBrowserLocation } from '@/lib/use-browser-location';
import { seatText } from '../lib/seat-text';
import { LeaveClassButton } from './leave-class-dialog';
import { SeatNameEditor } from './seat-name-editor';
import { WhatToDoNow } from './what-to-do-now';

const CARD = 'mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/**
 * The student home, in the seat's language: the class, the student's name (changed in place), the class
 * timer, the seat code that opens this seat on another device, what to do now, and leaving the class.
 */
export function StudentHome({ seat }: { seat: MySeat }) {
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

      <WhatToDoNow lang={seat.lang} />

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

      <div className="mt-6 flex justify-end">
        <LeaveClassButton lang={seat.lang} />
      </div>
    </>
  );
}
