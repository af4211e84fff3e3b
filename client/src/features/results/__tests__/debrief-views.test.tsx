import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { debriefCase, debriefFigures } from '@shared/case-figures';
import { FeltView } from '../components/debrief-felt-view';
import { RangeView } from '../components/debrief-range-view';
import { FirstOfferView } from '../components/debrief-first-offer-view';
import { PlansView } from '../components/debrief-plans-view';
import { ValueView } from '../components/debrief-value-view';
import { roleNames, viewContext } from '../lib/debrief-view-context';
import type { ResultRow } from '../lib/result-rows';
import { castingPairs, debriefData, pair, student } from '@shared/testing/debrief-pairs';

/** Views 2 to 5 of the projector debrief with 0, 1, 5 and 40 pairs: empty states, too few pairs, the lines. */
const c = debriefCase('queenOfSorrows');
const { lines } = debriefFigures('queenOfSorrows');
const names = roleNames('queenOfSorrows');
const ctxOf = (n: number, earlier = 0) =>
  viewContext(
    c,
    names,
    debriefData(n),
    earlier ? debriefData(0, { earlier: castingPairs(earlier, 2) }) : undefined,
  );

const numbers = (title: RegExp) => within(screen.getByRole('list', { name: title })).getAllByRole('listitem');
const currentDots = (container: HTMLElement) => container.querySelectorAll('[data-point="current"]').length;

/** The reported results of the pairs (a confirmed agreement is a result row), with no names. */
const rowsOf = (n: number): ResultRow[] =>
  castingPairs(n).map((p) => ({
    id: p.table,
    reporter: '',
    counterpart: '',
    noAgreement: p.noAgreement,
    amountPaid: p.amount,
    additionalTerms: '',
    createdAt: '2026-11-26T10:00:00.000Z',
    classId: 1,
    isHidden: false,
    round: 1,
    deal: null,
  }));

describe('view 1: deals on the bargaining range', () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;

  it('with no pairs shows the empty chart and no plans', () => {
    const { container } = render(
      <RangeView sim="queenOfSorrows" lines={lines} rows={[]} revealed={0} ctx={ctxOf(0)} showTables />,
    );
    expect(screen.getByText('0 reported · 0 no agreement')).toBeInTheDocument();
    expect(screen.getByText('No agreed amounts yet')).toBeInTheDocument();
    expect(container.querySelector('[data-plans]')).toBeNull();
    expect(container.querySelector('[data-tables] circle')).toBeNull();
  });

  it.each([1, 5, 40])("with %i pairs marks both sides' plans, and the tables only on request", (n) => {
    const { container, rerender } = render(
      <RangeView
        sim="queenOfSorrows"
        lines={lines}
        rows={rowsOf(n)}
        revealed={2}
        ctx={ctxOf(n)}
        showTables={false}
      />,
    );
    expect(container.querySelectorAll('[data-plans]')).toHaveLength(2);
    expect(
      screen.getByText(new RegExp(`^Agents' plans: median target .*\\(${n} plans?\\)\\.$`)),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-tables]')).toBeNull();
    rerender(
      <RangeView
        sim="queenOfSorrows"
        lines={lines}
        rows={rowsOf(n)}
        revealed={2}
        ctx={ctxOf(n)}
        showTables
      />,
    );
    const agreed = castingPairs(n).filter((p) => !p.noAgreement).length;
    expect(container.querySelectorAll('[data-tables] circle')).toHaveLength(agreed);
  });
});

describe('view 2: the pull of the first offer', () => {
  it('with no pairs says so and draws nothing', () => {
    render(<FirstOfferView ctx={ctxOf(0)} showTables={false} />);
    expect(screen.getByRole('heading', { name: '2 · The pull of the first offer' })).toBeInTheDocument();
    expect(screen.getByText('No pair has both a first offer and a deal yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([1, 5])('with %i pairs plots them, but says there are too few for a line', (n) => {
    const { container } = render(<FirstOfferView ctx={ctxOf(n)} showTables={false} />);
    expect(screen.getByRole('img', { name: /First offer against the deal/ })).toBeInTheDocument();
    expect(currentDots(container)).toBe(n);
    expect(container.querySelector('[data-line]')).toBeNull();
    expect(
      screen.getByText(`Too few pairs for a line: ${n} so far, a line needs at least 6.`),
    ).toBeInTheDocument();
  });

  it('with 40 pairs draws the line and says the slope in words, r and n, and who did better', () => {
    const { container } = render(<FirstOfferView ctx={ctxOf(40)} showTables={false} />);
    // every seventh pair did not agree: 35 deals
    expect(currentDots(container)).toBe(35);
    expect(container.querySelector('[data-line="current"]')).not.toBeNull();
    const words = numbers(/the numbers/).map((li) => li.textContent);
    expect(words[0]).toMatch(
      /^Each extra 10 million won in the first offer went with [\d.]+ million won more in the deal \(r = 0\.\d\d, n = 35\)\.$/,
    );
    expect(words[1]).toMatch(
      /^The side that opened won \d+% of the bargaining range on average; the side that did not, \d+%\.$/,
    );
    expect(words[2]).toMatch(
      /^Agent: \d+% of the range when opening \(n = 17\), \d+% when the studio opened \(n = 18\)\.$/,
    );
  });

  it('draws earlier classes faintly behind, with their own line, and the tables on request', () => {
    const { container } = render(<FirstOfferView ctx={ctxOf(40, 40)} showTables />);
    expect(container.querySelectorAll('[data-point="earlier"]')).toHaveLength(35);
    expect(container.querySelector('[data-line="earlier"]')).not.toBeNull();
    expect(screen.getByText(/^Earlier classes: Each extra/)).toBeInTheDocument();
    expect(within(screen.getByRole('img')).getByText('40')).toBeInTheDocument(); // a table number
  });
});

describe('view 3: plans and outcomes', () => {
  it('with no pairs says so', () => {
    render(<PlansView ctx={ctxOf(0)} showTables={false} />);
    expect(screen.getByText('No student has both a target and a deal yet.')).toBeInTheDocument();
    expect(screen.getByText('No student has written a walk-away yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([1, 5])('with %i pairs plots targets and walk-aways, with too few for a line', (n) => {
    render(<PlansView ctx={ctxOf(n)} showTables={false} />);
    expect(screen.getByRole('img', { name: /Target set in the plan/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Walk-away written in the plan/ })).toBeInTheDocument();
    expect(numbers(/the numbers/)[0]).toHaveTextContent(
      new RegExp(
        `^Agents: Too few pairs for a line: ${n} so far, a line needs at least 6\\. \\d of ${n} reached their target\\.$`,
      ),
    );
  });

  it('with 40 pairs fits a line per role and counts who misread their walk-away', () => {
    const { container } = render(<PlansView ctx={ctxOf(40)} showTables={false} />);
    expect(container.querySelectorAll('[data-line="current"]')).toHaveLength(2);
    const words = numbers(/the numbers/).map((li) => li.textContent ?? '');
    expect(words[0]).toMatch(
      /^Agents: Each extra 10 million won in the target went with [\d.,]+ (million )?won more in the deal \(r = 0\.\d\d, n = 35\)\. \d+ of 35 reached their target\.$/,
    );
    // walk-aways written 40, 50, 60, 70 (the real one is 50): 10 right, 20 stricter, 10 looser
    expect(words).toContain(
      'Agents: of 40, 10 wrote their real walk-away, 20 a stricter one, 10 a looser one; 0 deals went past the real walk-away.',
    );
  });
});

describe("view 3: each student's estimate of the other side's walk-away against the truth", () => {
  const M = 1_000_000;
  // the studio's real ceiling is 200 million, the agent's real floor 50
  const ctxWith = (...students: Array<ReturnType<typeof student>>) =>
    viewContext(c, names, debriefData(0, { pairs: [pair(3, { amount: 120 * M, students })] }), undefined);

  it('with no estimate says so and draws none', () => {
    render(<PlansView ctx={ctxWith(student('agent', { walkAway: 60 * M }))} showTables />);
    expect(screen.getByText("No student has estimated the other side's walk-away yet.")).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /as estimated in the plan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Each student's estimate/ })).not.toBeInTheDocument();
  });

  it('says per student how far the estimate was from the real walk-away, student by student with the tables', () => {
    const ctx = ctxWith(
      student('agent', { otherWalkAway: 180 * M }),
      student('studio', { otherWalkAway: 50.2 * M }),
    );
    const { unmount } = render(<PlansView ctx={ctx} showTables />);
    expect(
      within(screen.getByRole('list', { name: "Each student's estimate of the other side's walk-away" }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Table 3, agent: estimate ₩180M vs their real walk-away ₩200M: ₩20M low',
      'Table 3, studio: estimate ₩50.2M vs their real walk-away ₩50M: right within 1%',
    ]);
    const chart = screen.getByRole('img', {
      name: "The other side's walk-away as estimated in the plan against the real one, by role",
    });
    expect(within(chart).getByText('Real ₩200M')).toBeInTheDocument();
    expect(numbers(/the numbers/).map((li) => li.textContent)).toEqual(
      expect.arrayContaining([
        "Agents on the studio's walk-away: of 1, 0 estimated it right, 1 too low, 0 too high; the median estimate was ₩20M low.",
        "Studios on the agent's walk-away: of 1, 1 estimated it right, 0 too low, 0 too high; the median estimate was right.",
      ]),
    );
    unmount();

    // on the projector without the tables: no list, each dot still says it
    const { container } = render(<PlansView ctx={ctx} showTables={false} />);
    expect(screen.queryByRole('list', { name: /Each student's estimate/ })).not.toBeInTheDocument();
    expect([...container.querySelectorAll('title')].map((t) => t.textContent)).toContain(
      'Table 3: estimate ₩180M vs their real walk-away ₩200M: ₩20M low',
    );
  });

  it('with 40 pairs counts each role’s readings and the median miss', () => {
    render(<PlansView ctx={ctxOf(40)} showTables={false} />);
    const words = numbers(/the numbers/).map((li) => li.textContent ?? '');
    // agents wrote 150, 175, 200, 225, 250 for the studio's 200; studios 30, 40, 50, 60 for the agent's 50
    expect(words).toContain(
      "Agents on the studio's walk-away: of 40, 8 estimated it right, 16 too low, 16 too high; the median estimate was right.",
    );
    expect(words).toContain(
      "Studios on the agent's walk-away: of 34, 10 estimated it right, 17 too low, 7 too high; the median estimate was ₩5M low.",
    );
  });
});

describe('view 4: value created', () => {
  it('with no pairs says so', () => {
    render(<ValueView ctx={ctxOf(0)} showTables={false} />);
    expect(screen.getByText('No pair has agreed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    [1, 1],
    [5, 5],
    [40, 35],
  ])('with %i pairs draws one dot per agreement against the best possible', (n, agreed) => {
    const { container } = render(<ValueView ctx={ctxOf(n)} showTables={false} />);
    expect(currentDots(container)).toBe(agreed);
    expect(
      screen.getByText(
        'The best possible: 53 points, from family-friendly schedule, top (solo) billing, a say in promotion.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        new RegExp(`^\\d+ of ${agreed} pairs? left value on the table; the mean pair created`),
      ),
    ).toBeInTheDocument();
  });
});

describe('view 5: how it felt', () => {
  it('with no pairs says so and shows no table', () => {
    render(<FeltView ctx={ctxOf(0)} showTables={false} />);
    expect(screen.getByText('No student with a deal has answered the survey yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([1, 5, 40])(
    'with %i pairs places each student in a quadrant and means each dimension by role',
    (n) => {
      render(<FeltView ctx={ctxOf(n)} showTables={false} />);
      expect(
        screen.getByRole('img', { name: /Share of the bargaining range won against how it felt/ }),
      ).toBeInTheDocument();
      expect(numbers(/the numbers/)[0]).toHaveTextContent(
        /^Won and felt good: \d+ · Won but felt sour: \d+ · Gave ground but felt good: \d+ · Gave ground and felt bad: \d+ \(of \d+ students?\)\.$/,
      );
      const table = screen.getByRole('table', { name: /Survey means by role/ });
      expect(within(table).getByRole('columnheader', { name: "Yeji's Agent" })).toBeInTheDocument();
      expect(within(table).getByRole('rowheader', { name: 'The relationship' })).toBeInTheDocument();
    },
  );
});
