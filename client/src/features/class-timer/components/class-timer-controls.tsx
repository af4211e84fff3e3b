import { Pause, Play, Plus, Square } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  TIMER_LABEL_MAX,
  TIMER_PRESETS,
  TIMER_SECONDS_MAX,
  TIMER_SECONDS_MIN,
  timerMessages,
  timerText,
} from '@shared/contracts/class-timer-config';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/field';
import { formatRemaining } from '@/features/class-timer/lib/format-remaining';
import { useClassTimer } from '@/features/class-timer/api/get-class-timer';
import { useTimerActions } from '@/features/class-timer/api/change-class-timer';
import { errorMessage } from '@/lib/api';

/**
 * The instructor's class timer controls, on the dashboard and the projector debrief: a preset
 * or a label and minutes to start; pause, resume, a minute more and stop while one runs. Every screen
 * follows within a second through the live channel.
 */
export function ClassTimerControls() {
  const { timer, remainingMs } = useClassTimer();
  const { start, change, stop } = useTimerActions();
  const [label, setLabel] = useState('');
  const [minutes, setMinutes] = useState('15');
  const [formError, setFormError] = useState<string | null>(null);
  const labelId = useId();
  const minutesId = useId();
  const counterId = useId();
  const busy = start.isPending || change.isPending || stop.isPending;
  const failure = start.error ?? change.error ?? stop.error;
  // A timer with time left is replaced only once the instructor says so: one stray click on a
  // preset must not wipe the countdown the class is working to.
  const [replacing, setReplacing] = useState<{ label: string; seconds: number } | null>(null);
  const running = timer !== null && remainingMs !== null && remainingMs > 0;
  const startOrAsk = (next: { label: string; seconds: number }) =>
    running ? setReplacing(next) : start.mutate(next);
  // The schema's limit, counted on the trimmed label as the server counts it.
  const labelLength = label.trim().length;
  const labelTooLong = labelLength > TIMER_LABEL_MAX;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const seconds = Math.round(Number(minutes.replace(',', '.')) * 60);
    if (!label.trim()) return setFormError(timerMessages.labelRequired);
    if (labelTooLong) return setFormError(timerMessages.labelTooLong);
    if (!Number.isFinite(seconds) || seconds < TIMER_SECONDS_MIN || seconds > TIMER_SECONDS_MAX)
      return setFormError(timerMessages.seconds);
    setFormError(null);
    startOrAsk({ label: label.trim(), seconds });
  };

  return (
    <section aria-labelledby={`${labelId}-heading`} className="space-y-4">
      <h2 id={`${labelId}-heading`} className="text-lg font-semibold text-slate-900">
        Class timer
      </h2>
      {timer && remainingMs !== null ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="mr-2 text-lg">
            <span className="font-medium">{timer.label}</span>{' '}
            <span className="tabular-nums">
              {remainingMs > 0 ? formatRemaining(remainingMs) : timerText.en.timeUp}
            </span>
            {timer.pausedRemainingMs !== null && <span className="text-slate-600"> (paused)</span>}
          </p>
          {timer.pausedRemainingMs !== null ? (
            <Button size="sm" disabled={busy} onClick={() => change.mutate({ action: 'resume' })}>
              <Play className="h-4 w-4" aria-hidden /> Resume
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy || remainingMs <= 0}
              onClick={() => change.mutate({ action: 'pause' })}
            >
              <Pause className="h-4 w-4" aria-hidden /> Pause
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => change.mutate({ action: 'add', seconds: 60 })}
          >
            <Plus className="h-4 w-4" aria-hidden /> 1 minute
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => stop.mutate()}>
            <Square className="h-4 w-4" aria-hidden /> Stop
          </Button>
        </div>
      ) : (
        <p className="text-slate-700">
          No timer is running. Students see it on their instruction and report pages.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {TIMER_PRESETS.map((p) => (
          <Button
            key={p.label}
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => startOrAsk({ label: p.label, seconds: p.minutes * 60 })}
          >
            {p.label} · {p.minutes} min
          </Button>
        ))}
      </div>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1">
          <Label htmlFor={labelId}>Label</Label>
          <Input
            id={labelId}
            value={label}
            placeholder="Negotiation"
            aria-describedby={counterId}
            aria-invalid={labelTooLong || undefined}
            onChange={(e) => setLabel(e.target.value)}
          />
          {/* the limit as you type: nothing is cut off, a label over it is refused with the API's message */}
          <p
            id={counterId}
            className={`mt-1 text-xs tabular-nums ${labelTooLong ? 'font-medium text-red-800' : 'text-slate-600'}`}
          >
            {labelLength}/{TIMER_LABEL_MAX} characters
          </p>
        </div>
        <div className="w-28">
          <Label htmlFor={minutesId}>Minutes</Label>
          <Input
            id={minutesId}
            inputMode="decimal"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </div>
        <Button type="submit" size="md" disabled={busy}>
          Start timer
        </Button>
      </form>
      <Dialog open={replacing !== null} onOpenChange={(open) => !open && setReplacing(null)}>
        {replacing && timer && (
          <DialogContent
            title="Replace the running timer?"
            description={`"${timer.label}" still has ${formatRemaining(remainingMs ?? 0)} left. Starting "${replacing.label}" (${formatRemaining(replacing.seconds * 1000)}) stops it for every screen.`}
          >
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">Keep the current timer</Button>
              </DialogClose>
              <Button
                onClick={() => {
                  start.mutate(replacing);
                  setReplacing(null);
                }}
              >
                Replace it
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
      {(formError || failure) && (
        <p role="alert" className="text-sm text-red-800">
          {formError ?? errorMessage(failure, 'The timer could not be changed. Please try again.')}
        </p>
      )}
    </section>
  );
}
