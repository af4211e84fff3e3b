import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SURVEY_ITEMS } from '@shared/survey';
import { dealServer, me, pairOf, partner, renderDeal, stepHeading, versionOf } from './deal-server';

afterEach(() => localStorage.clear());

const agreed = { ...versionOf(1), confirmations: [partner, me], status: 'confirmed' as const, final: true };
const surveying = () => pairOf({ step: 'survey', agreement: agreed });

describe('step 4, the survey, and step 5, done, in English', () => {
  it('asks the twelve statements on a 7-point scale, sends the answers given once, then thanks', async () => {
    const user = userEvent.setup();
    const server = dealServer(surveying());
    renderDeal();
    expect(await stepHeading('How did it go?')).toBeVisible();
    for (const item of SURVEY_ITEMS) {
      const group = screen.getByRole('group', { name: item.text });
      expect(within(group).getAllByRole('radio')).toHaveLength(7);
    }
    expect(screen.getByRole('heading', { level: 5, name: 'The relationship' })).toBeVisible();
    const first = screen.getByRole('group', { name: SURVEY_ITEMS[0]!.text });
    expect(within(first).getByRole('radio', { name: 'Strongly disagree' })).toHaveAttribute('value', '1');
    expect(first).toHaveTextContent('Strongly disagreeStrongly agree');

    await user.click(within(first).getByRole('radio', { name: 'Agree' }));
    await user.click(
      within(screen.getByRole('group', { name: SURVEY_ITEMS[2]!.text })).getByRole('radio', {
        name: 'Strongly agree',
      }),
    );
    expect(screen.getByText('2 of 12 answered')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(await stepHeading('Thank you')).toHaveFocus();
    expect(server.sent('PUT', server.urls.mySurvey)).toEqual([{ answers: { outcome1: 6, outcome3: 7 } }]);
    expect(screen.getByText('Your own debrief opens here when your instructor releases it.')).toBeVisible();
    // the agreement stays there to look at, read-only
    expect(screen.getByTestId('agreed')).toHaveTextContent('Agreed');
    expect(screen.queryByRole('link', { name: 'Open my debrief' })).not.toBeInTheDocument();
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
  it('asks in Korean with the scale’s ends in Korean, and thanks in Korean', async () => {
    const user = userEvent.setup();
    const server = dealServer(surveying());
    renderDeal('ko');
    expect(await stepHeading('협상은 어땠습니까?')).toBeVisible();
    expect(screen.getByText(/방금 마친 협상에 관한 짧은 문장을 읽고/)).toBeVisible();
    const first = screen.getByRole('group', { name: '이번 협상이 우리 쪽에 가져다준 결과에 만족합니다.' });
    expect(first).toHaveTextContent('전혀 그렇지 않습니다매우 그렇습니다');
    await user.click(within(first).getByRole('radio', { name: '조금 그렇습니다' }));
    expect(screen.getByText('12문항 중 1문항 답함')).toBeVisible();
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
