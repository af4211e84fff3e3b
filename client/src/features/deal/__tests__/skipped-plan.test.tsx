import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dealServer, me, pairOf, partner, renderDeal, stepHeading, versionOf } from './deal-server';

afterEach(() => localStorage.clear());

// Mina never filled her plan: her partner entered the agreement on his phone and she confirmed it there,
// then she answered the survey on hers. The card shows where the pair is, with the plan still open to her.
const entered = { ...versionOf(1), confirmations: [partner, me], status: 'confirmed' as const, final: true };
const doneWithoutPlan = () =>
  pairOf({
    step: 'done',
    plan: null,
    agreement: entered,
    survey: { answers: {}, submittedAt: new Date().toISOString() },
    debriefReleased: true,
  });

describe('a deal made without this student’s plan, in English', () => {
  it('is at its last step with the debrief link; the plan is not ticked and stays open to fill in', async () => {
    const user = userEvent.setup();
    const server = dealServer(doneWithoutPlan());
    renderDeal();
    expect(await stepHeading('Thank you')).toBeVisible();
    expect(screen.getByText('Step 5 of 5')).toBeVisible();
    expect(screen.queryByText('Step 1 of 5')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my debrief' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Steps of the deal' });
    expect(list.querySelector('[aria-current="step"]')).toHaveTextContent('Done');
    expect(list.querySelector('li')).toHaveTextContent('Plannot filled in');

    // folded until asked: nothing of the plan's form is in the way of the last step
    expect(
      screen.getByText('Your plan is not filled in. You can still fill it in whenever you like.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('My target')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fill in my plan' }));
    await user.type(screen.getByLabelText('My target'), '1억 5천만');
    await user.type(screen.getByLabelText('My walk-away point'), '80000000');
    await user.type(screen.getByLabelText('My first offer'), '2억');
    await user.click(screen.getByRole('button', { name: 'Save my plan' }));

    // saved, it goes; the card stays where the pair is
    await waitFor(() => expect(screen.queryByText(/Your plan is not filled in/)).not.toBeInTheDocument());
    expect(server.sent('PUT', server.urls.myPlan)).toHaveLength(1);
    expect(list.querySelector('li')).toHaveTextContent(/^Plan$/);
    expect(screen.getByText('Step 5 of 5')).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Thank you' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open my debrief' })).toBeVisible();
  });
});

describe('파트너가 입력한 합의 (계획을 작성하지 않은 학생, 한국어)', () => {
  it('마지막 단계와 디브리핑 링크를 보여 주고, 계획은 작성 전으로 남겨 둡니다', async () => {
    const user = userEvent.setup();
    dealServer(doneWithoutPlan(), 'ko');
    renderDeal('ko');
    expect(await stepHeading('감사합니다')).toBeVisible();
    expect(screen.getByText('5단계 중 5단계')).toBeVisible();
    expect(screen.getByRole('link', { name: '내 디브리핑 보기' })).toBeVisible();
    const list = screen.getByRole('list', { name: '협상 단계' });
    expect(list.querySelector('li')).toHaveTextContent('준비작성 전');
    expect(
      screen.getByText('협상 준비(계획)를 아직 작성하지 않았습니다. 언제든지 작성할 수 있습니다.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: '내 계획 작성하기' }));
    expect(screen.getByRole('button', { name: '계획 저장' })).toBeVisible();
    expect(screen.getByRole('button', { name: '내 계획 닫기' })).toHaveAttribute('aria-expanded', 'true');
  });
});
