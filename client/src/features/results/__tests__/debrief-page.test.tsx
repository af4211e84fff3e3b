import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListedResult } from '@shared/contracts/results';
import { CURRENT, EARLIER, classes } from '@/test/classes-fixture';
import { json, renderWithApp, stubFetch } from '@/test/render';
import DebriefPage from '../components/debrief-page';
import { referenceLines } from '../lib/chart-layout';
import { DEBRIEF_START, DEBRIEF_VIEWS, debriefKey } from '../lib/debrief-keys';

/** Issue 19: the projector debrief: counts, median and range, figures revealed from the keyboard, no names. */
const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };

const row = (id: number, amountPaid: number | null, classId = CURRENT): ListedResult => ({
  id,
  yejiAgentName: `Agent Kim ${id}`,
  studioCounterpartName: `Studio Park ${id}`,
  noAgreement: amountPaid === null,
  amountPaid,
  additionalTerms: `Secret term ${id}`,
  createdAt: '2026-11-25T10:00:00.000Z',
  classId,
});
const rows = [
  row(1, 80_000_000),
  row(2, 120_000_000),
  row(3, 150_000_000),
  row(4, null),
  row(5, 90_000_000, EARLIER),
];

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

beforeEach(() => {
  localStorage.setItem('user', JSON.stringify(admin));
  stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/classes') return json(200, { success: true, data: classes });
    if (url === '/api/class-timer') return json(200, { success: true, data: null });
    if (pathname === '/api/sims/qos/results') {
      const all = searchParams.get('class') === 'all';
      return json(200, { success: true, data: rows.filter((r) => all || r.classId === CURRENT) });
    }
    return json(404, { success: false, message: 'Not found.' });
  });
});
afterEach(() => localStorage.clear());

describe('the projector debrief', () => {
  it("shows this class's counts, median and range, and never a name or a term", async () => {
    const { container } = renderWithApp(<DebriefPage sim="queenOfSorrows" />, {
      path: '/simulations/queen-of-sorrows-debrief',
    });
    expect(await screen.findByText('4 reported · 1 no agreement')).toBeInTheDocument();
    expect(screen.getByText('₩120M')).toBeInTheDocument(); // the median of 80, 120, 150 million
    expect(screen.getByText('₩80M – ₩150M')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/Agent Kim|Studio Park|Secret term/);
  });

  it('reveals the reference figures one at a time with the keyboard: → / Space next, R all, H none', async () => {
    const user = userEvent.setup();
    renderWithApp(<DebriefPage sim="queenOfSorrows" />, { path: '/simulations/queen-of-sorrows-debrief' });
    await screen.findByText('4 reported · 1 no agreement');
    const figures = referenceLines('queenOfSorrows');
    const shown = () =>
      within(screen.getByRole('list', { name: 'Reference figures shown' })).queryAllByRole('listitem');
    expect(shown()).toHaveLength(0);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toHaveTextContent(figures[0]!.labels[0]!);
    await user.keyboard(' ');
    expect(shown()).toHaveLength(2);
    await user.keyboard('r');
    expect(shown()).toHaveLength(figures.length);
    await user.keyboard('h');
    expect(shown()).toHaveLength(0);
  });

  it('sends anyone but the instructor to /simulations', () => {
    localStorage.clear();
    const { location } = renderWithApp(<DebriefPage sim="queenOfSorrows" />, {
      path: '/simulations/queen-of-sorrows-debrief',
    });
    expect(location.history?.at(-1)).toBe('/simulations');
  });
});

describe('debriefKey', () => {
  const view = DEBRIEF_START;
  it('reveals the figures of view 1, then moves through the views, and back', () => {
    expect(debriefKey(view, 'ArrowLeft', 3)).toEqual(view);
    expect(debriefKey(view, 'ArrowRight', 3)).toEqual({ ...view, revealed: 1 });
    // every figure shown: the next key moves on to view 2, and back returns to view 1 as it was
    const all = { ...view, revealed: 3 };
    expect(debriefKey(all, 'ArrowRight', 3)).toEqual({ ...all, step: 2 });
    expect(debriefKey({ ...all, step: 2 }, 'ArrowLeft', 3)).toEqual(all);
    expect(debriefKey({ ...all, step: DEBRIEF_VIEWS }, ' ', 3)).toEqual({ ...all, step: DEBRIEF_VIEWS });
  });

  it('jumps to a view by its number and toggles earlier classes, tables and questions', () => {
    expect(debriefKey(view, '4', 3)).toEqual({ ...view, step: 4 });
    expect(debriefKey(view, '0', 3)).toBeNull();
    expect(debriefKey(view, '6', 3)).toBeNull();
    expect(debriefKey(view, 'e', 3)).toEqual({ ...view, earlier: true });
    expect(debriefKey(view, 'T', 3)).toEqual({ ...view, tables: true });
    expect(debriefKey(view, 'q', 3)).toEqual({ ...view, questions: true });
    expect(debriefKey(view, 'x', 3)).toBeNull();
  });
});
