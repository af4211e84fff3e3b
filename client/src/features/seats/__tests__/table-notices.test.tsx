import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyAssignment } from '@shared/contracts/pairing';
import { renderWithApp } from '@/test/render';
import MePage from '../components/me-page';
import { seatOf, seatsServer } from './seats-server';

afterEach(() => {
  document.documentElement.lang = 'en';
});

/** What /me says when a partner left the class or is absent, in the seat's language. */
const queen = (over: Partial<MyAssignment>): MyAssignment => ({
  simulation: 'queenOfSorrows',
  round: 1,
  role: 'agent',
  table: 7,
  partners: [],
  ...over,
});

async function cardFor(lang: 'en' | 'ko', assignment: MyAssignment) {
  seatsServer({ seat: seatOf({ lang, assignments: [assignment] }) });
  renderWithApp(<MePage />, { path: '/me' });
  return screen.findByTestId('my-assignment');
}

describe('a partner who left or is absent, on /me', () => {
  it('a partner who left the class: the table and role stay, and the student is told', async () => {
    const card = await cardFor('en', queen({ partners: [{ name: '', role: 'studio', left: true }] }));
    expect(card).toHaveTextContent(
      "You are Yeji's Agent in Queen of Sorrows. Your partner: (left the class), table 7.",
    );
    expect(within(card).getByTestId('table-notice')).toHaveTextContent(
      "A student at your table has left the class. Your role, your pair's agreement and your debrief stay yours.",
    );
    expect(within(card).getByRole('link', { name: 'Open my instructions' })).toBeVisible();
  });

  it('an absent partner: the student keeps the role and instructions, and waits for a new partner', async () => {
    const card = await cardFor(
      'en',
      queen({ table: null, partners: [{ name: 'Minho Lee', role: 'studio', absent: true }] }),
    );
    expect(card).toHaveTextContent("You are Yeji's Agent in Queen of Sorrows.");
    expect(card).not.toHaveTextContent('Your partner:');
    expect(within(card).getByTestId('table-notice')).toHaveTextContent(
      'Minho Lee is absent today. Keep your role and your instructions: your instructor will seat you with a new partner.',
    );
    expect(within(card).getByText('Minho Lee').tagName).toBe('STRONG');
    expect(within(card).getByRole('link', { name: 'Open my instructions' })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-agent-instructions',
    );
  });

  it("a trio's absent mirror: the table goes on", async () => {
    const card = await cardFor(
      'en',
      queen({
        partners: [
          { name: 'Jisoo', role: 'studio' },
          { name: 'Minho Lee', role: 'studio', absent: true },
        ],
      }),
    );
    expect(card).toHaveTextContent('Your partner: Jisoo, table 7.');
    expect(within(card).getByTestId('table-notice')).toHaveTextContent(
      'Minho Lee is absent today. Your table goes on without them: keep your role and your instructions.',
    );
  });

  it('says nothing more when the table is as it was', async () => {
    const card = await cardFor('en', queen({ partners: [{ name: 'Jisoo', role: 'studio' }] }));
    expect(within(card).queryByTestId('table-notice')).not.toBeInTheDocument();
  });
});

describe('a partner who left or is absent, on /me in Korean', () => {
  it('상대가 수업을 떠났을 때', async () => {
    const card = await cardFor('ko', queen({ partners: [{ name: '', role: 'studio', left: true }] }));
    expect(card).toHaveTextContent(
      '슬픔의 여왕에서 당신의 역할은 예지 소속사 대표입니다. 상대: (수업을 떠남), 7번 테이블.',
    );
    expect(within(card).getByTestId('table-notice')).toHaveTextContent(
      '같은 테이블의 학생이 수업을 떠났습니다. 내 역할과 우리 테이블의 합의, 내 디브리핑은 그대로 남아 있습니다.',
    );
  });

  it('상대가 결석했을 때: 역할과 지침은 그대로, 새 상대를 기다립니다', async () => {
    const card = await cardFor(
      'ko',
      queen({ table: null, partners: [{ name: '이민호', role: 'studio', absent: true }] }),
    );
    expect(card).toHaveTextContent('슬픔의 여왕에서 당신의 역할은 예지 소속사 대표입니다.');
    expect(card).not.toHaveTextContent('상대:');
    expect(within(card).getByTestId('table-notice')).toHaveTextContent(
      '이민호 님이 오늘 결석했습니다. 지금 역할과 지침은 그대로입니다. 강사가 새 상대를 정해 줄 것입니다.',
    );
    expect(within(card).getByRole('link', { name: '내 역할 지침 열기' })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-agent-instructions-korean',
    );
  });

  it('세 명 테이블에서 같은 역할 학생이 결석했을 때: 테이블은 그대로', async () => {
    const card = await cardFor(
      'ko',
      queen({
        partners: [
          { name: '김지수', role: 'studio' },
          { name: '이민호', role: 'studio', absent: true },
        ],
      }),
    );
    expect(within(card).getByTestId('table-notice')).toHaveTextContent(
      '이민호 님이 오늘 결석했습니다. 테이블은 그대로 진행합니다. 지금 역할과 지침대로 협상하세요.',
    );
  });
});
