import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityItem, DashboardFigures } from '@shared/contracts/dashboard';
import type { SimulationVisibility } from '@shared/contracts/visibility';
import { expectConsoleError } from '@/test/console';
import { json, renderWithApp, stubFetch } from '@/test/render';
import AdminPage from '../components/admin-page';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const signIn = () => localStorage.setItem('user', JSON.stringify(admin));
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000 - 5_000).toISOString();

const figures = (over: Partial<DashboardFigures> = {}): DashboardFigures => ({
  results: {
    bySimulation: { queenOfSorrows: { total: 14, hidden: 2 }, shinhwaDaesung: { total: 12, hidden: 0 } },
    total: 26,
  },
  feedback: { active: 3, archived: 1 },
  recentActivity: [],
  generatedAt: new Date().toISOString(),
  ...over,
});

const sims = (): SimulationVisibility => ({
  queenOfSorrows: { isVisible: true, isAccessible: true },
  shinhwaDaesung: { isVisible: true, isAccessible: false },
  solaraLunara: { isVisible: false, isAccessible: true },
});

/** A fake server: the dashboard answer (or a failure), simulation settings and the auth calls. */
function server(dashboard: DashboardFigures | number, settings = sims()) {
  return stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/admin/dashboard')
      return typeof dashboard === 'number'
        ? json(dashboard, {
            success: false,
            message: 'Something went wrong on the server. Please try again.',
          })
        : json(200, { success: true, data: dashboard });
    if (url === '/api/visibility/simulations' && method === 'GET') return json(200, settings);
    const m = /^\/api\/visibility\/simulations\/(\w+)$/.exec(url);
    if (m && method === 'PATCH') return json(200, { success: true, data: JSON.parse(String(init.body)) });
    if (url === '/api/auth/sessions/revoke-all') return json(200, { success: true, data: { revoked: 2 } });
    if (url === '/api/auth/logout') return json(200, { success: true, data: null });
    return json(404, { success: false, message: 'Not found.' });
  });
}

// The door for a visitor (AdminGate, put around the page by the route table): app/__tests__/admin-routes.test.tsx
describe('Admin Dashboard for the instructor', () => {
  it('welcomes by email and shows the live counts in three tabs', async () => {
    signIn();
    server(figures());
    renderWithApp(<AdminPage />, { path: '/admin' });
    expect(screen.getByText('Welcome, teacher@example.com')).toBeVisible();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Simulations',
      'Users',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Total Simulations' })).toHaveTextContent('26'),
    );
    expect(screen.getByRole('group', { name: 'Queen of Sorrows' })).toHaveTextContent(
      /14results reported \(2 hidden/,
    );
    expect(screen.getByRole('group', { name: 'Shinhwa vs Daesung' })).toHaveTextContent('12');
  });

  it.each([
    [0, 'No active feedback to display. All feedback has been archived.'],
    [1, 'You have 1 active feedback entry to review.'],
    [7, 'You have 7 active feedback entries to review.'],
  ])('says so for %i active feedback entries', async (active, message) => {
    signIn();
    server(figures({ feedback: { active, archived: 2 } }));
    renderWithApp(<AdminPage />, { path: '/admin' });
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText(String(active), { selector: 'span' })).toHaveAccessibleName(`${active} active`);
    expect(screen.getByRole('link', { name: 'View Feedback' })).toHaveAttribute('href', '/admin/feedback');
  });

  it('logs a failed count fetch and shows 0', async () => {
    signIn();
    const error = expectConsoleError('Failed to fetch the dashboard figures');
    server(500);
    renderWithApp(<AdminPage />, { path: '/admin' });
    expect(
      await screen.findByText('No active feedback to display. All feedback has been archived.'),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the latest figures.');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Failed to fetch'), expect.any(Error));
  });

  it('lists recent results and feedback with relative times', async () => {
    signIn();
    const activity: ActivityItem[] = [
      { kind: 'feedback', id: 4, name: null, rating: 9, isArchived: false, createdAt: minutesAgo(3) },
      {
        kind: 'result',
        sim: 'shinhwaDaesung',
        id: 2,
        parties: ['Jisoo Park', 'Minho Lee'],
        noAgreement: true,
        isHidden: true,
        createdAt: minutesAgo(60 * 5),
      },
    ];
    server(figures({ recentActivity: activity }));
    renderWithApp(<AdminPage />, { path: '/admin' });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Course feedback, rated 9/10 (anonymous)');
    expect(items[0]).toHaveTextContent('3 minutes ago');
    expect(items[1]).toHaveTextContent(
      'Shinhwa vs Daesung: Jisoo Park (associate) and Minho Lee (GC): no agreement',
    );
    expect(items[1]).toHaveTextContent('5 hours ago');
    expect(within(items[1]!).getByText('Hidden')).toBeVisible();
  });

  it('has each simulation’s switches, result count and results link on the Simulations tab', async () => {
    signIn();
    const calls = server(figures());
    renderWithApp(<AdminPage />, { path: '/admin' });
    await userEvent.click(screen.getByRole('tab', { name: 'Simulations' }));

    const casting = await screen.findByRole('group', { name: 'Queen of Sorrows' });
    expect(casting).toHaveTextContent('14 results reported, 2 hidden from the table.');
    expect(within(casting).getByRole('link', { name: /View results/ })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-view-results',
    );
    const legal = screen.getByRole('group', { name: 'Shinhwa vs Daesung' });
    expect(within(legal).getByRole('switch', { name: 'Instructions and results open' })).not.toBeChecked();
    expect(within(legal).getByRole('link', { name: /View results/ })).toHaveAttribute(
      'href',
      '/simulations/shinhwa-vs-daesung-view-results',
    );
    const tariff = screen.getByRole('group', { name: 'Tariff Wars' });
    expect(within(tariff).getByRole('switch', { name: 'Visible to students' })).not.toBeChecked();
    expect(within(tariff).queryByRole('link', { name: /View results/ })).not.toBeInTheDocument();

    await userEvent.click(within(tariff).getByRole('switch', { name: 'Visible to students' }));
    expect(within(tariff).getByRole('switch', { name: 'Visible to students' })).toBeChecked();
    await waitFor(() =>
      expect(calls.find((c) => c.init.method === 'PATCH')).toMatchObject({
        url: '/api/visibility/simulations/solaraLunara',
        init: { body: JSON.stringify({ isVisible: true }) },
      }),
    );
  });

  it('signs out every session from the Users tab, after a confirmation', async () => {
    signIn();
    const calls = server(figures());
    const { location } = renderWithApp(<AdminPage />, { path: '/admin' });
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByText('teacher@example.com', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('Ms Kim', { selector: 'dd' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out all sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out all sessions?' });
    expect(calls.some((c) => c.url === '/api/auth/sessions/revoke-all')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(calls.find((c) => c.url === '/api/auth/sessions/revoke-all')?.init.method).toBe('POST');
    expect(localStorage.getItem('user')).toBeNull();
  });
});
