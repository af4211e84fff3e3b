import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { json, renderWithApp, stubFetch } from '@/test/render';
import { ResultsTable } from '../components/results-table';
import type { ResultRow } from '../lib/result-rows';
import { WIDE_SCREEN_QUERY } from '../lib/use-wide-screen';

// jsdom has no layout: Radix positions its tooltip with a ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// A local time, so the expectations hold in any time zone the tests run in.
const REPORTED = new Date(2025, 2, 4, 9, 5);

const row = (over: Partial<ResultRow> & { id: number }): ResultRow => ({
  reporter: `Agent ${over.id}`,
  counterpart: `Studio ${over.id}`,
  noAgreement: false,
  amountPaid: 100_000_000,
  additionalTerms: '',
  createdAt: REPORTED.toISOString(),
  classId: 1,
  isHidden: false,
  round: 1,
  deal: null,
  ...over,
});

const rows = (): ResultRow[] => [
  row({ id: 2, reporter: 'Kim Minji', counterpart: 'Park Jisoo', amountPaid: 80_000_000 }),
  row({ id: 1, reporter: 'Nobody Agreed', noAgreement: true, amountPaid: null, createdAt: 'not a date' }),
  row({ id: 3, reporter: 'Lee Hana', isHidden: true, additionalTerms: 'A car on every shooting day' }),
];

/** The browser's answer to "is the screen at least `sm` wide?": a phone's, or a laptop's. */
function screenWidth(wide: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: query === WIDE_SCREEN_QUERY ? wide : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

function renderTable(list: ResultRow[] = rows()) {
  stubFetch(() => json(401, {}));
  const onHide = vi.fn<(r: ResultRow) => void>();
  const onUnhide = vi.fn<(r: ResultRow) => void>();
  renderWithApp(
    <TooltipProvider>
      <ResultsTable
        sim="queenOfSorrows"
        rows={list}
        onHide={onHide}
        onUnhide={onUnhide}
        busyIds={new Set()}
      />
    </TooltipProvider>,
  );
  return { onHide, onUnhide };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('results table: when each result was reported', () => {
  it('has a Reported column, before the actions, with the local date and time of the report', () => {
    screenWidth(true);
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(-2)).toEqual(['Reported', 'Actions']);
    const cells = within(screen.getByText('Kim Minji').closest('tr')!).getAllByRole('cell');
    const reported = cells[headers.indexOf('Reported')]!;
    expect(reported.textContent).toMatch(/^Mar 4, 2025, 9:05\sAM$/);
    expect(reported.querySelector('time')).toHaveAttribute('datetime', REPORTED.toISOString());
    // a time the browser cannot read is a dash, not "Invalid Date"
    const unknown = within(screen.getByText('Nobody Agreed').closest('tr')!).getAllByRole('cell');
    expect(unknown[headers.indexOf('Reported')]).toHaveTextContent(/^-$/);
  });
});

describe('results table on a phone', () => {
  it('is a list of cards, each labelled, with every column of the table and its action', () => {
    const matchMedia = screenWidth(false);
    renderTable();
    expect(matchMedia).toHaveBeenCalledWith(WIDE_SCREEN_QUERY);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Queen of Sorrows results' });
    const cards = within(list).getAllByRole('listitem');
    // in the order given (the page sorts them)
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Kim Minji and Park Jisoo',
      'Nobody Agreed and Studio 1',
      'Lee Hana and Studio 3',
    ]);

    const kim = within(cards[0]!);
    const fields = Object.fromEntries(
      kim.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(fields).toEqual({
      'Agent Name': 'Kim Minji',
      'Studio Rep': 'Park Jisoo',
      'Amount per Episode': '₩80,000,000',
      'Additional Terms': '-',
      Reported: expect.stringMatching(/^Mar 4, 2025, 9:05\sAM$/),
    });
    expect(kim.getByText('Agreement Reached')).toBeVisible();
    expect(kim.getByRole('button', { name: 'Hide result: Kim Minji and Park Jisoo' })).toBeEnabled();

    expect(within(cards[1]!).getByText('No Agreement')).toBeVisible();
    // a hidden result is marked, and offers Unhide instead of Hide; its long terms open on a tap
    const hidden = within(cards[2]!);
    expect(hidden.getByText('Hidden')).toBeVisible();
    expect(hidden.queryByRole('button', { name: /^Hide result/ })).not.toBeInTheDocument();
    expect(hidden.getByRole('button', { name: 'Unhide result: Lee Hana and Studio 3' })).toBeEnabled();
    expect(hidden.getByRole('button', { name: 'A car on every shooting day' })).toBeVisible();
  });

  it('hides and unhides from the cards', async () => {
    const user = userEvent.setup();
    screenWidth(false);
    const { onHide, onUnhide } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Hide result: Kim Minji and Park Jisoo' }));
    expect(onHide).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await user.click(screen.getByRole('button', { name: 'Unhide result: Lee Hana and Studio 3' }));
    expect(onUnhide).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('says there is nothing yet in a sentence, not a table, on a phone too', () => {
    screenWidth(false);
    renderTable([]);
    expect(screen.getByText('No results reported yet.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('is the table from the sm breakpoint up', () => {
    screenWidth(true);
    renderTable();
    expect(screen.getByRole('table')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('results table: a pair’s agreement', () => {
  const pairRow = row({
    id: 9,
    reporter: 'Kim Minji',
    counterpart: 'Park Jisoo',
    amountPaid: 150_000_000,
    deal: {
      table: 3,
      confirmedByBoth: true,
      firstOffer: { amount: 200_000_000, role: 'agent' },
      contingent: { amount: 20_000_000, condition: 'if the average rating exceeds 10%' },
    },
  });
  const formRow = row({ id: 2, reporter: 'Form Reporter', amountPaid: 80_000_000 });

  it('shows the badge, the table, the first offer and the contingent part; a form’s row shows none', async () => {
    const user = userEvent.setup();
    screenWidth(true);
    renderTable([pairRow, formRow]);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const cells = within(screen.getByText('Kim Minji').closest('tr')!).getAllByRole('cell');
    const status = cells[headers.indexOf('Agreement Status')]!;
    expect(within(status).getByText('Confirmed by both')).toBeVisible();
    expect(status).toHaveTextContent('Table 3');
    const amount = cells[headers.indexOf('Amount per Episode')]!;
    expect(amount).toHaveTextContent("₩150,000,000First offer ₩200,000,000 by Yeji's Agent");
    const contingent = within(amount).getByRole('button', {
      name: 'Contingent ₩20,000,000, paid if the average rating exceeds 10%',
    });
    await user.click(contingent);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Paid if the average rating exceeds 10%');

    const form = screen.getByText('Form Reporter').closest('tr')!;
    expect(within(form).queryByText('Confirmed by both')).not.toBeInTheDocument();
    expect(form).not.toHaveTextContent(/Table|First offer|Contingent/);
  });

  it('on a phone too, with the first offer and the contingent part as fields of the card', () => {
    screenWidth(false);
    renderTable([pairRow, formRow]);
    const [pair, form] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(pair!).getByText('Confirmed by both')).toBeVisible();
    expect(pair).toHaveTextContent('Table 3');
    const fields = Object.fromEntries(
      within(pair!)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(fields['First offer']).toBe("First offer ₩200,000,000 by Yeji's Agent");
    expect(fields.Contingent).toMatch(/^Contingent \+₩20,000,000/);
    expect(within(form!).queryByText('Confirmed by both')).not.toBeInTheDocument();
    expect(within(form!).queryByRole('term', { name: 'First offer' })).not.toBeInTheDocument();
  });
});

describe('results table: rounds', () => {
  // the same table's pair in both rounds, entered by the instructor
  const entered = { table: 1, confirmedByBoth: false, firstOffer: null, contingent: null };
  const rounds = () => [
    row({ id: 1, reporter: 'First Round', deal: entered }),
    row({ id: 2, reporter: 'Second Round', round: 2, deal: entered }),
  ];

  it('has no Round column while every result is of the first round', () => {
    screenWidth(true);
    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Round' })).not.toBeInTheDocument();
  });

  it("says each row's round, first, once any result is of a later round", () => {
    screenWidth(true);
    renderTable(rounds());
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers[0]).toBe('Round');
    const roundOf = (name: string) => within(screen.getByText(name).closest('tr')!).getAllByRole('cell')[0];
    expect(roundOf('First Round')).toHaveTextContent(/^1$/);
    expect(roundOf('Second Round')).toHaveTextContent(/^2$/);
  });

  it('keeps the column on a page of first-round rows when the page says the class has later ones', () => {
    screenWidth(true);
    stubFetch(() => json(401, {}));
    renderWithApp(
      <TooltipProvider>
        <ResultsTable
          sim="queenOfSorrows"
          rows={[rounds()[0]!]}
          onHide={vi.fn()}
          onUnhide={vi.fn()}
          busyIds={new Set()}
          showRound
        />
      </TooltipProvider>,
    );
    expect(screen.getByRole('columnheader', { name: 'Round' })).toBeVisible();
  });

  it('on a phone, as a field of each card', () => {
    screenWidth(false);
    renderTable(rounds());
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    const round = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .find((dt) => dt.textContent === 'Round')?.nextElementSibling?.textContent;
    expect(round(first!)).toBe('1');
    expect(round(second!)).toBe('2');
  });
});
