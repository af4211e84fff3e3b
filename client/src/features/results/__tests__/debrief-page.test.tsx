import { formatWon } from '@shared/format';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListedResult } from '@shared/contracts/results';
import { resultMessages } from '@shared/contracts/results-config';
import { CURRENT, EARLIER, classes } from '@/test/classes-fixture';
import { debriefFigures } from '@shared/case-figures';
import { caseFiguresAnswer } from '@/test/case-figures';
import { json, renderWithApp, stubFetch } from '@/test/render';
import DebriefPage from '../components/debrief-page';
import {
  classesView,
  DEBRIEF_START,
  DEBRIEF_VIEWS,
  debriefKey,
  ROUNDS_VIEW,
  viewCount,
} from '../lib/debrief-keys';
import { castingPairs, debriefData } from '@shared/testing/debrief-pairs';
import { debriefCase } from '@shared/case-figures';
import { debriefUrls, type ClassesSoFar } from '@shared/contracts/debrief';
import { classesSoFar } from '@shared/debrief/classes-so-far';
import { rows as pairsSoFar } from '@shared/testing/classes-so-far-rows';
import { REPORTED } from '@shared/testing/listed-result';

/** The projector debrief: counts, median and range, figures revealed from the keyboard, no names. */
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
  ...REPORTED,
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

/** The students' own debriefs, as the fake server keeps them. */
let released = false;
/** What the page asked the fake server for. */
let fetched: Array<{ url: string }> = [];

beforeEach(() => {
  localStorage.setItem('user', JSON.stringify(admin));
  released = false;
  fetched = stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const figures = caseFiguresAnswer(url);
    if (figures) return figures;
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/sims/queenOfSorrows/debrief/release') {
      if (init.method === 'POST')
        released = (JSON.parse(String(init.body)) as { released: boolean }).released;
      return json(200, { success: true, data: { released } });
    }
    if (url === '/api/classes') return json(200, { success: true, data: classes });
    if (url === '/api/class-timer') return json(200, { success: true, data: null });
    if (pathname === '/api/sims/queenOfSorrows/debrief-data') {
      const all = searchParams.get('class') === 'all';
      return json(200, {
        success: true,
        data: debriefData(8, {
          earlier: all ? castingPairs(12, EARLIER) : [],
          unconfirmed: [
            { table: 9, status: 'negotiating' },
            { table: 10, status: 'disputed' },
          ],
        }),
      });
    }
    if (url === '/api/sims/queenOfSorrows/teaching-notes?lang=en')
      return json(200, {
        success: true,
        data: {
          sim: 'queenOfSorrows',
          lang: 'en',
          title: 'Teaching note',
          html: '<h2>Debrief views</h2><h3>View 2 · The pull of the first offer</h3><ul><li>Who named the first number?</li></ul><h3>View 3</h3><ul><li>Did your target pay?</li></ul>',
        },
      });
    if (pathname === debriefUrls('queenOfSorrows').classesSoFar)
      return json(200, { success: true, data: classesSoFarAnswer(searchParams.get('classes')!) });
    if (pathname === '/api/sims/qos/results') {
      const all = searchParams.get('class') === 'all';
      return json(200, { success: true, data: rows.filter((r) => all || r.classId === CURRENT) });
    }
    return json(404, { success: false, message: 'Not found.' });
  });
});
afterEach(() => localStorage.clear());

/**
 * "Your classes so far" as the server computes it, from the ten pairs of shared/testing/classes-so-far-rows.ts
 * (their figures are worked out there): all ten for `all`, the six of the rows' class 1 for this class alone.
 */
function classesSoFarAnswer(choice: string): ClassesSoFar {
  const chosen = choice === 'all' ? pairsSoFar : pairsSoFar.filter((r) => r.pair.classId === 1);
  const counted = choice === 'all' ? [CURRENT, EARLIER] : [CURRENT];
  return {
    ...classesSoFar(debriefCase('queenOfSorrows'), chosen),
    classes: classes.map((c) => ({
      id: c.id,
      name: c.name,
      startedAt: c.startedAt,
      isCurrent: c.isCurrent,
      destroyed: false,
      counted: counted.includes(c.id),
      pairs: c.id === CURRENT ? 6 : 4,
    })),
    expected: { low: 80_000_000, high: 150_000_000 },
  };
}

describe('the projector debrief', () => {
  it("releases the students' own debriefs from its controls, says so, and withdraws them", async () => {
    const user = userEvent.setup();
    renderWithApp(<DebriefPage sim="queenOfSorrows" />, { path: '/simulations/queen-of-sorrows-debrief' });
    await user.click(await screen.findByRole('button', { name: 'Release debrief' }));
    expect(await screen.findByRole('button', { name: 'Withdraw debrief' })).toBeVisible();
    expect(screen.getByText('Debrief released:')).toBeVisible();
    expect(released).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Withdraw debrief' }));
    expect(await screen.findByRole('button', { name: 'Release debrief' })).toBeVisible();
    expect(released).toBe(false);
  });

  it("shows this class's counts, median and range, and never a name or a term", async () => {
    const { container } = renderWithApp(<DebriefPage sim="queenOfSorrows" />, {
      path: '/simulations/queen-of-sorrows-debrief',
    });
    expect(await screen.findByText('4 reported · 1 no agreement')).toBeInTheDocument();
    expect(screen.getByText('₩120M')).toBeInTheDocument(); // the median of 80, 120, 150 million
    expect(screen.getByText('₩80M – ₩150M')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/Agent Kim|Studio Park|Secret term/);
  });

  it("says so when the case's figures cannot be read from the API, and draws no view without them", async () => {
    const calls = stubFetch((url) =>
      url === '/api/sims/queenOfSorrows/case-figures'
        ? json(500, { success: false, message: 'Internal error.' })
        : json(404, { success: false, message: 'Not found.' }),
    );
    renderWithApp(<DebriefPage sim="queenOfSorrows" />, { path: '/simulations/queen-of-sorrows-debrief' });
    expect(await screen.findByRole('alert')).toHaveTextContent(resultMessages.figuresLoadFailed);
    expect(screen.queryByRole('list', { name: 'Reference figures shown' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/sims/queenOfSorrows/case-figures');
  });

  it('reveals the reference figures one at a time with the keyboard: → / Space next, R all, H none', async () => {
    const user = userEvent.setup();
    renderWithApp(<DebriefPage sim="queenOfSorrows" />, { path: '/simulations/queen-of-sorrows-debrief' });
    await screen.findByText('4 reported · 1 no agreement');
    const figures = debriefFigures('queenOfSorrows').lines;
    const shown = () =>
      within(screen.getByRole('list', { name: 'Reference figures shown' })).queryAllByRole('listitem');
    expect(shown()).toHaveLength(0);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toHaveTextContent(figures[0]!.labels[0]!);
    await user.keyboard(' ');
    expect(shown()).toHaveLength(2);
    await user.keyboard('r');
    // every figure of both sides, as the API's case figures give them to the signed-in instructor
    expect(shown().map((li) => li.textContent)).toEqual(
      figures.map((f) => `${f.labels.join(' = ')}: ${formatWon(f.value)}`),
    );
    expect(shown().map((li) => li.textContent)).toContain('Agent walk-away: ₩50,000,000');
    await user.keyboard('h');
    expect(shown()).toHaveLength(0);
  });

  it('moves on to views 2 to 5 after the figures, and lists the pairs not yet agreed apart', async () => {
    const user = userEvent.setup();
    renderWithApp(<DebriefPage sim="queenOfSorrows" />, { path: '/simulations/queen-of-sorrows-debrief' });
    await screen.findByText('4 reported · 1 no agreement');
    expect(
      await screen.findByText(
        '2 pairs not yet agreed (tables 9, 10), 1 disputed: listed apart, not plotted.',
      ),
    ).toBeInTheDocument();
    await user.keyboard('r{ArrowRight}');
    expect(screen.getByRole('heading', { name: '2 · The pull of the first offer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 · The pull of the first offer' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    // 8 pairs, the seventh without agreement: 7 on the chart, enough for a line
    const numbers = screen.getByRole('list', { name: 'The pull of the first offer: the numbers' });
    expect(
      within(numbers).getByText(/^Each extra 10 million won in the first offer went with/),
    ).toBeInTheDocument();
    await user.keyboard('5');
    expect(screen.getByRole('heading', { name: '5 · How it felt' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('heading', { name: '3 · Plans and outcomes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1 · Deals on the bargaining range' }));
    expect(screen.getByRole('heading', { name: '1 · Deals on the bargaining range' })).toBeInTheDocument();
  });

  it("shows each side's plans under view 1's axis, and the table numbers on T", async () => {
    const user = userEvent.setup();
    const { container } = renderWithApp(<DebriefPage sim="queenOfSorrows" />, {
      path: '/simulations/queen-of-sorrows-debrief',
    });
    expect(
      await screen.findByText(
        /^Agents' plans: median target ₩[\d.]+M, median walk-away ₩[\d.]+M \(8 plans\)\.$/,
      ),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-plans="Agents\' plans"]')).not.toBeNull();
    expect(container.querySelector('[data-tables]')).toBeNull();
    await user.keyboard('t');
    const tables = container.querySelector('[data-tables]')!;
    expect(within(tables as HTMLElement).getByText('8')).toBeInTheDocument();
  });

  it("draws earlier classes behind the pairs' views on E, from the debrief data of every class", async () => {
    const user = userEvent.setup();
    const { container, client } = renderWithApp(<DebriefPage sim="queenOfSorrows" />, {
      path: '/simulations/queen-of-sorrows-debrief',
    });
    await screen.findByText(/not yet agreed/);
    await user.keyboard('2');
    expect(container.querySelectorAll('[data-point="earlier"]')).toHaveLength(0);
    await user.keyboard('e');
    await screen.findByText(/^Earlier classes: /);
    // 12 earlier pairs, two without agreement (the 7th and the 14th would be; 12 has one)
    expect(container.querySelectorAll('[data-point="earlier"]')).toHaveLength(11);
    expect(client.getQueryData(['/api/sims/queenOfSorrows/debrief-data', { class: 'all' }])).toBeDefined();
  });

  it("puts the teaching note's questions for the view beside it on Q", async () => {
    const user = userEvent.setup();
    renderWithApp(<DebriefPage sim="queenOfSorrows" />, { path: '/simulations/queen-of-sorrows-debrief' });
    await screen.findByText(/not yet agreed/);
    await user.keyboard('2q');
    // each view draws its own panel beside it
    const aside = () => screen.getByRole('complementary', { name: 'Questions from the teaching note' });
    expect(await screen.findByText('Who named the first number?')).toBeInTheDocument();
    await user.keyboard('3');
    expect(within(aside()).getByText('Did your target pay?')).toBeInTheDocument();
    await user.keyboard('4');
    expect(
      within(aside()).getByText('The teaching note has no questions for this view.'),
    ).toBeInTheDocument();
    await user.keyboard('q');
    expect(screen.queryByRole('complementary', { name: 'Questions from the teaching note' })).toBeNull();
  });

  it('ends on this class beside your classes so far and the notes’ expectation, live from the API', async () => {
    const user = userEvent.setup();
    renderWithApp(<DebriefPage sim="queenOfSorrows" />, { path: '/simulations/queen-of-sorrows-debrief' });
    await screen.findByText(/not yet agreed/);
    await user.keyboard('5{ArrowRight}');
    const view = await screen.findByRole('region', { name: '6 · Your classes so far' });
    expect(screen.getByRole('button', { name: '6 · Your classes so far' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await within(view).findByRole('columnheader', { name: 'This class' });
    expect(
      within(view)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Figure', 'This class', 'All your classes (2 classes)']);
    const rowOf = (name: string) =>
      within(within(view).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(rowOf('Pairs (agreed / no deal)')).toEqual(['6 (5 / 1)', '10 (8 / 2)']);
    expect(rowOf('Median agreement')).toEqual(['110 million won', '115 million won']);
    expect(rowOf('Expected by the notes: where most agreements land')).toEqual([
      '80 million won to 150 million won',
      '80 million won to 150 million won',
    ]);
    expect(within(view).getByRole('list', { name: 'Your classes so far: the numbers' })).toHaveTextContent(
      'This class: 5 of 6 pairs agreed, the median at 110 million won.' +
        'All your classes (2 classes): 8 of 10 pairs agreed, the median at 115 million won.' +
        'The teaching notes expect most agreements between 80 million won and 150 million won.',
    );
    expect(fetched.map((c) => c.url).filter((u) => u.includes('classes-so-far'))).toEqual([
      `${debriefUrls('queenOfSorrows').classesSoFar}?classes=all`,
      `${debriefUrls('queenOfSorrows').classesSoFar}?classes=${CURRENT}`,
    ]);
    // the last view: → stays, and no round picker or unconfirmed pairs (they are about this class's rounds)
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('region', { name: '6 · Your classes so far' })).toBeInTheDocument();
    expect(screen.getByText(/view 6 of 6\) · ← back · 1–6 a view/)).toBeInTheDocument();
    expect(screen.queryByText(/not yet agreed/)).toBeNull();
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

  it('goes on to the rounds view only when the class has played twice, and to the classes view last', () => {
    const last = { ...view, revealed: 3, step: DEBRIEF_VIEWS };
    expect([classesView([1]), viewCount([1])]).toEqual([DEBRIEF_VIEWS + 1, DEBRIEF_VIEWS + 1]);
    expect([classesView([1, 2]), viewCount([1, 2])]).toEqual([ROUNDS_VIEW + 1, ROUNDS_VIEW + 1]);
    expect(debriefKey(last, 'ArrowRight', 3, viewCount([1, 2]))).toEqual({ ...last, step: ROUNDS_VIEW });
    expect(debriefKey(last, 'ArrowRight', 3, viewCount([1]))).toEqual({ ...last, step: 6 });
    expect(debriefKey(view, '7', 3, viewCount([1, 2]))).toEqual({ ...view, step: 7 });
    expect(debriefKey(view, '7', 3, viewCount([1]))).toBeNull();
  });
});
