import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { AppRouter } from '../router';

// What the route table composes from several features: the door around the admin pages (auth), the
// account corner in the navbar (auth) and the course review on the About page (feedback).
preloadLazyChunks(
  () => import('@/features/admin/components/admin-page'),
  () => import('@/features/feedback/components/admin-feedback-page'),
  () => import('@/features/about/components/about-page'),
  () => import('@/features/feedback/components/review-course'),
);

afterEach(() => localStorage.clear());

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };

/** A fake API: a visitor's session, an empty feedback list, an open feedback form. */
function server() {
  return stubFetch((url) => {
    if (url === '/api/auth/me') return json(200, { success: true, data: admin });
    if (url === '/api/feedback?class=current') return json(200, { success: true, data: [] });
    if (url === '/api/settings/feedback-form') return json(200, { success: true, data: { isVisible: true } });
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
});
