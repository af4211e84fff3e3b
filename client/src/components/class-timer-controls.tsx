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
import { Input, Label } from '@/components/ui/field';
import { formatRemaining, useClassTimer, useTimerActions } from '@/hooks/use-class-timer';
import { errorMessage } from '@/lib/api';

/**
 * The instructor's class timer controls (issue 19), on the dashboard and the projector debrief: a preset
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
  const busy = start.isPending || change.isPending || stop.isPending;
  const failure = start.error ?? change.error ?? stop.error;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const seconds = Math.round(Number(minutes.replace(',', '.')) * 60);
    if (!label.trim()) return setFormError(timerMessages.labelRequired);
    if (!Number.isFinite(seconds) || seconds < TIMER_SECONDS_MIN || seconds > TIMER_SECONDS_MAX)
      return setFormError(timerMessages.seconds);
    setFormError(null);
    start.mutate({ label: label.trim(), seconds });
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
            onClick={() => start.mutate({ label: p.label, seconds: p.minutes * 60 })}
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
            maxLength={TIMER_LABEL_MAX}
            placeholder="Negotiation"
            onChange={(e) => setLabel(e.target.value)}
          />
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
      {(formError || failure) && (
        <p role="alert" className="text-sm text-red-800">
          {formError ?? errorMessage(failure, 'The timer could not be changed. Please try again.')}
        </p>
      )}
    </section>
  );
}
