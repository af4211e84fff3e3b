import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { AppRouter } from '../router';

// The join screen is an admin page: the route table puts the auth feature's door around it.
preloadLazyChunks(() => import('@/features/join/components/join-page'));

afterEach(() => localStorage.clear());

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const open = { isVisible: true, isAccessible: true };

function server(signedIn: boolean) {
  if (signedIn) localStorage.setItem('user', JSON.stringify(admin));
  return stubFetch((url) => {
    if (url === '/api/auth/me')
      return signedIn
        ? json(200, { success: true, data: admin })
        : json(401, { success: false, message: 'Please sign in' });
    if (url === '/api/join')
      return json(200, { success: true, data: { publicUrl: 'https://course.example.com' } });
    if (url === '/api/classes/current/join')
      return json(200, { success: true, data: { code: 'K7QM2P', joinOpen: true, joined: 0 } });
    if (url === '/api/visibility/simulations')
      return json(200, { queenOfSorrows: open, shinhwaDaesung: open, solaraLunara: open });
    return json(404, { success: false, message: 'Not found.' });
  });
}

describe('the /join route', () => {
  it('keeps a visitor out: "Authentication Required", and the join settings are never asked for', async () => {
    const calls = server(false);
    renderWithApp(<AppRouter />, { path: '/join' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain('/api/join');
    expect(calls.map((c) => c.url)).not.toContain('/api/classes/current/join');
  });

  it('shows the instructor the join screen', async () => {
    server(true);
    renderWithApp(<AppRouter />, { path: '/join' });
    expect(
      await screen.findByRole('img', { name: 'QR code: https://course.example.com/me?code=K7QM2P' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: /Join the class/ })).toBeVisible();
  });
});
