import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackEntry } from '@shared/contracts/feedback-config';
import { expectConsoleError } from '@/test/console';
import { json, renderWithApp, stubFetch } from '@/test/render';
import { FEEDBACK_RELOAD_DELAY_MS } from '../api/archive-feedback';
import AdminFeedbackPage from '../components/admin-feedback-page';
import { CURRENT, EARLIER, classes } from '@/test/classes-fixture';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  vi.restoreAllMocks();
});

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const signIn = () => localStorage.setItem('user', JSON.stringify(admin));

const entry = (id: number, rating: number, over: Partial<FeedbackEntry> = {}): FeedbackEntry => ({
  id,
  name: null,
  rating,
  comments: null,
  favoritePart: null,
  isArchived: false,
  createdAt: new Date(Date.UTC(2025, 2, id, 9)).toISOString(),
  classId: CURRENT,
  ...over,
});

/**
 * A fake feedback API over `rows` (newest first, as the server lists them), listed by class as the server
 * would (`?class=current|all|{id}`); PATCH may be refused.
 */
function server(rows: FeedbackEntry[] | 'fail', { refusePatch = false } = {}) {
  return stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/classes') return json(200, { success: true, data: classes });
    if (pathname === '/api/feedback' && method === 'GET') {
      if (rows === 'fail')
        return json(500, {
          success: false,
          message: 'Something went wrong on the server. Please try again.',
        });
      const filter = searchParams.get('class');
      const classId = filter === 'current' ? CURRENT : Number(filter);
      if (filter !== 'all' && !classes.some((c) => c.id === classId))
        return json(404, { success: false, message: 'No such class.' });
      return json(200, {
        success: true,
        data: rows.filter((r) => filter === 'all' || r.classId === classId),
      });
    }
    const m = /^\/api\/feedback\/(\d+)\/archive$/.exec(url);
    if (m && method === 'PATCH' && rows !== 'fail') {
      if (refusePatch)
        return json(500, {
          success: false,
          message: 'Something went wrong on the server. Please try again.',
        });
      const row = rows.find((r) => r.id === Number(m[1]))!;
      row.isArchived = (JSON.parse(String(init.body)) as { isArchived: boolean }).isArchived;
      return json(200, { success: true, data: row });
    }
    return json(404, { success: false, message: 'Not found.' });
  });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Admin Course Feedback', () => {
  it('says when loading failed', async () => {
    signIn();
    server('fail');
    renderWithApp(<AdminFeedbackPage />, { path: '/admin/feedback' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load feedback data. Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
  });

  it('says when there is no feedback at all, and when none is active', async () => {
    signIn();
    server([]);
    const first = renderWithApp(<AdminFeedbackPage />, { path: '/admin/feedback' });
    expect(await screen.findByText('No feedback submissions yet.')).toBeVisible();
    first.unmount();

    server([entry(1, 8, { isArchived: true })]);
    renderWithApp(<AdminFeedbackPage />, { path: '/admin/feedback' });
    expect(await screen.findByText('No active feedback available.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Archived feedback (1)' })).toBeVisible();
  });

  it('shows the summary of active feedback and the entries newest first', async () => {
    signIn();
    server([
      entry(5, 10, { name: 'Jisoo', comments: 'Great\nsimulations', favoritePart: 'Tariff Wars' }),
      entry(4, 9),
      entry(3, 8),
      entry(2, 5),
      entry(1, 1, { isArchived: true }),
    ]);
    renderWithApp(<AdminFeedbackPage />, { path: '/admin/feedback' });
    const summary = await screen.findByRole('region', { name: /Summary/ });
    expect(summary).toHaveAccessibleName('Summary (active feedback only; archived entries are not counted)');
    expect(within(summary).getByRole('group', { name: 'Responses' })).toHaveTextContent('4');
    expect(within(summary).getByRole('group', { name: 'Average rating' })).toHaveTextContent('8.0 / 10');
    // (2 promoters - 1 detractor) / 4 = +25
    expect(within(summary).getByRole('group', { name: 'Recommend score' })).toHaveTextContent(
      '+2550% promoters (9-10), 25% passives (7-8), 25% detractors (1-6)',
    );
    expect(summary).toHaveTextContent(
      /percentage of ratings of 9 or 10 minus the percentage of ratings from 1 to 6/,
    );
    expect(summary).toHaveTextContent(/fewer than 30 responses/);

    const active = screen.getByRole('table', { name: 'Active feedback' });
    const rows = rowsOf(active);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      '10/10',
      '9/10',
      '8/10',
      '5/10',
    ]);
    expect(rows[0]).toHaveTextContent('Jisoo');
    expect(rows[1]).toHaveTextContent('Anonymous');
    expect(screen.queryByRole('table', { name: 'Archived feedback' })).not.toBeInTheDocument();
  });

  it('archives an entry, reloads the list FEEDBACK_RELOAD_DELAY_MS later, and unarchives it from the archived table', async () => {
    signIn();
    const calls = server([entry(2, 9, { name: 'Jisoo' }), entry(1, 6, { name: 'Minho' })]);
    renderWithApp(<AdminFeedbackPage />, { path: '/admin/feedback' });
    const active = await screen.findByRole('table', { name: 'Active feedback' });
    const loads = () => calls.filter((c) => c.url === '/api/feedback?class=current').length;
    expect(loads()).toBe(1);

    /**
     * Clicks `button` with the clock stopped: the entry stays where it is, its button disabled, until
     * the reload delay has passed to the millisecond; then the list reloads (awaited on real timers). What
     * the reload has scheduled on the stopped clock by then (React Query tells the page with a zero-delay
     * timer) runs before the clock is real again.
     */
    const toggleAndReload = async (button: HTMLElement) => {
      vi.useFakeTimers();
      fireEvent.click(button);
      await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_RELOAD_DELAY_MS - 1));
      expect(button).toBeDisabled();
      const before = loads();
      await act(() => vi.advanceTimersByTimeAsync(1));
      await act(() => vi.runOnlyPendingTimersAsync());
      vi.useRealTimers();
      await waitFor(() => expect(loads()).toBe(before + 1));
    };

    await toggleAndReload(
      within(rowsOf(active)[1]!).getByRole('button', { name: /^Archive feedback from Minho/ }),
    );
    expect(calls.find((c) => c.init.method === 'PATCH')).toMatchObject({
      url: '/api/feedback/1/archive',
      init: { body: JSON.stringify({ isArchived: true }) },
    });
    expect(loads()).toBe(2);
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Active feedback' }))).toHaveLength(1),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Archived feedback (1)' }));
    const archived = screen.getByRole('table', { name: 'Archived feedback' });
    expect(rowsOf(archived)[0]).toHaveTextContent('Minho');
    await toggleAndReload(within(archived).getByRole('button', { name: /^Unarchive feedback from Minho/ }));
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Active feedback' }))).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Archived feedback (0)' })).toBeVisible();
    expect(loads()).toBe(3);
  });

  it('alerts when the server refuses the change and leaves the entry where it was', async () => {
    signIn();
    const logged = expectConsoleError('Failed to update feedback');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    server([entry(1, 7, { name: 'Minho' })], { refusePatch: true });
    renderWithApp(<AdminFeedbackPage />, { path: '/admin/feedback' });
    const active = await screen.findByRole('table', { name: 'Active feedback' });
    await userEvent.click(within(active).getByRole('button', { name: /^Archive/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update feedback. Please try again.'));
    expect(logged).toHaveBeenCalledWith('Failed to update feedback', expect.any(Error));
    expect(within(active).getByRole('button', { name: /^Archive/ })).toBeEnabled();
    expect(rowsOf(active)).toHaveLength(1);
  });

  it('downloads every entry as CSV', async () => {
    signIn();
    server([entry(2, 9, { name: 'Jisoo' }), entry(1, 6, { isArchived: true })]);
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:feedback';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithApp(<AdminFeedbackPage />, { path: '/admin/feedback' });
    await userEvent.click(await screen.findByRole('button', { name: /Download CSV/ }));
    expect(click).toHaveBeenCalled();
    const text = await blobs[0]!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/,Jisoo,9,,,no$/);
    expect(lines[2]).toMatch(/,,6,,,yes$/);
  });

  it('shows the class the picker names: its list and summary, in the URL, and a Class column for all classes', async () => {
    signIn();
    const user = userEvent.setup();
    const calls = server([
      entry(5, 10, { name: 'Jisoo' }),
      entry(4, 9, { name: 'Minho' }),
      entry(2, 3, { name: 'Earlier Eun', classId: EARLIER }),
      entry(1, 4, { classId: EARLIER, isArchived: true }),
    ]);
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:feedback';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { location } = renderWithApp(<AdminFeedbackPage />, { path: '/admin/feedback' });
    const picker = screen.getByRole('combobox', { name: 'Class' });
    expect(picker).toHaveDisplayValue('This class (current)');
    const summary = await screen.findByRole('region', { name: /Summary/ });
    expect(within(summary).getByRole('group', { name: 'Responses' })).toHaveTextContent('2');
    expect(within(summary).getByRole('group', { name: 'Recommend score' })).toHaveTextContent(
      /^Recommend score\+100/,
    );
    expect(screen.queryByText('Earlier Eun')).not.toBeInTheDocument();

    await screen.findByRole('option', { name: 'Samsung cohort 3 (started 2025-02-03)' });
    await user.selectOptions(picker, 'Samsung cohort 3 (started 2025-02-03)');
    expect(await screen.findByText('Earlier Eun')).toBeVisible();
    expect(location.history.at(-1)).toBe(`/admin/feedback?class=${EARLIER}`);
    expect(calls.some((c) => c.url === `/api/feedback?class=${EARLIER}`)).toBe(true);
    const earlier = screen.getByRole('region', { name: /Summary/ });
    expect(within(earlier).getByRole('group', { name: 'Responses' })).toHaveTextContent('1');
    expect(within(earlier).getByRole('group', { name: 'Recommend score' })).toHaveTextContent(
      /^Recommend score-100/,
    );
    expect(screen.queryByText('Jisoo')).not.toBeInTheDocument();

    await user.selectOptions(picker, 'All classes');
    expect(await screen.findByText('Jisoo')).toBeVisible();
    expect(location.history.at(-1)).toBe('/admin/feedback?class=all');
    expect(screen.getByRole('heading', { name: 'Active feedback (3)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Download CSV/ }));
    const lines = (await blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Submitted,Class,Name,Rating (1-10),Comments,Favorite part,Archived');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 3).join(','))).toEqual([
      'Hyundai Card cohort 7,Jisoo',
      'Hyundai Card cohort 7,Minho',
      'Samsung cohort 3,Earlier Eun',
      'Samsung cohort 3,',
    ]);
  });

  it('opens on the class the URL names, and says so when there is no such class', async () => {
    signIn();
    server([entry(2, 3, { name: 'Earlier Eun', classId: EARLIER })]);
    const first = renderWithApp(<AdminFeedbackPage />, { path: `/admin/feedback?class=${EARLIER}` });
    expect(await screen.findByText('Earlier Eun')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Class' })).toHaveDisplayValue(
        'Samsung cohort 3 (started 2025-02-03)',
      ),
    );
    first.unmount();

    renderWithApp(<AdminFeedbackPage />, { path: '/admin/feedback?class=42' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such class.');
    // the picker stays, so another class can be chosen
    expect(screen.getByRole('combobox', { name: 'Class' })).toBeEnabled();
  });
});
