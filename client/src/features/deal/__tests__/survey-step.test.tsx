import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SURVEY_ITEMS } from '@shared/survey';
import { dealServer, me, pairOf, partner, renderDeal, stepHeading, versionOf } from './deal-server';

afterEach(() => localStorage.clear());

const agreed = { ...versionOf(1), confirmations: [partner, me], status: 'confirmed' as const, final: true };
const surveying = () => pairOf({ step: 'survey', agreement: agreed });

describe('step 4, the survey, and step 5, done, in English', () => {
  it('asks one question at a time on its own 7-point scale, with where it is, Back and Next; sends the answers given once', async () => {
    const user = userEvent.setup();
    const server = dealServer(surveying());
    renderDeal();
    expect(await stepHeading('How did it go?')).toBeVisible();
    const card = screen.getByTestId('deal-card');
    // seven points to choose from on the screen, not eighty-four
    expect(within(card).getAllByRole('radio')).toHaveLength(7);
    const first = screen.getByRole('group', { name: SURVEY_ITEMS[0]!.text });
    expect(first).toHaveAccessibleDescription('The outcome Question 1 of 16');
    expect(within(card).getByText('1 / 16')).toBeVisible();
    // the question's own words at 1, 4 and 7; the points between by their number
    expect(within(first).getByRole('radio', { name: '1 Not at all' })).toHaveAttribute('value', '1');
    expect(within(first).getByRole('radio', { name: '4 Moderately well' })).toHaveAttribute('value', '4');
    expect(within(first).getByRole('radio', { name: '7 Perfectly' })).toHaveAttribute('value', '7');
    expect(within(first).getByRole('radio', { name: '2' })).toHaveAttribute('value', '2');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send my answers' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('radio', { name: '6' }));
    expect(screen.getByText('1 of 16 answered')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // the reader is taken to the next question, with its own words; the second is left out
    const second = screen.getByRole('group', { name: SURVEY_ITEMS[1]!.text });
    expect(second).toHaveFocus();
    expect(within(second).getByRole('radio', { name: '1 Not at all content' })).toBeVisible();
    expect(within(second).getByRole('radio', { name: '7 Completely content' })).toBeVisible();
    // the introduction was said before the first question; the next ones keep Back and Next in reach
    expect(screen.queryByText(/^Sixteen short questions about the negotiation/)).not.toBeInTheDocument();
    expect(within(card).getByText('2 / 16')).toBeVisible();
    expect(within(card).getAllByRole('radio')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const third = screen.getByRole('group', { name: SURVEY_ITEMS[2]!.text });
    await user.click(within(third).getByRole('radio', { name: '7 Very much' }));
    // Back shows the first question's answer as it was given
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('group', { name: SURVEY_ITEMS[0]!.text })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '6' })).toBeChecked();
    expect(screen.getByText('2 of 16 answered')).toBeVisible();

    for (let i = 1; i < SURVEY_ITEMS.length; i++)
      await user.click(screen.getByRole('button', { name: 'Next' }));
    const last = screen.getByRole('group', { name: SURVEY_ITEMS.at(-1)!.text });
    expect(last).toHaveAccessibleDescription('The relationship Question 16 of 16');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(await stepHeading('Thank you')).toHaveFocus();
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([
      { answers: { outcomeOwn: 6, outcomeLost: 7 } },
    ]);
    expect(screen.getByText('Your own debrief opens here when your instructor releases it.')).toBeVisible();
    // the agreement stays there to look at, read-only
    expect(screen.getByTestId('agreed')).toHaveTextContent('Agreed');
    expect(screen.queryByRole('link', { name: 'Open my debrief' })).not.toBeInTheDocument();
  });

  it('Enter on a point moves on to the next question, and on the last one sends', async () => {
    const user = userEvent.setup();
    const server = dealServer(surveying());
    renderDeal();
    await stepHeading('How did it go?');
    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: SURVEY_ITEMS[1]!.text })).toHaveFocus();
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([]);
    for (let i = 1; i < SURVEY_ITEMS.length - 1; i++)
      await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: '2' }));
    await user.keyboard('{Enter}');
    await stepHeading('Thank you');
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([
      { answers: { outcomeOwn: 5, relationshipFuture: 2 } },
    ]);
  });

  it('opens where it was left: at the first question not answered in the draft, the answers kept', async () => {
    const user = userEvent.setup();
    const answers = { outcomeOwn: 3, outcomeBalance: 4, outcomeLost: 5 };
    const server = dealServer(
      pairOf({
        step: 'survey',
        agreement: agreed,
        drafts: { survey: { savedAt: Date.now(), values: { answers } } },
      }),
    );
    renderDeal();
    await stepHeading('How did it go?');
    expect(screen.getByRole('group', { name: SURVEY_ITEMS[3]!.text })).toBeVisible();
    expect(screen.getByText('4 / 16')).toBeVisible();
    expect(screen.getByText('3 of 16 answered')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: '5' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Skip the survey' }));
    await stepHeading('Thank you');
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([{ answers: {} }]);
  });

  it('leaves out a draft’s answers to the earlier version’s statements (the server would refuse them)', async () => {
    const user = userEvent.setup();
    const server = dealServer(
      pairOf({
        step: 'survey',
        agreement: agreed,
        drafts: { survey: { savedAt: Date.now(), values: { answers: { outcome1: 6, outcomeOwn: 2 } } } },
      }),
    );
    renderDeal();
    await stepHeading('How did it go?');
    expect(screen.getByText('1 of 16 answered')).toBeVisible();
    expect(screen.getByRole('group', { name: SURVEY_ITEMS[1]!.text })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Skip the survey' }));
    await stepHeading('Thank you');
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([{ answers: {} }]);
  });

  it('lets the survey be skipped: sent once, with no answers', async () => {
    const user = userEvent.setup();
    const server = dealServer(surveying());
    renderDeal();
    await stepHeading('How did it go?');
    await user.click(screen.getByRole('button', { name: 'Skip the survey' }));
    await stepHeading('Thank you');
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([{ answers: {} }]);
  });

  it('links to the student’s own debrief once the instructor releases it', async () => {
    dealServer(pairOf({ step: 'done', agreement: agreed, debriefReleased: true }));
    renderDeal();
    expect(await screen.findByRole('link', { name: 'Open my debrief' })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-my-debrief',
    );
  });
});

describe('step 4 and step 5 in Korean', () => {
  it('asks in Korean, one question at a time, with where it is and each question’s own words in Korean; thanks in Korean', async () => {
    const user = userEvent.setup();
    const server = dealServer(surveying());
    renderDeal('ko');
    expect(await stepHeading('협상은 어땠습니까?')).toBeVisible();
    expect(screen.getByText(/방금 마친 협상에 관한 짧은 질문 16개가 하나씩 나옵니다/)).toBeVisible();
    const first = screen.getByRole('group', {
      name: '전체적으로 볼 때, 이번 결과는 본인 쪽의 이익에 얼마나 부합합니까?',
    });
    expect(first).toHaveAccessibleDescription('결과 16문항 중 1번째 문항');
    // every point its number; 1, 4 and 7 the words that answer this question
    expect(
      within(first)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['1전혀 부합하지 않는다', '2', '3', '4어느 정도 부합한다', '5', '6', '7완전히 부합한다']);
    expect(within(first).getByRole('radio', { name: '1 전혀 부합하지 않는다' })).toHaveAttribute(
      'value',
      '1',
    );
    expect(screen.getByRole('button', { name: '이전' })).toBeDisabled();
    await user.click(within(first).getByRole('radio', { name: '5' }));
    expect(screen.getByText('16문항 중 1문항 답함')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '다음' }));
    const second = screen.getByRole('group', {
      name: '본인 쪽이 얻은 것과 상대가 얻은 것을 비교해 볼 때, 둘 사이의 균형에 얼마나 만족합니까?',
    });
    expect(second).toHaveFocus();
    expect(
      within(second)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['1 전혀 만족하지 않는다', '2', '3', '4 어느 정도 만족한다', '5', '6', '7 완전히 만족한다']);
    for (let i = 1; i < SURVEY_ITEMS.length - 1; i++)
      await user.click(screen.getByRole('button', { name: '다음' }));
    expect(
      screen.getByRole('group', {
        name: '이번 협상을 통해 앞으로 상대와 다시 함께 일할 토대가 얼마나 잘 마련되었습니까?',
      }),
    ).toHaveAccessibleDescription('관계 16문항 중 16번째 문항');
    await user.click(screen.getByRole('button', { name: '답변 보내기' }));
    expect(await stepHeading('감사합니다')).toBeVisible();
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([{ answers: { outcomeOwn: 5 } }]);
    expect(screen.getByText('강사가 공개하면 이곳에서 내 디브리핑을 볼 수 있습니다.')).toBeVisible();

    await user.click(screen.getByText('확정된 합의 내용'));
    expect(screen.getByTestId('agreement-summary')).toBeVisible();
  });

  it('opens the Korean debrief link when released', async () => {
    dealServer(pairOf({ step: 'done', debriefReleased: true }));
    renderDeal('ko');
    expect(await screen.findByRole('link', { name: '내 디브리핑 보기' })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-my-debrief',
    );
  });
});
