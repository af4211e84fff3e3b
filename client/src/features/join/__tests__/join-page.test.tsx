import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { joinMessages } from '@shared/contracts/join';
import type { SimulationVisibility } from '@shared/contracts/visibility-config';
import { json, renderWithApp, stubFetch } from '@/test/render';
import JoinPage from '../components/join-page';

afterEach(() => localStorage.clear());

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const open = { isVisible: true, isAccessible: true };

/** A fake API: the instructor's session, the join settings and the simulations' settings. */
function server({
  publicUrl,
  networkHosts = ['192.168.0.12'],
  settings = { queenOfSorrows: open, shinhwaDaesung: open, solaraLunara: open },
}: {
  publicUrl: string | null;
  networkHosts?: string[];
  settings?: SimulationVisibility;
}) {
  localStorage.setItem('user', JSON.stringify(admin));
  return stubFetch((url) => {
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/join') return json(200, { success: true, data: { publicUrl, networkHosts } });
    if (url === '/api/visibility/simulations') return json(200, settings);
    return json(404, { success: false, message: 'Not found.' });
  });
}

const simulationCards = () => within(screen.getByRole('region', { name: /Simulations open now/ }));

describe('the join screen', () => {
  it('shows PUBLIC_URL in large type with its QR code, and one QR per open simulation to its role choice', async () => {
    server({
      publicUrl: 'https://course.example.com',
      settings: {
        queenOfSorrows: open,
        shinhwaDaesung: open,
        // visible but closed to students: no QR
        solaraLunara: { isVisible: true, isAccessible: false },
      },
    });
    renderWithApp(<JoinPage />, { path: '/join' });

    expect(await screen.findByRole('heading', { level: 1, name: /Join the class/ })).toBeVisible();
    const site = within(await screen.findByRole('region', { name: /Open this address/ }));
    expect(site.getByTestId('join-address')).toHaveTextContent(/^https:\/\/course\.example\.com$/);
    expect(site.getByRole('img', { name: 'QR code: https://course.example.com' })).toBeVisible();

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
    expect(screen.getByTestId('join-address')).toHaveTextContent(new RegExp(`^${network}$`));
    expect(screen.getByRole('img', { name: `QR code: ${network}` })).toBeVisible();
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

    expect(await screen.findByTestId('join-address')).toHaveTextContent(/^https:\/\/course\.example\.com$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when no simulation is open, and still shows the site QR', async () => {
    const closed = { isVisible: true, isAccessible: false };
    server({
      publicUrl: 'http://192.168.0.12:5000',
      settings: { queenOfSorrows: closed, shinhwaDaesung: closed, solaraLunara: closed },
    });
    renderWithApp(<JoinPage />, { path: '/join' });

    expect(await screen.findByText(/No simulation is open to students right now/)).toBeVisible();
    expect(screen.getAllByRole('img', { name: /^QR code: / })).toEqual([
      screen.getByRole('img', { name: 'QR code: http://192.168.0.12:5000' }),
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
});
