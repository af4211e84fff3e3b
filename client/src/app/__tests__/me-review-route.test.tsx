import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MySeat } from '@shared/contracts/seats-config';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { AppRouter } from '../router';

// The student's page composes the course review (feedback) into the seat's home (seats); neither imports
// the other.
preloadLazyChunks(
  () => import('@/features/seats/components/me-page'),
  () => import('@/features/feedback/components/review-course'),
  () => import('@/features/feedback/components/feedback-dialog'),
);

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

const seatIn = (lang: 'en' | 'ko', name: string): MySeat => ({
  id: 7,
  name,
  lang,
  seatCode: 'K7QM2PXR',
  class: { id: 2, name: 'Hyundai Card cohort 7' },
  assignments: [],
});

function server(seat: MySeat, isVisible: boolean) {
  const calls = stubFetch((url) => {
    if (url === '/api/auth/me') return json(401, { success: false, message: 'Please sign in' });
    if (url === '/api/seats/me') return json(200, { success: true, data: seat });
    if (url === '/api/class-timer') return json(200, { success: true, data: null });
    if (url === '/api/visibility/simulations') return json(200, {});
    if (url === '/api/settings/feedback-form') return json(200, { success: true, data: { isVisible } });
    return json(404, { success: false, message: 'Not found.' });
  });
  return calls;
}

describe('/me offers the course review in the seat’s language', () => {
  it('in English, with the seat’s name filled in', async () => {
    server(seatIn('en', 'Mina'), true);
    renderWithApp(<AppRouter />, { path: '/me' });
    await userEvent.click(await screen.findByRole('button', { name: 'Review this course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review this course' });
    expect(within(dialog).getByLabelText(/^Your name/)).toHaveValue('Mina');
  });

  it('in Korean, with the seat’s name filled in', async () => {
    server(seatIn('ko', '김민아'), true);
    renderWithApp(<AppRouter />, { path: '/me' });
    expect(await screen.findByRole('heading', { name: '강의는 어떠셨나요?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '강의 평가하기' }));
    const dialog = await screen.findByRole('dialog', { name: '강의 평가하기' });
    expect(within(dialog).getByLabelText(/^이름/)).toHaveValue('김민아');
  });

  it('not while the instructor hides the form', async () => {
    const calls = server(seatIn('en', 'Mina'), false);
    renderWithApp(<AppRouter />, { path: '/me' });
    expect(await screen.findByTestId('seat-class')).toBeVisible();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/settings/feedback-form'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'How was the course?' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Review this course' })).not.toBeInTheDocument();
  });
});
