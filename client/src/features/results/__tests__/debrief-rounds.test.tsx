import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DebriefData, DebriefPair } from '@shared/contracts/debrief';
import type { ListedResult } from '@shared/contracts/results';
import { debriefData } from '@shared/testing/debrief-pairs';
import { roundOne, roundTwo } from '@shared/testing/debrief-rounds';
import { REPORTED } from '@shared/testing/listed-result';
import { caseFiguresAnswer } from '@/test/case-figures';
import { CURRENT, classes } from '@/test/classes-fixture';
import { json, renderWithApp, stubFetch } from '@/test/render';
import DebriefPage from '../components/debrief-page';

/**
 * The projector debrief of a class that played the case twice: the round picker (the latest round first),
 * each round's pairs on the views, and view 6, round 1 vs round 2. The class is shared/testing/debrief-rounds.ts's,
 * whose figures are worked out there.
 */
const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** The pairs' final agreements are the class's result rows, each of its round. */
const rowOf = (p: DebriefPair, id: number): ListedResult => ({
  id,
  yejiAgentName: `Agent ${id}`,
  studioCounterpartName: `Studio ${id}`,
  noAgreement: p.noAgreement,
  amountPaid: p.amount,
  additionalTerms: '',
  createdAt: '2026-11-25T10:00:00.000Z',
  classId: CURRENT,
  ...REPORTED,
  table: p.table,
  round: p.round,
});
const rows = [...roundOne, ...roundTwo].map((p, i) => rowOf(p, i + 1));

/** The debrief data's answer for `?round=` as the server gives it: the latest round without one. */
function answer(round: string | null, rounds: number[]): DebriefData {
  const pairs = { '1': roundOne, '2': roundTwo, all: [...roundOne, ...roundTwo] };
  const shown = round ?? String(rounds.at(-1));
  return debriefData(0, {
    classId: CURRENT,
    round: shown === 'all' ? 'all' : Number(shown),
    rounds,
    pairs: pairs[shown as keyof typeof pairs],
    unconfirmed: shown === '2' ? [{ table: 4, status: 'negotiating' }] : [],
  });
}

let asked: string[];
function server(rounds = [1, 2]) {
  asked = [];
  stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const figures = caseFiguresAnswer(url);
    if (figures) return figures;
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/classes') return json(200, { success: true, data: classes });
    if (url === '/api/class-timer') return json(200, { success: true, data: null });
    if (url === '/api/sims/queenOfSorrows/debrief/release')
      return json(200, { success: true, data: { released: false } });
    if (pathname === '/api/sims/queenOfSorrows/debrief-data') {
      asked.push(url);
      return json(200, { success: true, data: answer(searchParams.get('round'), rounds) });
    }
    if (pathname === '/api/sims/qos/results')
      return json(200, { success: true, data: rounds.length > 1 ? rows : rows.filter((r) => r.round === 1) });
    return json(404, { success: false, message: 'Not found.' });
  });
}

beforeEach(() => localStorage.setItem('user', JSON.stringify(admin)));
afterEach(() => localStorage.clear());

const renderDebrief = () =>
  renderWithApp(<DebriefPage sim="queenOfSorrows" />, { path: '/simulations/queen-of-sorrows-debrief' });
const picker = () => screen.getByRole('group', { name: 'Round' });
const heading = () => screen.getByRole('heading', { level: 1 });
const view = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Debrief views' })).getByRole('button', { name });
const numbers = (title: string) =>
  within(screen.getByRole('list', { name: `${title}: the numbers` }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the debrief of a class that played twice: picking a round', () => {
  it('opens on the latest round, and shows the round picked: its results, its pairs and its name', async () => {
    const user = userEvent.setup();
    server();
    const { client } = renderDebrief();
    // round 2's three deals (140, 125 and 95 million)
    expect(await screen.findByText('3 reported · 0 no agreement')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Queen of Sorrows: debrief · Round 2');
    expect(
      within(picker())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Round 1', 'Round 2', 'All rounds']);
    expect(within(picker()).getByRole('button', { name: 'Round 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^1 pair not yet agreed \(table 4\)/)).toBeInTheDocument();

    await user.keyboard('4');
    // round 2: the best 53 (table 1), billing's 20 and nothing: (53 + 20 + 0) / 3 = 24.3
    expect(numbers('Value created')).toContain(
      '2 of 3 pairs left value on the table; the mean pair created 24.3 points.',
    );

    await user.click(within(picker()).getByRole('button', { name: 'Round 1' }));
    // round 1: schedule's 25 and nothing, the third pair without a deal
    expect(
      await screen.findByText('2 of 2 pairs left value on the table; the mean pair created 12.5 points.'),
    ).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Queen of Sorrows: debrief · Round 1');
    expect(within(picker()).getByRole('button', { name: 'Round 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/not yet agreed/)).not.toBeInTheDocument();
    // (the focus is on the picker's button, where keys are the button's: the views' nav goes on)
    await user.click(view('1 · Deals on the bargaining range'));
    expect(screen.getByText('3 reported · 1 no agreement')).toBeInTheDocument();

    await user.click(within(picker()).getByRole('button', { name: 'All rounds' }));
    expect(await screen.findByText('6 reported · 1 no agreement')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Queen of Sorrows: debrief · All rounds');
    // both rounds' pairs together (their table numbers repeat): (25 + 0 + 53 + 20 + 0) / 5 = 19.6
    await user.click(view('4 · Value created'));
    expect(numbers('Value created')).toContain(
      '4 of 5 pairs left value on the table; the mean pair created 19.6 points.',
    );
    await user.click(view('2 · The pull of the first offer'));
    expect(screen.getByRole('heading', { name: '2 · The pull of the first offer' })).toBeInTheDocument();

    // one query per round, so going back to one is at once
    const key = '/api/sims/queenOfSorrows/debrief-data';
    expect(client.getQueryData([key, { class: 'current' }])).toMatchObject({ round: 2 });
    expect(client.getQueryData([key, { class: 'current', round: 1 }])).toMatchObject({ round: 1 });
    expect(client.getQueryData([key, { class: 'current', round: 'all' }])).toMatchObject({ round: 'all' });
    expect(asked).toEqual(
      expect.arrayContaining([
        `${key}?class=current`,
        `${key}?class=current&round=1`,
        `${key}?class=current&round=all`,
      ]),
    );
  });

  it('has no round picker and no rounds view while the class has played once', async () => {
    server([1]);
    renderDebrief();
    expect(await screen.findByText('3 reported · 1 no agreement')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Round' })).not.toBeInTheDocument();
    expect(heading()).toHaveTextContent(/^Queen of Sorrows: debrief$/);
    const views = within(screen.getByRole('navigation', { name: 'Debrief views' })).getAllByRole('button');
    // the five views and the classes view: no rounds view
    expect(views.map((v) => v.textContent)).not.toContain('6 · Round 1 vs round 2');
    expect(views.at(-1)).toHaveTextContent('6 · Your classes so far');
  });
});

describe('the debrief of a class that played twice: round 1 vs round 2', () => {
  beforeEach(() => server());

  it('shows each round side by side, and the students who played both compared with themselves', async () => {
    const user = userEvent.setup();
    renderDebrief();
    await screen.findByText('3 reported · 0 no agreement');
    await user.click(screen.getByRole('button', { name: '6 · Round 1 vs round 2' }));
    expect(await screen.findByRole('heading', { name: '6 · Round 1 vs round 2' })).toBeInTheDocument();
    // every round, whatever round the other views show; the picker has nothing to pick here
    expect(asked).toContain('/api/sims/queenOfSorrows/debrief-data?class=current&round=all');
    expect(screen.queryByRole('group', { name: 'Round' })).not.toBeInTheDocument();
    expect(heading()).toHaveTextContent(/^Queen of Sorrows: debrief$/);

    const table = screen.getByRole('table', { name: 'Final agreements by round' });
    const cells = within(table)
      .getAllByRole('row')
      .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Measure', 'Round 1', 'Round 2'],
      ['Pairs', '3', '3'],
      ['Agreements', '2', '3'],
      ['No deals', '1', '0'],
      ['Median first offer by the agent', '₩190M', '₩190M'],
      ['Median first offer by the studio', '₩60M', '₩70M'],
      ['Median agreement', '₩95M', '₩125M'],
      ['Mean joint value', '12.5 points', '29.3 points'],
      ['Mean of how it felt (1-7)', '4.0', '5.2'],
    ]);
    expect(numbers('Round 1 vs round 2')).toEqual([
      'Round 1: 2 of 3 pairs agreed; round 2: 3 of 3 pairs agreed.',
      "The 5 students who played both rounds: their side's share of the range rose by 5 percentage points on average (the 4 with a deal in both).",
      "Their pair's joint value rose by 22.8 points on average (the 4 with a deal in both).",
      'How it felt rose by 0.7 on the 1-7 scale on average (the 3 who answered the survey both times).',
      'One point is worth one million won to a side.',
    ]);
  });

  it('is view 6 on the keyboard too: after view 5, and on its number', async () => {
    const user = userEvent.setup();
    renderDebrief();
    await screen.findByText('3 reported · 0 no agreement');
    await user.keyboard('5{ArrowRight}');
    expect(await screen.findByRole('heading', { name: '6 · Round 1 vs round 2' })).toBeInTheDocument();
    await user.keyboard('3');
    expect(screen.getByRole('heading', { name: '3 · Plans and outcomes' })).toBeInTheDocument();
    await user.keyboard('6');
    expect(screen.getByRole('heading', { name: '6 · Round 1 vs round 2' })).toBeInTheDocument();
    // the classes view comes after it, last: 7 of 7
    expect(screen.getByText(/view 6 of 7\) · ← back · 1–7 a view/)).toBeInTheDocument();
  });
});
