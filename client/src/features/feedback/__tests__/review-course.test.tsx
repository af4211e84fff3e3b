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

  it('shows the button to students when the server cannot be reached (visible by default)', async () => {
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

  it('is Korean from a Korean page: card, dialog, labels, refusal and the thank-you', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    let closed = true;
    stubFetch((url, init) => {
      if (url === '/api/settings/feedback-form')
        return json(200, { success: true, data: { isVisible: true } });
      if (url === feedbackUrls.submit && init.method === 'POST')
        return closed
          ? json(403, { success: false, message: 'Course feedback is closed right now.' })
          : json(201, { success: true, data: { id: 1 } });
      return json(404, { success: false, message: 'Not found.' });
    });
    renderWithApp(<ReviewCourse lang="ko" />, { path: '/simulations/queen-of-sorrows-instructions-korean' });
    expect(await screen.findByRole('heading', { name: '강의는 어떠셨나요?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '강의 평가하기' }));
    const dialog = await screen.findByRole('dialog', { name: '강의 평가하기' });
    expect(dialog).toHaveAttribute('lang', 'ko');
    expect(within(dialog).getByRole('group')).toHaveAccessibleName(
      '이 강의를 동료에게 추천할 가능성은 얼마나 되나요? (필수)',
    );
    expect(within(dialog).getByText('평점을 선택하면 제출할 수 있습니다.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: '8' }));
    await userEvent.type(within(dialog).getByLabelText(/이름/), '박지수');
    await userEvent.type(within(dialog).getByLabelText(/의견/), '실습이 좋았습니다.');
    expect(within(dialog).getByLabelText('강의에서 가장 좋았던 부분 (선택)')).toBeInTheDocument();
    // no English left in the form
    expect(dialog.textContent).not.toMatch(/[A-Za-z]{3,}/);

    // refused: the reason in Korean, and the alert too
    await userEvent.click(within(dialog).getByRole('button', { name: '평가 제출' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '지금은 강의 평가를 받지 않고 있습니다. 평가할 때가 되면 강사가 열어 드립니다.',
    );
    expect(alert).toHaveBeenCalledWith('평가를 보내는 중 오류가 발생했습니다. 다시 시도해 주세요.');

    closed = false;
    await userEvent.click(within(dialog).getByRole('button', { name: '평가 제출' }));
    const thanks = await within(dialog).findByRole('status');
    expect(thanks).toHaveTextContent('소중한 의견 감사합니다!평가가 강사에게 전달되었습니다.');
    expect(within(dialog).getByRole('button', { name: '확인' })).toBeVisible();
  });
});
