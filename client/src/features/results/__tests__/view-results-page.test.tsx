import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListedResult } from '@shared/contracts/results';
import { caseFiguresAnswer } from '@/test/case-figures';
import { expectConsoleError } from '@/test/console';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import ViewResultsPage, { RESULTS_PAGE_SIZE } from '../components/view-results-page';
import { CURRENT, EARLIER, classes } from '@/test/classes-fixture';
import { REPORTED } from '@shared/testing/listed-result';

// The toasts after hiding a result: a lazy chunk, loaded before the tests (see preloadLazyChunks).
preloadLazyChunks(() => import('@/components/ui/toaster'));

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const signInAsAdmin = () => localStorage.setItem('user', JSON.stringify(admin));

const XSS_NAME = '<img src=x onerror="window.__pwned=1">';
const XSS_TERMS = '<script>window.__pwned=2</script> and a bonus';

const casting = (over: Partial<ListedResult> & { id: number }): ListedResult => ({
  yejiAgentName: `Agent ${over.id}`,
  studioCounterpartName: `Studio ${over.id}`,
  noAgreement: false,
  amountPaid: 100_000_000,
  additionalTerms: '',
  createdAt: '2025-03-01T10:00:00.000Z',
  classId: CURRENT,
  ...REPORTED,
  ...over,
});

const sample = (): ListedResult[] => [
  casting({ id: 1, noAgreement: true, amountPaid: null, yejiAgentName: 'Nobody Agreed' }),
  casting({ id: 2, amountPaid: 80_000_000, yejiAgentName: 'Kim Minji', studioCounterpartName: 'Park Jisoo' }),
  casting({
    id: 3,
    amountPaid: 150_000_000.5,
    yejiAgentName: XSS_NAME,
    additionalTerms: XSS_TERMS,
  }),
  casting({ id: 4, amountPaid: 60_000_000, additionalTerms: 'Car provided' }),
];

type Handler = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

/** What GET /api/sims/qos/results?class=...[&hidden=include] lists of `rows`, as the server would. */
function listOf(rows: readonly ListedResult[], search: URLSearchParams): Response {
  const filter = search.get('class');
  const withHidden = search.get('hidden') === 'include';
  if (filter !== 'current' && filter !== 'all' && !classes.some((c) => String(c.id) === filter))
    return json(404, { success: false, message: 'No such class.' });
  const classId = filter === 'current' ? CURRENT : Number(filter);
  const listed = rows
    .filter((r) => filter === 'all' || r.classId === classId)
    .filter((r) => withHidden || !r.isHidden)
    .map(({ isHidden, ...r }) => (withHidden ? { ...r, isHidden: Boolean(isHidden) } : r));
  return json(200, { success: true, data: listed });
}

/**
 * A fake server: /api/auth/me for the signed-in admin, the classes, the casting list of the class asked
 * for (rows with `isHidden: true` are the hidden ones), hide and unhide, and whatever `extra` answers.
 */
function server(rows: ListedResult[] | (() => Response), extra: Handler = () => undefined) {
  return stubFetch(async (url, init) => {
    const answer = (await extra(url, init)) ?? caseFiguresAnswer(url);
    if (answer) return answer;
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/classes') return json(200, { success: true, data: classes });
    if (pathname === '/api/sims/qos/results') {
      return typeof rows === 'function' ? rows() : listOf(rows, searchParams);
    }
    const hide = /^\/api\/sims\/qos\/results\/(\d+)\/hide$/.exec(url);
    if (hide && init.method === 'PATCH' && typeof rows !== 'function') {
      const row = rows.find((r) => r.id === Number(hide[1]));
      if (!row) return json(404, { success: false, message: 'No such result.' });
      const body = init.body ? (JSON.parse(String(init.body)) as { isHidden?: boolean }) : {};
      row.isHidden = body.isHidden ?? true;
      return json(200, { success: true, data: { id: row.id, isHidden: row.isHidden } });
    }
    if (url === '/api/sims/queenOfSorrows/debrief/release') {
      if (init.method === 'POST')
        released = (JSON.parse(String(init.body)) as { released: boolean }).released;
      return json(200, { success: true, data: { released } });
    }
    return json(404, { success: false, message: 'Not found.' });
  });
}
/** The students' own debriefs, as the fake server keeps them (closed at the start of each test). */
let released = false;

const CURRENT_LIST = '/api/sims/qos/results?class=current';

/** Asks for the reference figures, which the chart leaves out until then. */
const showFigures = () =>
  userEvent.click(screen.getByRole('switch', { name: "Show both sides' confidential figures" }));

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

// jsdom has no layout: Radix positions its tooltip with a ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
// Nor pointer capture, which Radix's toast asks about when a pointer is released on it (swipe to dismiss).
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

beforeEach(() => {
  signInAsAdmin();
  released = false;
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('Admin results table', () => {
  it('sends anyone but the instructor to /simulations', async () => {
    localStorage.clear();
    const calls = server(sample());
    const { location } = renderWithApp(<ViewResultsPage sim="queenOfSorrows" />, {
      path: '/simulations/queen-of-sorrows-view-results',
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/simulations'));
    expect(calls.some((c) => c.url.includes('/results'))).toBe(false);
  });

  it('shows a spinner, then the results sorted: agreed by amount, largest first, no agreement last', async () => {
    server(sample());
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Queen of Sorrows Results' })).toBeVisible();
    await screen.findByText('Kim Minji');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Agent Name',
      'Studio Rep',
      'Agreement Status',
      'Amount per Episode',
      'Additional Terms',
      'Reported',
      'Actions',
    ]);
    expect(firstCells()).toEqual([XSS_NAME, 'Kim Minji', 'Agent 4', 'Nobody Agreed']);
    const [top, , , last] = bodyRows();
    expect(within(top!).getByText('Agreement Reached')).toBeVisible();
    expect(within(top!).getByText('₩150,000,001')).toBeVisible();
    expect(within(last!).getByText('No Agreement')).toBeVisible();
    expect(within(last!).getAllByRole('cell')[3]).toHaveTextContent('-');
    expect(screen.getByText('Total: 4 results')).toBeVisible();
  });

  it('renders names and terms as text, never as HTML', async () => {
    server(sample());
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    expect(await screen.findByText(XSS_NAME)).toBeVisible();
    const table = screen.getByRole('table');
    expect(table.querySelector('img, script')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    // long terms are cut to 20 characters; the full text is in the button's name
    const terms = screen.getByRole('button', { name: XSS_TERMS });
    expect(terms).toHaveTextContent('<script>window.__pwn…');
  });

  it('shows the full terms on focus and on a click or tap, for texts over 20 characters only', async () => {
    const user = userEvent.setup();
    server(sample());
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    await screen.findByText('Kim Minji');
    expect(screen.getByText('Car provided').tagName).toBe('SPAN');
    expect(screen.queryByRole('button', { name: 'Car provided' })).not.toBeInTheDocument();

    const terms = screen.getByRole('button', { name: XSS_TERMS });
    act(() => terms.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(XSS_TERMS);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    // a click or tap opens it (and a second one keeps it open); a tap elsewhere closes it
    await user.click(terms);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(XSS_TERMS);
    await user.click(terms);
    expect(screen.getByRole('tooltip')).toHaveTextContent(XSS_TERMS);
    await user.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('never rounds an amount across the limit, and shows a rounded one exactly on focus or a tap', async () => {
    const user = userEvent.setup();
    server([
      casting({ id: 1, amountPaid: 999_999_999_999.99, yejiAgentName: 'Near Limit' }),
      casting({ id: 2, amountPaid: 150_000_000.5, yejiAgentName: 'Half Won' }),
      casting({ id: 3, amountPaid: 80_000_000, yejiAgentName: 'Whole' }),
    ]);
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    await screen.findByText('Near Limit');
    const amountOf = (name: string) => within(screen.getByText(name).closest('tr')!).getAllByRole('cell')[3]!;

    // before the fix this read ₩1,000,000,000,000, above the stated maximum
    expect(amountOf('Near Limit')).toHaveTextContent('₩999,999,999,999.99');
    expect(screen.queryByText('₩1,000,000,000,000')).not.toBeInTheDocument();
    expect(within(amountOf('Near Limit')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(amountOf('Whole')).queryByRole('button')).not.toBeInTheDocument();

    // rounding to the won stays for ordinary amounts; the exact one is a focus or a tap away
    const rounded = within(amountOf('Half Won')).getByRole('button', {
      name: '₩150,000,001, exactly ₩150,000,000.50',
    });
    expect(rounded).toHaveTextContent('₩150,000,001');
    act(() => rounded.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Exactly ₩150,000,000.50');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.click(rounded);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Exactly ₩150,000,000.50');
  });

  it('searches names and terms without regard to case, with the count filtered from the total', async () => {
    const user = userEvent.setup();
    server(sample());
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    await screen.findByText('Kim Minji');
    const search = screen.getByPlaceholderText('Search results...');

    await user.type(search, 'PARK');
    await waitFor(() => expect(firstCells()).toEqual(['Kim Minji']));
    expect(screen.getByText('Total: 1 result (filtered from 4)')).toBeVisible();

    await user.clear(search);
    await user.type(search, 'car PROVIDED');
    await waitFor(() => expect(firstCells()).toEqual(['Agent 4']));

    await user.clear(search);
    await user.type(search, 'no such thing');
    expect(await screen.findByText('No results found. Try adjusting your search.')).toBeVisible();
    expect(screen.getByText('Total: 0 results (filtered from 4)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('says no results were reported yet, not to adjust a search, when the class has none', async () => {
    server([]);
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    expect(await screen.findByText('No results reported yet.')).toBeVisible();
    expect(screen.queryByText(/Try adjusting your search/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Total: 0 results')).toBeVisible();
  });

  it('hides a result with a success toast and refetches the list', async () => {
    const user = userEvent.setup();
    let rows = sample();
    const calls = server(
      () => json(200, { success: true, data: rows }),
      (url, init) => {
        if (url === '/api/sims/qos/results/2/hide' && init.method === 'PATCH') {
          rows = rows.filter((r) => r.id !== 2);
          return json(200, { success: true, data: { id: 2, isHidden: true } });
        }
      },
    );
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    await screen.findByText('Kim Minji');
    await user.click(screen.getByRole('button', { name: 'Hide result: Kim Minji and Park Jisoo' }));
    expect(await screen.findByText('Result has been hidden from the table')).toBeVisible();
    expect(screen.getByText('Success')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Kim Minji')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.url === CURRENT_LIST)).toHaveLength(2);
    expect(screen.getByText('Total: 3 results')).toBeVisible();
  });

  it('says so when hiding fails, and keeps the row', async () => {
    const user = userEvent.setup();
    const error = expectConsoleError('Failed to hide result');
    server(sample(), (url) =>
      url.endsWith('/hide') ? json(500, { success: false, message: 'boom' }) : undefined,
    );
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    await screen.findByText('Kim Minji');
    await user.click(screen.getByRole('button', { name: 'Hide result: Kim Minji and Park Jisoo' }));
    expect(await screen.findByText('Failed to hide result. Please try again.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.getByText('Kim Minji')).toBeVisible();
    expect(error).toHaveBeenCalled();
  });

  it('shows the error box when the list cannot be loaded', async () => {
    server(() => json(500, { success: false, message: 'down' }));
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading results. Please try again later.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('downloads the rows shown as CSV', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:results';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^queen-of-sorrows-results-\d{4}-\d\d-\d\d\.csv$/);
    });
    server(sample());
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    await screen.findByText('Kim Minji');
    await user.type(screen.getByPlaceholderText('Search results...'), 'a');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await blobs[0]!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,Round,Agent Name,Studio Rep,Agreement Status,Amount per Episode (KRW),Additional Terms,Reported At',
    );
    // "a" matches every sample row; they come in the table's order
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['3', '2', '4', '1']);
    expect(lines[2]).toContain('Kim Minji,Park Jisoo,Agreement Reached,80000000,');
  });

  it("says each result's round once the class has played the case again", async () => {
    server([
      ...sample(),
      casting({ id: 5, yejiAgentName: 'Second Round', amountPaid: 120_000_000, table: 1, round: 2 }),
    ]);
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    const second = (await screen.findByText('Second Round')).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers[0]).toBe('Round');
    expect(within(second).getAllByRole('cell')[0]).toHaveTextContent(/^2$/);
    const kim = screen.getByText('Kim Minji').closest('tr')!;
    expect(within(kim).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
  });

  it('pages a long list 200 rows at a time', async () => {
    const user = userEvent.setup();
    // one row more than fits on a page; amounts 1..201 million, so the largest (Agent 201) comes first
    const many = Array.from({ length: RESULTS_PAGE_SIZE + 1 }, (_, i) =>
      casting({ id: i + 1, amountPaid: (i + 1) * 1_000_000 }),
    );
    server(many);
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    const pages = await screen.findByRole('navigation', { name: 'Results pages' });
    // Rows are counted through the DOM: a role query over 200 rows costs seconds in jsdom.
    const body = () => screen.getByRole<HTMLTableElement>('table').tBodies[0]!;
    expect(body().rows).toHaveLength(200);
    expect(body().rows[0]!.cells[0]).toHaveTextContent('Agent 201');
    expect(within(pages).getByText('Rows 1–200 of 201 · Page 1 of 2')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(body().rows).toHaveLength(1);
    expect(body().rows[0]!.cells[0]).toHaveTextContent('Agent 1');
    expect(within(pages).getByText('Rows 201–201 of 201 · Page 2 of 2')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeEnabled();

    // a search starts again from the first page: "Agent 1" matches 1, 10-19 and 100-199
    await user.click(screen.getByPlaceholderText('Search results...'));
    await user.paste('Agent 1');
    await waitFor(() => expect(pages).not.toBeInTheDocument());
    expect(body().rows).toHaveLength(111);
    expect(body().rows[0]!.cells[0]).toHaveTextContent('Agent 199');
  });

  it('draws the debrief chart with the median, the no-agreement count and a text summary', async () => {
    server(sample());
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    const chart = await screen.findByRole('img', { name: /Debrief: agreed fees per episode/ });
    await showFigures();
    expect(chart).toHaveAccessibleName(
      expect.stringContaining('3 agreed amounts from ₩60,000,000 to ₩150,000,001'),
    );
    expect(chart).toHaveAccessibleName(expect.stringContaining('the median is ₩80,000,000'));
    expect(chart).toHaveAccessibleName(expect.stringContaining('1 negotiation ended with no agreement'));
    expect(chart).toHaveAccessibleName(expect.stringContaining('Agent ideal = Studio ceiling ₩200,000,000'));
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(within(chart).getByText('Previous lead (per episode) ₩300M')).toBeInTheDocument();
    expect(within(chart).getByText('Median ₩80M')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: /Debrief/ });
    expect(within(stats).getByText('No agreement').nextSibling).toHaveTextContent('1');
    expect(within(stats).getByText('Agreements').nextSibling).toHaveTextContent('3');
  });

  it('on a phone, no reference line is drawn over the text of a label', async () => {
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(343);
    try {
      server(sample());
      renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
      const chart = await screen.findByRole('img', { name: /Debrief: agreed fees per episode/ });
      await showFigures();
      expect(chart.getAttribute('width')).toBe('343');
      const num = (el: Element, name: string) => Number(el.getAttribute(name));
      const boxes = [...chart.querySelectorAll('rect')];
      const lines = [...chart.querySelectorAll('line[stroke-dasharray]')];
      expect(boxes).toHaveLength(7);
      let crossings = 0;
      for (const box of boxes) {
        const [left, top] = [num(box, 'x'), num(box, 'y')];
        const [right, bottom] = [left + num(box, 'width'), top + num(box, 'height')];
        for (const line of lines) {
          const x = num(line, 'x1');
          const crosses = x > left && x < right && num(line, 'y1') < bottom && num(line, 'y2') > top;
          if (!crosses) continue;
          crossings++;
          // the label's box is painted after (on top of) the line
          expect(line.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        }
      }
      // at this width several lines do pass behind labels, so the check above has something to check
      expect(crossings).toBeGreaterThan(0);
    } finally {
      width.mockRestore();
    }
  });
});

describe("the confidential figures and the students' debrief", () => {
  it("hides both sides' confidential figures until asked, and remembers the choice", async () => {
    const user = userEvent.setup();
    server(sample());
    const first = renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    let chart = await screen.findByRole('img', { name: /Debrief: agreed fees per episode/ });
    // the agreements are there; no side's figure is, on the chart, in its legend or in its text
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(within(chart).getByText('Median ₩80M')).toBeInTheDocument();
    expect(within(chart).queryByText(/Agent ideal|Studio ceiling|Previous lead/)).not.toBeInTheDocument();
    expect(chart).toHaveAccessibleName(expect.stringContaining('No reference figures shown yet.'));
    expect(within(screen.getByRole('list', { name: 'Legend' })).queryByText(/Agent|Studio/)).toBeNull();

    const figures = screen.getByRole('switch', { name: "Show both sides' confidential figures" });
    expect(figures).not.toBeChecked();
    await user.click(figures);
    expect(within(chart).getByText('Previous lead (per episode) ₩300M')).toBeInTheDocument();
    expect(chart).toHaveAccessibleName(expect.stringContaining('Agent ideal = Studio ceiling ₩200,000,000'));

    // the page opened again in this browser shows them at once
    first.unmount();
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    chart = await screen.findByRole('img', { name: /Debrief: agreed fees per episode/ });
    expect(within(chart).getByText('Previous lead (per episode) ₩300M')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: "Show both sides' confidential figures" }));
    expect(within(chart).queryByText(/Previous lead/)).not.toBeInTheDocument();
  });

  it("releases the students' own debriefs, says so, and withdraws them", async () => {
    const user = userEvent.setup();
    const calls = server(sample());
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />);
    await user.click(await screen.findByRole('button', { name: 'Release debrief' }));
    expect(await screen.findByRole('button', { name: 'Withdraw debrief' })).toBeVisible();
    expect(screen.getByText('Debrief released:')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Withdraw debrief' }));
    expect(await screen.findByRole('button', { name: 'Release debrief' })).toBeVisible();
    expect(screen.getByText('Debrief not released:')).toBeVisible();
    const posted = calls.filter((c) => c.init.method === 'POST');
    expect(posted.map((c) => [c.url, c.init.body])).toEqual([
      ['/api/sims/queenOfSorrows/debrief/release', JSON.stringify({ released: true })],
      ['/api/sims/queenOfSorrows/debrief/release', JSON.stringify({ released: false })],
    ]);
  });
});

describe('Admin results table (legal fee)', () => {
  it('names the legal-fee columns and marks the client and associate figures', async () => {
    const rows: ListedResult[] = [
      {
        id: 1,
        shinhwaAssociateName: 'Lee Hana',
        daesungGcName: 'Choi Woojin',
        noAgreement: false,
        amountPaid: 2_500_000_000,
        additionalTerms: '',
        createdAt: '2025-03-01T10:00:00.000Z',
        classId: CURRENT,
        ...REPORTED,
      },
    ];
    stubFetch(
      (url) =>
        caseFiguresAnswer(url) ??
        (url === '/api/sims/svd/results?class=current'
          ? json(200, { success: true, data: rows })
          : url === '/api/auth/me'
            ? json(200, { success: true, data: admin })
            : json(404, {})),
    );
    renderWithApp(<ViewResultsPage sim="shinhwaDaesung" />);
    expect(await screen.findByText('Lee Hana')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Associate Name' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Daesung GC Rep' })).toBeVisible();
    expect(screen.getByText('₩2,500,000,000')).toBeVisible();
    await showFigures();
    const chart = await screen.findByRole('img', { name: /agreed annual fees/ });
    for (const label of [
      'Current annual fee ₩3.9B',
      'Client ceiling ₩3.6B',
      'Client target ₩1.6B',
      'Associate minimum ₩1.4B',
      'Client back-up firm ₩1B',
    ])
      expect(within(chart).getByText(label)).toBeInTheDocument();
  });
});

describe('Admin results table by class', () => {
  const PAGE = '/simulations/queen-of-sorrows-view-results';
  /** This class's sample, and two agreements and a no-agreement of the class before it. */
  const twoClasses = (): ListedResult[] => [
    ...sample(),
    casting({ id: 11, classId: EARLIER, amountPaid: 120_000_000, yejiAgentName: 'Earlier One' }),
    casting({ id: 12, classId: EARLIER, amountPaid: 210_000_000, yejiAgentName: 'Earlier Two' }),
    casting({ id: 13, classId: EARLIER, noAgreement: true, amountPaid: null, yejiAgentName: 'Earlier None' }),
  ];
  const picker = () => screen.getByRole('combobox', { name: 'Class' });
  const listCalls = (calls: { url: string }[]) =>
    calls.filter((c) => c.url.startsWith('/api/sims/qos/results?')).map((c) => c.url);

  it('lists the current class by default; an earlier class and all classes refetch and go into the URL', async () => {
    const user = userEvent.setup();
    const calls = server(twoClasses());
    const { location } = renderWithApp(<ViewResultsPage sim="queenOfSorrows" />, { path: PAGE });
    await screen.findByText('Kim Minji');
    expect(picker()).toHaveDisplayValue('This class (current)');
    expect(screen.queryByText('Earlier One')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(picker())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['This class (current)', 'Samsung cohort 3 (started 2025-02-03)', 'All classes']),
    );
    expect(listCalls(calls)).toEqual(['/api/sims/qos/results?class=current']);

    await user.selectOptions(picker(), 'Samsung cohort 3 (started 2025-02-03)');
    expect(await screen.findByText('Earlier One')).toBeVisible();
    expect(screen.queryByText('Kim Minji')).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`${PAGE}?class=${EARLIER}`);
    expect(listCalls(calls).at(-1)).toBe(`/api/sims/qos/results?class=${EARLIER}`);
    expect(screen.getByText('Total: 3 results')).toBeVisible();
    // comparing with earlier classes is offered for the current class only
    expect(screen.queryByRole('switch', { name: 'Show earlier classes' })).not.toBeInTheDocument();

    await user.selectOptions(picker(), 'All classes');
    expect(await screen.findByText('Kim Minji')).toBeVisible();
    expect(screen.getByText('Earlier One')).toBeVisible();
    expect(location.history.at(-1)).toBe(`${PAGE}?class=all`);
    expect(listCalls(calls).at(-1)).toBe('/api/sims/qos/results?class=all');
    expect(screen.getByText('Total: 7 results')).toBeVisible();

    // back to this class: the parameter goes, and the list already fetched is shown again
    await user.selectOptions(picker(), 'This class (current)');
    expect(location.history.at(-1)).toBe(PAGE);
    await waitFor(() => expect(screen.queryByText('Earlier One')).not.toBeInTheDocument());
  });

  it('opens on the class the URL names, and says so when there is no such class', async () => {
    const calls = server(twoClasses());
    const first = renderWithApp(<ViewResultsPage sim="queenOfSorrows" />, { path: `${PAGE}?class=all` });
    expect(await screen.findByText('Earlier Two')).toBeVisible();
    expect(picker()).toHaveDisplayValue('All classes');
    expect(listCalls(calls)).toEqual(['/api/sims/qos/results?class=all']);
    first.unmount();

    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />, { path: `${PAGE}?class=99` });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such class.');
    expect(picker()).toHaveDisplayValue('Class 99');
  });

  it('adds a Class column with each row’s class name to the CSV of all classes', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:results';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    server(twoClasses());
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />, { path: `${PAGE}?class=all` });
    await screen.findByText('Earlier One');
    // the class names come from the classes list
    await waitFor(() => expect(within(picker()).getAllByRole('option')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const lines = (await blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,Class,Round,Agent Name,Studio Rep,Agreement Status,Amount per Episode (KRW),Additional Terms,Reported At',
    );
    const byId = new Map(lines.slice(1).map((l) => [l.split(',')[0], l.split(',')[1]]));
    expect(byId.get('2')).toBe('Hyundai Card cohort 7');
    expect(byId.get('12')).toBe('Samsung cohort 3');
    expect(lines).toHaveLength(8);

    // one class: no Class column
    await user.selectOptions(picker(), 'This class (current)');
    await waitFor(() => expect(screen.queryByText('Earlier One')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await blobs[1]!.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^ID,Round,Agent Name,/);
  });

  it('draws earlier classes’ agreements faintly behind this class’s, with their own legend entry', async () => {
    const user = userEvent.setup();
    const calls = server(twoClasses());
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />, { path: PAGE });
    const chart = await screen.findByRole('img', { name: /Debrief: agreed fees per episode/ });
    expect(chart.querySelectorAll('circle[data-earlier]')).toHaveLength(0);
    expect(screen.queryByText(/^Earlier classes/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show earlier classes' }));
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(await within(legend).findByText('Earlier classes (2)')).toBeVisible();
    expect(calls.some((c) => c.url === '/api/sims/qos/results?class=all')).toBe(true);
    const faint = chart.querySelectorAll('circle[data-earlier]');
    expect(faint).toHaveLength(2);
    expect(faint[0]).toHaveAttribute('fill-opacity', '0.3');
    // this class's dots, median and counts are unchanged
    expect(chart.querySelectorAll('circle:not([data-earlier])')).toHaveLength(3);
    expect(within(chart).getByText('Median ₩80M')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: /Debrief/ });
    expect(within(stats).getByText('Agreements').nextSibling).toHaveTextContent('3');
    expect(within(stats).getByText('No agreement').nextSibling).toHaveTextContent('1');
    expect(chart).toHaveAccessibleName(
      expect.stringContaining(
        'Earlier classes (1 class), drawn faintly: 2 agreed amounts, median ₩165,000,000.',
      ),
    );
    // the table is still this class's
    expect(screen.queryByText('Earlier One')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show earlier classes' }));
    expect(chart.querySelectorAll('circle[data-earlier]')).toHaveLength(0);
    expect(within(legend).queryByText(/^Earlier classes/)).not.toBeInTheDocument();
  });

  it('offers Undo in the toast after hiding: it unhides the result and brings the row back', async () => {
    const user = userEvent.setup();
    const calls = server(sample());
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />, { path: PAGE });
    await screen.findByText('Kim Minji');
    await user.click(screen.getByRole('button', { name: 'Hide result: Kim Minji and Park Jisoo' }));
    expect(await screen.findByText('Result has been hidden from the table')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Kim Minji')).not.toBeInTheDocument());
    const patches = () => calls.filter((c) => c.init.method === 'PATCH');
    expect(patches()).toHaveLength(1);
    expect(patches()[0]!.init.body).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Result is back in the table')).toBeVisible();
    expect(patches()).toHaveLength(2);
    expect(patches()[1]).toMatchObject({
      url: '/api/sims/qos/results/2/hide',
      init: { body: JSON.stringify({ isHidden: false }) },
    });
    expect(await screen.findByText('Kim Minji')).toBeVisible();
    expect(screen.getByText('Total: 4 results')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide result: Kim Minji and Park Jisoo' })).toBeEnabled();
  });

  it('keeps "Undo hide" in reach long after the toast is gone, until the next hide', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const calls = server(sample());
      renderWithApp(<ViewResultsPage sim="queenOfSorrows" />, { path: PAGE });
      await screen.findByText('Kim Minji');
      await user.click(screen.getByRole('button', { name: 'Hide result: Kim Minji and Park Jisoo' }));
      expect(await screen.findByText('Result has been hidden from the table')).toBeVisible();
      // a minute later: the toast is long gone, the Undo beside the table is not
      await act(async () => void vi.advanceTimersByTime(60_000));
      await waitFor(() =>
        expect(screen.queryByText('Result has been hidden from the table')).not.toBeInTheDocument(),
      );
      expect(screen.getByText('Kim Minji and Park Jisoo')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Undo hide' }));
      expect(await screen.findByText('Kim Minji')).toBeVisible();
      expect(calls.filter((c) => c.init.method === 'PATCH').at(-1)).toMatchObject({
        url: '/api/sims/qos/results/2/hide',
        init: { body: JSON.stringify({ isHidden: false }) },
      });
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Undo hide' })).not.toBeInTheDocument(),
      );

      // the next hide takes its place: Undo hide now brings back that one
      await user.click(screen.getByRole('button', { name: 'Hide result: Agent 4 and Studio 4' }));
      expect(await screen.findByRole('button', { name: 'Undo hide' })).toBeVisible();
      expect(screen.getByText('Agent 4 and Studio 4')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the undo fails, and leaves the result hidden', async () => {
    const user = userEvent.setup();
    const error = expectConsoleError('Failed to unhide result');
    server(sample(), (url, init) =>
      url.endsWith('/hide') && init.body ? json(500, { success: false, message: 'boom' }) : undefined,
    );
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />, { path: PAGE });
    await screen.findByText('Kim Minji');
    await user.click(screen.getByRole('button', { name: 'Hide result: Kim Minji and Park Jisoo' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Failed to show the result again. Please try again.')).toBeVisible();
    expect(screen.queryByText('Kim Minji')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });

  it('lists hidden results on request, marked Hidden, with Unhide instead of Hide', async () => {
    const user = userEvent.setup();
    const rows = sample();
    rows[1]!.isHidden = true; // Kim Minji and Park Jisoo
    const calls = server(rows);
    renderWithApp(<ViewResultsPage sim="queenOfSorrows" />, { path: PAGE });
    await screen.findByText('Agent 4');
    expect(screen.queryByText('Kim Minji')).not.toBeInTheDocument();
    expect(screen.getByText('Total: 3 results')).toBeVisible();

    await user.click(screen.getByRole('switch', { name: 'Show hidden results' }));
    const hiddenRow = (await screen.findByText('Kim Minji')).closest('tr')!;
    expect(listCalls(calls).at(-1)).toBe('/api/sims/qos/results?class=current&hidden=include');
    expect(within(hiddenRow).getByText('Hidden')).toBeVisible();
    expect(within(hiddenRow).queryByRole('button', { name: /^Hide result/ })).not.toBeInTheDocument();
    expect(screen.getByText('Total: 4 results (1 hidden)')).toBeVisible();
    // the chart is still of the results not hidden
    const chart = screen.getByRole('img', { name: /Debrief/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    // the switch kept its place and its focus while the list was fetched again
    expect(screen.getByRole('switch', { name: 'Show hidden results' })).toHaveFocus();

    await user.click(
      within(hiddenRow).getByRole('button', { name: 'Unhide result: Kim Minji and Park Jisoo' }),
    );
    expect(await screen.findByText('Result is back in the table')).toBeVisible();
    expect(calls.find((c) => c.init.method === 'PATCH')).toMatchObject({
      url: '/api/sims/qos/results/2/hide',
      init: { body: JSON.stringify({ isHidden: false }) },
    });
    await waitFor(() => expect(screen.getByText('Total: 4 results')).toBeVisible());
    const row = screen.getByText('Kim Minji').closest('tr')!;
    expect(within(row).queryByText('Hidden')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Hide result: Kim Minji and Park Jisoo' })).toBeVisible();
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
  });
});
