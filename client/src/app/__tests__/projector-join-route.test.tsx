import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { joinMessages, type ProjectorJoinScreen } from '@shared/contracts/join';
import { json, renderWithApp, stubFetch } from '@/test/render';
import ProjectorJoinRoute from '../projector-join-route';

const open = { isVisible: true, isAccessible: true };
const SCREEN: ProjectorJoinScreen = {
  join: { publicUrl: null, networkHosts: ['192.168.0.12'] },
  class: { code: 'K7QM2P', joinOpen: true, joined: 23 },
};

/** The server: this browser joined to no presentation until it sends the right projector code; no sign-in. */
function serve() {
  let joined = false;
  return stubFetch((url, init) => {
    if (url === '/api/presenter/projector' && init.method === 'POST') {
      joined = (JSON.parse(String(init.body)) as { code: string }).code === 'K7QM2P';
      return joined
        ? json(200, { success: true, data: { deck: 'ai', lang: 'en', slide: 1, total: 16, black: false } })
        : json(404, { success: false, message: 'No presentation has this code.' });
    }
    if (url === '/api/join/projector') return json(200, { success: true, data: joined ? SCREEN : null });
    if (url === '/api/visibility/simulations')
      return json(200, {
        queenOfSorrows: open,
        queenOfSorrowsNoDeal: open,
        shinhwaDaesung: open,
        solaraLunara: open,
        tariffWarsB: { isVisible: false, isAccessible: false },
      });
    return json(401, { success: false, message: 'Sign in first.' });
  });
}

describe('the join screen on the projector', () => {
  it("asks for the projector code, then shows only the class's address, code, QR code, count and open simulations", async () => {
    const calls = serve();
    renderWithApp(<ProjectorJoinRoute />, { path: '/projector/join' });
    const input = await screen.findByRole('textbox', { name: 'Projector code' });
    await userEvent.type(input, 'k7q-m2p');
    await userEvent.click(screen.getByRole('button', { name: 'Show the join screen' }));

    const wall = within(await screen.findByTestId('projector-join-screen'));
    const site = within(await wall.findByRole('region', { name: /Open this address/ }));
    // opened at localhost in this test, as the projector PC may be: the room's address, and no warning
    // about localhost (the instructor's own /join says that)
    expect(window.location.hostname).toBe('localhost');
    const network = `http://192.168.0.12:${window.location.port}`;
    expect(site.getByTestId('join-address')).toHaveTextContent(`${network}/me`);
    expect(site.getByTestId('join-class-code')).toHaveTextContent(/^K7QM2P$/);
    expect(site.getByRole('img', { name: `QR code: ${network}/me?code=K7QM2P` })).toBeVisible();
    expect(site.getByTestId('join-count')).toHaveTextContent(/^23 joined · 23명 참여$/);
    expect(wall.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Queen of Sorrows 슬픔의 여왕',
      'Queen of Sorrows (B) 슬픔의 여왕 (B)',
      'Shinhwa vs Daesung 신화 대 대성',
      'Tariff Wars 관세 전쟁',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(joinMessages.atLoopback('localhost'))).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Admin/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Closed to students/)).not.toBeInTheDocument();
    // it never asked the instructor's API: the projector's cookie is all it has
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/join/projector'));
    expect(calls.map((c) => c.url)).not.toContain('/api/join');
    expect(calls.map((c) => c.url)).not.toContain('/api/classes/current/join');
  });
});
