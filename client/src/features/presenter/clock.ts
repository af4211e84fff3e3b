/** Elapsed or remaining time as a presenter reads it at a glance: 0:05, 12:30, 1:02:03. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * This device's clock offset from the server's (`serverNow` minus local time when it was received), so a
 * laptop whose clock is a minute off still shows the server's elapsed time.
 */
export const clockOffset = (serverNow: string, localNow: number) => Date.parse(serverNow) - localNow;
