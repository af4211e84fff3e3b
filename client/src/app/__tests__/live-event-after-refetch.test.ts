import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CLASS_TIMER_URL, type ClassTimer } from '@shared/contracts/class-timer-config';
import { classTimerQuery, type TimerState } from '@/features/class-timer/api/get-class-timer';
import { createQueryClient } from '@/lib/query-client';
import { json, stubFetch } from '@/test/render';
import { handleLiveSignal } from '../live-sync';

// A stream that came back after a drop asks every page to refetch (the resync). A timer started just then
// is heard as an event that carries it, while the refetch, sent before the start, is still on its way with
// the old answer: landing after the event, it must not take the timer off the screen.

const started: ClassTimer = {
  label: 'Debrief',
  endsAt: new Date(Date.now() + 600_000).toISOString(),
  pausedRemainingMs: null,
  serverNow: new Date().toISOString(),
};

describe('an event that carries its data, beside a refetch sent before it', () => {
  it('keeps the timer the event brought when the older read answers after it', async () => {
    // the server's answer to the refetch, held until the test lets it go: no timer yet
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubFetch(async (url) => {
      expect(url).toBe(CLASS_TIMER_URL);
      await held;
      return json(200, { success: true, data: null });
    });
    const client = createQueryClient();
    const observer = new QueryObserver(client, classTimerQuery());
    const stop = observer.subscribe(() => {});
    // the resync's refetch is on its way (the first read, here) ...
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching');
    // ... when the timer's event arrives
    handleLiveSignal(client, { type: 'timer', timer: started });
    await expect
      .poll(() => (client.getQueryData(classTimerQuery().queryKey) as TimerState)?.timer)
      .toEqual(started);
    answer();
    await new Promise((r) => setTimeout(r, 0));
    await expect.poll(() => observer.getCurrentResult().fetchStatus).toBe('idle');
    expect((client.getQueryData(classTimerQuery().queryKey) as TimerState).timer).toEqual(started);
    stop();
  });
});
