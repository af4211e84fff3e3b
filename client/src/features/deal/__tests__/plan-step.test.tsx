import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dealServer, pairOf, renderDeal, stepHeading } from './deal-server';

afterEach(() => localStorage.clear());

const ranking = () => screen.getByRole('group', { name: /The terms, ranked|조건별 우선순위/ });
const rankedTerms = () =>
  within(within(ranking()).getByTestId('ranking'))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d/, ''));

describe('a class playing the case again', () => {
  it('the card says which round, in both languages, and the plan is sent to that round', async () => {
    const user = userEvent.setup();
    const server = dealServer(pairOf({ round: 2, rounds: [1, 2] }));
    renderDeal();
    expect(await screen.findByRole('heading', { level: 3, name: 'Deal · round 2' })).toBeVisible();
    await user.type(screen.getByLabelText('My target'), '150000000');
    await user.type(screen.getByLabelText('My walk-away point'), '80000000');
    await user.type(screen.getByLabelText('My first offer'), '200000000');
    await user.click(screen.getByRole('button', { name: 'Save my plan' }));
    expect(await stepHeading('Negotiate')).toBeVisible();
    expect(server.writes().map((c) => c.url)).toEqual(['/api/sims/queenOfSorrows/my-plan?round=2']);
  });

  it('in Korean', async () => {
    dealServer(pairOf({ round: 2, rounds: [1, 2] }), 'ko');
    renderDeal('ko');
    expect(await screen.findByRole('heading', { level: 3, name: '협상 진행 · 2차 협상' })).toBeVisible();
  });

  it('says nothing of rounds while the class plays the case once', async () => {
    dealServer();
    renderDeal();
    expect(await screen.findByRole('heading', { level: 3, name: 'Deal' })).toBeVisible();
  });
});

describe('step 1, the plan, in English', () => {
  it('reads amounts back, ranks the terms with buttons, sends the plan once and opens the next step', async () => {
    const user = userEvent.setup();
    const server = dealServer();
    renderDeal();
    expect(await stepHeading('Plan before the talks')).toBeVisible();
    expect(screen.getByText('Step 1 of 5')).toBeVisible();
    expect(
      screen.getByRole('list', { name: 'Steps of the deal' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('Plan');

    await user.type(screen.getByLabelText('My target'), '1억 5천만');
    const target = screen.getByLabelText('My target').closest('div')!.parentElement!;
    expect(within(target).getByTestId('amount-readback')).toHaveTextContent('150,000,000 원 · 1억 5천만 원');
    await user.type(screen.getByLabelText('My walk-away point'), '80000000');
    expect(screen.getByLabelText('My walk-away point')).toHaveValue('80,000,000');
    await user.type(screen.getByLabelText('My first offer'), '2억');
    await user.type(screen.getByLabelText(/^Why that number/), 'Her last drama rated 12%');

    expect(rankedTerms()).toEqual([
      'Fee per episode',
      'Bonus',
      'Filming schedule',
      'Billing',
      'Promotion',
      'Styling',
    ]);
    const up = screen.getByRole('button', { name: 'Move Filming schedule up' });
    await user.click(up);
    await user.click(up);
    expect(rankedTerms()).toEqual([
      'Filming schedule',
      'Fee per episode',
      'Bonus',
      'Billing',
      'Promotion',
      'Styling',
    ]);
    expect(screen.getByText('Filming schedule: 1 of 6')).toBeInTheDocument();
    // at the top its "up" button is off: the focus stays with the term, on its other button
    expect(screen.getByRole('button', { name: 'Move Filming schedule up' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Filming schedule down' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Save my plan' }));
    expect(await stepHeading('Negotiate')).toHaveFocus();
    expect(server.sent('PUT', server.urls.myPlan)).toEqual([
      {
        target: 150_000_000,
        walkAway: 80_000_000,
        firstOffer: 200_000_000,
        priorities: ['schedule', 'fee', 'bonus', 'billing', 'promotion', 'styling'],
        firstOfferWhy: 'Her last drama rated 12%',
        questions: '',
        // what a preparation sheet asks about both sides is optional: left empty, sent empty
        otherWalkAway: null,
        batna: '',
        otherInterests: '',
      },
    ]);
    expect(server.keyOf(server.writes()[0]!)).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    // the plan is there to look at during the talks
    expect(screen.getByTestId('my-plan')).toHaveTextContent('₩150,000,000 (150 million won)');
  });

  it('says what is missing or unreadable, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const server = dealServer();
    renderDeal();
    await stepHeading('Plan before the talks');
    await user.type(screen.getByLabelText('My walk-away point'), '150 million');
    // while typing, only a field with something in it speaks up
    expect(screen.getByLabelText('My walk-away point')).toHaveAccessibleDescription(
      /“million” cannot be read/,
    );
    expect(screen.getByLabelText('My target')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save my plan' }));
    expect(screen.getByLabelText('My target')).toHaveFocus();
    expect(screen.getByLabelText('My target')).toHaveAccessibleDescription(/Enter an amount\./);
    expect(screen.getByLabelText('My first offer')).toHaveAttribute('aria-invalid', 'true');
    expect(server.writes()).toEqual([]);
  });

  it('asks before sending an amount far from the case ("Is ₩15 right?"), and sends it once confirmed', async () => {
    const user = userEvent.setup();
    const server = dealServer();
    renderDeal();
    await stepHeading('Plan before the talks');
    await user.type(screen.getByLabelText('My target'), '150000000');
    await user.type(screen.getByLabelText('My walk-away point'), '15');
    await user.type(screen.getByLabelText('My first offer'), '200000000');
    await user.click(screen.getByRole('button', { name: 'Save my plan' }));
    const ask = screen.getByRole('alertdialog', { name: 'Is ₩15 right?' });
    expect(within(ask).getByRole('button', { name: 'Change it' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Change it' }));
    expect(screen.getByLabelText('My walk-away point')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save my plan' }));
    await user.click(screen.getByRole('button', { name: 'Yes, send it' }));
    await stepHeading('Negotiate');
    expect(server.sent('PUT', server.urls.myPlan)).toMatchObject([{ walkAway: 15 }]);
  });
});

describe('step 1, the plan: my BATNA, my estimate of their walk-away, my guess at their interests', () => {
  it('asks for them as optional, reads the estimate back (억/만 too), sends them and shows them in my plan', async () => {
    const user = userEvent.setup();
    const server = dealServer();
    renderDeal();
    await stepHeading('Plan before the talks');
    const batna = screen.getByLabelText(/^My BATNA/);
    expect(batna).toHaveAccessibleName(/^My BATNA ?\(optional\)$/);
    expect(batna).toHaveAccessibleDescription(/What you will actually do if there is no deal/);
    const estimate = screen.getByLabelText(/^My estimate of their walk-away point/);
    expect(estimate).toHaveAccessibleName(/^My estimate of their walk-away point ?\(optional\)$/);
    // the agent sells: the studio's limit is the highest fee it would agree to
    expect(estimate).toHaveAccessibleDescription(
      /best guess at the highest guaranteed fee per episode the other side would agree to\. Your debrief compares it with the real one\./,
    );
    expect(estimate).not.toHaveAttribute('aria-required', 'true');
    const interests = screen.getByLabelText(/^My guess at their interests/);
    expect(interests).toHaveAccessibleName(/^My guess at their interests ?\(optional\)$/);
    expect(interests).toHaveAttribute('maxLength', '500');

    await user.type(screen.getByLabelText('My target'), '180000000');
    await user.type(screen.getByLabelText('My walk-away point'), '60000000');
    await user.type(batna, 'The cable mini-series');
    await user.type(estimate, '1억 8천만');
    const readBack = estimate.closest('div')!.parentElement!;
    expect(within(readBack).getByTestId('amount-readback')).toHaveTextContent(
      '180,000,000 원 · 1억 8천만 원',
    );
    await user.type(interests, 'A star for the comeback, within budget');
    await user.type(screen.getByLabelText('My first offer'), '250000000');
    await user.click(screen.getByRole('button', { name: 'Save my plan' }));
    expect(await stepHeading('Negotiate')).toHaveFocus();
    expect(server.sent('PUT', server.urls.myPlan)).toMatchObject([
      {
        target: 180_000_000,
        walkAway: 60_000_000,
        batna: 'The cable mini-series',
        otherWalkAway: 180_000_000,
        otherInterests: 'A star for the comeback, within budget',
      },
    ]);
    const mine = screen.getByTestId('my-plan');
    expect(mine).toHaveTextContent('My BATNAThe cable mini-series');
    expect(mine).toHaveTextContent('My estimate of their walk-away point₩180,000,000 (180 million won)');
    expect(mine).toHaveTextContent('My guess at their interestsA star for the comeback, within budget');
  });

  it('comes back from a saved draft (another device) as it was typed', async () => {
    const fields = { batna: 'The cable offer', otherWalkAway: '1억 8천만', otherInterests: 'Ratings' };
    dealServer(pairOf({ drafts: { plan: { savedAt: Date.now(), values: { fields, priorities: [] } } } }));
    renderDeal();
    await stepHeading('Plan before the talks');
    expect(screen.getByLabelText(/^My BATNA/)).toHaveValue('The cable offer');
    expect(screen.getByLabelText(/^My estimate of their walk-away point/)).toHaveValue('1억 8천만');
    expect(screen.getByLabelText(/^My guess at their interests/)).toHaveValue('Ratings');
  });

  it('says when the estimate cannot be read, focuses it, and sends nothing', async () => {
    const user = userEvent.setup();
    const server = dealServer();
    renderDeal();
    await stepHeading('Plan before the talks');
    await user.type(screen.getByLabelText('My target'), '180000000');
    await user.type(screen.getByLabelText('My walk-away point'), '60000000');
    await user.type(screen.getByLabelText('My first offer'), '250000000');
    const estimate = screen.getByLabelText(/^My estimate of their walk-away point/);
    await user.type(estimate, '-5');
    await user.click(screen.getByRole('button', { name: 'Save my plan' }));
    expect(estimate).toHaveFocus();
    expect(estimate).toHaveAttribute('aria-invalid', 'true');
    expect(server.writes()).toEqual([]);
  });
});

describe('step 1, the plan, in Korean', () => {
  it('asks for the BATNA, the other side’s limit by its side’s name and their interests, in Korean', async () => {
    const user = userEvent.setup();
    const server = dealServer();
    renderDeal('ko');
    await stepHeading('협상 준비');
    expect(screen.getByLabelText(/^나의 BATNA/)).toHaveAccessibleName(/^나의 BATNA ?\(선택\)$/);
    expect(screen.getByLabelText(/^나의 BATNA/)).toHaveAccessibleDescription(
      /이번 합의가 이루어지지 않으면 실제로 택할 최선의 대안입니다\./,
    );
    // the agent sells: the studio's limit is its ceiling (상한선)
    const estimate = screen.getByLabelText(/^상대의 상한선 추정/);
    expect(estimate).toHaveAccessibleName(/^상대의 상한선 추정 ?\(선택\)$/);
    expect(estimate).toHaveAccessibleDescription(
      /상대가 지급할 수 있다고 내가 추정하는 가장 높은 회당 확정 출연료입니다\. 디브리핑에서 실제 금액과 비교합니다\./,
    );
    const interests = screen.getByLabelText(/^상대의 이해관계 추정/);
    expect(interests).toHaveAccessibleName(/^상대의 이해관계 추정 ?\(선택\)$/);

    await user.type(screen.getByLabelText('나의 목표'), '1억 8천만');
    await user.type(screen.getByLabelText('나의 최저선(유보가격)'), '6천만');
    await user.type(screen.getByLabelText('나의 첫 제안'), '2억 5천만');
    await user.type(estimate, '1,8억');
    // 억/만 read as the report form reads them, with its Korean message
    await user.click(screen.getByRole('button', { name: '계획 저장' }));
    expect(estimate).toHaveFocus();
    expect(estimate).toHaveAccessibleDescription(/혹시 1.8억인가요\?/);
    expect(server.writes()).toEqual([]);
    await user.clear(estimate);
    await user.type(estimate, '2억');
    expect(within(estimate.closest('div')!.parentElement!).getByTestId('amount-readback')).toHaveTextContent(
      '200,000,000 원 · 2억 원',
    );
    await user.type(screen.getByLabelText(/^나의 BATNA/), '케이블 미니시리즈');
    await user.type(interests, '컴백작의 화제성');
    await user.click(screen.getByRole('button', { name: '계획 저장' }));
    expect(await stepHeading('협상')).toHaveFocus();
    expect(server.sent('PUT', server.urls.myPlan)).toMatchObject([
      { otherWalkAway: 200_000_000, batna: '케이블 미니시리즈', otherInterests: '컴백작의 화제성' },
    ]);
    expect(screen.getByTestId('my-plan')).toHaveTextContent('상대의 상한선 추정2억 원(200,000,000 원)');
  });

  it('asks in Korean, reads 억/만 back and says what is wrong in Korean', async () => {
    const user = userEvent.setup();
    const server = dealServer();
    renderDeal('ko');
    expect(await stepHeading('협상 준비')).toBeVisible();
    expect(screen.getByText('5단계 중 1단계')).toBeVisible();
    expect(
      screen.getByText('협상을 시작하기 전에 작성합니다. 계획은 본인과 강사만 볼 수 있습니다.'),
    ).toBeVisible();

    await user.type(screen.getByLabelText('나의 목표'), '1억 5천만');
    expect(screen.getAllByTestId('amount-readback')[0]).toHaveTextContent('150,000,000 원 · 1억 5천만 원');
    await user.type(screen.getByLabelText('나의 최저선(유보가격)'), '1,5억');
    expect(screen.getByLabelText('나의 최저선(유보가격)')).toHaveAccessibleDescription(/혹시 1.5억인가요\?/);
    await user.click(screen.getByRole('button', { name: '계획 저장' }));
    expect(screen.getByLabelText('나의 최저선(유보가격)')).toHaveFocus();
    expect(screen.getByLabelText('나의 첫 제안')).toHaveAccessibleDescription(/금액을 입력해 주세요\./);

    await user.clear(screen.getByLabelText('나의 최저선(유보가격)'));
    await user.type(screen.getByLabelText('나의 최저선(유보가격)'), '8천만');
    await user.type(screen.getByLabelText('나의 첫 제안'), '2억');
    await user.click(screen.getByRole('button', { name: '촬영 일정 위로 올리기' }));
    expect(screen.getByText('촬영 일정: 6개 중 2번째')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '계획 저장' }));
    expect(await stepHeading('협상')).toHaveFocus();
    expect(server.sent('PUT', server.urls.myPlan)).toMatchObject([
      { target: 150_000_000, walkAway: 80_000_000, firstOffer: 200_000_000 },
    ]);
    expect(screen.getByTestId('my-plan')).toHaveTextContent('1억 5천만 원(150,000,000 원)');
  });
});
