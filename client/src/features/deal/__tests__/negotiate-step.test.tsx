import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plan } from '@shared/contracts/deal';
import { dealServer, pairOf, partner, renderDeal, stepHeading } from './deal-server';

afterEach(() => localStorage.clear());

const plan: Plan = {
  target: 250_000_000,
  walkAway: 120_000_000,
  firstOffer: 300_000_000,
  priorities: ['fee', 'bonus', 'schedule', 'billing', 'promotion', 'styling'],
  firstOfferWhy: '',
  questions: '',
  batna: '',
  otherWalkAway: null,
  otherInterests: '',
  submittedAt: '2026-11-26T10:00:00.000Z',
};
const negotiating = () => pairOf({ step: 'negotiate', plan });

describe('step 2, negotiate, in English', () => {
  it('records the first offer, shows it, and lets it be corrected', async () => {
    const user = userEvent.setup();
    const server = dealServer(negotiating());
    renderDeal();
    const section = await screen.findByRole('region', { name: 'The first offer' });
    await user.click(within(section).getByRole('button', { name: 'Record the first offer' }));
    expect(within(section).getByRole('radio', { name: 'My side' })).toHaveFocus();
    expect(within(section).getByText('Choose who made the first offer.')).toBeVisible();

    await user.click(within(section).getByRole('radio', { name: 'The other side (Minho Lee)' }));
    await user.type(within(section).getByLabelText('Amount offered'), '2억');
    await user.click(within(section).getByRole('button', { name: 'Record the first offer' }));
    expect(await within(section).findByTestId('first-offer')).toHaveTextContent(
      'Minho Lee opened with ₩200,000,000 (200 million won)Recorded by you.',
    );
    expect(server.sent('PUT', server.urls.firstOffer)).toEqual([{ by: 'partner', amount: 200_000_000 }]);

    // the partner's phone corrected it meanwhile: the last correction is what both see
    server.state.pair.firstOffer = {
      role: 'agent',
      mine: true,
      amount: 180_000_000,
      recordedBy: partner,
      at: '2026-11-26T10:05:00.000Z',
    };
    await user.click(within(section).getByRole('button', { name: 'Correct it' }));
    expect(within(section).getByLabelText('Amount offered')).toHaveValue('200,000,000');
    await user.clear(within(section).getByLabelText('Amount offered'));
    await user.type(within(section).getByLabelText('Amount offered'), '180000000');
    await user.click(within(section).getByRole('radio', { name: 'My side' }));
    await user.click(within(section).getByRole('button', { name: 'Record the first offer' }));
    expect(await within(section).findByText('Your side opened with')).toBeVisible();
    expect(server.sent('PUT', server.urls.firstOffer)[1]).toEqual({ by: 'me', amount: 180_000_000 });
  });

  it('fills in the agreement: amount, bonus with its condition, the terms from their defaults, free text', async () => {
    const user = userEvent.setup();
    const server = dealServer(negotiating());
    renderDeal();
    const section = await screen.findByRole('region', { name: 'The agreement' });
    await user.click(within(section).getByRole('button', { name: 'Fill in the agreement' }));
    // every term starts on its default
    const billing = within(section).getByRole('group', { name: 'Billing' });
    expect(within(billing).getByRole('radio', { name: 'Billing as the studio decides' })).toBeChecked();

    await user.type(within(section).getByLabelText('Amount Paid per Episode (KRW)'), '1억 5천만');
    await user.type(within(section).getByLabelText(/^Condition/), 'the average rating exceeds 10%');
    await user.click(within(section).getByRole('button', { name: 'Send to my partner to confirm' }));
    // a condition without its bonus is not a bonus
    expect(within(section).getByLabelText(/^Bonus per episode/)).toHaveFocus();
    expect(within(section).getByLabelText(/^Bonus per episode/)).toHaveAccessibleDescription(
      /Enter the bonus's amount, or leave its condition empty\./,
    );
    await user.type(within(section).getByLabelText(/^Bonus per episode/), '2천만');
    await user.click(
      within(billing).getByRole('radio', {
        name: 'Top (solo) billing: her name first and alone above the title',
      }),
    );
    await user.type(within(section).getByLabelText(/^Other terms/), 'Two weeks off after filming');
    await user.click(within(section).getByRole('button', { name: 'Send to my partner to confirm' }));

    expect(await stepHeading('Confirm the agreement')).toHaveFocus();
    expect(server.sent('PUT', server.urls.agreement)).toEqual([
      {
        noAgreement: false,
        amount: 150_000_000,
        contingent: { amount: 20_000_000, condition: 'the average rating exceeds 10%' },
        terms: { schedule: 'standard', billing: 'solo', promotion: 'standard', styling: 'studio' },
        text: 'Two weeks off after filming',
      },
    ]);
    expect(screen.getByTestId('agreement-summary')).toHaveTextContent('Version 1 · Entered by you');
    expect(screen.getByText('Waiting for Minho Lee to confirm.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('sends "no agreement" with what happened', async () => {
    const user = userEvent.setup();
    const server = dealServer(negotiating());
    renderDeal();
    const section = await screen.findByRole('region', { name: 'The agreement' });
    await user.click(within(section).getByRole('button', { name: 'No agreement' }));
    expect(within(section).getByRole('checkbox', { name: 'No agreement was reached' })).toBeChecked();
    expect(within(section).queryByLabelText('Amount Paid per Episode (KRW)')).not.toBeInTheDocument();
    await user.type(within(section).getByLabelText('What happened'), 'Too far apart on the fee');
    await user.click(within(section).getByRole('button', { name: 'Send: no agreement' }));
    await stepHeading('Confirm the agreement');
    expect(server.sent('PUT', server.urls.agreement)).toEqual([
      { noAgreement: true, contingent: null, terms: {}, text: 'Too far apart on the fee' },
    ]);
    expect(screen.getByTestId('agreement-summary')).toHaveTextContent('No agreement was reached');
  });
});

describe('step 2, negotiate, in Korean', () => {
  it('records the first offer and fills in the agreement in Korean', async () => {
    const user = userEvent.setup();
    const server = dealServer(
      pairOf({ step: 'negotiate', plan, members: [pairOf().members[0]!, { ...partner, name: '이민호' }] }),
    );
    renderDeal('ko');
    expect(await stepHeading('협상')).toBeVisible();
    const offer = screen.getByRole('region', { name: '첫 제안' });
    await user.click(within(offer).getByRole('radio', { name: '상대 쪽(이민호)' }));
    await user.type(within(offer).getByLabelText('제안 금액'), '2억');
    expect(within(offer).getByTestId('amount-readback')).toHaveTextContent('200,000,000 원 · 2억 원');
    await user.click(within(offer).getByRole('button', { name: '첫 제안 기록' }));
    expect(await within(offer).findByTestId('first-offer')).toHaveTextContent(
      '이민호 님이 먼저 제안했습니다: 2억 원(200,000,000 원)내가 기록했습니다.',
    );

    const agreement = screen.getByRole('region', { name: '합의 내용' });
    await user.click(within(agreement).getByRole('button', { name: '합의 내용 작성' }));
    await user.click(within(agreement).getByRole('button', { name: '상대에게 확인 요청' }));
    expect(within(agreement).getByLabelText('회당 출연료 (원)')).toHaveFocus();
    expect(within(agreement).getByLabelText('회당 출연료 (원)')).toHaveAccessibleDescription(
      /금액을 입력하거나 "합의하지 못했습니다"에 체크해 주세요\./,
    );
    await user.type(within(agreement).getByLabelText('회당 출연료 (원)'), '1억 5천만');
    await user.click(
      within(within(agreement).getByRole('group', { name: '촬영 일정' })).getByRole('radio', {
        name: '가정을 배려한 촬영 일정: 평일 밤 10시 이후 촬영 없음, 주 1일 고정 휴무',
      }),
    );
    await user.click(within(agreement).getByRole('button', { name: '상대에게 확인 요청' }));
    expect(await stepHeading('합의 내용 확인')).toBeVisible();
    expect(server.sent('PUT', server.urls.agreement)).toMatchObject([
      { amount: 150_000_000, contingent: null, terms: { schedule: 'family' } },
    ]);
    expect(screen.getByText('이민호 님의 확인을 기다리고 있습니다.')).toBeVisible();
  });
});
