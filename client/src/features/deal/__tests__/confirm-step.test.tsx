import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { declaredTopics } from '@/lib/live/live-topics';
import { dealServer, me, pairOf, partner, renderDeal, stepHeading, versionOf } from './deal-server';

afterEach(() => localStorage.clear());

/** The partner (Minho Lee) has entered version `n`: Mina's phone asks her to confirm it. */
const toConfirm = (n = 1) => pairOf({ step: 'confirm', agreement: versionOf(n) });

describe('step 3, confirm, in English', () => {
  it('shows exactly what the partner entered, and confirming sends the version seen', async () => {
    const user = userEvent.setup();
    const server = dealServer(toConfirm());
    renderDeal();
    expect(await stepHeading('Confirm the agreement')).toBeVisible();
    const summary = screen.getByTestId('agreement-summary');
    expect(summary).toHaveTextContent('Version 1 · Entered by Minho Lee');
    expect(summary).toHaveTextContent('Amount Paid per Episode (KRW)₩150,000,000 (150 million won)');
    expect(summary).toHaveTextContent(
      'Bonus₩20,000,000 (20 million won) per episodeCondition: the average rating exceeds 10%',
    );
    expect(summary).toHaveTextContent(
      'Filming scheduleFamily-friendly schedule: no shooting after 10 pm on school nights, one fixed day off a week',
    );
    expect(summary).toHaveTextContent('BillingBilling as the studio decides');
    expect(summary).toHaveTextContent('Other termsTwo weeks off after filming');
    expect(screen.getByText('Is this exactly what you agreed?')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await stepHeading('How did it go?')).toHaveFocus();
    expect(server.sent('POST', server.urls.confirm)).toEqual([{ version: 1 }]);
    expect(screen.getByTestId('agreed')).toHaveTextContent(
      'AgreedConfirmed by both sides. Only your instructor can reopen it.',
    );
  });

  it('refuses a confirmation of a version that has changed (409): shows the new one, "look again", then confirms it', async () => {
    const user = userEvent.setup();
    const server = dealServer(toConfirm(1));
    renderDeal();
    await stepHeading('Confirm the agreement');
    expect(screen.getByTestId('agreement-summary')).toHaveTextContent('₩150,000,000');
    // the partner edits it (version 2) while this phone still shows version 1
    server.state.pair.agreement = versionOf(2, { amount: 170_000_000 });

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'The agreement has changed since you looked at it. Look again, then confirm.',
    );
    expect(notice).toHaveFocus();
    expect(screen.getByTestId('agreement-summary')).toHaveTextContent('Version 2 · Entered by Minho Lee');
    expect(screen.getByTestId('agreement-summary')).toHaveTextContent('₩170,000,000 (170 million won)');
    // said once, not also as the refusal of the request
    expect(screen.getAllByText(/The agreement has changed/)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await stepHeading('How did it go?');
    expect(server.sent('POST', server.urls.confirm)).toEqual([{ version: 1 }, { version: 2 }]);
    expect(server.state.stored).toEqual([`POST ${server.urls.confirm}`]);
  });

  it('sends "Something\'s wrong" with a note, and either side may then edit', async () => {
    const user = userEvent.setup();
    const server = dealServer(toConfirm());
    renderDeal();
    await stepHeading('Confirm the agreement');
    await user.click(screen.getByRole('button', { name: "Something's wrong" }));
    expect(screen.getByLabelText('What is wrong?')).toHaveFocus();
    await user.type(screen.getByLabelText('What is wrong?'), 'The bonus was 30 million');
    await user.click(screen.getByRole('button', { name: 'Send the note' }));
    expect(await screen.findByTestId('dispute')).toHaveTextContent(
      'You said something is wrong:The bonus was 30 millionTalk it through, then one of you edits the agreement.',
    );
    expect(server.sent('POST', server.urls.dispute)).toEqual([{ note: 'The bonus was 30 million' }]);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByTestId('agreement-form');
    // the form opens on what was entered
    expect(within(form).getByLabelText('Amount Paid per Episode (KRW)')).toHaveValue('150,000,000');
    expect(within(form).getByLabelText(/^Bonus per episode/)).toHaveValue('20,000,000');
    await user.clear(within(form).getByLabelText(/^Bonus per episode/));
    await user.type(within(form).getByLabelText(/^Bonus per episode/), '3천만');
    await user.click(within(form).getByRole('button', { name: 'Send to my partner to confirm' }));
    expect(await screen.findByText('Waiting for Minho Lee to confirm.')).toBeVisible();
    expect(screen.getByTestId('agreement-summary')).toHaveTextContent('Version 2 · Entered by you');
    expect(server.sent('PUT', server.urls.agreement)).toMatchObject([
      { contingent: { amount: 30_000_000, condition: 'the average rating exceeds 10%' } },
    ]);
  });

  it('names the amount agreed with the note, read back as typed, and blocks one it cannot read', async () => {
    const user = userEvent.setup();
    const server = dealServer(toConfirm());
    renderDeal();
    await stepHeading('Confirm the agreement');
    await user.click(screen.getByRole('button', { name: "Something's wrong" }));
    await user.type(screen.getByLabelText('What is wrong?'), 'We said 120');
    const amount = screen.getByLabelText(/^The amount you agreed/);
    expect(amount).toHaveAccessibleDescription(/If the amount is what is wrong, the amount you agreed/);
    await user.type(amount, '12O million');
    await user.click(screen.getByRole('button', { name: 'Send the note' }));
    expect(amount).toHaveFocus();
    expect(amount).toBeInvalid();
    expect(server.sent('POST', server.urls.dispute)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '120,000,000');
    expect(screen.getAllByTestId('amount-readback').at(-1)).toHaveTextContent('120,000,000');
    await user.click(screen.getByRole('button', { name: 'Send the note' }));
    expect(await screen.findByTestId('dispute-amount')).toHaveTextContent(
      'You said the amount agreed was ₩120,000,000 (120 million won)',
    );
    expect(server.sent('POST', server.urls.dispute)).toEqual([{ note: 'We said 120', amount: 120_000_000 }]);
  });

  it('shows the partner the amount the dispute named', async () => {
    dealServer(
      pairOf({
        step: 'confirm',
        agreement: {
          ...versionOf(1, {}, me),
          status: 'disputed',
          dispute: { note: 'Not 150', by: partner, amount: 130_000_000 },
        },
      }),
    );
    renderDeal();
    expect(await screen.findByTestId('dispute-amount')).toHaveTextContent(
      'Minho Lee says the amount agreed was ₩130,000,000 (130 million won)',
    );
  });

  it('has no amount to name on a version that says no agreement was reached', async () => {
    const user = userEvent.setup();
    dealServer(pairOf({ step: 'confirm', agreement: versionOf(2, { noAgreement: true, amount: null }) }));
    renderDeal();
    await stepHeading('Confirm the agreement');
    await user.click(screen.getByRole('button', { name: "Something's wrong" }));
    expect(screen.getByLabelText('What is wrong?')).toBeVisible();
    expect(screen.queryByLabelText(/^The amount you agreed/)).not.toBeInTheDocument();
  });

  it('follows the partner live: their confirmation (a `deal` event) moves this phone on to the survey', async () => {
    const server = dealServer(pairOf({ step: 'confirm', agreement: versionOf(1, {}, me) }));
    const { client } = renderDeal();
    expect(await screen.findByText('Waiting for Minho Lee to confirm.')).toBeVisible();
    server.state.pair = {
      ...server.state.pair,
      step: 'survey',
      agreement: { ...versionOf(1, {}, me), confirmations: [me, partner], status: 'confirmed', final: true },
    };
    // what the live channel does on the event: refetch the queries that declared it
    await act(() =>
      client.invalidateQueries({ predicate: (q) => declaredTopics(q.meta)?.includes('deal') ?? false }),
    );
    expect(await stepHeading('How did it go?')).toHaveFocus();
    expect(screen.getByTestId('agreed')).toHaveTextContent('Agreed');
  });

  it('shows a final agreement read-only: "Agreed", no Confirm and no Edit', async () => {
    dealServer(
      pairOf({
        step: 'confirm',
        agreement: { ...versionOf(3), confirmations: [partner, me], status: 'confirmed', final: true },
      }),
    );
    renderDeal();
    expect(await screen.findByTestId('agreed')).toHaveTextContent('Agreed');
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('step 3, confirm, in Korean', () => {
  it('shows the agreement in Korean, and "it changed, look again" in Korean', async () => {
    const user = userEvent.setup();
    const server = dealServer(
      pairOf({
        step: 'confirm',
        members: [me, { ...partner, name: '이민호' }],
        agreement: versionOf(1, {}, { ...partner, name: '이민호' }),
      }),
      'ko',
    );
    renderDeal('ko');
    expect(await stepHeading('합의 내용 확인')).toBeVisible();
    const summary = screen.getByTestId('agreement-summary');
    expect(summary).toHaveTextContent('버전 1 · 이민호 님이 입력함');
    expect(summary).toHaveTextContent('회당 출연료 (원)1억 5천만 원(150,000,000 원)');
    expect(summary).toHaveTextContent(
      '보너스회당 2천만 원(20,000,000 원)지급 조건: the average rating exceeds 10%',
    );
    expect(summary).toHaveTextContent('촬영 일정가정을 배려한 촬영 일정');
    expect(screen.getByText('합의한 내용과 정확히 같나요?')).toBeVisible();
    expect(screen.getByRole('button', { name: '잘못된 부분이 있습니다' })).toBeVisible();
    expect(screen.getByRole('button', { name: '수정' })).toHaveAccessibleDescription(
      '수정하면 상대가 다시 확인해야 합니다.',
    );

    server.state.pair.agreement = versionOf(2, { amount: 170_000_000 }, { ...partner, name: '이민호' });
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '확인하신 뒤에 합의 내용이 바뀌었습니다. 다시 보고 확인해 주세요.',
    );
    expect(screen.getByTestId('agreement-summary')).toHaveTextContent('1억 7천만 원(170,000,000 원)');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await stepHeading('협상은 어땠습니까?')).toBeVisible();
    expect(screen.getByTestId('agreed')).toHaveTextContent('합의 완료');
  });

  it('names the amount agreed in Korean units, and reads it back in Korean', async () => {
    const user = userEvent.setup();
    const server = dealServer(toConfirm(), 'ko');
    renderDeal('ko');
    await stepHeading('합의 내용 확인');
    await user.click(screen.getByRole('button', { name: '잘못된 부분이 있습니다' }));
    await user.type(screen.getByLabelText('무엇이 잘못되었나요?'), '1억 2천만으로 합의했습니다');
    await user.type(screen.getByLabelText(/^내가 합의한 금액/), '1억 2천만');
    await user.click(screen.getByRole('button', { name: '메모 보내기' }));
    expect(await screen.findByTestId('dispute-amount')).toHaveTextContent(
      '내가 말한 합의 금액: 1억 2천만 원(120,000,000 원)',
    );
    expect(server.sent('POST', server.urls.dispute)).toEqual([
      { note: '1억 2천만으로 합의했습니다', amount: 120_000_000 },
    ]);
  });
});
