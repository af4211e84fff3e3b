import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedbackUrls } from '@shared/contracts/feedback-config';
import { expectConsoleError } from '@/test/console';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import ReviewCourse from '../components/review-course';

// The Review this course dialog: a lazy chunk, loaded before the tests (see preloadLazyChunks).
preloadLazyChunks(() => import('../components/feedback-dialog'));

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

describe('Review this course', () => {
  it('opens the feedback form, which asks for a rating first', async () => {
    server(true);
    renderWithApp(<ReviewCourse />, { path: '/about' });
    expect(await screen.findByRole('heading', { name: 'How was the course?' })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Review this course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review this course' });
    expect(within(dialog).getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
  });

  it('shows the button to students when the server cannot be reached (SPEC section 9)', async () => {
    stubFetch(() => json(503, { success: false, message: 'The database is unavailable.' }));
    renderWithApp(<ReviewCourse />, { path: '/about' });
    expect(await screen.findByRole('button', { name: 'Review this course' })).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows students the review button only while the instructor shows it, and never the switch', async () => {
    server(false);
    const { client } = renderWithApp(<ReviewCourse />, { path: '/about' });
    // (the button is also absent while the setting loads: wait until the server's answer is in)
    await waitFor(() => expect(client.getQueryState([feedbackUrls.formSetting])?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Review this course' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('gives a signed-in user the switch, applied at once and saved', async () => {
    signIn();
    const calls = server(true);
    renderWithApp(<ReviewCourse />, { path: '/about' });
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
    renderWithApp(<ReviewCourse />, { path: '/about' });
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
