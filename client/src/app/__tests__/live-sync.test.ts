import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { classTimerQuery } from '@/features/class-timer/api/get-class-timer';
import { handleLiveSignal } from '../live-sync';

/** Issue 19: what each live event refreshes. Every query key starts with the URL it reads. */
const keys = {
  qosList: ['/api/sims/qos/results', { class: 'current', includeHidden: false }],
  svdList: ['/api/sims/svd/results', { class: 'all', includeHidden: false }],
  dashboard: ['/api/admin/dashboard'],
  classes: ['/api/classes'],
  feedback: ['/api/feedback', { class: 'current' }],
  visibility: ['/api/visibility/simulations'],
  decks: ['/api/visibility/decks'],
  role: ['/api/sims/queenOfSorrows/roles/agent?lang=ko'],
  tariffTeam: ['/api/tariff/team'],
  feedbackForm: ['/api/settings/feedback-form'],
  me: ['/api/auth/me'],
} as const;

function seeded() {
  const client = createQueryClient();
  for (const key of Object.values(keys)) client.setQueryData(key, { seeded: true });
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, stale };
}

describe('handleLiveSignal', () => {
  it.each([
    [{ type: 'results', sim: 'queenOfSorrows' }, ['classes', 'dashboard', 'qosList']],
    [{ type: 'results', sim: 'shinhwaDaesung' }, ['classes', 'dashboard', 'svdList']],
    [{ type: 'results', sim: 'no-such-simulation' }, []],
    [{ type: 'feedback' }, ['classes', 'dashboard', 'feedback']],
    [{ type: 'classes' }, ['classes', 'dashboard', 'feedback', 'qosList', 'role', 'svdList']],
    [{ type: 'simulations' }, ['role', 'visibility']],
    [{ type: 'decks' }, ['decks']],
    [{ type: 'feedbackForm' }, ['feedbackForm']],
    [{ type: 'tariff' }, ['tariffTeam']],
    [{ type: 'resync' }, Object.keys(keys).sort()],
  ] as const)('%j refreshes %j', (signal, expected) => {
    const { client, stale } = seeded();
    handleLiveSignal(client, signal);
    expect(stale()).toEqual(expected);
  });

  it('puts a timer from the channel straight into the page, with the clock offset from its serverNow', () => {
    const { client, stale } = seeded();
    const serverNow = new Date(Date.now() + 5_000).toISOString();
    const timer = { label: 'Negotiation', endsAt: serverNow, pausedRemainingMs: null, serverNow };
    handleLiveSignal(client, { type: 'timer', timer });
    const state = client.getQueryData(classTimerQuery().queryKey)!;
    expect(state.timer).toEqual(timer);
    expect(state.offsetMs).toBeGreaterThan(4_000);
    expect(state.offsetMs).toBeLessThanOrEqual(5_000);
    expect(stale()).toEqual([]);
    handleLiveSignal(client, { type: 'timer', timer: null });
    expect(client.getQueryData(classTimerQuery().queryKey)).toEqual({ timer: null, offsetMs: 0 });
  });
});
