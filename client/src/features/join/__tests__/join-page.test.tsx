import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinMessages } from '@shared/contracts/join';
import type { ClassJoin } from '@shared/contracts/seats-config';
import type { SimulationVisibility } from '@shared/contracts/visibility-config';
import { declaredTopics } from '@/lib/live/live-topics';
import { json, renderWithApp, stubFetch } from '@/test/render';
import JoinPage from '../components/join-page';

afterEach(() => localStorage.clear());

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const open = { isVisible: true, isAccessible: true };

/**
 * A fake API: the instructor's session, the join settings, the current class's code and count (a status
 * number: that failure), and the simulations' settings.
 */
function server({
  publicUrl,
  networkHosts = ['192.168.0.12'],
  settings = {
    queenOfSorrows: open,
    queenOfSorrowsNoDeal: open,
    tariffWarsB: { isVisible: false, isAccessible: false },
    shinhwaDaesung: open,
    solaraLunara: open,
  },
  classJoin = { code: 'K7QM2P', joinOpen: true, joined: 23 },
}: {
  publicUrl: string | null;
  networkHosts?: string[];
  settings?: SimulationVisibility;
  classJoin?: ClassJoin | null | number;
}) {
  localStorage.setItem('user', JSON.stringify(admin));
  const state = { classJoin };
  stubFetch((url) => {
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/join') return json(200, { success: true, data: { publicUrl, networkHosts } });
    if (url === '/api/classes/current/join')
      return typeof state.classJoin === 'number'
        ? json(state.classJoin, { success: false, message: 'Database unavailable' })
        : json(200, { success: true, data: state.classJoin });
    if (url === '/api/visibility/simulations') return json(200, settings);
    return json(404, { success: false, message: 'Not found.' });
  });
  return state;
}

const simulationCards = () => within(screen.getByRole('region', { name: /Simulations open now/ }));

describe('the join screen', () => {
  it('shows the student page at PUBLIC_URL and the class code in large type, a QR code to the join form with the code, and one QR per open simulation', async () => {
    server({
      publicUrl: 'https://course.example.com',
      settings: {
        queenOfSorrows: open,
        queenOfSorrowsNoDeal: { isVisible: false, isAccessible: false },
        tariffWarsB: { isVisible: false, isAccessible: false },
        shinhwaDaesung: open,
        // visible but closed to students: no QR
        solaraLunara: { isVisible: true, isAccessible: false },
      },
    });
    renderWithApp(<JoinPage />, { path: '/join' });

    expect(await screen.findByRole('heading', { level: 1, name: /Join the class/ })).toBeVisible();
    const site = within(await screen.findByRole('region', { name: /Open this address/ }));
    // the student's page, and the class code: the QR code opens the join form with the code filled in
    expect(site.getByTestId('join-address')).toHaveTextContent(/^https:\/\/course\.example\.com\/me$/);
    expect(site.getByTestId('join-class-code')).toHaveTextContent(/^K7QM2P$/);
    expect(
      site.getByRole('img', { name: 'QR code: https://course.example.com/me?code=K7QM2P' }),
    ).toBeVisible();
    expect(site.getByTestId('join-count')).toHaveTextContent(/^23 joined · 23명 참여$/);
    expect(site.queryByTestId('join-closed')).not.toBeInTheDocument();

    const cards = simulationCards().getAllByRole('listitem');
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual([
      'Queen of Sorrows 슬픔의 여왕',
      'Shinhwa vs Daesung 신화 대 대성',
    ]);
    for (const [card, url] of [
      [cards[0]!, 'https://course.example.com/simulations/queen-of-sorrows-instructions'],
      [cards[1]!, 'https://course.example.com/simulations/shinhwa-vs-daesung-instructions'],
    ] as const) {
      expect(within(card).getByText(url)).toBeVisible();
      expect(within(card).getByRole('img', { name: `QR code: ${url}` })).toBeVisible();
    }
    expect(screen.getAllByRole('img', { name: /^QR code: / })).toHaveLength(3);
    expect(screen.queryByText(/solara-lunara/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /solara-lunara/ })).not.toBeInTheDocument();
    // the Korean titles are marked as Korean, for screen readers and fonts
    expect(screen.getByText('슬픔의 여왕')).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('opened at localhost without PUBLIC_URL: says phones cannot open it, and uses the network address', async () => {
    server({
      publicUrl: null,
      networkHosts: ['192.168.0.12', '172.17.0.1'],
      settings: {
        queenOfSorrows: { isVisible: false, isAccessible: true },
        queenOfSorrowsNoDeal: { isVisible: false, isAccessible: true },
        tariffWarsB: { isVisible: false, isAccessible: false },
        shinhwaDaesung: open,
        solaraLunara: open,
      },
    });
    renderWithApp(<JoinPage />, { path: '/join' });

    // this test page's own address is a loopback one
    expect(window.location.hostname).toBe('localhost');
    const network = `http://192.168.0.12:${window.location.port}`;
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByRole('heading', { level: 2 })).toHaveTextContent(
      joinMessages.atLoopback('localhost'),
    );
    expect(within(warning).getByRole('link', { name: `${network}/join` })).toHaveAttribute(
      'href',
      `${network}/join`,
    );
    expect(screen.getByTestId('join-address')).toHaveTextContent(new RegExp(`^${network}/me$`));
    expect(screen.getByRole('img', { name: `QR code: ${network}/me?code=K7QM2P` })).toBeVisible();
    expect(screen.queryByRole('img', { name: /localhost/ })).not.toBeInTheDocument();
    const cards = simulationCards();
    expect(cards.getAllByRole('listitem')).toHaveLength(2);
    expect(cards.getByText(`${network}/simulations/shinhwa-vs-daesung-instructions`)).toBeVisible();
    expect(cards.getByText(`${network}/simulations/solara-lunara-instructions`)).toBeVisible();
    // a hidden simulation is closed too
    expect(screen.queryByText(/queen-of-sorrows/)).not.toBeInTheDocument();
  });

  it('opened at localhost on a server no phone can reach: says what to do, and draws no QR code', async () => {
    server({ publicUrl: null, networkHosts: [] });
    renderWithApp(<JoinPage />, { path: '/join' });

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(joinMessages.atLoopback('localhost'));
    expect(warning).toHaveTextContent(joinMessages.noNetworkAddress);
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('join-address')).not.toBeInTheDocument();
  });

  it('at localhost with PUBLIC_URL set: no warning, PUBLIC_URL is the address', async () => {
    server({ publicUrl: 'https://course.example.com', networkHosts: ['192.168.0.12'] });
    renderWithApp(<JoinPage />, { path: '/join' });

    expect(await screen.findByTestId('join-address')).toHaveTextContent(
      /^https:\/\/course\.example\.com\/me$/,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when no simulation is open, and still shows the site QR', async () => {
    const closed = { isVisible: true, isAccessible: false };
    server({
      publicUrl: 'http://192.168.0.12:5000',
      settings: {
        queenOfSorrows: closed,
        queenOfSorrowsNoDeal: closed,
        tariffWarsB: { isVisible: false, isAccessible: false },
        shinhwaDaesung: closed,
        solaraLunara: closed,
      },
    });
    renderWithApp(<JoinPage />, { path: '/join' });

    expect(await screen.findByText(/No simulation is open to students right now/)).toBeVisible();
    expect(screen.getAllByRole('img', { name: /^QR code: / })).toEqual([
      screen.getByRole('img', { name: 'QR code: http://192.168.0.12:5000/me?code=K7QM2P' }),
    ]);
    expect(simulationCards().queryAllByRole('listitem')).toHaveLength(0);
  });

  it('says so when the join settings cannot be loaded, rather than showing a wrong address', async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    stubFetch((url) => {
      if (url === '/api/auth/me') return json(200, { success: true, data: admin });
      if (url === '/api/join') return json(503, { success: false, message: 'Database unavailable' });
      if (url === '/api/visibility/simulations')
        return json(200, { queenOfSorrows: open, shinhwaDaesung: open, solaraLunara: open });
      return json(404, { success: false, message: 'Not found.' });
    });
    renderWithApp(<JoinPage />, { path: '/join' });

    expect(await screen.findByRole('alert')).toHaveTextContent(joinMessages.loadFailed);
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('says the class is closed to new students, and keeps the count live', async () => {
    const state = server({
      publicUrl: 'https://course.example.com',
      classJoin: { code: 'K7QM2P', joinOpen: false, joined: 23 },
    });
    const { client } = renderWithApp(<JoinPage />, { path: '/join' });

    expect(await screen.findByTestId('join-closed')).toHaveTextContent(
      /^Closed to new students · 새 참여 마감$/,
    );
    expect(screen.getByTestId('join-closed').querySelector('[lang="ko"]')).toHaveTextContent('새 참여 마감');
    // a student joins: the roster event refreshes the count
    state.classJoin = { code: 'K7QM2P', joinOpen: true, joined: 24 };
    await act(() =>
      client.invalidateQueries({
        predicate: (q) => declaredTopics(q.meta)?.includes('roster') ?? false,
      }),
    );
    await vi.waitFor(() => expect(screen.getByTestId('join-count')).toHaveTextContent(/^24 joined/));
    expect(screen.queryByTestId('join-closed')).not.toBeInTheDocument();
  });

  it("after End class, says in English and Korean that no class is running, instead of a code, and shows the next class's code when it starts", async () => {
    const state = server({ publicUrl: 'https://course.example.com', classJoin: null });
    const { client } = renderWithApp(<JoinPage />, { path: '/join' });

    const none = await screen.findByTestId('join-no-class');
    expect(none).toHaveTextContent(
      'No class is running right now. Wait for the instructor to start the class. 지금 진행 중인 수업이 없습니다. 강사가 수업을 시작할 때까지 기다려 주세요.',
    );
    expect(none.querySelector('[lang="ko"]')).toHaveTextContent('지금 진행 중인 수업이 없습니다.');
    expect(screen.queryByTestId('join-class-code')).not.toBeInTheDocument();
    expect(screen.queryByTestId('join-count')).not.toBeInTheDocument();
    // no code to carry: the QR code opens the join form
    expect(screen.getByRole('img', { name: 'QR code: https://course.example.com/me' })).toBeVisible();

    // the next class starts: the classes event brings its code
    state.classJoin = { code: 'P3RT9A', joinOpen: true, joined: 0 };
    await act(() =>
      client.invalidateQueries({
        predicate: (q) => declaredTopics(q.meta)?.includes('classes') ?? false,
      }),
    );
    await vi.waitFor(() => expect(screen.getByTestId('join-class-code')).toHaveTextContent(/^P3RT9A$/));
    expect(screen.queryByTestId('join-no-class')).not.toBeInTheDocument();
  });

  it('without the class code (it failed to load), the QR code opens the join form and says why', async () => {
    server({ publicUrl: 'https://course.example.com', classJoin: 503 });
    renderWithApp(<JoinPage />, { path: '/join' });

    expect(await screen.findByRole('img', { name: 'QR code: https://course.example.com/me' })).toBeVisible();
    expect(screen.getByText(/The class code could not be loaded/)).toBeVisible();
    expect(screen.queryByTestId('join-class-code')).not.toBeInTheDocument();
  });
});
