import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SURVEY_ITEMS } from '@shared/survey';
import { dealServer, me, pairOf, partner, renderDeal, stepHeading, versionOf } from './deal-server';

afterEach(() => localStorage.clear());

const agreed = { ...versionOf(1), confirmations: [partner, me], status: 'confirmed' as const, final: true };
const surveying = () => pairOf({ step: 'survey', agreement: agreed });

describe('step 4, the survey, and step 5, done, in English', () => {
  it('asks one statement at a time on a 7-point scale, with where it is, Back and Next; sends the answers given once', async () => {
    const user = userEvent.setup();
    const server = dealServer(surveying());
    renderDeal();
    expect(await stepHeading('How did it go?')).toBeVisible();
    const card = screen.getByTestId('deal-card');
    // seven points to choose from on the screen, not eighty-four
    expect(within(card).getAllByRole('radio')).toHaveLength(7);
    const first = screen.getByRole('group', { name: SURVEY_ITEMS[0]!.text });
    expect(first).toHaveAccessibleDescription('The outcome Statement 1 of 12');
    expect(within(card).getByText('1 / 12')).toBeVisible();
    expect(within(first).getByRole('radio', { name: 'Strongly disagree' })).toHaveAttribute('value', '1');
    expect(within(first).getByRole('radio', { name: 'Strongly agree' })).toHaveAttribute('value', '7');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send my answers' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('radio', { name: 'Agree' }));
    expect(screen.getByText('1 of 12 answered')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // the reader is taken to the next statement; the second is left out
    const second = screen.getByRole('group', { name: SURVEY_ITEMS[1]!.text });
    expect(second).toHaveFocus();
    // the introduction was said before the first statement; the next ones keep Back and Next in reach
    expect(screen.queryByText(/^Short statements about the negotiation/)).not.toBeInTheDocument();
    expect(within(card).getByText('2 / 12')).toBeVisible();
    expect(within(card).getAllByRole('radio')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const third = screen.getByRole('group', { name: SURVEY_ITEMS[2]!.text });
    await user.click(within(third).getByRole('radio', { name: 'Strongly agree' }));
    // Back shows the first statement's answer as it was given
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('group', { name: SURVEY_ITEMS[0]!.text })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Agree' })).toBeChecked();
    expect(screen.getByText('2 of 12 answered')).toBeVisible();

    for (let i = 1; i < SURVEY_ITEMS.length; i++)
      await user.click(screen.getByRole('button', { name: 'Next' }));
    const last = screen.getByRole('group', { name: SURVEY_ITEMS.at(-1)!.text });
    expect(last).toHaveAccessibleDescription('The relationship Statement 12 of 12');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(await stepHeading('Thank you')).toHaveFocus();
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([{ answers: { outcome1: 6, outcome3: 7 } }]);
    expect(screen.getByText('Your own debrief opens here when your instructor releases it.')).toBeVisible();
    // the agreement stays there to look at, read-only
    expect(screen.getByTestId('agreed')).toHaveTextContent('Agreed');
    expect(screen.queryByRole('link', { name: 'Open my debrief' })).not.toBeInTheDocument();
  });

  it('Enter on a point moves on to the next statement, and on the last one sends', async () => {
    const user = userEvent.setup();
    const server = dealServer(surveying());
    renderDeal();
    await stepHeading('How did it go?');
    await user.click(screen.getByRole('radio', { name: 'Somewhat agree' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: SURVEY_ITEMS[1]!.text })).toHaveFocus();
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([]);
    for (let i = 1; i < SURVEY_ITEMS.length - 1; i++)
      await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Disagree' }));
    await user.keyboard('{Enter}');
    await stepHeading('Thank you');
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([
      { answers: { outcome1: 5, relationship3: 2 } },
    ]);
  });

  it('opens where it was left: at the first statement not answered in the draft, the answers kept', async () => {
    const user = userEvent.setup();
    const answers = { outcome1: 3, outcome2: 4, outcome3: 5 };
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
    expect(screen.getByText('4 / 12')).toBeVisible();
    expect(screen.getByText('3 of 12 answered')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Somewhat agree' })).toBeChecked();
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
  it('asks in Korean, one statement at a time, with where it is and every point in Korean; thanks in Korean', async () => {
    const user = userEvent.setup();
    const server = dealServer(surveying());
    renderDeal('ko');
    expect(await stepHeading('협상은 어땠습니까?')).toBeVisible();
    expect(screen.getByText(/방금 마친 협상에 관한 짧은 문장을 읽고/)).toBeVisible();
    const first = screen.getByRole('group', { name: '이번 협상이 우리 쪽에 가져다준 결과에 만족합니다.' });
    expect(first).toHaveAccessibleDescription('결과 12문항 중 1번째 문항');
    // every point says its words, the number beside them
    expect(
      within(first)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual([
      '1전혀 그렇지 않습니다',
      '2그렇지 않습니다',
      '3별로 그렇지 않습니다',
      '4보통입니다',
      '5조금 그렇습니다',
      '6그렇습니다',
      '7매우 그렇습니다',
    ]);
    expect(within(first).getByRole('radio', { name: '전혀 그렇지 않습니다' })).toHaveAttribute('value', '1');
    expect(screen.getByRole('button', { name: '이전' })).toBeDisabled();
    await user.click(within(first).getByRole('radio', { name: '조금 그렇습니다' }));
    expect(screen.getByText('12문항 중 1문항 답함')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(
      screen.getByRole('group', {
        name: '내가 가진 대안과 비교하면, 이 결과는 얻을 만한 가치가 있었습니다.',
      }),
    ).toHaveFocus();
    for (let i = 1; i < SURVEY_ITEMS.length - 1; i++)
      await user.click(screen.getByRole('button', { name: '다음' }));
    expect(
      screen.getByRole('group', { name: '이 상대와라면 다시 협상하고 싶습니다.' }),
    ).toHaveAccessibleDescription('관계 12문항 중 12번째 문항');
    await user.click(screen.getByRole('button', { name: '답변 보내기' }));
    expect(await stepHeading('감사합니다')).toBeVisible();
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([{ answers: { outcome1: 5 } }]);
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
