import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, renderWithApp, stubFetch } from '@/test/render';
import PairsPage from '../components/pairs-page';
import { admin, draftOf, hearLive, pairingServer } from './pairing-server';

const PAGE = '/simulations/queen-of-sorrows-pairs';

beforeEach(() => localStorage.setItem('user', JSON.stringify(admin)));
afterEach(() => localStorage.clear());

const published = draftOf({
  published: true,
  pairs: [
    {
      table: 2,
      members: [
        { seatId: 3, name: 'Chae', role: 'agent' },
        { seatId: 4, name: 'Dami', role: 'studio' },
        { seatId: 5, name: 'Eun', role: 'studio' },
      ],
    },
    {
      table: 1,
      members: [
        { seatId: 1, name: 'Ara', role: 'agent' },
        { seatId: 2, name: 'Bo', role: 'studio' },
      ],
    },
  ],
  observers: [{ seatId: 6, name: 'Gyu', role: 'observer', table: 1 }],
});

describe('the projector list of tables', () => {
  it('sends a visitor to the simulations', async () => {
    localStorage.clear();
    const calls = stubFetch(() => json(401, { success: false, message: 'Not signed in.' }));
    const { location } = renderWithApp(<PairsPage sim="queenOfSorrows" />, { path: PAGE });
    await waitFor(() => expect(location.history.at(-1)).toBe('/simulations'));
    expect(calls.filter((c) => c.url.startsWith('/api/sims'))).toEqual([]);
  });

  it('shows the tables in order with their names, and no role', async () => {
    pairingServer({ current: published });
    const { container } = renderWithApp(<PairsPage sim="queenOfSorrows" />, { path: PAGE });
    const tables = await screen.findByRole('list', { name: 'Tables' });
    const items = within(tables).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['Table 1', 'Table 2']);
    expect(items[0]).toHaveTextContent(/^1AraBowatching: Gyu$/);
    expect(items[1]).toHaveTextContent(/^2ChaeDamiEun$/);
    expect(container).not.toHaveTextContent(/Agent|Producer|₩/);
  });

  it('filters by a name, and says when no table has it', async () => {
    pairingServer({ current: published });
    renderWithApp(<PairsPage sim="queenOfSorrows" />, { path: PAGE });
    await screen.findByRole('list', { name: 'Tables' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find your name' }), 'dam');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem', { name: 'Table 2' })).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find your name' }), 'x');
    expect(await screen.findByText('No table has this name.')).toBeVisible();
  });

  it('waits for publishing, then follows the assignment live', async () => {
    const server = pairingServer({ current: draftOf() });
    const { client } = renderWithApp(<PairsPage sim="queenOfSorrows" />, { path: PAGE });
    expect(await screen.findByText('The tables will appear here when they are published.')).toBeVisible();
    expect(screen.queryByText('Ara')).not.toBeInTheDocument();
    server.state.current = published;
    await hearLive(client, 'assignments');
    expect(await screen.findByRole('listitem', { name: 'Table 1' })).toHaveTextContent('Ara');
  });
});
