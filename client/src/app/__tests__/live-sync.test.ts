import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { dashboardQueryOptions } from '@/features/admin/api/get-dashboard';
import { getMeQueryOptions } from '@/features/auth/api/get-me';
import { classTimerQuery } from '@/features/class-timer/api/get-class-timer';
import { classesQueryOptions } from '@/features/classes/api/get-classes';
import { followAlongQuery } from '@/features/decks/api/get-follow-along';
import { getFeedbackQueryOptions } from '@/features/feedback/api/get-feedback';
import { getFeedbackFormSettingQueryOptions } from '@/features/feedback/api/get-feedback-form-setting';
import { joinInfoQueryOptions } from '@/features/join/api/get-join-info';
import { resultsQueryOptions } from '@/features/results/api/get-results';
import { classJoinQueryOptions } from '@/features/seats/api/get-class-join';
import { mySeatQueryOptions } from '@/features/seats/api/get-my-seat';
import { rosterQueryOptions } from '@/lib/roster';
import { roleInstructionsQuery } from '@/features/simulations/api/get-role-instructions';
import { classGamesQueryOptions } from '@/features/tariff/api/get-class-games';
import { currentGameQueryOptions } from '@/features/tariff/api/get-current-game';
import { teamViewQueryOptions } from '@/features/tariff/api/get-team-view';
import { teachingNotesQuery } from '@/features/teaching-notes/api/get-teaching-notes';
import { useDeckVisibility, useSimulationVisibility } from '@/features/visibility/api/use-visibility';
import { createQueryClient } from '@/lib/query-client';
import { handleLiveSignal } from '../live-sync';

/** What each live event refreshes, through the queries' own option factories and their declared topics. */
const queries = {
  qosList: resultsQueryOptions('queenOfSorrows', 'current'),
  svdList: resultsQueryOptions('shinhwaDaesung', 'all'),
  dashboard: dashboardQueryOptions(),
  classes: classesQueryOptions(),
  feedback: getFeedbackQueryOptions('current'),
  visibility: useSimulationVisibility.query(),
  decks: useDeckVisibility.query(),
  role: roleInstructionsQuery('queenOfSorrows', 'agent', 'ko'),
  teachingNotes: teachingNotesQuery('queenOfSorrows', 'en'),
  tariffTeam: teamViewQueryOptions(),
  tariffGame: currentGameQueryOptions(),
  tariffGames: classGamesQueryOptions('all'),
  feedbackForm: getFeedbackFormSettingQueryOptions(),
  joinInfo: joinInfoQueryOptions(),
  me: getMeQueryOptions(),
  mySeat: mySeatQueryOptions(),
  roster: rosterQueryOptions('current'),
  classJoin: classJoinQueryOptions(),
  followAlong: followAlongQuery(),
};

/** Puts each query in the cache as its factory builds it (with its meta), holding seeded data. */
function seed(client: QueryClient, options: { queryKey: QueryKey }) {
  client.getQueryCache().build(client, options);
  client.setQueryData(options.queryKey, { seeded: true });
}

function seeded() {
  const client = createQueryClient();
  for (const options of Object.values(queries)) seed(client, options);
  seed(client, classTimerQuery());
  const stale = () =>
    Object.entries(queries)
      .filter(([, { queryKey }]) => client.getQueryState(queryKey)?.isInvalidated)
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
    [{ type: 'classes' }, ['classJoin', 'classes', 'dashboard', 'feedback', 'qosList', 'roster', 'svdList']],
    [{ type: 'simulations' }, ['role', 'visibility']],
    // a deck hidden meanwhile is not followed any more: the students' pages ask again
    [{ type: 'decks' }, ['decks', 'followAlong']],
    [{ type: 'feedbackForm' }, ['feedbackForm']],
    [{ type: 'tariff' }, ['tariffGame', 'tariffGames', 'tariffTeam']],
    [{ type: 'seat' }, ['mySeat']],
    [{ type: 'roster' }, ['classJoin', 'roster']],
    [{ type: 'hello', serverNow: new Date().toISOString(), audience: 'student' }, []],
    [{ type: 'resync' }, Object.keys(queries).sort()],
  ] as const)('%j refreshes %j', (signal, expected) => {
    const { client, stale } = seeded();
    handleLiveSignal(client, signal);
    expect(stale()).toEqual(expected);
  });

  it('puts a timer from the channel straight into the page, with the clock offset from its serverNow', async () => {
    const { client, stale } = seeded();
    const serverNow = new Date(Date.now() + 5_000).toISOString();
    const timer = { label: 'Negotiation', endsAt: serverNow, pausedRemainingMs: null, serverNow };
    handleLiveSignal(client, { type: 'timer', timer });
    // (set once any older read of the timer is cancelled: a microtask later)
    await vi.waitFor(() => expect(client.getQueryData(classTimerQuery().queryKey)?.timer).toEqual(timer));
    const state = client.getQueryData(classTimerQuery().queryKey)!;
    expect(state.offsetMs).toBeGreaterThan(4_000);
    expect(state.offsetMs).toBeLessThanOrEqual(5_000);
    expect(stale()).toEqual([]);
    handleLiveSignal(client, { type: 'timer', timer: null });
    await vi.waitFor(() =>
      expect(client.getQueryData(classTimerQuery().queryKey)).toEqual({ timer: null, offsetMs: 0 }),
    );
  });

  it('puts the followed slide from the channel straight into the page, with no request', async () => {
    const { client, stale } = seeded();
    const follow = { deck: 'ai', lang: 'en', slide: 4, total: 16 } as const;
    handleLiveSignal(client, { type: 'followAlong', follow });
    await vi.waitFor(() => expect(client.getQueryData(followAlongQuery().queryKey)).toEqual(follow));
    expect(stale()).toEqual([]);
    handleLiveSignal(client, { type: 'followAlong', follow: null });
    await vi.waitFor(() => expect(client.getQueryData(followAlongQuery().queryKey)).toBeNull());
  });

  it('refreshes nothing a query did not declare, whatever its URL', () => {
    const client = createQueryClient();
    // a results list's URL, but no topics: the live channel no longer guesses from URLs
    client.setQueryData(['/api/sims/queenOfSorrows/results'], { seeded: true });
    handleLiveSignal(client, { type: 'results', sim: 'queenOfSorrows' });
    expect(client.getQueryState(['/api/sims/queenOfSorrows/results'])?.isInvalidated).toBe(false);
  });
});
