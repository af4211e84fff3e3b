import { timerText } from '@shared/contracts/class-timer-config';
import { formatRemaining } from '@/features/class-timer/lib/format-remaining';
import { useClassTimer } from '@/features/class-timer/api/get-class-timer';

/** The class timer in large type, for the projector pages (debrief, scoreboard). Nothing when none runs. */
export function ClassTimerDisplay() {
  const { timer, remainingMs } = useClassTimer();
  if (!timer || remainingMs === null) return null;
  const up = remainingMs <= 0;
  return (
    <div className="flex items-baseline gap-4">
      <span className="text-2xl font-medium text-slate-700 lg:text-3xl">{timer.label}</span>
      {up ? (
        <span role="status" className="text-4xl font-bold text-red-700 lg:text-5xl">
          {timerText.en.timeUp}
        </span>
      ) : (
        <span role="timer" className="text-5xl font-bold tabular-nums text-slate-900 lg:text-6xl">
          {formatRemaining(remainingMs)}
          {timer.pausedRemainingMs !== null && (
            <span className="ml-3 text-2xl font-medium text-slate-600">{timerText.en.paused}</span>
          )}
        </span>
      )}
    </div>
  );
}
