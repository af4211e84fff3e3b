import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classMessages, type CourseClass } from '@shared/contracts/classes-config';
import type { ActivityItem, DashboardFigures } from '@shared/contracts/dashboard';
import type { SimulationVisibility } from '@shared/contracts/visibility-config';
import { expectConsoleError } from '@/test/console';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import AdminPage from '../components/admin-page';

// The toast after starting or renaming a class: a lazy chunk, loaded before the tests.
preloadLazyChunks(() => import('@/components/ui/toaster'));

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const signIn = () => localStorage.setItem('user', JSON.stringify(admin));
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000 - 5_000).toISOString();

const CURRENT_CLASS = {
  id: 2,
  name: 'Hyundai Card cohort 7',
  startedAt: new Date(2025, 2, 3, 9, 0).toISOString(),
};

const figures = (over: Partial<DashboardFigures> = {}): DashboardFigures => ({
  currentClass: CURRENT_CLASS,
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
  it('welcomes by email and shows the live counts in its tabs', async () => {
    signIn();
    server(figures());
    renderWithApp(<AdminPage />, { path: '/admin' });
    expect(screen.getByText('Welcome, teacher@example.com')).toBeVisible();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Classes',
      'Simulations',
      'Cases',
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
    [0, 2, 'No active feedback to display. All feedback has been archived.'],
    [0, 0, 'No feedback submissions yet.'],
    [1, 0, 'You have 1 active feedback entry to review.'],
    [7, 2, 'You have 7 active feedback entries to review.'],
  ])('says so for %i active and %i archived feedback entries', async (active, archived, message) => {
    signIn();
    server(figures({ feedback: { active, archived } }));
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
    expect(within(casting).getByRole('link', { name: /Roles and partners/ })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-run',
    );
    const legal = screen.getByRole('group', { name: 'Shinhwa vs Daesung' });
    expect(within(legal).getByRole('switch', { name: 'Allow access' })).not.toBeChecked();
    expect(within(legal).getByRole('link', { name: /View results/ })).toHaveAttribute(
      'href',
      '/simulations/shinhwa-vs-daesung-view-results',
    );
    const tariff = screen.getByRole('group', { name: 'Tariff Wars' });
    expect(within(tariff).getByRole('switch', { name: 'Visible to students' })).not.toBeChecked();
    expect(within(tariff).queryByRole('link', { name: /View results/ })).not.toBeInTheDocument();
    expect(within(tariff).queryByRole('link', { name: /Roles and partners/ })).not.toBeInTheDocument();

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

const earlierClass = (): CourseClass => ({
  id: 1,
  name: 'Samsung cohort 3',
  startedAt: new Date(2025, 1, 3, 9, 0).toISOString(),
  endedAt: CURRENT_CLASS.startedAt,
  isCurrent: false,
  counts: {
    results: { queenOfSorrows: 9, shinhwaDaesung: 7 },
    feedback: 12,
    recommendScore: -8,
    tariffGames: 2,
  },
  retentionDays: 180,
  destroysPersonalDataAt: null,
  personalDataDestroyedAt: null,
});
const currentClass = (): CourseClass => ({
  ...CURRENT_CLASS,
  endedAt: null,
  isCurrent: true,
  counts: {
    results: { queenOfSorrows: 14, shinhwaDaesung: 12 },
    feedback: 4,
    recommendScore: 25,
    tariffGames: 0,
  },
  retentionDays: 180,
  destroysPersonalDataAt: null,
  personalDataDestroyedAt: null,
});

/**
 * A fake classes API over the dashboard's: GET the list (newest first), POST starts a class (the
 * current one ends, the dashboard's current class moves), PATCH renames (404 for an unknown id); any
 * request `refuse` answers is answered so instead.
 */
function classesServer({ refuse }: { refuse?: (url: string, method: string) => Response | undefined } = {}) {
  let classes = [currentClass(), earlierClass()];
  let dashboard = figures();
  return stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const refused = refuse?.(url, method);
    if (refused) return refused;
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/admin/dashboard') return json(200, { success: true, data: dashboard });
    if (url === '/api/visibility/simulations' && method === 'GET') return json(200, sims());
    if (url === '/api/classes' && method === 'GET') return json(200, { success: true, data: classes });
    if (url === '/api/classes' && method === 'POST') {
      const { name } = JSON.parse(String(init.body)) as { name: string };
      const now = new Date().toISOString();
      const started: CourseClass = {
        id: 3,
        name,
        startedAt: now,
        endedAt: null,
        isCurrent: true,
        counts: {
          results: { queenOfSorrows: 0, shinhwaDaesung: 0 },
          feedback: 0,
          recommendScore: null,
          tariffGames: 0,
        },
        retentionDays: 180,
        destroysPersonalDataAt: null,
        personalDataDestroyedAt: null,
      };
      classes = [
        started,
        ...classes.map((c) => (c.isCurrent ? { ...c, isCurrent: false, endedAt: now } : c)),
      ];
      dashboard = figures({ currentClass: { id: 3, name, startedAt: now } });
      return json(201, { success: true, data: started });
    }
    if (url === '/api/classes/current/end' && method === 'POST') {
      const current = classes.find((c) => c.isCurrent);
      if (!current) return json(409, { success: false, message: 'No class is running right now.' });
      Object.assign(current, { isCurrent: false, endedAt: new Date().toISOString() });
      dashboard = figures({ currentClass: null });
      return json(200, { success: true, data: current });
    }
    const m = /^\/api\/classes\/(\d+)$/.exec(url);
    if (m && method === 'PATCH') {
      const target = classes.find((c) => c.id === Number(m[1]));
      if (!target) return json(404, { success: false, message: classMessages.notFound });
      target.name = (JSON.parse(String(init.body)) as { name: string }).name;
      return json(200, { success: true, data: target });
    }
    return json(404, { success: false, message: 'Not found.' });
  });
}

describe('Classes on the Admin Dashboard: the current class', () => {
  it('names the current class at the top of the Overview', async () => {
    signIn();
    classesServer();
    renderWithApp(<AdminPage />, { path: '/admin' });
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    await waitFor(() =>
      expect(panel).toHaveTextContent('Current class: Hyundai Card cohort 7, started Mar 3, 2025, 9:00 AM'),
    );
    expect(within(panel).getByRole('button', { name: 'Start a new class' })).toBeEnabled();
  });

  it('ends the class after a confirmation naming it: Overview then says no class is running, and starts the next', async () => {
    signIn();
    const user = userEvent.setup();
    const calls = classesServer();
    renderWithApp(<AdminPage />, { path: '/admin' });
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    await user.click(await within(panel).findByRole('button', { name: 'End class' }));
    const dialog = screen.getByRole('dialog', { name: 'End "Hyundai Card cohort 7"?' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('No class is running until you start'),
    );
    // Cancel sends nothing
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/classes/current/end')).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'End class' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End class' }));
    expect(await screen.findByText(classMessages.ended('Hyundai Card cohort 7'))).toBeVisible();
    expect(calls.filter((c) => c.url === '/api/classes/current/end').map((c) => c.init.method)).toEqual([
      'POST',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(panel).toHaveTextContent(classMessages.noClass));
    expect(panel).not.toHaveTextContent('Current class:');
    expect(within(panel).queryByRole('button', { name: 'End class' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Start a new class' }));
    const start = screen.getByRole('dialog', { name: 'Start a new class' });
    await user.type(within(start).getByRole('textbox', { name: 'Class name' }), 'Kia cohort 2');
    await user.click(within(start).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(panel).toHaveTextContent('Current class: Kia cohort 2, started'));
  });
});

describe('Classes on the Admin Dashboard: starting a class', () => {
  it('starts a new class: name required, the POST with closeSimulations, a toast, and everything refetched', async () => {
    signIn();
    const user = userEvent.setup();
    const calls = classesServer();
    const { client } = renderWithApp(<AdminPage />, { path: '/admin' });
    await screen.findByText('Hyundai Card cohort 7');
    // lists the class change makes out of date, fetched earlier on other pages
    const lists = [
      ['/api/sims/qos/results', { class: 'current', includeHidden: false }],
      ['/api/sims/svd/results', { class: 'all', includeHidden: false }],
      ['/api/feedback', { class: 'current' }],
      ['/api/classes'],
      ['/api/visibility/simulations'],
    ];
    act(() => lists.forEach((key) => client.setQueryData(key, [])));
    const dashboardLoads = () => calls.filter((c) => c.url === '/api/admin/dashboard').length;
    const before = dashboardLoads();

    await user.click(screen.getByRole('button', { name: 'Start a new class' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a new class' });
    const name = within(dialog).getByRole('textbox', { name: 'Class name' });
    expect(name).toHaveFocus();

    // empty (or blank) and too long: the shared schema's messages, and nothing sent
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(classMessages.nameRequired);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(classMessages.nameRequired));
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(classMessages.nameTooLong);
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);

    await user.clear(name);
    await user.type(name, '  Kia cohort 2, 5 Dec ');
    const close = within(dialog).getByRole('checkbox', { name: 'Close every simulation to students now' });
    expect(close).not.toBeChecked();
    await user.click(close);
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));

    expect(await screen.findByText(classMessages.started('Kia cohort 2, 5 Dec'))).toBeVisible();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url).toBe('/api/classes');
    expect(JSON.parse(String(post.init.body))).toEqual({
      name: 'Kia cohort 2, 5 Dec',
      closeSimulations: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // the dashboard is fetched again and names the new class; the other lists are out of date
    expect(dashboardLoads()).toBeGreaterThan(before);
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent(
        'Current class: Kia cohort 2, 5 Dec, started',
      ),
    );
    for (const key of lists) expect(client.getQueryState(key)?.isInvalidated, String(key[0])).toBe(true);

    // the Classes tab lists it first, as the current class
    await user.click(screen.getByRole('tab', { name: 'Classes' }));
    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveAccessibleName('Kia cohort 2, 5 Dec');
    expect(within(first!).getByText('Current')).toBeVisible();
    expect(second).toHaveAccessibleName('Hyundai Card cohort 7');
    expect(within(second!).queryByText('Current')).not.toBeInTheDocument();
  });

  it('sends closeSimulations false unless ticked, and says so when the server refuses', async () => {
    signIn();
    const user = userEvent.setup();
    const calls = classesServer({
      refuse: (url, method) =>
        url === '/api/classes' && method === 'POST'
          ? json(400, { success: false, message: 'Class name contains a control character.' })
          : undefined,
    });
    renderWithApp(<AdminPage />, { path: '/admin' });
    await user.click(await screen.findByRole('button', { name: 'Start a new class' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a new class' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Class name' }), 'Kia cohort 2');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Class name contains a control character.',
    );
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ name: 'Kia cohort 2', closeSimulations: false });
    // Cancel closes without starting anything
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent(
      'Current class: Hyundai Card cohort 7',
    );
  });

  it('puts the server’s refusal of a field under that field, not under the form', async () => {
    signIn();
    const user = userEvent.setup();
    const refusal = 'Class name contains an invisible character (such as a zero-width space).';
    classesServer({
      refuse: (url, method) =>
        url === '/api/classes' && method === 'POST'
          ? json(400, { success: false, message: refusal, errors: { name: [refusal] } })
          : undefined,
    });
    renderWithApp(<AdminPage />, { path: '/admin' });
    await user.click(await screen.findByRole('button', { name: 'Start a new class' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a new class' });
    const name = within(dialog).getByRole('textbox', { name: 'Class name' });
    await user.type(name, 'Kia cohort 2');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(refusal));
    // one message, the field's: the dialog's problem line stays empty
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(name).toHaveValue('Kia cohort 2');
  });
});

describe('Classes on the Admin Dashboard: the Classes tab', () => {
  it('lists every class newest first with its dates and counts per simulation, feedback and recommend score', async () => {
    signIn();
    const user = userEvent.setup();
    classesServer();
    renderWithApp(<AdminPage />, { path: '/admin' });
    await user.click(screen.getByRole('tab', { name: 'Classes' }));
    const [current, earlier] = await screen.findAllByRole('article');
    expect(current).toHaveAccessibleName('Hyundai Card cohort 7');
    expect(current).toHaveTextContent('Started Mar 3, 2025, 9:00 AM · running now');
    const count = (card: HTMLElement, label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextSibling;
    expect(count(current!, 'Queen of Sorrows results')).toHaveTextContent('14');
    expect(count(current!, 'Shinhwa vs Daesung results')).toHaveTextContent('12');
    expect(count(current!, 'Feedback')).toHaveTextContent('4');
    expect(count(current!, 'Recommend score')).toHaveTextContent('+25');
    // Tariff Wars has no reported results: its games are counted instead, linked when there are some
    expect(within(current!).queryByText(/Tariff Wars results/)).not.toBeInTheDocument();
    expect(count(current!, 'Tariff Wars games')).toHaveTextContent('0');
    expect(within(current!).queryByRole('link', { name: /Tariff Wars games/ })).not.toBeInTheDocument();
    expect(
      within(earlier!).getByRole('link', { name: 'Tariff Wars games of Samsung cohort 3' }),
    ).toHaveAttribute('href', '/simulations/solara-lunara-game?class=1');

    expect(earlier).toHaveAccessibleName('Samsung cohort 3');
    expect(earlier).toHaveTextContent('Started Feb 3, 2025, 9:00 AM · ended Mar 3, 2025, 9:00 AM');
    expect(count(earlier!, 'Queen of Sorrows results')).toHaveTextContent('9');
    expect(count(earlier!, 'Feedback')).toHaveTextContent('12');
    expect(count(earlier!, 'Recommend score')).toHaveTextContent('-8');
  });

  it('renames a class, with the name checked first and the list fetched again', async () => {
    signIn();
    const user = userEvent.setup();
    const calls = classesServer();
    renderWithApp(<AdminPage />, { path: '/admin' });
    await user.click(screen.getByRole('tab', { name: 'Classes' }));
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Rename Samsung cohort 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename class' });
    const name = within(dialog).getByRole('textbox', { name: 'Class name' });
    expect(name).toHaveValue('Samsung cohort 3');

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(classMessages.nameRequired);
    expect(calls.some((c) => c.init.method === 'PATCH')).toBe(false);

    await user.type(name, 'Samsung cohort 3, Suwon');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('The class is now called "Samsung cohort 3, Suwon".')).toBeVisible();
    expect(calls.find((c) => c.init.method === 'PATCH')).toMatchObject({
      url: '/api/classes/1',
      init: { body: JSON.stringify({ name: 'Samsung cohort 3, Suwon' }) },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('article')[1]).toHaveAccessibleName('Samsung cohort 3, Suwon'),
    );
  });

  it('shows the server’s 404 and 400 answers to a rename in the dialog', async () => {
    signIn();
    const user = userEvent.setup();
    let answer = json(404, { success: false, message: classMessages.notFound });
    classesServer({ refuse: (url, method) => (method === 'PATCH' ? answer.clone() : undefined) });
    renderWithApp(<AdminPage />, { path: '/admin' });
    await user.click(screen.getByRole('tab', { name: 'Classes' }));
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Rename Hyundai Card cohort 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename class' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Class name' }), ' (morning)');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No such class.');

    answer = json(400, { success: false, message: classMessages.nameTooLong });
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(classMessages.nameTooLong),
    );
    expect(screen.getByRole('dialog', { name: 'Rename class' })).toBeVisible();
  });
});
