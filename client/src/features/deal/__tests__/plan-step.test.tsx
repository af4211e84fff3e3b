import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dealServer, renderDeal, stepHeading } from './deal-server';

afterEach(() => localStorage.clear());

const ranking = () => screen.getByRole('group', { name: /The terms, ranked|조건별 우선순위/ });
const rankedTerms = () =>
  within(within(ranking()).getByTestId('ranking'))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d/, ''));

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

describe('step 1, the plan, in Korean', () => {
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
