import { timerRemainingMs, type ClassTimer } from '@shared/contracts/class-timer-config';
import { elapsedMs, type PresenterState } from '@shared/contracts/presenter-config';
import { clockOffset, formatDuration } from './clock';
import { el } from './dom';

export interface Clocks {
  element: HTMLElement;
  setPresentation(state: PresenterState | null): void;
  setClassTimer(timer: ClassTimer | null): void;
}

/**
 * The elapsed time since the presentation started (Pause / Resume and Reset, kept by the server so every
 * device shows the same) and the class timer. Both are computed on the server's clock; they tick once a
 * second.
 */
export function createClocks(actions: { pause(): void; resume(): void; reset(): void }): Clocks {
  let presentation: { state: PresenterState; offset: number } | null = null;
  let timer: { timer: ClassTimer; offset: number } | null = null;

  const elapsed = el('span', {
    className: 'clock-value',
    attrs: { role: 'timer', 'aria-label': 'Elapsed time' },
  });
  const pause = el('button', { className: 'tool small', text: 'Pause', attrs: { type: 'button' } });
  const reset = el('button', { className: 'tool small', text: 'Reset', attrs: { type: 'button' } });
  pause.addEventListener('click', () => (presentation?.state.startedAt ? actions.pause() : actions.resume()));
  reset.addEventListener('click', () => actions.reset());
  const classTimer = el('span', { className: 'class-timer' });
  const element = el('div', { className: 'clocks' }, [
    el('span', { className: 'clock-label', text: 'Elapsed' }),
    elapsed,
    pause,
    reset,
    classTimer,
  ]);

  const render = () => {
    const now = Date.now();
    elapsed.textContent = formatDuration(
      presentation ? elapsedMs(presentation.state, now + presentation.offset) : 0,
    );
    const paused = presentation !== null && presentation.state.startedAt === null;
    pause.textContent = paused ? 'Resume' : 'Pause';
    elapsed.classList.toggle('paused', paused);
    pause.disabled = reset.disabled = presentation === null;
    if (!timer) {
      classTimer.hidden = true;
      return;
    }
    classTimer.hidden = false;
    const left = timerRemainingMs(timer.timer, now + timer.offset);
    classTimer.textContent = `${timer.timer.label} ${formatDuration(left)}${
      timer.timer.pausedRemainingMs !== null ? ' (paused)' : left === 0 ? ' (time is up)' : ' left'
    }`;
  };
  setInterval(render, 1000);
  render();

  return {
    element,
    setPresentation(state) {
      presentation = state ? { state, offset: clockOffset(state.serverNow, Date.now()) } : null;
      render();
    },
    setClassTimer(t) {
      timer = t ? { timer: t, offset: clockOffset(t.serverNow, Date.now()) } : null;
      render();
    },
  };
}
