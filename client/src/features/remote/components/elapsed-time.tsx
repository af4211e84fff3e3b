import { useEffect, useState } from 'react';
import { elapsedMs, type PresenterState } from '@shared/contracts/presenter-config';
import { formatRemaining } from '@/features/class-timer/lib/format-remaining';

/** The presentation's elapsed time on the server's clock, ticking once a second while it runs. */
export function ElapsedTime({ state }: { state: PresenterState }) {
  const [offset] = useState(() => Date.parse(state.serverNow) - Date.now());
  const [, tick] = useState(0);
  const running = state.startedAt !== null;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [running]);
  const ms = elapsedMs(state, Date.now() + offset);
  return (
    <span role="timer" aria-label="Elapsed time" className="tabular-nums">
      {formatRemaining(Math.floor(ms / 1000) * 1000)}
      {running ? '' : ' (paused)'}
    </span>
  );
}
