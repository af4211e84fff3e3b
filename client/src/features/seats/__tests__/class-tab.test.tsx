import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassJoin, RosterSeat } from '@shared/contracts/seats-config';
import { seatMessages } from '@shared/contracts/seats-config';
import { classes } from '@/test/classes-fixture';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import ClassTab from '../components/class-tab';
import { hearLive } from './seats-server';

// the toast after a removal and the re-seat QR code: lazy chunks, loaded before the tests
preloadLazyChunks(
  () => import('@/components/ui/toaster'),
  () => import('@/components/ui/qr-code'),
);

afterEach(() => localStorage.clear());

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 5_000).toISOString();

const seat = (id: number, name: string, over: Partial<RosterSeat> = {}): RosterSeat => ({
  id,
  name,
  lang: 'en',
  joinedAt: '2025-03-01T12:05:00.000Z',
  online: false,
  lastSeenAt: null,
  pageClosedAt: null,
  ...over,
});

const ok = (data: unknown, status = 200) => json(status, { success: true, data });

/** The instructor's fake API: the class code, the current roster and an earlier class's. */
function rosterServer() {
  localStorage.setItem('user', JSON.stringify(admin));
  const state = {
    join: { code: 'K7QM2P', joinOpen: true, joined: 3 } as ClassJoin,
    roster: [
      seat(3, 'Mina', { online: true, lastSeenAt: ago(0) }),
      seat(4, '김지수', { lang: 'ko', lastSeenAt: ago(5) }),
      seat(5, 'Tom'),
    ],
  };
  const earlier = [seat(1, 'Alex')];
  const calls = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = () => JSON.parse(String(init.body)) as Record<string, unknown>;
    if (url === '/api/auth/me') return ok(admin);
    if (url === '/api/classes') return ok(classes);
    if (url === '/api/classes/current/join') {
      if (method === 'PATCH') {
        const patch = body();
        state.join = patch.newCode ? { ...state.join, code: 'P3RT9A' } : { ...state.join, ...patch };
      }
      return ok(state.join);
    }
    if (url === '/api/seats?class=current') return ok(state.roster);
    if (url === '/api/seats?class=1') return ok(earlier);
    const m = /^\/api\/seats\/(\d+)(\/reseat)?$/.exec(url);
    if (m) {
      const id = Number(m[1]);
      if (m[2])
        return ok({
          url: 'https://course.example.com/me?reseat=abcdefghijklmnopqrstuvwxyz012345',
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        });
      if (method === 'DELETE') {
        state.roster = state.roster.filter((s) => s.id !== id);
        state.join = { ...state.join, joined: state.roster.length };
        return ok(null);
      }
      const name = String(body().name);
      if (state.roster.some((s) => s.id !== id && s.name.toLowerCase() === name.toLowerCase()))
        return json(409, { success: false, message: seatMessages.en.nameTaken(name, `${name} 2`) });
      state.roster = state.roster.map((s) => (s.id === id ? { ...s, name } : s));
      return ok(state.roster.find((s) => s.id === id));
    }
    return json(404, { success: false, message: 'Not found.' });
  });
  const sent = (method: string, url: string) =>
    calls.filter((c) => c.url === url && c.init.method === method).map((c) => c.init.body ?? null);
  return { state, calls, sent };
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].slice(0, 4).map((c) => c.textContent));

describe('Admin → Class', () => {
  it('shows the class code, the count and the roster: name, language, joined, online or last seen', async () => {
    rosterServer();
    renderWithApp(<ClassTab />, { path: '/admin' });

    expect(await screen.findByTestId('class-code')).toHaveTextContent('K7QM2P');
    expect(screen.getByText('3 joined')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Open to new students' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Join screen' })).toHaveAttribute('href', '/join');
    await screen.findByRole('table');
    const joined = screen.getAllByRole('row')[1]!.querySelector('time')!.textContent!;
    expect(rows()).toEqual([
      ['Name', 'Language', 'Joined', 'Online'],
      ['Mina', 'English', joined, 'Online now'],
      ['김지수', '한국어', joined, 'Last seen 5 minutes ago'],
      ['Tom', 'English', joined, 'Not seen yet'],
    ]);
    expect(screen.getByText('한국어')).toHaveAttribute('lang', 'ko');
  });

  it('closes the class to new students and opens it again; draws a new code after asking', async () => {
    const server = rosterServer();
    renderWithApp(<ClassTab />, { path: '/admin' });
    const open = await screen.findByRole('switch', { name: 'Open to new students' });
    await userEvent.click(open);
    await vi.waitFor(() => expect(open).not.toBeChecked());
    expect(
      screen.getByText(new RegExp(`Closed: a student who tries to join reads "${seatMessages.en.closed}"`)),
    ).toBeVisible();
    await userEvent.click(open);
    await vi.waitFor(() => expect(open).toBeChecked());
    expect(server.sent('PATCH', '/api/classes/current/join')).toEqual([
      JSON.stringify({ joinOpen: false }),
      JSON.stringify({ joinOpen: true }),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draw a new class code?' });
    expect(dialog).toHaveTextContent('K7QM2P stops working');
    await userEvent.click(within(dialog).getByRole('button', { name: 'New code' }));
    await vi.waitFor(() => expect(screen.getByTestId('class-code')).toHaveTextContent('P3RT9A'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.sent('PATCH', '/api/classes/current/join').at(-1)).toBe(JSON.stringify({ newCode: true }));
  });

  it('renames a student in place; a name another student has is refused with the message', async () => {
    const server = rosterServer();
    renderWithApp(<ClassTab />, { path: '/admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Tom' }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'mina{Enter}');
    expect(await screen.findByText(seatMessages.en.nameTaken('mina', 'mina 2'))).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, 'Tom Lee{Enter}');
    await vi.waitFor(() => expect(rows()[3]![0]).toBe('Tom Lee'));
    expect(screen.queryByRole('textbox', { name: 'New name' })).not.toBeInTheDocument();
    expect(server.sent('PATCH', '/api/seats/5')).toEqual([
      JSON.stringify({ name: 'mina' }),
      JSON.stringify({ name: 'Tom Lee' }),
    ]);
  });

  it('removes a student after the confirmation; the count follows', async () => {
    const server = rosterServer();
    renderWithApp(<ClassTab />, { path: '/admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove 김지수' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 김지수 from the class?' });
    expect(dialog).toHaveTextContent('Their devices stop working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('김지수 is no longer in the class.')).toBeVisible();
    await vi.waitFor(() => expect(rows().map((r) => r[0])).toEqual(['Name', 'Mina', 'Tom']));
    expect(screen.getByText('2 joined')).toBeVisible();
    expect(server.calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/seats/4',
    ]);
  });

  it('shows a re-seat QR code of the one-time link, with how long it works', async () => {
    const server = rosterServer();
    renderWithApp(<ClassTab />, { path: '/admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Re-seat QR for Mina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open Mina’s seat on another device' });
    const url = 'https://course.example.com/me?reseat=abcdefghijklmnopqrstuvwxyz012345';
    expect(await within(dialog).findByRole('img', { name: `QR code: ${url}` })).toBeVisible();
    expect(dialog).toHaveTextContent(/The link works once, until \d{1,2}:\d\d [AP]M\./);
    expect(server.calls.filter((c) => c.url === '/api/seats/3/reseat')).toHaveLength(1);
  });

  it('follows the class live, and reads an earlier class’s roster without the actions', async () => {
    const server = rosterServer();
    const { client } = renderWithApp(<ClassTab />, { path: '/admin' });
    await screen.findByRole('table');
    server.state.roster = [...server.state.roster, seat(6, 'Yuna')];
    server.state.join = { ...server.state.join, joined: 4 };
    await hearLive(client, 'roster');
    await vi.waitFor(() => expect(rows().at(-1)![0]).toBe('Yuna'));
    expect(screen.getByText('4 joined')).toBeVisible();

    await userEvent.selectOptions(
      await screen.findByLabelText('Class'),
      'Samsung cohort 3 (started 2025-02-03)',
    );
    await vi.waitFor(() => expect(rows().map((r) => r[0])).toEqual(['Name', 'Alex']));
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });
});
