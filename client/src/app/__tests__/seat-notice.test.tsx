import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MyAssignment } from '@shared/contracts/pairing';
import { hearLive, seatOf, seatsServer } from '@/features/seats/__tests__/seats-server';
import { noteHello } from '@/lib/live/live-hello';
import { renderWithApp } from '@/test/render';
import { SeatNotice } from '../seat-notice';
import { tariffPaths } from '@shared/testing/tariff-wars';

/** The two places the router gives the notice, around the page open at `path`. */
function AroundPage() {
  return (
    <>
      <div data-testid="above">
        <SeatNotice place="above" />
      </div>
      <p>The page</p>
      <div data-testid="below">
        <SeatNotice place="below" />
      </div>
    </>
  );
}

const team: MyAssignment = {
  simulation: 'solaraLunara',
  round: 1,
  role: 'solara',
  table: 2,
  partners: [
    { name: 'Ara Cho', role: 'solara' },
    { name: 'Minho Lee', role: 'lunara' },
  ],
};

const agent: MyAssignment = {
  simulation: 'queenOfSorrows',
  round: 1,
  role: 'agent',
  table: 7,
  partners: [{ name: 'Minho Lee', role: 'studio' }],
};

beforeAll(async () => {
  await import('@/features/seats/components/assignment-notice');
});

afterEach(() => {
  act(() => noteHello({ seated: false }));
  sessionStorage.clear();
});

const notice = () => screen.findByRole('region', { name: 'Your role in class' });

describe('the seat notice on pages other than /me', () => {
  it("shows a seat's role and partner once the stream says this browser is a seat, with its instructions", async () => {
    seatsServer({ seat: seatOf({ assignments: [agent] }) });
    renderWithApp(<SeatNotice place="above" />, { path: '/simulations' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => noteHello({ seated: true }));
    const region = await notice();
    expect(within(region).getByTestId('my-assignment')).toHaveTextContent(
      "You are Yeji's Agent in Queen of Sorrows. Your partner: Minho Lee, table 7.",
    );
    expect(within(region).getByRole('link', { name: 'Open my instructions' })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-agent-instructions',
    );
    expect(within(region).getByRole('link', { name: 'Open My class' })).toHaveAttribute('href', '/me');
  });

  it('asks nothing of a visitor: no seat, no request for one', async () => {
    const { calls } = seatsServer();
    renderWithApp(<SeatNotice place="above" />, { path: '/simulations' });
    act(() => noteHello({ seated: false }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/seats/me')).toHaveLength(0);
  });

  it('is not shown on /me, which shows the assignment in full', async () => {
    const { calls } = seatsServer({ seat: seatOf({ assignments: [agent] }) });
    renderWithApp(<SeatNotice place="above" />, { path: '/me' });
    act(() => noteHello({ seated: true }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/seats/me')).toHaveLength(0);
  });

  it('arrives live when the instructor publishes, and once hidden comes back only for a change (Korean)', async () => {
    const server = seatsServer({ seat: seatOf({ lang: 'ko', assignments: [] }) });
    const { client } = renderWithApp(<SeatNotice place="above" />, { path: '/decks' });
    act(() => noteHello({ seated: true }));
    await act(async () => {}); // the seat is read: no assignment yet, nothing shown
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    server.state.seat = seatOf({ lang: 'ko', assignments: [agent] });
    await hearLive(client, 'seat');
    const region = await screen.findByRole('region', { name: '수업에서 내 역할' });
    expect(region).toHaveAttribute('lang', 'ko');
    expect(within(region).getByTestId('my-assignment')).toHaveTextContent('슬픔의 여왕에서 당신의 역할은');
    await userEvent.click(within(region).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    // the same assignment heard again stays hidden; a new table shows it again
    await hearLive(client, 'seat');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    server.state.seat = seatOf({ lang: 'ko', assignments: [{ ...agent, table: 9 }] });
    await hearLive(client, 'seat');
    expect(await screen.findByRole('region', { name: '수업에서 내 역할' })).toHaveTextContent('9번 테이블');
  });

  it('goes under the team page, so High and Low come first, and does not send the team to the page it is on', async () => {
    seatsServer({ seat: seatOf({ assignments: [team, agent] }) });
    renderWithApp(<AroundPage />, { path: tariffPaths().team('en') });
    act(() => noteHello({ seated: true }));
    const region = await notice();
    expect(within(screen.getByTestId('below')).getByRole('region')).toBe(region);
    expect(within(screen.getByTestId('above')).queryByRole('region')).not.toBeInTheDocument();
    const [teamCard, agentCard] = within(region).getAllByTestId('my-assignment');
    // what the team page does not say is still there: the teammates and the other team
    expect(teamCard).toHaveTextContent('You are on team Solara in Tariff Wars, Pair 2.');
    expect(teamCard).toHaveTextContent('Ara Cho');
    expect(teamCard).toHaveTextContent('Minho Lee');
    expect(within(teamCard!).queryByRole('link')).not.toBeInTheDocument();
    expect(teamCard).not.toHaveTextContent('your team page opens from here');
    // the other assignment still leads to its own page
    expect(within(agentCard!).getByRole('link', { name: 'Open my instructions' })).toBeInTheDocument();
  });

  it('does not offer the team page in the other language either (a Korean seat on the English page)', async () => {
    seatsServer({ seat: seatOf({ lang: 'ko', assignments: [team] }) });
    renderWithApp(<AroundPage />, { path: tariffPaths().team('en') });
    act(() => noteHello({ seated: true }));
    const region = await screen.findByRole('region', { name: '수업에서 내 역할' });
    expect(within(screen.getByTestId('below')).getByRole('region')).toBe(region);
    expect(within(region).queryByRole('link', { name: '내 팀 페이지 열기' })).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: '내 수업 열기' })).toHaveAttribute('href', '/me');
  });

  it("stays above the other pages, and on a student's own instructions offers no link to them", async () => {
    seatsServer({ seat: seatOf({ assignments: [team, agent] }) });
    renderWithApp(<AroundPage />, { path: '/simulations/queen-of-sorrows-agent-instructions' });
    act(() => noteHello({ seated: true }));
    const region = await notice();
    expect(within(screen.getByTestId('above')).getByRole('region')).toBe(region);
    expect(within(screen.getByTestId('below')).queryByRole('region')).not.toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Open my instructions' })).not.toBeInTheDocument();
    expect(region).toHaveTextContent('Your partner: Minho Lee, table 7.');
    expect(within(region).getByRole('link', { name: 'Open my team page' })).toHaveAttribute(
      'href',
      tariffPaths().team('en'),
    );
  });
});
