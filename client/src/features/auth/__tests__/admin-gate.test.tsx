import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { AdminGate } from '../components/admin-gate';

// The Sign In dialog: a lazy chunk, loaded before the tests (see preloadLazyChunks).
preloadLazyChunks(() => import('@/features/auth/components/sign-in-dialog'));

afterEach(() => localStorage.clear());

const cache = (user: { email: string; name: string; isAdmin: boolean }) =>
  localStorage.setItem('user', JSON.stringify(user));

const Secret = () => <p>The admin page</p>;

describe('AdminGate', () => {
  it('shows a visitor "Authentication Required", the way home and Sign In, never the page', async () => {
    stubFetch(() => json(401, { success: false, message: 'Please sign in' }));
    renderWithApp(
      <AdminGate>
        <Secret />
      </AdminGate>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible();
    expect(screen.getByText('You need to sign in to access the admin area')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('The admin page')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Authentication Required/);

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });

  it('keeps out a signed-in user who is not the instructor', () => {
    cache({ email: 'ta@example.com', name: 'TA', isAdmin: false });
    stubFetch(() =>
      json(200, { success: true, data: { email: 'ta@example.com', name: 'TA', isAdmin: false } }),
    );
    renderWithApp(
      <AdminGate>
        <Secret />
      </AdminGate>,
    );
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    expect(screen.queryByText('The admin page')).not.toBeInTheDocument();
  });

  it('lets the instructor through to the page', () => {
    const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
    cache(admin);
    stubFetch(() => json(200, { success: true, data: admin }));
    renderWithApp(
      <AdminGate>
        <Secret />
      </AdminGate>,
    );
    expect(screen.getByText('The admin page')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Authentication Required' })).not.toBeInTheDocument();
  });
});
