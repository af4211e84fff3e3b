import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedbackUrls } from '@shared/contracts/feedback-config';
import { expectConsoleError } from '@/test/console';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import AboutPage from '../components/about-page';

// The Review this course dialog: a lazy chunk, loaded before the tests (see preloadLazyChunks).
preloadLazyChunks(() => import('@/features/feedback/components/feedback-dialog'));

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const signIn = () => localStorage.setItem('user', JSON.stringify(admin));

/** A fake server for the feedback-form setting; `patch` decides how a PATCH is answered. */
function server(
  isVisible: boolean,
  patch: (body: unknown) => Response | Promise<Response> = (b) => json(200, { success: true, data: b }),
) {
  return stubFetch((url, init) => {
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/settings/feedback-form' && (init.method ?? 'GET') === 'GET')
      return json(200, { success: true, data: { isVisible } });
    if (url === '/api/settings/feedback-form' && init.method === 'PATCH')
      return patch(JSON.parse(String(init.body)));
    return json(404, { success: false, message: 'Not found.' });
  });
}

describe('About page', () => {
  it('describes the course, its workshops and simulations, and the instructor', async () => {
    server(true);
    renderWithApp(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About the Course' })).toBeVisible();
    const workshops = screen.getByRole('region', { name: 'The four workshops' });
    expect(
      within(workshops)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Negotiation Workshop',
      'AI Workshop',
      'Communication Workshop',
      'Team Collaboration Workshop',
    ]);
    const sims = screen.getByRole('region', { name: 'Three negotiation simulations' });
    expect(
      within(sims)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Queen of Sorrows', 'Shinhwa vs Daesung', 'Tariff Wars']);
    expect(screen.getByRole('region', { name: 'What you take away' })).toHaveTextContent(/preparation sheet/);
    expect(screen.getByRole('region', { name: 'Your instructor' })).toHaveTextContent(/Jiwon Han/);
    await userEvent.click(await screen.findByRole('button', { name: 'Review this course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review this course' });
    expect(within(dialog).getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
  });

  it('shows students the review button only while the instructor shows it, and never the switch', async () => {
    server(false);
    const { client } = renderWithApp(<AboutPage />, { path: '/about' });
    await screen.findByRole('region', { name: 'Your instructor' });
    // (the button is also absent while the setting loads: wait until the server's answer is in)
    await waitFor(() => expect(client.getQueryState([feedbackUrls.formSetting])?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Review this course' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('gives a signed-in user the switch, applied at once and saved', async () => {
    signIn();
    const calls = server(true);
    renderWithApp(<AboutPage />, { path: '/about' });
    const toggle = await screen.findByRole('switch', { name: 'Show the feedback button to students' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Hidden from students')).toBeVisible();
    // the instructor still sees the button, to try the form
    expect(screen.getByRole('button', { name: 'Review this course' })).toBeVisible();
    await waitFor(() =>
      expect(calls.find((c) => c.init.method === 'PATCH')?.init.body).toBe(
        JSON.stringify({ isVisible: false }),
      ),
    );
  });

  it('reverts the switch and logs when the server refuses the change', async () => {
    signIn();
    const error = expectConsoleError('Failed to update the feedback form setting');
    let refuse!: () => void;
    server(
      true,
      () =>
        new Promise<Response>(
          (resolve) =>
            (refuse = () =>
              resolve(
                json(500, {
                  success: false,
                  message: 'Something went wrong on the server. Please try again.',
                }),
              )),
        ),
    );
    renderWithApp(<AboutPage />, { path: '/about' });
    const toggle = await screen.findByRole('switch', { name: 'Show the feedback button to students' });
    await userEvent.click(toggle);
    // optimistic: off while the server is asked
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(refuse).toBeTypeOf('function'));
    refuse();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.queryByText('Hidden from students')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to update the feedback form setting', expect.any(Error));
  });
});
