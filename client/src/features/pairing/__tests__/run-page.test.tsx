import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AssignmentView } from '@shared/contracts/pairing';
import { json, renderWithApp, stubFetch } from '@/test/render';
import RunPage from '../components/run-page';
import { admin, draftOf, hearLive, pairingServer, roster, seat } from './pairing-server';

const PAGE = '/simulations/queen-of-sorrows-run';

beforeEach(() => localStorage.setItem('user', JSON.stringify(admin)));
afterEach(() => localStorage.clear());

const table = (n: number) => screen.getByRole('group', { name: `Table ${n}` });

describe('the run page', () => {
  it('sends a visitor to the simulations, asking for nothing', async () => {
    localStorage.clear();
    const calls = stubFetch(() => json(401, { success: false, message: 'Not signed in.' }));
    const { location } = renderWithApp(<RunPage sim="queenOfSorrows" />, { path: PAGE });
    await waitFor(() => expect(location.history.at(-1)).toBe('/simulations'));
    expect(calls.filter((c) => c.url.startsWith('/api/sims') || c.url.startsWith('/api/seats'))).toEqual([]);
  });

  it('ticks who is present, assigns the chosen students with the odd choice, and shows the draft by table', async () => {
    const server = pairingServer();
    renderWithApp(<RunPage sim="queenOfSorrows" />, { path: PAGE });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Queen of Sorrows: Roles and Partners' }),
    ).toBeVisible();

    // online now, or seen in the last 10 minutes
    expect(await screen.findByRole('checkbox', { name: /^Ara/ })).toBeChecked();
    for (const name of ['Ara', 'Bo', 'Chae', 'Dami', 'Eun'])
      expect(screen.getByRole('checkbox', { name: new RegExp(`^${name}`) })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Gone Early/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'One trio: two students share a role' })).toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: /^Bo/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'One observer, who watches a table' }));
    expect(screen.getByText('4 of 6 chosen')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Assign roles and partners' }));

    expect(await screen.findByRole('heading', { name: 'Draft: not yet published' })).toBeVisible();
    expect(server.sent('POST')).toEqual([
      { url: '/api/sims/queenOfSorrows/assignments', body: { seatIds: [1, 3, 4, 5], odd: 'observer' } },
    ]);
    expect(table(1)).toHaveTextContent("AraYeji's Agent");
    expect(table(1)).toHaveTextContent('BoStudio Executive Producer');
    expect(within(table(2)).getAllByRole('checkbox')).toHaveLength(3);
    // nothing is published yet: no Absent
    expect(screen.queryByRole('button', { name: /^Absent/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Re-roll' }));
    await waitFor(() => expect(server.sent('POST')).toHaveLength(2));
    expect(server.sent('POST')[1]!.body).toEqual({ seatIds: [1, 3, 4, 5], odd: 'observer' });
  });

  it('a published round offers a new round; the chosen way is sent and round 2 comes as a draft to publish', async () => {
    const server = pairingServer({ current: draftOf({ published: true }) });
    renderWithApp(<RunPage sim="queenOfSorrows" />, { path: PAGE });
    expect(await screen.findByRole('heading', { name: 'New round' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Switch roles: same partner, the other role' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'New partners: same role, someone new' }));
    await userEvent.click(screen.getByRole('button', { name: 'Draft round 2' }));
    expect(await screen.findByRole('heading', { name: 'Round 2 draft: not yet published' })).toBeVisible();
    expect(server.sent('POST', '/api/sims/queenOfSorrows/rounds')).toEqual([
      { url: '/api/sims/queenOfSorrows/rounds', body: { mode: 'new-partners' } },
    ]);
    // the draft is drawn again the way it was asked for, never from the roster as an earlier round's
    expect(screen.queryByRole('button', { name: 'Re-roll' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draft round 2' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByRole('heading', { name: 'Round 2 published: students see their role and partner' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Draft round 3' })).toBeVisible();
  });

  it('says why it cannot assign fewer than two, and sends nothing', async () => {
    const server = pairingServer({ seats: [seat(1, 'Ara')] });
    renderWithApp(<RunPage sim="queenOfSorrows" />, { path: PAGE });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign roles and partners' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least two students, each once.');
    expect(server.sent('POST')).toEqual([]);
  });

  it('swaps two, moves one, shows a refusal and keeps the selection, then publishes', async () => {
    let refuse = true;
    const server = pairingServer({
      current: draftOf(),
      onPatch: (action, view) => {
        if (refuse) return 'That table is full.';
        return action && typeof action === 'object' && 'action' in action && action.action === 'swap'
          ? draftOf({
              pairs: [
                {
                  table: 1,
                  members: [{ seatId: 4, name: 'Dami', role: 'agent' }, view.pairs[0]!.members[1]!],
                },
                {
                  table: 2,
                  members: [
                    { seatId: 3, name: 'Chae', role: 'agent' },
                    { seatId: 1, name: 'Ara', role: 'studio' },
                    { seatId: 5, name: 'Eun', role: 'studio' },
                  ],
                },
              ],
            })
          : view;
      },
    });
    renderWithApp(<RunPage sim="queenOfSorrows" />, { path: PAGE });
    await screen.findByRole('heading', { name: 'Draft: not yet published' });
    expect(screen.getByRole('button', { name: 'Re-roll' })).toBeVisible();
    const swap = screen.getByRole('button', { name: 'Swap' });
    expect(swap).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Eun' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move to table' }), 'Table 1');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That table is full.');
    expect(screen.getByRole('checkbox', { name: 'Select Eun' })).toBeChecked();
    expect(server.sent('PATCH')).toEqual([
      { url: '/api/sims/queenOfSorrows/assignments/11', body: { action: 'move', seatId: 5, table: 1 } },
    ]);

    refuse = false;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Eun' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ara' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Dami' }));
    await userEvent.click(swap);
    await waitFor(() => expect(table(1)).toHaveTextContent('Dami'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.sent('PATCH')[1]!.body).toEqual({ action: 'swap', seatIds: [1, 4] });
    expect(screen.getByRole('checkbox', { name: 'Select Dami' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByRole('heading', { name: 'Published: students see their role and partner' }),
    ).toBeVisible();
    expect(server.sent('POST').map((c) => c.url)).toEqual([
      '/api/sims/queenOfSorrows/assignments/11/publish',
    ]);
    // the roster and the re-roll are for drafts only
    expect(screen.queryByRole('button', { name: 'Re-roll' })).not.toBeInTheDocument();
  });

  it('after publishing: marks a student absent, pairs latecomers and the flagged, adds a mirror', async () => {
    const published = draftOf({ published: true });
    const server = pairingServer({
      seats: [...roster(), seat(7, 'Hana')],
      current: published,
      onPatch: (action, view): AssignmentView => {
        const a = action as { action: string };
        if (a.action !== 'absent') return view;
        return {
          ...view,
          pairs: [view.pairs[1]!],
          unpaired: [{ seatId: 1, name: 'Ara', role: 'agent', reason: 'partner-absent' }],
          absent: [{ seatId: 2, name: 'Bo' }],
        };
      },
    });
    renderWithApp(<RunPage sim="queenOfSorrows" />, { path: PAGE });
    await userEvent.click(await screen.findByRole('button', { name: 'Absent: Bo' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark absent' }),
    );
    const flagged = await screen.findByRole('region', { name: 'Without a partner' });
    expect(flagged).toHaveTextContent("AraYeji's Agentpartner absent");
    expect(screen.getByRole('region', { name: 'Absent' })).toHaveTextContent('Bo');
    expect(server.sent('PATCH')[0]!.body).toEqual({ action: 'absent', seatId: 2 });

    // Hana joined after publishing (ticked: online); Gone Early was not here (not ticked)
    const late = screen.getByRole('group', { name: 'Joined after publishing' });
    expect(within(late).getByRole('checkbox', { name: /^Hana/ })).toBeChecked();
    expect(within(late).getByRole('checkbox', { name: /^Gone Early/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Pair latecomers' }));
    await waitFor(() => expect(server.sent('PATCH')).toHaveLength(2));
    expect(server.sent('PATCH')[1]!.body).toEqual({ action: 'latecomers', seatIds: [7] });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Student' }), 'Hana');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Table' }), 'Table 2');
    await userEvent.click(screen.getByRole('button', { name: 'Add as mirror' }));
    await waitFor(() => expect(server.sent('PATCH')).toHaveLength(3));
    expect(server.sent('PATCH')[2]!.body).toEqual({ action: 'mirror', seatId: 7, table: 2 });
  });

  it('asks before marking a student absent (naming who keeps their role), and undoes it with Present again', async () => {
    const published = draftOf({ published: true });
    const server = pairingServer({
      current: published,
      onPatch: (action, view): AssignmentView => {
        const a = action as { action: string };
        if (a.action === 'present') return published;
        if (a.action !== 'absent') return view;
        return {
          ...view,
          pairs: [view.pairs[1]!],
          unpaired: [{ seatId: 1, name: 'Ara', role: 'agent', reason: 'partner-absent' }],
          absent: [{ seatId: 2, name: 'Bo' }],
        };
      },
    });
    renderWithApp(<RunPage sim="queenOfSorrows" />, { path: PAGE });
    await userEvent.click(await screen.findByRole('button', { name: 'Absent: Bo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark Bo absent?' });
    expect(dialog).toHaveTextContent(
      'Ara keeps their role and instructions and is told on their phone. Undo it with Present again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent('PATCH')).toEqual([]);

    // a trio's member: both others are named
    await userEvent.click(screen.getByRole('button', { name: 'Absent: Chae' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark Chae absent?' });
    expect(dialog).toHaveTextContent(
      'Dami and Eun keep their role and instructions and are told on their phone.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Absent: Bo' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark absent' }),
    );
    const absent = await screen.findByRole('region', { name: 'Absent' });
    expect(server.sent('PATCH')).toEqual([
      { url: '/api/sims/queenOfSorrows/assignments/11', body: { action: 'absent', seatId: 2 } },
    ]);

    await userEvent.click(within(absent).getByRole('button', { name: 'Present again: Bo' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Absent' })).not.toBeInTheDocument());
    expect(server.sent('PATCH')[1]!.body).toEqual({ action: 'present', seatId: 2 });
    expect(table(1)).toHaveTextContent('Bo');
  });

  it('counts who is left to place: no latecomer is not "everyone", while a trio\'s stranded wait', async () => {
    const stranded = draftOf({
      published: true,
      pairs: [draftOf().pairs[0]!],
      unpaired: [
        { seatId: 4, name: 'Dami', role: 'studio', reason: 'partner-absent', table: 2 },
        { seatId: 5, name: 'Eun', role: 'studio', reason: 'partner-absent', table: 2 },
      ],
      absent: [{ seatId: 3, name: 'Chae' }],
    });
    const server = pairingServer({
      seats: roster().slice(0, 5),
      current: stranded,
      onPatch: (): AssignmentView => ({
        ...stranded,
        pairs: [
          {
            table: 1,
            members: [
              { seatId: 1, name: 'Ara', role: 'agent' },
              { seatId: 2, name: 'Bo', role: 'studio' },
              { seatId: 4, name: 'Dami', role: 'studio' },
            ],
          },
        ],
        unpaired: [{ seatId: 5, name: 'Eun', role: 'studio', reason: 'partner-absent', table: 2 }],
      }),
    });
    renderWithApp(<RunPage sim="queenOfSorrows" />, { path: PAGE });
    const toPlace = await screen.findByTestId('to-place');
    expect(toPlace).toHaveTextContent(
      'No latecomers. 2 students without a partner (listed above): Pair latecomers places them all.',
    );
    expect(screen.queryByText(/Everyone in the class/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pair latecomers' }));
    await waitFor(() =>
      expect(screen.getByTestId('to-place')).toHaveTextContent(
        'No latecomers. 1 student without a partner (listed above): Pair latecomers places them.',
      ),
    );
    expect(server.sent('PATCH')[0]!.body).toEqual({ action: 'latecomers', seatIds: [] });
  });

  it('says everyone has a place only when nobody waits and nobody joined since', async () => {
    pairingServer({ seats: roster().slice(0, 5), current: draftOf({ published: true }) });
    renderWithApp(<RunPage sim="queenOfSorrows" />, { path: PAGE });
    expect(await screen.findByTestId('to-place')).toHaveTextContent(
      'Everyone in the class has a place in this assignment.',
    );
  });

  it('follows changes made in another tab, live', async () => {
    const server = pairingServer({ current: draftOf() });
    const { client } = renderWithApp(<RunPage sim="queenOfSorrows" />, { path: PAGE });
    await screen.findByRole('heading', { name: 'Draft: not yet published' });
    server.state.current = draftOf({ published: true });
    await hearLive(client, 'assignments');
    expect(
      await screen.findByRole('heading', { name: 'Published: students see their role and partner' }),
    ).toBeVisible();
  });
});

describe('the negotiations slot', () => {
  it('shows what the route table puts in once the assignment is published, first on the page', async () => {
    const server = pairingServer({ current: draftOf() });
    const { client } = renderWithApp(
      <RunPage sim="queenOfSorrows" negotiations={<p>The pairs' negotiations</p>} />,
      { path: PAGE },
    );
    await screen.findByRole('heading', { name: 'Draft: not yet published' });
    expect(screen.queryByText("The pairs' negotiations")).not.toBeInTheDocument();
    server.state.current = draftOf({ published: true });
    await hearLive(client, 'assignments');
    const slot = await screen.findByText("The pairs' negotiations");
    const published = screen.getByRole('heading', { name: 'Published: students see their role and partner' });
    expect(slot.compareDocumentPosition(published) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('who reads which role', () => {
  it('turns "assigned roles only" on, then allows visitors without a seat', async () => {
    const server = pairingServer();
    renderWithApp(<RunPage sim="queenOfSorrows" />, { path: PAGE });
    const only = await screen.findByRole('switch', { name: /Assigned roles only/ });
    expect(only).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: /without a seat/ })).not.toBeInTheDocument();
    await userEvent.click(only);
    await waitFor(() => expect(only).toBeChecked());
    await userEvent.click(screen.getByRole('switch', { name: /without a seat/ }));
    await waitFor(() => expect(server.state.rules).toEqual({ assignedOnly: true, unseatedAccess: true }));
  });
});
