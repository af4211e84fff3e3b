import { Timer } from 'lucide-react';
import { timerLabelIn, timerText } from '@shared/contracts/class-timer-config';
import { formatRemaining } from '@/features/class-timer/lib/format-remaining';
import { useClassTimer } from '@/features/class-timer/api/get-class-timer';
import { cn } from '@/lib/utils';

/**
 * The class timer as a small chip on students' instruction and report pages: the label and the
 * time left, the same on every screen; at zero it says so (no sound). Nothing when no timer runs.
 */
export function ClassTimerChip({ lang = 'en', className }: { lang?: 'en' | 'ko'; className?: string }) {
  const { timer, remainingMs } = useClassTimer();
  if (!timer || remainingMs === null) return null;
  const t = timerText[lang];
  const up = remainingMs <= 0;
  const paused = timer.pausedRemainingMs !== null;
  return (
    <div
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset',
        up ? 'bg-red-50 text-red-800 ring-red-300' : 'bg-white text-slate-800 ring-slate-300',
        className,
      )}
    >
      <Timer className="h-4 w-4 shrink-0" aria-hidden />
      <span>{timerLabelIn(timer.label, lang)}</span>
      {up ? (
        <span role="status">{t.timeUp}</span>
      ) : (
        <span role="timer" className="tabular-nums">
          {formatRemaining(remainingMs)}
          {paused && <span className="ml-1 text-slate-600">({t.paused})</span>}
        </span>
      )}
    </div>
  );
}
