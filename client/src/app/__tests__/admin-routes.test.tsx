import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { AppRouter } from '../router';

// What the route table composes from several features: the door around the admin pages (auth), the
// account corner in the navbar (auth), the course review on the About page (feedback), Admin → Class and
// the student's page (seats).
preloadLazyChunks(
  () => import('@/features/admin/components/admin-page'),
  () => import('@/features/seats/components/class-tab'),
  () => import('@/features/seats/components/me-page'),
  () => import('@/features/feedback/components/admin-feedback-page'),
  () => import('@/features/about/components/about-page'),
  () => import('@/features/feedback/components/review-course'),
);

afterEach(() => localStorage.clear());

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };

const dashboard = {
  currentClass: { id: 2, name: 'Hyundai Card cohort 7', startedAt: '2025-03-01T12:00:00.000Z' },
  results: { bySimulation: {}, total: 0 },
  feedback: { active: 0, archived: 0 },
  recentActivity: [],
  generatedAt: '2025-03-01T12:00:00.000Z',
};

/** A fake API: a visitor's session, an empty feedback list, an open feedback form. */
function server() {
  return stubFetch((url) => {
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/feedback?class=current') return json(200, { success: true, data: [] });
    if (url === '/api/settings/feedback-form') return json(200, { success: true, data: { isVisible: true } });
    if (url === '/api/admin/dashboard') return json(200, { success: true, data: dashboard });
    if (url === '/api/classes/current/join')
      return json(200, { success: true, data: { code: 'K7QM2P', joinOpen: true, joined: 0 } });
    if (url === '/api/seats?class=current') return json(200, { success: true, data: [] });
    if (url === '/api/seats/class?code=K7QM2P')
      return json(200, { success: true, data: { name: 'Hyundai Card cohort 7', joinOpen: true } });
    if (url === '/api/seats/me') return json(401, { success: false, message: 'No seat.' });
    return json(404, { success: false, message: 'Not found.' });
  });
}

describe('the route table', () => {
  it.each(['/admin', '/admin/feedback'])(
    'keeps a visitor out of %s: "Authentication Required", and no admin data is asked for',
    async (path) => {
      const calls = server();
      renderWithApp(<AppRouter />, { path });
      expect(await screen.findByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
      expect(calls.filter((c) => c.url !== '/api/settings/feedback-form')).toEqual([]);
    },
  );

  it('lets the instructor into the admin pages, with the welcome in the navbar', async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    server();
    renderWithApp(<AppRouter />, { path: '/admin/feedback' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Feedback' })).toBeVisible();
    expect(screen.getByText('Welcome, Ms Kim!')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Authentication Required' })).not.toBeInTheDocument();
  });

  it('puts the course review on the About page', async () => {
    server();
    renderWithApp(<AppRouter />, { path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About the Course' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Review this course' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  it('puts the Class tab (seats) in the admin page, loaded when it is opened', async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    server();
    renderWithApp(<AppRouter />, { path: '/admin' });
    const tab = await screen.findByRole('tab', { name: 'Class' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Class',
      'Classes',
      'Simulations',
      'Cases',
      'Users',
    ]);
    await userEvent.click(tab);
    expect(await screen.findByTestId('class-code')).toHaveTextContent('K7QM2P');
    expect(await screen.findByText(/Nobody has joined yet/)).toBeVisible();
  });

  it('opens the join form at /me for a visitor, with the code of the link', async () => {
    server();
    renderWithApp(<AppRouter />, { path: '/me?code=K7QM2P' });
    expect(await screen.findByLabelText('Class code')).toHaveValue('K7QM2P');
    expect(await screen.findByText('Hyundai Card cohort 7')).toBeVisible();
  });
});
