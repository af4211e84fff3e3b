import { useId, useState } from 'react';
import { TIMER_PRESETS, type StartTimer } from '@shared/contracts/class-timer';
import { Button } from '@/components/ui/button';
import { useClassTimer } from '@/features/class-timer/api/get-class-timer';
import { useTimerActions } from '@/features/class-timer/api/change-class-timer';
import { errorMessage } from '@/lib/api';
import { RunningTimerControls } from './class-timer-running';
import { ReplaceTimerDialog } from './class-timer-replace-dialog';
import { TimerStartForm, startFormProblem, useTimerStartForm } from './class-timer-start-form';

/**
 * The instructor's class timer controls, on the dashboard and the projector debrief: a preset
 * or a label and minutes to start; pause, resume, a minute more and stop while one runs. Every screen
 * follows within a second through the live channel.
 */
export function ClassTimerControls() {
  const { timer, remainingMs } = useClassTimer();
  const { start, change, stop } = useTimerActions();
  const form = useTimerStartForm();
  const headingId = useId();
  const busy = start.isPending || change.isPending || stop.isPending;
  // one message for the controls: what was typed, else the server's refusal of the last change
  const failure = start.error ?? change.error ?? stop.error;
  const problem =
    startFormProblem(form.formState.errors) ??
    (failure && errorMessage(failure, 'The timer could not be changed. Please try again.'));
  // a running timer is replaced only once the instructor says so (ReplaceTimerDialog)
  const [replacing, setReplacing] = useState<StartTimer | null>(null);
  const running = timer !== null && remainingMs !== null && remainingMs > 0;
  const startOrAsk = (next: StartTimer) => (running ? setReplacing(next) : start.mutate(next));

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Class timer
      </h2>
      {timer && remainingMs !== null ? (
        <RunningTimerControls
          timer={timer}
          remainingMs={remainingMs}
          busy={busy}
          onChange={(next) => change.mutate(next)}
          onStop={() => stop.mutate()}
        />
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
      <TimerStartForm form={form} busy={busy} onStart={startOrAsk} />
      <ReplaceTimerDialog
        timer={timer}
        remainingMs={remainingMs}
        replacing={replacing}
        onReplace={(next) => {
          start.mutate(next);
          setReplacing(null);
        }}
        onKeep={() => setReplacing(null)}
      />
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
    </section>
  );
}
