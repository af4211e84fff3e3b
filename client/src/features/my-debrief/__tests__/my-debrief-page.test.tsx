import { act, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findClassFlow } from '@shared/class-flow';
import { CLASS_SCORES_MIN } from '@shared/contracts/debrief';
import { declaredTopics, type LiveTopic } from '@/lib/live/live-topics';
import { renderWithApp } from '@/test/render';
import MyDebriefPage, { type SeatLookup } from '../components/my-debrief-page';
import { myDebriefServer, released, SIM } from './my-debrief-fixtures';

afterEach(() => {
  document.documentElement.lang = 'en';
  vi.restoreAllMocks();
});

const seated = (lang: 'en' | 'ko'): SeatLookup => ({ state: 'seated', lang });
const reflection = findClassFlow(SIM)!.reflection.agent!;

/** What the live channel does on an event: refetch the queries that declared its topic. */
const hear = (client: QueryClient, topic: LiveTopic) =>
  act(() => client.invalidateQueries({ predicate: (q) => declaredTopics(q.meta)?.includes(topic) ?? false }));

const section = (name: string | RegExp) => screen.findByRole('region', { name });

/** The plan section's heading in each language. */
const PLAN_HEADING = { en: 'Your plan and the result', ko: '나의 계획과 결과' } as const;

/** What a pair without a final agreement reads, in each language. */
const NO_AGREEMENT = {
  en: {
    deal: 'Your deal in the class',
    notFinal: "Your pair's agreement is not final, so it is not among the class's figures.",
    target: '180 million won',
    noResult: 'Without a final agreement there is no result to measure your plan against.',
    estimate:
      'Your estimate 170 million won vs their real walk-away point 200 million won: 30 million won low.',
  },
  ko: {
    deal: '반 전체에서 우리 합의의 위치',
    notFinal: '우리 짝의 합의는 아직 확정되지 않아 반 전체 수치에 들어가지 않았습니다.',
    target: '1억 8천만 원',
    noResult: '확정된 합의가 없어 계획과 비교할 결과가 없습니다.',
    estimate: '내 추정은 1억 7천만 원, 상대의 실제 상한선은 2억 원으로 3천만 원 낮게 봤습니다.',
  },
} as const;

describe("a student's own debrief, before the release", () => {
  it('waits in English and opens by itself when the instructor releases it', async () => {
    const server = myDebriefServer('en');
    const { client } = renderWithApp(<MyDebriefPage sim={SIM} seat={seated('en')} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Not released yet' })).toBeInTheDocument();
    expect(screen.getByText(/Keep this page open: it changes by itself/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Queen of Sorrows: my debrief');
    expect(screen.queryByRole('button', { name: 'Print / Save as PDF' })).not.toBeInTheDocument();

    server.state.released = true;
    await hear(client, 'debrief');
    expect(await section('Your deal in the class')).toBeInTheDocument();
  });

  it('waits in Korean, and closes again when the release is withdrawn', async () => {
    const server = myDebriefServer('ko');
    server.state.released = true;
    const { client } = renderWithApp(<MyDebriefPage sim={SIM} seat={seated('ko')} />);
    expect(await section('반 전체에서 우리 합의의 위치')).toBeInTheDocument();
    server.state.released = false;
    await hear(client, 'debrief');
    expect(
      await screen.findByRole('heading', { level: 2, name: '아직 공개되지 않았습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('슬픔의 여왕 나의 디브리핑');
    expect(document.documentElement.lang).toBe('ko');
  });

  it('tells a student at no table why, and a visitor without a seat to join first', async () => {
    const server = myDebriefServer('en');
    server.state.inPair = false;
    renderWithApp(<MyDebriefPage sim={SIM} seat={seated('en')} />);
    expect(await screen.findByText(/You are not at a table of this simulation/)).toBeInTheDocument();

    const visitor = within(renderWithApp(<MyDebriefPage sim={SIM} seat={{ state: 'none' }} />).container);
    expect(await visitor.findByText(/Join the class first/)).toBeInTheDocument();
    for (const link of visitor.getAllByRole('link', { name: 'My class' }))
      expect(link).toHaveAttribute('href', '/me');
    // nothing is asked of the debrief without a seat
    expect(server.calls).toHaveLength(1);
  });
});

describe("a student's own debrief, released", () => {
  it('shows the deal in the class, the first offer against the line, the plan, the survey, a question and the takeaway', async () => {
    const server = myDebriefServer('en');
    server.state.released = true;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithApp(<MyDebriefPage sim={SIM} seat={seated('en')} />);

    const deal = await section('Your deal in the class');
    expect(deal).toHaveTextContent(
      "Your pair agreed on 120 million won. That is percentile 42 of the class's 6 agreed amounts (0 is the lowest, 100 the highest).",
    );
    expect(deal).toHaveTextContent('Your side won 47% of the bargaining range');
    expect(within(deal).getByRole('img', { name: /The class's 6 agreed amounts/ })).toBeInTheDocument();
    expect(within(deal).getByTestId('my-dot')).toHaveStyle({ left: `${((120 - 80) / (170 - 80)) * 100}%` });
    expect(deal).toHaveTextContent('80 million won');
    expect(deal).toHaveTextContent('170 million won');

    const first = await section('The first offer');
    expect(first).toHaveTextContent('Your side opened with 200 million won.');
    expect(first).toHaveTextContent(
      /Each extra 10 million won in the first offer went with [\d.]+ million won more in the deal\. 6 pairs, correlation 0\.\d\d\./,
    );
    expect(first).toHaveTextContent(
      "For your pair's first offer the class line expects 130 million won; your deal was 11 million won lower, against your side.",
    );
    expect(within(first).getByTestId('class-line')).toBeInTheDocument();
    expect(within(first).getByTestId('my-point')).toBeInTheDocument();

    const plan = await section('Your plan and the result');
    expect(plan).toHaveTextContent('Your target180 million wonYour deal fell 60 million won short of it.');
    expect(plan).toHaveTextContent("The case's real one: 50 million won.");
    expect(plan).toHaveTextContent('Looser than your real limit');
    expect(plan).toHaveTextContent('The first offer made: 200 million won, by your side.');
    expect(plan).toHaveTextContent(
      'Your estimate of their walk-away point170 million wonYour estimate 170 million won vs their real walk-away point 200 million won: 30 million won low.',
    );

    const felt = await section('How it felt');
    const outcome = within(felt).getByRole('row', { name: /The outcome/ });
    expect(
      within(outcome)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3.0', '4.0']);
    const overall = within(felt).getByRole('row', { name: /Overall/ });
    expect(
      within(overall)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5.0', '5.0']);

    expect(await section('A question to take with you')).toHaveTextContent(reflection.en);
    const takeaway = await section('Queen of Sorrows — What to Take Away');
    expect(
      within(takeaway).getByRole('heading', { level: 2, name: 'The bargaining range, revealed' }),
    ).toBeInTheDocument();

    screen.getByRole('button', { name: 'Print / Save as PDF' }).click();
    expect(print).toHaveBeenCalledOnce();
  });

  it('in Korean, in the seat’s language throughout', async () => {
    const server = myDebriefServer('ko');
    server.state.released = true;
    renderWithApp(<MyDebriefPage sim={SIM} seat={seated('ko')} />);
    const deal = await section('반 전체에서 우리 합의의 위치');
    expect(deal).toHaveTextContent(
      '우리 짝은 1억 2천만 원에 합의했습니다. 반 전체 합의 6건 가운데 백분위 42에 해당합니다',
    );
    expect(deal).toHaveTextContent(
      '우리 쪽은 협상 가능 영역, 곧 양측 유보가격 사이 구간의 47%를 가져왔습니다.',
    );
    expect(await section('첫 제안')).toHaveTextContent('우리 쪽이 먼저 2억 원을 제안했습니다.');
    expect(await section('첫 제안')).toHaveTextContent(
      /첫 제안이 1천만 원 높아질 때마다 합의 금액은 평균 .+씩 높아졌습니다\./,
    );
    const plan = await section('나의 계획과 결과');
    expect(plan).toHaveTextContent('목표에 6천만 원 못 미쳤습니다.');
    expect(plan).toHaveTextContent('실제 한계선보다 느슨하게 잡았습니다.');
    // the agent sells: the studio's limit is its ceiling (상한선)
    expect(plan).toHaveTextContent(
      '상대의 상한선 추정1억 7천만 원내 추정은 1억 7천만 원, 상대의 실제 상한선은 2억 원으로 3천만 원 낮게 봤습니다.',
    );
    const felt = await section('협상에 대한 느낌');
    expect(within(felt).getByRole('columnheader', { name: '반 전체 중앙값' })).toBeInTheDocument();
    expect(within(felt).getByRole('row', { name: /결과/ })).toBeInTheDocument();
    expect(await section('생각해 볼 질문')).toHaveTextContent(reflection.ko);
    expect(screen.getByRole('button', { name: '인쇄 / PDF로 저장' })).toBeInTheDocument();
    expect(screen.getByText('4번 테이블에서 예지 소속사 대표 역할을 맡았습니다.')).toBeInTheDocument();
  });

  it.each(['en', 'ko'] as const)(
    'a pair without a final agreement (%s): the class without it, the plan alone',
    async (lang) => {
      const server = myDebriefServer(lang, released({ pair: null }));
      server.state.released = true;
      renderWithApp(<MyDebriefPage sim={SIM} seat={seated(lang)} />);
      const w = NO_AGREEMENT[lang];
      const deal = await section(w.deal);
      expect(deal).toHaveTextContent(w.notFinal);
      expect(within(deal).queryByTestId('my-dot')).not.toBeInTheDocument();
      expect(within(deal).getByRole('img')).toBeInTheDocument();
      const plan = await section(PLAN_HEADING[lang]);
      expect(plan).toHaveTextContent(w.target);
      expect(plan).toHaveTextContent(w.noResult);
      // the estimate needs no agreement: the other side's limit is what it is
      expect(plan).toHaveTextContent(w.estimate);
      expect(screen.queryByTestId('my-point')).not.toBeInTheDocument();
    },
  );

  it('a pair that agreed on nothing, in a class too small for a line or a survey median', async () => {
    const base = released();
    const server = myDebriefServer(
      'en',
      released({
        pair: { ...base.pair!, noAgreement: true, amount: null },
        classDeals: base.classDeals.slice(0, 2).concat(base.classDeals.slice(-1)),
        classScores: [],
      }),
    );
    server.state.released = true;
    renderWithApp(<MyDebriefPage sim={SIM} seat={seated('en')} />);
    const deal = await section('Your deal in the class');
    expect(deal).toHaveTextContent(
      "Your pair did not reach an agreement. 2 of the class's 3 pairs with a final result did.",
    );
    const first = await section('The first offer');
    expect(first).toHaveTextContent(
      'Only 2 pairs recorded a first offer and agreed: too few for a class line (it takes 6).',
    );
    expect(within(first).queryByTestId('class-line')).not.toBeInTheDocument();
    const felt = await section('How it felt');
    expect(felt).toHaveTextContent(
      `once at least ${CLASS_SCORES_MIN} students with a final agreement have answered`,
    );
    expect(within(felt).getByRole('row', { name: /The outcome/ })).toHaveTextContent('3.0–');
  });

  it.each([
    [
      'en',
      'studio',
      60,
      'Your estimate of their walk-away point60 million wonYour estimate 60 million won vs their real walk-away point 50 million won: 10 million won high.',
    ],
    [
      'ko',
      'studio',
      50,
      '상대의 최저선 추정5천만 원내 추정은 5천만 원, 상대의 실제 최저선은 5천만 원으로 정확히 맞혔습니다.',
    ],
    [
      'en',
      'agent',
      201,
      'Your estimate 201 million won vs their real walk-away point 200 million won: right within 1%.',
    ],
  ] as const)(
    "(%s) a %s's estimate of %i million won against the other side's real walk-away",
    async (lang, role, millions, words) => {
      const base = released();
      const me = { ...base.me, role, otherWalkAway: millions * 1_000_000 };
      const server = myDebriefServer(lang, released({ role, me, pair: { ...base.pair!, students: [me] } }));
      server.state.released = true;
      renderWithApp(<MyDebriefPage sim={SIM} seat={seated(lang)} />);
      expect(await section(PLAN_HEADING[lang])).toHaveTextContent(words);
    },
  );

  it('without an estimate: not written, and no comparison', async () => {
    const base = released();
    const me = { ...base.me, otherWalkAway: null };
    const server = myDebriefServer('en', released({ me, pair: { ...base.pair!, students: [me] } }));
    server.state.released = true;
    renderWithApp(<MyDebriefPage sim={SIM} seat={seated('en')} />);
    const plan = await section('Your plan and the result');
    expect(plan).toHaveTextContent('Your estimate of their walk-away pointNot written');
    expect(plan).not.toHaveTextContent(/vs their real walk-away/);
  });

  it('says so when the student did not answer the survey or write a plan', async () => {
    const server = myDebriefServer(
      'en',
      released({
        me: {
          role: 'agent',
          target: null,
          walkAway: null,
          otherWalkAway: null,
          plannedFirstOffer: null,
          scores: null,
        },
      }),
    );
    server.state.released = true;
    renderWithApp(<MyDebriefPage sim={SIM} seat={seated('en')} />);
    expect(await section('Your plan and the result')).toHaveTextContent('You did not write a plan.');
    expect(await section('How it felt')).toHaveTextContent('You did not answer the survey.');
  });
});

describe('a student who played the case twice', () => {
  it.each([
    ['en', ['Round 1', 'Round 2']],
    ['ko', ['1차 협상', '2차 협상']],
  ] as const)('reads each of their rounds (%s), the latest first', async (lang, names) => {
    const base = released();
    const latest = released({
      round: 2,
      rounds: [1, 2],
      pair: { ...base.pair!, round: 2, amount: 150_000_000 },
    });
    const first = released({
      round: 1,
      rounds: [1, 2],
      pair: { ...base.pair!, round: 1, amount: 90_000_000 },
    });
    const server = myDebriefServer(lang, latest, [first]);
    server.state.released = true;
    renderWithApp(<MyDebriefPage sim={SIM} seat={seated(lang)} />, { path: '/me/debrief/queen-of-sorrows' });
    const rounds = await screen.findByRole('navigation', {
      name: { en: 'The rounds you played', ko: '참여한 협상' }[lang],
    });
    expect(within(rounds).getByRole('button', { name: names[1] })).toHaveAttribute('aria-current', 'page');
    act(() => within(rounds).getByRole('button', { name: names[0] }).click());
    await vi.waitFor(() =>
      expect(within(rounds).getByRole('button', { name: names[0] })).toHaveAttribute('aria-current', 'page'),
    );
    expect(server.calls.map((c) => c.url).at(-1)).toBe(`/api/sims/${SIM}/my-debrief?round=1`);
  });

  it('shows no round choice to a student who played once', async () => {
    const server = myDebriefServer('en');
    server.state.released = true;
    renderWithApp(<MyDebriefPage sim={SIM} seat={seated('en')} />, { path: '/me/debrief/queen-of-sorrows' });
    expect(await screen.findByText(/^You were/)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'The rounds you played' })).not.toBeInTheDocument();
  });
});
