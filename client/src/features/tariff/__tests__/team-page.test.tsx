import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TariffTeamView } from '@shared/contracts/tariff-config';
import { json, renderWithApp, stubFetch } from '@/test/render';
import TeamPage from '../components/team-page';
import { rounds, teamView } from './fixtures';
import { TARIFF_WARS, tariffPaths } from '@shared/testing/tariff-wars';

afterEach(() => {
  document.documentElement.lang = 'en';
});

const ok = (data: unknown, status = 200) => json(status, { success: true, data });

/**
 * A fake API for one device: no team until it joins with K7M2QX, then the team's view, which `lock` turns
 * into a locked round (the server's own answer is the view the page reads afterwards).
 */
function teamServer(initial: TariffTeamView | null, { joinStatus = 200, ended = false } = {}) {
  let view = initial;
  const calls = stubFetch((url, init) => {
    if (url === '/api/auth/me') return json(401, { success: false, message: 'Not signed in.' });
    if (url === '/api/tariff/team') {
      if (ended) return json(410, { success: false, message: 'This game has ended.' });
      // a browser on no team: null, the page's join form
      return ok(view);
    }
    if (url === '/api/tariff/takeaway?lang=en') return ok(TAKEAWAY.en);
    if (url === '/api/tariff/takeaway?lang=ko') return ok(TAKEAWAY.ko);
    if (url === '/api/tariff/join') {
      if (joinStatus !== 200) return json(joinStatus, { success: false, message: 'No team has this code.' });
      view = teamView();
      return ok({ team: view.team });
    }
    if (url === '/api/tariff/choice') {
      const body = JSON.parse(String(init.body)) as { round: number; choice: 'High' | 'Low' };
      view = { ...view!, current: { ...view!.current!, ownChoice: body.choice } };
      return ok(body, 201);
    }
    return json(404, { success: false, message: 'Not found.' });
  });
  return calls;
}

const posts = (calls: { url: string; init: RequestInit }[], url: string) =>
  calls.filter((c) => c.url === url && c.init.method === 'POST');

/** The server's rendering of the game's takeaway page (content/cases/solara-lunara/takeaway.*.md), abridged. */
const TAKEAWAY = {
  en: {
    title: 'Tariff Wars — What to Take Away',
    html: '<p>Your own game is on your team page.</p><h2>The game, revealed</h2><p>A game of Chicken.</p>',
  },
  ko: {
    title: '관세 전쟁 — 꼭 가져갈 것',
    html: '<p>우리 팀의 게임 기록은 팀 페이지에 있습니다.</p><h2>공개된 게임 구조</h2><p>치킨 게임입니다.</p>',
  },
};
const asked = (calls: { url: string }[], what: string) => calls.filter((c) => c.url.startsWith(what));

/** A game whose five rounds are all revealed. */
const finished = (over: Partial<TariffTeamView> = {}) =>
  teamView({
    current: null,
    rounds: rounds(5),
    results: [1, 2, 3, 4, 5].map((number) => ({
      number,
      multiplier: 1 as const,
      talk: false,
      own: 'Low' as const,
      their: 'Low' as const,
      ownPoints: 6,
      theirPoints: 6,
    })),
    totals: { own: 30, their: 30 },
    ...over,
  });

describe('the team page', () => {
  it('asks a device that has not joined for its code, joins, and shows the team and round 1 of 5', async () => {
    const calls = teamServer(null);
    renderWithApp(<TeamPage lang="en" sim={TARIFF_WARS} />, { path: tariffPaths().team('en') });

    const code = await screen.findByLabelText('Team code');
    await userEvent.type(code, 'k7m 2qx');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));

    expect(await screen.findByTestId('tariff-team')).toHaveTextContent('Solara · Pair 2');
    expect(screen.getByRole('heading', { level: 2, name: 'Round 1 of 5' })).toBeVisible();
    expect(screen.getByText('No special rule this round')).toBeVisible();
    expect(posts(calls, '/api/tariff/join').map((c) => JSON.parse(String(c.init.body)))).toEqual([
      { code: 'K7M2QX' },
    ]);
  });

  it('says a wrong code is wrong, and keeps what was typed', async () => {
    teamServer(null, { joinStatus: 404 });
    renderWithApp(<TeamPage lang="en" sim={TARIFF_WARS} />, { path: tariffPaths().team('en') });
    await userEvent.type(await screen.findByLabelText('Team code'), 'AAAAAA');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No team has this code. Check it with your instructor.',
    );
    expect(screen.getByLabelText('Team code')).toHaveValue('AAAAAA');
    expect(screen.getByLabelText('Team code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the game is not open yet when the instructor has closed Tariff Wars to students', async () => {
    teamServer(null, { joinStatus: 403 });
    renderWithApp(<TeamPage lang="ko" sim={TARIFF_WARS} />, { path: tariffPaths().team('ko') });
    await userEvent.type(await screen.findByLabelText('팀 코드'), 'K7M2QX');
    await userEvent.click(screen.getByRole('button', { name: '참여' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('관세 전쟁은 아직 열리지 않았습니다.');
  });

  it('joins at once with the code a QR link carries, and drops the code from the address', async () => {
    const calls = teamServer(null);
    const { location } = renderWithApp(<TeamPage lang="en" sim={TARIFF_WARS} />, {
      path: `${tariffPaths().team('en')}?code=K7M2QX`,
    });
    expect(await screen.findByTestId('tariff-team')).toHaveTextContent('Solara · Pair 2');
    expect(posts(calls, '/api/tariff/join')).toHaveLength(1);
    expect(location.history.at(-1)).toBe(tariffPaths().team('en'));
  });

  it('confirms before locking; Cancel sends nothing; the lock is sent once with an idempotency key', async () => {
    const calls = teamServer(teamView());
    renderWithApp(<TeamPage lang="en" sim={TARIFF_WARS} />, { path: tariffPaths().team('en') });

    await userEvent.click(await screen.findByRole('button', { name: 'High tariff' }));
    let dialog = await screen.findByRole('dialog', { name: 'Lock your choice for round 1?' });
    expect(dialog).toHaveTextContent('A locked choice cannot be changed.');
    expect(within(dialog).getByTestId('tariff-chosen')).toHaveTextContent('High tariff');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls, '/api/tariff/choice')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Low tariff' }));
    dialog = await screen.findByRole('dialog', { name: 'Lock your choice for round 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lock Low tariff' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Locked: Low tariffwaiting for the reveal');
    expect(screen.queryByRole('button', { name: /tariff$/ })).not.toBeInTheDocument();
    const sent = posts(calls, '/api/tariff/choice');
    expect(sent.map((c) => JSON.parse(String(c.init.body)))).toEqual([{ round: 1, choice: 'Low' }]);
    expect((sent[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[0-9a-f-]{32,36}$/,
    );
  });

  it("never shows the other team's choice before the reveal, even if an answer carried it", async () => {
    // (the server never sends it; a page that rendered whatever came would still be caught here)
    const leaky = teamView({
      current: { number: 2, multiplier: 2, talk: true, ownChoice: 'Low', theirChoice: 'High' } as never,
      rounds: rounds(1, { 2: { multiplier: 2, talk: true } }),
      results: [
        { number: 1, multiplier: 1, talk: false, own: 'Low', their: 'Low', ownPoints: 6, theirPoints: 6 },
      ],
      totals: { own: 6, their: 6 },
    });
    teamServer(leaky);
    renderWithApp(<TeamPage lang="en" sim={TARIFF_WARS} />, { path: tariffPaths().team('en') });

    expect(await screen.findByText('Locked: Low tariff')).toBeVisible();
    expect(screen.getByText('Points ×2 this round')).toBeVisible();
    expect(screen.getByText('Talk round: you may talk with Lunara before you choose')).toBeVisible();
    // round 1 is revealed: both choices; round 2's other choice nowhere
    // (the payoff table names both choices; nothing else may)
    const payoffs = screen.getByRole('region', { name: 'Points per round' }).textContent!;
    expect(document.body.textContent!.replace(payoffs, '')).not.toMatch(/High/);
    const table = within(screen.getByRole('region', { name: 'Revealed rounds' })).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Round 1 revealed' })).toHaveTextContent(
      'SolaraLow tariff6 pointsLunaraLow tariff6 pointsRunning total: Solara 6 · Lunara 6',
    );
  });

  it('puts the round and its High and Low first, before what the last reveal showed', async () => {
    teamServer(
      teamView({
        current: { number: 2, multiplier: 1, talk: false, ownChoice: null },
        rounds: rounds(1),
        results: [
          { number: 1, multiplier: 1, talk: false, own: 'Low', their: 'High', ownPoints: 4, theirPoints: 12 },
        ],
        totals: { own: 4, their: 12 },
      }),
    );
    renderWithApp(<TeamPage lang="en" sim={TARIFF_WARS} />, { path: tariffPaths().team('en') });
    const low = await screen.findByRole('button', { name: 'Low tariff' });
    const reveal = screen.getByRole('region', { name: 'Round 1 revealed' });
    const before = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(screen.getByRole('heading', { level: 2, name: 'Round 2 of 5' }), low)).toBe(true);
    expect(before(screen.getByRole('button', { name: 'High tariff' }), reveal)).toBe(true);
    expect(before(low, reveal)).toBe(true);
  });

  it('shows a revealed round with both choices and points, a no-choice side, and the final score', async () => {
    teamServer(
      teamView({
        team: { country: 'lunara', pair: 1 },
        current: null,
        rounds: rounds(5),
        results: [
          { number: 1, multiplier: 1, talk: false, own: 'High', their: 'Low', ownPoints: 12, theirPoints: 4 },
          { number: 2, multiplier: 3, talk: false, own: null, their: 'Low', ownPoints: 0, theirPoints: 0 },
        ],
        totals: { own: 12, their: 4 },
      }),
    );
    renderWithApp(<TeamPage lang="en" sim={TARIFF_WARS} />, { path: tariffPaths().team('en') });
    expect(await screen.findByRole('heading', { name: 'All five rounds are played.' })).toBeVisible();
    expect(screen.getByText('Final score: Lunara 12 points · Solara 4 points')).toBeVisible();
    const rows = within(
      within(screen.getByRole('region', { name: 'Revealed rounds' })).getByRole('table'),
    ).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'RoundYour tariffTheir tariffYour pointsTheir points',
      '1HighLow124',
      '2×3No choiceLow00',
      'Total124',
    ]);
  });
});

describe("the game's takeaway page", () => {
  it('follows the final score once the fifth round is revealed, with a link to it from the game-over box', async () => {
    const calls = teamServer(finished());
    renderWithApp(<TeamPage lang="en" sim={TARIFF_WARS} />, { path: tariffPaths().team('en') });

    const takeaway = await screen.findByRole('region', { name: 'Tariff Wars — What to Take Away' });
    expect(within(takeaway).getByRole('heading', { level: 2, name: 'The game, revealed' })).toBeVisible();
    expect(takeaway).toHaveTextContent('A game of Chicken.');
    expect(screen.getByText('Final score: Solara 30 points · Lunara 30 points')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read what to take away from the game' })).toHaveAttribute(
      'href',
      `#${takeaway.id}`,
    );
    expect(asked(calls, '/api/tariff/takeaway').map((c) => c.url)).toEqual(['/api/tariff/takeaway?lang=en']);
  });

  it('is in Korean on the Korean page', async () => {
    const calls = teamServer(finished({ team: { country: 'lunara', pair: 1 } }));
    renderWithApp(<TeamPage lang="ko" sim={TARIFF_WARS} />, { path: tariffPaths().team('ko') });

    const takeaway = await screen.findByRole('region', { name: '관세 전쟁 — 꼭 가져갈 것' });
    expect(within(takeaway).getByRole('heading', { level: 2, name: '공개된 게임 구조' })).toBeVisible();
    expect(takeaway.querySelector('[lang="ko"]')).toHaveTextContent('치킨 게임입니다.');
    expect(screen.getByRole('link', { name: '이 게임에서 꼭 가져갈 것 읽기' })).toBeVisible();
    expect(asked(calls, '/api/tariff/takeaway').map((c) => c.url)).toEqual(['/api/tariff/takeaway?lang=ko']);
  });

  it('is neither shown nor asked for while a round is still to be played', async () => {
    const calls = teamServer(
      teamView({
        current: { number: 5, multiplier: 1, talk: false, ownChoice: null },
        rounds: rounds(4),
      }),
    );
    renderWithApp(<TeamPage lang="en" sim={TARIFF_WARS} />, { path: tariffPaths().team('en') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Round 5 of 5' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /What to Take Away/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /what to take away/ })).not.toBeInTheDocument();
    expect(asked(calls, '/api/tariff/takeaway')).toEqual([]);
  });

  it('stays readable on a device whose game has ended, under the form to join the new one', async () => {
    teamServer(null, { ended: true });
    renderWithApp(<TeamPage lang="en" sim={TARIFF_WARS} />, { path: tariffPaths().team('en') });
    expect(await screen.findByLabelText('Team code')).toBeVisible();
    const takeaway = await screen.findByRole('region', { name: 'Tariff Wars — What to Take Away' });
    expect(takeaway).toHaveTextContent('A game of Chicken.');
  });
});

describe('the team page in Korean', () => {
  it('reads in Korean from the join form to the lock confirmation, and marks the page as Korean', async () => {
    teamServer(null, { joinStatus: 404 });
    renderWithApp(<TeamPage lang="ko" sim={TARIFF_WARS} />, { path: tariffPaths().team('ko') });

    expect(await screen.findByRole('heading', { level: 1, name: '관세 전쟁' })).toBeVisible();
    expect(document.documentElement.lang).toBe('ko');
    expect(await screen.findByRole('heading', { level: 2, name: '팀 참여' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('팀 코드'), 'ㅏ7');
    expect(screen.getByRole('status')).toHaveTextContent('키보드를 영문으로 바꿔 입력하십시오.');
    await userEvent.clear(screen.getByLabelText('팀 코드'));
    await userEvent.type(screen.getByLabelText('팀 코드'), 'AAAAAA');
    await userEvent.click(screen.getByRole('button', { name: '참여' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이 코드의 팀이 없습니다. 강사에게 코드를 확인하십시오.',
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', tariffPaths().team('en'));
  });

  it('does not send a code the server’s schema refuses, and says why in the page’s language', async () => {
    const calls = teamServer(null);
    renderWithApp(<TeamPage lang="ko" sim={TARIFF_WARS} />, { path: tariffPaths().team('ko') });
    const code = await screen.findByLabelText('팀 코드');
    // five letters, and an O (never on a card: it reads as a zero)
    for (const typed of ['K7M2Q', 'K7M2QO']) {
      await userEvent.clear(code);
      await userEvent.type(code, typed);
      await userEvent.click(screen.getByRole('button', { name: '참여' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('팀 코드 6자리를 입력하십시오.');
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(code).toHaveValue(typed);
    }
    expect(posts(calls, '/api/tariff/join')).toEqual([]);
  });

  it('shows the round, its rules and the confirmation in Korean', async () => {
    teamServer(
      teamView({
        team: { country: 'lunara', pair: 3 },
        current: { number: 3, multiplier: 2, talk: true, ownChoice: null },
      }),
    );
    renderWithApp(<TeamPage lang="ko" sim={TARIFF_WARS} />, { path: tariffPaths().team('ko') });

    expect(await screen.findByTestId('tariff-team')).toHaveTextContent('3조 · 루나라');
    expect(screen.getByRole('heading', { level: 2, name: '3라운드 / 총 5라운드' })).toBeVisible();
    expect(screen.getByText('이번 라운드 점수 2배')).toBeVisible();
    expect(screen.getByText('대화 라운드: 선택하기 전에 솔라라 대표단과 대화할 수 있습니다')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '높은 관세 (High)' }));
    const dialog = await screen.findByRole('dialog', { name: '3라운드 선택을 확정하시겠습니까?' });
    expect(dialog).toHaveAttribute('lang', 'ko');
    expect(dialog).toHaveTextContent('확정한 선택은 바꿀 수 없습니다.');
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '확정' }));
    expect(await screen.findByText('확정: 높은 관세 (High)')).toBeVisible();
    expect(screen.getByText('결과 공개를 기다리는 중')).toBeVisible();
  });
});

describe('the payoff table and the choice buttons', () => {
  it('shows the points of each pair of choices from the team’s side, its own first', async () => {
    teamServer(teamView({ team: { country: 'lunara', pair: 2 } }));
    renderWithApp(<TeamPage lang="en" sim={TARIFF_WARS} />, { path: tariffPaths().team('en') });
    const table = await screen.findByRole('table', {
      name: 'Your points and theirs for each pair of choices',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Your tariff', 'Solara’s tariff', 'Your points', 'Their points'],
      ['High', 'High', '2', '2'],
      ['High', 'Low', '12', '4'],
      ['Low', 'High', '4', '12'],
      ['Low', 'Low', '6', '6'],
    ]);
  });

  it('the High and Low buttons look alike: no colour hints at a right answer', async () => {
    teamServer(teamView());
    renderWithApp(<TeamPage lang="ko" sim={TARIFF_WARS} />, { path: tariffPaths().team('ko') });
    const high = await screen.findByRole('button', { name: '높은 관세 (High)' });
    const low = screen.getByRole('button', { name: '낮은 관세 (Low)' });
    expect(high.className).toBe(low.className);
    expect(screen.getByRole('heading', { name: '라운드별 점수' })).toBeVisible();
  });
});
