import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { publicRegistry, type PublicRegistry } from '@shared/cases/public-registry';
import { CLASS_FLOW_STORE, registerSimulation, SIMULATIONS, unregisterSimulation } from '@shared/simulations';
import { fixtureSimulation } from '@shared/testing/fixture-simulation';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { handleLiveSignal } from '../live-sync';
import { AppRouter } from '../router';

/**
 * A case added or removed while a page is open: the live channel's `cases` event makes the page fetch the
 * registry and register it, so its lists and routes show the new case (and drop a removed one) at once,
 * with no reload.
 */
preloadLazyChunks(
  () => import('@/features/simulations/components/simulations-page'),
  () => import('@/features/simulations/components/role-choice-page'),
  () => import('@/features/admin/components/admin-page'),
);

// the registry outlives this file (the component tests share one worker): it is put back as it was
const before = { simulations: [...SIMULATIONS], flows: [...CLASS_FLOW_STORE] };
afterAll(() => {
  unregisterSimulation(fixtureSimulation.key);
  for (const sim of before.simulations)
    registerSimulation(
      sim,
      before.flows.find((f) => f.key === sim.key),
    );
});
afterEach(() => localStorage.clear());

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const dashboard = {
  currentClass: null,
  results: { bySimulation: {}, total: 0 },
  feedback: { active: 0, archived: 0 },
  recentActivity: [],
  generatedAt: '2026-11-24T01:00:00.000Z',
};

/** The server's registry as it is now: the page's, with the added case when `added`. */
function server(registry: () => PublicRegistry) {
  return stubFetch((url) => {
    if (url === '/api/case-registry') return json(200, { success: true, data: registry() });
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/visibility/simulations') return json(200, { success: true, data: {} });
    if (url === '/api/admin/dashboard') return json(200, { success: true, data: dashboard });
    if (url === '/api/classes?') return json(200, { success: true, data: [] });
    return json(404, { success: false, message: 'Not found.' });
  });
}

const withAdded = (): PublicRegistry => {
  const now = publicRegistry();
  return {
    ...now,
    simulations: [...now.simulations.filter((s) => s.key !== fixtureSimulation.key), fixtureSimulation],
  };
};
const withoutAdded = (): PublicRegistry => {
  const now = publicRegistry();
  return { ...now, simulations: now.simulations.filter((s) => s.key !== fixtureSimulation.key) };
};

describe('a case added or removed while the page is open', () => {
  it('appears on the open simulations page with its own pages, and goes when it is removed', async () => {
    let registry = withoutAdded;
    const calls = server(() => registry());
    const { client } = renderWithApp(<AppRouter />, { path: '/simulations' });
    expect(await screen.findByRole('article', { name: 'Queen of Sorrows' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Harbour Lease' })).toBeNull();

    registry = withAdded;
    handleLiveSignal(client, { type: 'cases' });
    const card = await screen.findByRole('article', { name: 'Harbour Lease' });
    expect(calls.filter((c) => c.url === '/api/case-registry')).toHaveLength(1);
    // its pages are routes of the open page now
    await userEvent.click(within(card).getByRole('link', { name: 'Instructions' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbour Lease - Choose Your Role' }),
    ).toBeVisible();

    registry = withoutAdded;
    handleLiveSignal(client, { type: 'cases' });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
    expect(SIMULATIONS.some((s) => s.key === fixtureSimulation.key)).toBe(false);
  });

  it('appears when the page is back on the live channel after a drop (the event was missed)', async () => {
    let registry = withoutAdded;
    server(() => registry());
    const { client } = renderWithApp(<AppRouter />, { path: '/simulations' });
    expect(await screen.findByRole('article', { name: 'Queen of Sorrows' })).toBeVisible();
    registry = withAdded;
    handleLiveSignal(client, { type: 'resync' });
    expect(await screen.findByRole('article', { name: 'Harbour Lease' })).toBeVisible();
    registry = withoutAdded;
    handleLiveSignal(client, { type: 'resync' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Harbour Lease' })).toBeNull());
  });

  it('appears in Admin → Simulations at once', async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    let registry = withoutAdded;
    server(() => registry());
    const { client } = renderWithApp(<AppRouter />, { path: '/admin' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Simulations' }));
    expect(await screen.findByRole('group', { name: 'Queen of Sorrows' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Harbour Lease' })).toBeNull();

    registry = withAdded;
    handleLiveSignal(client, { type: 'cases' });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Harbour Lease' })).toBeVisible());
  });
});
