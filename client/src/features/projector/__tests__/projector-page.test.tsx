import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presenterApiMessages, type ProjectorView } from '@shared/contracts/presenter-config';
import { json, renderWithApp, stubFetch } from '@/test/render';
import ProjectorPage from '../components/projector-page';
import { showSlides } from '../lib/show-slides';

vi.mock('../lib/show-slides', () => ({ showSlides: vi.fn() }));
afterEach(() => vi.mocked(showSlides).mockClear());

const VIEW: ProjectorView = { deck: 'ai', lang: 'ko', slide: 3, total: 16, black: false };

/** The server: this browser joined to nothing (or to `joined`), and one right code. */
function serve(joined: ProjectorView | null = null) {
  return stubFetch((url, init) => {
    if (url === '/api/presenter/projector' && init.method === 'POST') {
      const { code } = JSON.parse(String(init.body)) as { code: string };
      return code === 'K7QM2P'
        ? json(200, { success: true, data: VIEW })
        : json(404, { success: false, message: presenterApiMessages.wrongProjectorCode });
    }
    if (url === '/api/presenter/projector') return json(200, { success: true, data: joined });
    return json(404, { success: false, message: 'Not found.' });
  });
}

const field = () => screen.findByRole('textbox', { name: 'Projector code' });

describe('the projector’s page', () => {
  it('asks for the code, says plainly when it is wrong, and opens the slides with the right one', async () => {
    const calls = serve();
    renderWithApp(<ProjectorPage />, { path: '/projector' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Show the slides on this screen',
    );
    const input = await field();
    await userEvent.click(screen.getByRole('button', { name: 'Show the slides' }));
    expect(await screen.findByText(presenterApiMessages.projectorCode)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);

    await userEvent.type(input, 'abc-def');
    await userEvent.click(screen.getByRole('button', { name: 'Show the slides' }));
    expect(await screen.findByText(presenterApiMessages.wrongProjectorCode)).toBeInTheDocument();
    expect(showSlides).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, 'k7q m2p');
    await userEvent.click(screen.getByRole('button', { name: 'Show the slides' }));
    await waitFor(() => expect(showSlides).toHaveBeenCalledWith(VIEW));
    const sent = calls.filter((c) => c.init.method === 'POST').map((c) => JSON.parse(String(c.init.body)));
    expect(sent).toEqual([{ code: 'ABCDEF' }, { code: 'K7QM2P' }]);
  });

  it("puts the server's refusal of the code under the field, and keeps what was typed", async () => {
    stubFetch((url, init) =>
      url === '/api/presenter/projector' && init.method === 'POST'
        ? json(400, {
            success: false,
            message: presenterApiMessages.projectorCode,
            errors: { code: [presenterApiMessages.projectorCode] },
          })
        : json(200, { success: true, data: null }),
    );
    renderWithApp(<ProjectorPage />, { path: '/projector' });
    const input = await field();
    await userEvent.type(input, 'K7Q-M2P');
    await userEvent.click(screen.getByRole('button', { name: 'Show the slides' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(presenterApiMessages.projectorCode));
    expect(input).toHaveValue('K7Q-M2P');
    expect(showSlides).not.toHaveBeenCalled();
  });

  it('goes straight to the slides on a browser already joined to a running presentation', async () => {
    serve(VIEW);
    renderWithApp(<ProjectorPage />, { path: '/projector' });
    await waitFor(() => expect(showSlides).toHaveBeenCalledWith(VIEW));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
