import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyAssignment } from '@shared/contracts/pairing';
import { renderWithApp } from '@/test/render';
import MePage from '../components/me-page';
import { hearLive, seatOf, seatsServer } from './seats-server';

afterEach(() => {
  document.documentElement.lang = 'en';
});

const agent: MyAssignment = {
  simulation: 'queenOfSorrows',
  round: 1,
  role: 'agent',
  table: 7,
  partners: [{ name: 'Minho Lee', role: 'studio' }],
};

const whatNow = async (name: string) => {
  const region = await screen.findByRole('region', { name });
  return region;
};

describe('the role and partner on /me', () => {
  it('says the role, the partner and the table, and opens the own instructions without a role choice', async () => {
    seatsServer({ seat: seatOf({ assignments: [agent] }) });
    renderWithApp(<MePage />, { path: '/me' });
    const now = await whatNow('What to do now');
    const card = await within(now).findByTestId('my-assignment');
    expect(card).toHaveTextContent(
      "You are Yeji's Agent in Queen of Sorrows. Your partner: Minho Lee, table 7.",
    );
    expect(within(card).getByText("Yeji's Agent").tagName).toBe('STRONG');
    expect(within(card).getByText('Minho Lee').tagName).toBe('STRONG');
    expect(within(card).getByRole('link', { name: 'Open my instructions' })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-agent-instructions',
    );
    // no role choice for the simulation the student was given a role in
    await vi.waitFor(() => expect(within(now).getAllByRole('link')).toHaveLength(1));
    expect(within(now).queryByRole('link', { name: 'Queen of Sorrows' })).not.toBeInTheDocument();
  });

  it('tells a mirror in a trio who shares the role, and the single side both partners', async () => {
    seatsServer({
      seat: seatOf({
        assignments: [
          {
            simulation: 'queenOfSorrows',
            round: 1,
            role: 'studio',
            table: 3,
            partners: [
              { name: 'Jisoo', role: 'studio' },
              { name: 'Minho Lee', role: 'agent' },
            ],
          },
          {
            simulation: 'shinhwaDaesung',
            round: 1,
            role: 'shinhwa',
            table: 2,
            partners: [
              { name: 'Ara', role: 'daesung' },
              { name: 'Bo', role: 'daesung' },
            ],
          },
        ],
      }),
    });
    renderWithApp(<MePage />, { path: '/me' });
    const [queen, shinhwa] = await screen.findAllByTestId('my-assignment');
    expect(queen).toHaveTextContent(
      'You are Studio Executive Producer in Queen of Sorrows. Your partner: Minho Lee, table 3.',
    );
    expect(queen).toHaveTextContent('You share your role with Jisoo: prepare and negotiate together.');
    expect(within(queen!).getByRole('link', { name: 'Open my instructions' })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-studio-instructions',
    );
    expect(shinhwa).toHaveTextContent('Your partners: Ara and Bo, table 2.');
    expect(shinhwa).not.toHaveTextContent('You share your role');
  });

  it('names a trio to watch as a list: "Ara, Bo and Jisoo" in English, "박아라, 최보라, 김지수" in Korean', async () => {
    const trio = (names: string[]) => ({
      simulation: 'queenOfSorrows',
      round: 1,
      role: 'observer',
      table: 4,
      partners: names.map((name, i) => ({ name, role: i === 1 ? 'studio' : 'agent' })),
    });
    seatsServer({ seat: seatOf({ assignments: [trio(['Ara', 'Bo', 'Jisoo'])] }) });
    const { unmount } = renderWithApp(<MePage />, { path: '/me' });
    expect(await screen.findByTestId('my-assignment')).toHaveTextContent('Watch table 4: Ara, Bo and Jisoo.');
    unmount();
    seatsServer({ seat: seatOf({ lang: 'ko', assignments: [trio(['박아라', '최보라', '김지수'])] }) });
    renderWithApp(<MePage />, { path: '/me' });
    expect(await screen.findByTestId('my-assignment')).toHaveTextContent('박아라, 최보라, 김지수');
  });

  it('shows an observer the table and the pair to watch, and the observer sheet', async () => {
    seatsServer({
      seat: seatOf({
        assignments: [
          {
            simulation: 'queenOfSorrows',
            round: 1,
            role: 'observer',
            table: 4,
            partners: [
              { name: 'Ara', role: 'agent' },
              { name: 'Bo', role: 'studio' },
            ],
          },
        ],
      }),
    });
    renderWithApp(<MePage />, { path: '/me' });
    const card = await screen.findByTestId('my-assignment');
    expect(card).toHaveTextContent('You are the observer in Queen of Sorrows. Watch table 4: Ara and Bo.');
    expect(within(card).getByRole('link', { name: 'Open the observer sheet' })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-observer-sheet',
    );
    expect(within(card).queryByRole('link', { name: 'Open my instructions' })).not.toBeInTheDocument();
  });

  it('shows the assignment when it is published, live', async () => {
    const server = seatsServer({ seat: seatOf() });
    const { client } = renderWithApp(<MePage />, { path: '/me' });
    const now = await whatNow('What to do now');
    expect(await within(now).findByRole('link', { name: 'Queen of Sorrows' })).toBeVisible();
    expect(within(now).queryByTestId('my-assignment')).not.toBeInTheDocument();

    server.state.seat = seatOf({ assignments: [agent] });
    await hearLive(client, 'seat');
    expect(await within(now).findByTestId('my-assignment')).toHaveTextContent(
      'Your partner: Minho Lee, table 7.',
    );
  });
});

describe('the role and partner on /me in Korean', () => {
  it('says it in Korean and opens the Korean instructions', async () => {
    seatsServer({
      seat: seatOf({
        lang: 'ko',
        assignments: [{ ...agent, partners: [{ name: '이민호', role: 'studio' }] }],
      }),
    });
    renderWithApp(<MePage />, { path: '/me' });
    const now = await whatNow('지금 할 일');
    const card = await within(now).findByTestId('my-assignment');
    expect(card).toHaveTextContent(
      '슬픔의 여왕에서 당신의 역할은 예지 소속사 대표입니다. 상대: 이민호, 7번 테이블.',
    );
    expect(within(card).getByText('예지 소속사 대표').tagName).toBe('STRONG');
    expect(within(card).getByRole('link', { name: '내 역할 지침 열기' })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-agent-instructions-korean',
    );
  });

  it('tells a Korean mirror and a Korean observer', async () => {
    seatsServer({
      seat: seatOf({
        lang: 'ko',
        assignments: [
          {
            simulation: 'queenOfSorrows',
            round: 1,
            role: 'agent',
            table: 3,
            partners: [
              { name: '김지수', role: 'agent' },
              { name: '이민호', role: 'studio' },
            ],
          },
          {
            simulation: 'shinhwaDaesung',
            round: 1,
            role: 'observer',
            table: 5,
            partners: [
              { name: '박아라', role: 'shinhwa' },
              { name: '최보라', role: 'daesung' },
            ],
          },
        ],
      }),
    });
    renderWithApp(<MePage />, { path: '/me' });
    const [queen, shinhwa] = await screen.findAllByTestId('my-assignment');
    expect(queen).toHaveTextContent('상대: 이민호, 3번 테이블.');
    expect(queen).toHaveTextContent('김지수님과 같은 역할입니다. 함께 준비하고 협상하세요.');
    expect(shinhwa).toHaveTextContent(
      '신화 대 대성에서 당신은 관찰자입니다. 5번 테이블의 박아라, 최보라 님을 관찰하세요.',
    );
    expect(within(shinhwa!).getByRole('link', { name: '관찰 기록지 열기' })).toHaveAttribute(
      'href',
      '/simulations/shinhwa-vs-daesung-observer-sheet-korean',
    );
  });
});

describe('a Tariff Wars team formed from the class, on /me', () => {
  const team: MyAssignment = {
    simulation: 'solaraLunara',
    round: 1,
    role: 'lunara',
    table: 3,
    partners: [
      { name: 'Jisoo', role: 'lunara' },
      { name: 'Ara', role: 'solara' },
      { name: 'Bo', role: 'solara' },
    ],
  };

  it('names the team, the teammates and the other team, and opens the team page with no code to type', async () => {
    seatsServer({ seat: seatOf({ assignments: [team] }) });
    renderWithApp(<MePage />, { path: '/me' });
    const now = await whatNow('What to do now');
    const card = await within(now).findByTestId('my-assignment');
    expect(card).toHaveTextContent('You are on team Lunara in Tariff Wars, Pair 3.');
    expect(within(card).getByText('Lunara').tagName).toBe('STRONG');
    expect(card).toHaveTextContent('Your teammates: Jisoo.');
    expect(card).toHaveTextContent('Against team Solara: Ara and Bo.');
    expect(within(card).getByRole('link', { name: 'Open my team page' })).toHaveAttribute(
      'href',
      '/simulations/solara-lunara-team',
    );
    // the game is not offered again as a role choice
    await vi.waitFor(() =>
      expect(within(now).queryByRole('link', { name: 'Tariff Wars' })).not.toBeInTheDocument(),
    );
  });

  it('in Korean, opens the Korean team page', async () => {
    seatsServer({
      seat: seatOf({
        lang: 'ko',
        assignments: [
          {
            ...team,
            partners: [
              { name: '김지수', role: 'lunara' },
              { name: '박아라', role: 'solara' },
            ],
          },
        ],
      }),
    });
    renderWithApp(<MePage />, { path: '/me' });
    const card = await within(await whatNow('지금 할 일')).findByTestId('my-assignment');
    expect(card).toHaveTextContent('관세 전쟁에서 당신은 3조 루나라 팀입니다.');
    expect(card).toHaveTextContent('같은 팀: 김지수');
    expect(card).toHaveTextContent('상대 솔라라 팀: 박아라');
    expect(within(card).getByRole('link', { name: '내 팀 페이지 열기' })).toHaveAttribute(
      'href',
      '/simulations/solara-lunara-team-korean',
    );
  });
});
