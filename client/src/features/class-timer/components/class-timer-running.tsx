import { Pause, Play, Plus, Square } from 'lucide-react';
import { timerText, type ClassTimer, type TimerChange } from '@shared/contracts/class-timer-config';
import { Button } from '@/components/ui/button';
import { formatRemaining } from '@/features/class-timer/lib/format-remaining';

/** The timer that runs (or is paused, or is up), with pause or resume, a minute more and stop. */
export function RunningTimerControls({
  timer,
  remainingMs,
  busy,
  onChange,
  onStop,
}: {
  timer: ClassTimer;
  remainingMs: number;
  busy: boolean;
  onChange: (change: TimerChange) => void;
  onStop: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="mr-2 text-lg">
        <span className="font-medium">{timer.label}</span>{' '}
        <span className="tabular-nums">
          {remainingMs > 0 ? formatRemaining(remainingMs) : timerText.en.timeUp}
        </span>
        {timer.pausedRemainingMs !== null && <span className="text-slate-600"> (paused)</span>}
      </p>
      {timer.pausedRemainingMs !== null ? (
        <Button size="sm" disabled={busy} onClick={() => onChange({ action: 'resume' })}>
          <Play className="h-4 w-4" aria-hidden /> Resume
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy || remainingMs <= 0}
          onClick={() => onChange({ action: 'pause' })}
        >
          <Pause className="h-4 w-4" aria-hidden /> Pause
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => onChange({ action: 'add', seconds: 60 })}
      >
        <Plus className="h-4 w-4" aria-hidden /> 1 minute
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={onStop}>
        <Square className="h-4 w-4" aria-hidden /> Stop
      </Button>
    </div>
  );
}
