import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinMessages, type JoinInfo } from '@shared/contracts/join';
import type { RosterSeat } from '@shared/contracts/seats-config';
import type { TariffGameState } from '@shared/contracts/tariff-config';
import { json, renderWithApp, stubFetch } from '@/test/render';
import GameControlPage from '../components/game-control-page';
import ScoreboardPage from '../components/scoreboard-page';
import { classes, EARLIER } from '@/test/classes-fixture';
import { admin, gameState, rounds } from './fixtures';
import { TARIFF_WARS, tariffPaths } from '@shared/testing/tariff-wars';

afterEach(() => localStorage.clear());

const ok = (data: unknown, status = 200) => json(status, { success: true, data });
/** A stand-in for the shared QR component: the value it would encode. */
vi.mock('@/components/ui/qr-code', () => ({
  QrCode: ({ value, label }: { value: string; label: string }) => (
    <svg role="img" aria-label={label} data-value={value} />
  ),
}));

const open = { isVisible: true, isAccessible: true };

function instructorServer(
  initial: TariffGameState | null,
  {
    tariffOpen = true,
    join = { publicUrl: 'https://course.example.com', networkHosts: ['192.168.0.12'] } as JoinInfo,
    roster = [] as RosterSeat[],
    /** The answer to a new game instead of the game, when the test wants it refused. */
    refuseCreate = undefined as (() => Response) | undefined,
  } = {},
) {
  let game = initial;
  localStorage.setItem('user', JSON.stringify(admin));
  return stubFetch((url, init) => {
    if (url === '/api/auth/me') return ok(admin);
    if (url === '/api/join') return ok(join);
    if (url === '/api/visibility/simulations')
      return json(200, {
        queenOfSorrows: open,
        shinhwaDaesung: open,
        solaraLunara: tariffOpen ? open : { isVisible: true, isAccessible: false },
      });
    if (url === '/api/tariff/games/current') return ok(game);
    if (url === '/api/classes') return ok(classes);
    if (url === `/api/tariff/games?class=${EARLIER}`) return ok([earlierGame()]);
    if (url === '/api/seats?class=current') return ok(roster);
    if (url === '/api/tariff/games' && init.method === 'POST') {
      if (refuseCreate) return refuseCreate();
      const { pairs = 2 } = JSON.parse(String(init.body)) as { pairs?: number };
      game = gameState({ pairs });
      return ok({ id: 7, rounds: 5, teams: game.teams }, 201);
    }
    if (url === '/api/tariff/games/7/rounds/1' && init.method === 'PATCH') {
      const rules = JSON.parse(String(init.body)) as { multiplier?: 1 | 2 | 3 };
      game = { ...game!, rounds: rounds(0, { 1: rules }) };
      return ok(game.rounds[0]);
    }
    if (url === '/api/tariff/games/7/rounds/1/reveal' && init.method === 'POST') {
      const result = {
        number: 1,
        multiplier: 1 as const,
        talk: false,
        pairs: [
          {
            pair: 1,
            solara: { teamId: 1, choice: 'High' as const, points: 0 },
            lunara: { teamId: 2, choice: null, points: 0 },
          },
          {
            pair: 2,
            solara: { teamId: 3, choice: null, points: 0 },
            lunara: { teamId: 4, choice: null, points: 0 },
          },
        ],
      };
      game = {
        ...game!,
        currentRound: 2,
        rounds: rounds(1),
        results: [result],
        teams: game!.teams.map((t) => ({ ...t, locked: false })),
      };
      return ok(result);
    }
    return json(404, { success: false, message: 'Not found.' });
  });
}

/** The game the earlier class (Samsung cohort 3) played: ended after round 1, pair 1 High/Low 12–4. */
const earlierGame = (): TariffGameState =>
  gameState({
    id: 5,
    classId: EARLIER,
    running: false,
    pairs: 1,
    currentRound: 2,
    rounds: rounds(1),
    teams: gameState()
      .teams.slice(0, 2)
      .map((t, i) => ({ ...t, locked: false, total: i === 0 ? 12 : 4 })),
    results: [
      {
        number: 1,
        multiplier: 1,
        talk: false,
        pairs: [
          {
            pair: 1,
            solara: { teamId: 1, choice: 'High', points: 12 },
            lunara: { teamId: 2, choice: 'Low', points: 4 },
          },
        ],
      },
    ],
  });

const sent = (calls: { url: string; init: RequestInit }[], method: string, url: string) =>
  calls
    .filter((c) => c.url === url && c.init.method === method)
    .map((c) => (c.init.body ? JSON.parse(String(c.init.body)) : null));

describe('the instructor control page', () => {
  it('creates a game with the pairs asked for, and shows each team’s code and QR link on the join sheet', async () => {
    const calls = instructorServer(null, { tariffOpen: false });
    renderWithApp(<GameControlPage sim={TARIFF_WARS} />, { path: tariffPaths().game });

    expect(await screen.findByText('No Tariff Wars game has been created for this class yet.')).toBeVisible();
    // closed to students, teams could not join: the page says so, with the switch at hand
    expect(await screen.findByText(/Teams cannot join or lock their choices/)).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Allow access' })).not.toBeChecked();
    const pairs = screen.getByLabelText(/^Pairs/);
    await userEvent.clear(pairs);
    await userEvent.type(pairs, '31');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose from 1 to 30 pairs.');
    expect(screen.getByRole('button', { name: 'Create the game' })).toBeDisabled();
    await userEvent.clear(pairs);
    await userEvent.type(pairs, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Create the game' }));
    expect(sent(calls, 'POST', '/api/tariff/games')).toEqual([{ pairs: 2, simKey: TARIFF_WARS }]);

    // a new game opens on its join sheet: four cards, each with its code and a QR code that joins
    const card = await screen.findByRole('listitem', { name: 'Pair 1 Lunara' });
    expect(within(card).getByTestId('team-code')).toHaveTextContent('P3RT9A');
    const qr = await within(card).findByRole('img');
    expect(qr).toHaveAttribute(
      'data-value',
      `https://course.example.com${tariffPaths().team('ko')}?code=P3RT9A`,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(within(card).getByRole('img')).toHaveAttribute(
      'data-value',
      `https://course.example.com${tariffPaths().team('en')}?code=P3RT9A`,
    );
    expect(screen.getAllByTestId('team-code')).toHaveLength(4);
  });

  it('opened at localhost without PUBLIC_URL, the join sheet encodes the network address phones can reach', async () => {
    instructorServer(gameState(), {
      join: { publicUrl: null, networkHosts: ['192.168.0.12', '172.17.0.1'] },
    });
    renderWithApp(<GameControlPage sim={TARIFF_WARS} />, { path: tariffPaths().game });

    // this test page's own address is a loopback one
    expect(window.location.hostname).toBe('localhost');
    const network = `http://192.168.0.12:${window.location.port}`;
    const card = await screen.findByRole('listitem', { name: 'Pair 1 Lunara' });
    expect(await within(card).findByRole('img')).toHaveAttribute(
      'data-value',
      `${network}${tariffPaths().team('ko')}?code=P3RT9A`,
    );
    expect(screen.getByText(joinMessages.atLoopback('localhost'))).toBeVisible();
    expect(screen.queryByRole('img', { name: /localhost/ })).not.toBeInTheDocument();
  });

  it('opened at localhost on a server no phone can reach, the join sheet says what to do and draws no QR code', async () => {
    instructorServer(gameState(), { join: { publicUrl: null, networkHosts: [] } });
    renderWithApp(<GameControlPage sim={TARIFF_WARS} />, { path: tariffPaths().game });

    expect(await screen.findByText(joinMessages.noNetworkAddress)).toBeVisible();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('shows who has locked (never what), sets a round’s rules, and reveals after stating the no-choice rule', async () => {
    const calls = instructorServer(gameState());
    renderWithApp(<GameControlPage sim={TARIFF_WARS} />, { path: tariffPaths().game });
    await userEvent.click(await screen.findByRole('tab', { name: 'Rounds and scores' }));

    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 teams locked');
    const pairs = screen.getAllByRole('listitem', { name: /^Pair \d$/ });
    expect(pairs.map((p) => p.textContent)).toEqual([
      'Pair 1Solara: locked(1 device)Lunara: choosing(1 device)',
      'Pair 2Solara: choosing(1 device)Lunara: choosing(1 device)',
    ]);
    // (the score table's caption explains L and H; no cell says either before a reveal)
    expect(screen.queryByText(/High|Low|\bH\b|\bL\b/, { ignore: 'caption' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Round 1 points multiplier'), '2');
    expect(sent(calls, 'PATCH', '/api/tariff/games/7/rounds/1')).toEqual([{ multiplier: 2 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Reveal round 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reveal round 1?' });
    expect(dialog).toHaveTextContent('3 of 4 teams have not locked:');
    expect(dialog).toHaveTextContent('Pair 1 Lunara, Pair 2 Solara, Pair 2 Lunara');
    expect(dialog).toHaveTextContent(
      'Teams that have not locked are marked "no choice" and score 0 this round, and so does their opponent.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reveal anyway' }));
    expect(sent(calls, 'POST', '/api/tariff/games/7/rounds/1/reveal')).toEqual([null]);
    expect(await screen.findByRole('heading', { name: 'Round 2 of 5' })).toBeVisible();
    const row = screen.getByRole('row', { name: /^Pair 1/ });
    expect(row).toHaveTextContent('H/– 0–0');
  });
});

describe('round rules changed in quick succession', () => {
  it('a talk-round click while the multiplier change is still on its way is sent too, and both stick', async () => {
    let game = gameState();
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let patches = 0;
    localStorage.setItem('user', JSON.stringify(admin));
    const calls = stubFetch(async (url, init) => {
      if (url === '/api/auth/me') return ok(admin);
      if (url === '/api/join') return ok({ publicUrl: 'https://course.example.com', networkHosts: [] });
      if (url === '/api/visibility/simulations')
        return json(200, { queenOfSorrows: open, shinhwaDaesung: open, solaraLunara: open });
      if (url === '/api/tariff/games/current') return ok(game);
      if (url === '/api/tariff/games/7/rounds/1' && init.method === 'PATCH') {
        const first = ++patches === 1;
        // the server stores each change at once; the first answer is slow to come back
        game = { ...game, rounds: rounds(0, { 1: { ...game.rounds[0], ...JSON.parse(String(init.body)) } }) };
        const answer = game.rounds[0];
        if (first) await firstHeld;
        return ok(answer);
      }
      return json(404, { success: false, message: 'Not found.' });
    });
    renderWithApp(<GameControlPage sim={TARIFF_WARS} />, { path: tariffPaths().game });
    await userEvent.click(await screen.findByRole('tab', { name: 'Rounds and scores' }));

    await userEvent.selectOptions(screen.getByLabelText('Round 1 points multiplier'), '2');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Round 1:\s*Talk round$/ }));
    expect(sent(calls, 'PATCH', '/api/tariff/games/7/rounds/1')).toEqual([{ multiplier: 2 }, { talk: true }]);
    expect(screen.getByRole('checkbox', { name: /^Round 1:\s*Talk round$/ })).toBeChecked();
    expect(screen.getByLabelText('Round 1 points multiplier')).toHaveValue('2');

    releaseFirst();
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/tariff/games/current').length).toBeGreaterThan(1),
    );
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /^Round 1:\s*Talk round$/ })).toBeChecked(),
    );
    expect(screen.getByLabelText('Round 1 points multiplier')).toHaveValue('2');
  });
});

describe('which teams have joined', () => {
  it('shows joined teams with their devices, and warns before a reveal that a team never joined zeroes its pair', async () => {
    const game = gameState();
    game.teams[0]!.devices = 3;
    game.teams[3]!.devices = 0; // Lunara of pair 2: no phone has joined
    instructorServer(game);
    renderWithApp(<GameControlPage sim={TARIFF_WARS} />, { path: tariffPaths().game });
    await userEvent.click(await screen.findByRole('tab', { name: 'Rounds and scores' }));

    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 teams locked · 3 of 4 joined');
    const pair2 = screen.getByRole('listitem', { name: 'Pair 2' });
    expect(pair2).toHaveTextContent('Solara: choosing(1 device)');
    expect(pair2).toHaveTextContent('Lunara: not joined');
    expect(screen.getByRole('listitem', { name: 'Pair 1' })).toHaveTextContent('Solara: locked(3 devices)');

    await userEvent.click(screen.getByRole('button', { name: 'Reveal round 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reveal round 1?' });
    const warning = within(dialog).getByRole('alert');
    expect(warning).toHaveTextContent('1 team has never joined: Pair 2 Lunara');
    expect(warning).toHaveTextContent('Pair 2 will score 0 this round, both teams.');
    expect(within(dialog).getByRole('button', { name: 'Reveal anyway' })).toBeVisible();
  });

  it('the projector says "not joined" for a team no phone has joined, not "choosing"', async () => {
    const game = gameState();
    game.teams[1]!.devices = 0;
    instructorServer(game);
    renderWithApp(<ScoreboardPage sim={TARIFF_WARS} />, { path: tariffPaths().scoreboard });
    const pair1 = await screen.findByRole('listitem', { name: 'Pair 1' });
    expect(pair1).toHaveTextContent('Lunara0not joined');
  });
});

describe("an earlier class's games", () => {
  it('the Class picker shows the games an earlier class played: scores, debrief, CSV and its scoreboard', async () => {
    instructorServer(gameState());
    renderWithApp(<GameControlPage sim={TARIFF_WARS} />, { path: tariffPaths().game });
    await screen.findByRole('tab', { name: 'Rounds and scores' });

    await userEvent.selectOptions(screen.getByLabelText('Class'), String(EARLIER));
    const game = await screen.findByRole('region', { name: 'Game 5' });
    expect(game).toHaveTextContent('1 pair');
    expect(game).toHaveTextContent('1 of 5 rounds revealed');
    expect(within(game).getByText('Ended')).toBeVisible();
    expect(within(game).getAllByRole('row', { name: /^Pair 1/ })[0]).toHaveTextContent('H/L 12–4');
    expect(within(game).getByRole('button', { name: 'Download CSV of game 5' })).toBeEnabled();
    expect(within(game).getByRole('link', { name: 'Scoreboard of game 5 (projector)' })).toHaveAttribute(
      'href',
      `${tariffPaths().scoreboard}?class=${EARLIER}&game=5`,
    );
    await userEvent.click(within(game).getByText('Debrief of game 5'));
    expect(within(game).getByRole('heading', { name: 'Low tariffs chosen, per round' })).toBeVisible();
    // the current game's controls are not offered for an earlier class
    expect(screen.queryByRole('button', { name: /Reveal round/ })).not.toBeInTheDocument();
  });

  it('the projector shows an earlier game with its final scores and debrief, never a round to play', async () => {
    instructorServer(gameState());
    renderWithApp(<ScoreboardPage sim={TARIFF_WARS} />, {
      path: `${tariffPaths().scoreboard}?class=${EARLIER}&game=5`,
    });
    const pair1 = await screen.findByRole('listitem', { name: 'Pair 1' });
    expect(pair1).toHaveTextContent('Solara12R1: High +12');
    expect(screen.queryByRole('region', { name: 'Current round' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Debrief' })).toBeVisible();
  });
});

describe('the projector scoreboard', () => {
  it('in Korean (?lang=ko, as the instructor chose): every label and debrief line is Korean', async () => {
    instructorServer(gameState());
    const view = renderWithApp(<ScoreboardPage sim={TARIFF_WARS} />, {
      path: `${tariffPaths().scoreboard}?class=${EARLIER}&game=5&lang=ko`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '관세 전쟁' })).toBeVisible();
    expect(document.documentElement.lang).toBe('ko');
    const pair1 = await screen.findByRole('listitem', { name: '1조' });
    expect(pair1).toHaveTextContent('솔라라121라운드: 높음 +12점');
    expect(within(pair1).getByLabelText('솔라라 총점 12점')).toBeVisible();
    expect(screen.getByText('최종 점수')).toBeVisible();
    expect(screen.getByRole('heading', { name: '디브리핑' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '라운드별 낮은 관세 선택 비율' })).toBeVisible();
    expect(screen.getByText('낮음 50% (2개 중 1개)')).toBeVisible();
    expect(screen.getByRole('complementary', { name: '디브리핑 참고' })).toHaveTextContent(
      '죄수의 딜레마가 아니라 치킨 게임입니다',
    );
    expect(screen.getByRole('row', { name: /^1조/ })).toHaveTextContent('솔라라 8점 앞섬');
    // nothing on the projector is English but the switch's own label
    const english = screen.getByRole('link', { name: 'English' });
    english.remove();
    expect(document.body).not.toHaveTextContent(/[A-Za-z]{3,}/);

    // the switch keeps the class and game, and English is the page's own address
    view.unmount();
    renderWithApp(<ScoreboardPage sim={TARIFF_WARS} />, {
      path: `${tariffPaths().scoreboard}?class=${EARLIER}&game=5`,
    });
    expect(await screen.findByRole('link', { name: '한국어' })).toHaveAttribute(
      'href',
      `${tariffPaths().scoreboard}?class=${EARLIER}&game=5&lang=ko`,
    );
    expect(await screen.findByRole('heading', { name: 'Low tariffs chosen, per round' })).toBeVisible();
  });

  it('names the game in the tab’s title, in the projector’s language', async () => {
    instructorServer(gameState());
    const view = renderWithApp(<ScoreboardPage sim={TARIFF_WARS} />, { path: tariffPaths().scoreboard });
    await waitFor(() => expect(document.title).toBe('Tariff Wars scoreboard | Critical Workplace Skills'));
    view.unmount();
    renderWithApp(<ScoreboardPage sim={TARIFF_WARS} />, { path: `${tariffPaths().scoreboard}?lang=ko` });
    await waitFor(() => expect(document.title).toBe('관세 전쟁 점수판 | Critical Workplace Skills'));
  });

  it('shows the round’s special rules as a banner and each pair’s lock status, never a choice before the reveal', async () => {
    instructorServer(gameState({ rounds: rounds(0, { 1: { multiplier: 3, talk: true } }) }));
    renderWithApp(<ScoreboardPage sim={TARIFF_WARS} />, { path: tariffPaths().scoreboard });

    const banner = await screen.findByRole('region', { name: 'Current round' });
    expect(banner).toHaveTextContent('Round 1 of 5');
    expect(banner).toHaveTextContent('1 / 4 teams locked');
    expect(within(banner).getByText(/Points ×3 this round/)).toBeVisible();
    expect(within(banner).getByText(/Talk round/)).toBeVisible();
    const pair1 = screen.getByRole('listitem', { name: 'Pair 1' });
    expect(pair1).toHaveTextContent('Solara0locked');
    expect(pair1).toHaveTextContent('Lunara0choosing');
    expect(screen.queryByText(/High|Low/)).not.toBeInTheDocument();
  });
});

describe('teams formed from the class', () => {
  const seat = (id: number, online: boolean, minutesAgo: number | null): RosterSeat => ({
    id,
    name: `Student ${id}`,
    lang: 'en',
    joinedAt: new Date(Date.now() - 3_600_000).toISOString(),
    online,
    lastSeenAt: minutesAgo === null ? null : new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    pageClosedAt: null,
  });
  // 14 present (online, or seen within ten minutes) and 3 not
  const roster = [
    ...Array.from({ length: 10 }, (_, i) => seat(i + 1, true, 0)),
    ...Array.from({ length: 4 }, (_, i) => seat(i + 11, false, 5)),
    seat(15, false, 30),
    seat(16, false, null),
    seat(17, false, 11),
  ];

  it('says what the present students would make at each size, and sends the size chosen', async () => {
    const calls = instructorServer(null, { roster });
    renderWithApp(<GameControlPage sim={TARIFF_WARS} />, { path: tariffPaths().game });
    await userEvent.click(await screen.findByRole('radio', { name: 'Form teams from the class' }));
    expect(screen.queryByLabelText(/^Pairs/)).not.toBeInTheDocument();
    const size = screen.getByLabelText('Students per team');
    expect(await screen.findByText(/^14 students present now/)).toHaveTextContent(
      '14 students present now (online, or seen in the last 10 minutes): 4 teams of 3-4, 2 pairs.',
    );
    await userEvent.selectOptions(size, '2');
    expect(screen.getByText(/^14 students present now/)).toHaveTextContent(': 6 teams of 2-3, 3 pairs');
    await userEvent.selectOptions(size, '4');
    expect(screen.getByText(/^14 students present now/)).toHaveTextContent(': 4 teams of 3-4, 2 pairs');
    await userEvent.click(screen.getByRole('button', { name: 'Create the game' }));
    expect(sent(calls, 'POST', '/api/tariff/games')).toEqual([{ teamSize: 4, simKey: TARIFF_WARS }]);
    expect(await screen.findByRole('listitem', { name: 'Pair 1 Lunara' })).toBeVisible();
  });

  it('puts the server’s refusal of the team size under the choice of size', async () => {
    instructorServer(null, {
      roster,
      refuseCreate: () =>
        json(400, {
          success: false,
          message: 'A team has 2 to 4 students.',
          errors: { teamSize: ['A team has 2 to 4 students.'] },
        }),
    });
    renderWithApp(<GameControlPage sim={TARIFF_WARS} />, { path: tariffPaths().game });
    await userEvent.click(await screen.findByRole('radio', { name: 'Form teams from the class' }));
    await screen.findByText(/^14 students present now/);
    await userEvent.click(screen.getByRole('button', { name: 'Create the game' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A team has 2 to 4 students.');
    expect(screen.getByLabelText('Students per team')).toHaveAccessibleDescription(
      expect.stringContaining('A team has 2 to 4 students.'),
    );
    // choosing the other source starts afresh
    await userEvent.click(screen.getByRole('radio', { name: 'Printed join codes' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cannot form teams with fewer than four present, and says why', async () => {
    instructorServer(null, { roster: roster.slice(0, 3) });
    renderWithApp(<GameControlPage sim={TARIFF_WARS} />, { path: tariffPaths().game });
    await userEvent.click(await screen.findByRole('radio', { name: 'Form teams from the class' }));
    expect(await screen.findByText(/^Only 3 students are present now/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create the game' })).toBeDisabled();
  });

  it('names each team’s students and who locked for the team', async () => {
    const game = gameState();
    game.teams[0] = {
      ...game.teams[0]!,
      members: [
        { seatId: 1, name: 'Minho' },
        { seatId: 2, name: 'Jisoo' },
      ],
      devices: 2,
      lockedBy: 'Jisoo',
    };
    game.teams[1] = { ...game.teams[1]!, members: [{ seatId: 3, name: 'Ara' }], devices: 2 };
    instructorServer(game);
    renderWithApp(<GameControlPage sim={TARIFF_WARS} />, { path: tariffPaths().game });
    await userEvent.click(await screen.findByRole('tab', { name: 'Rounds and scores' }));
    expect(screen.getByRole('listitem', { name: 'Pair 1' }).textContent).toBe(
      'Pair 1Solara: locked by Jisoo(Minho, Jisoo)Lunara: choosing(Ara)',
    );
  });
});
