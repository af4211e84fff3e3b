import type { SimulationVisibility } from '@shared/contracts/visibility-config';
import { json } from '@/test/render';

export const ADMIN_USER = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };

export const allOpen = () => ({
  queenOfSorrows: { isVisible: true, isAccessible: true },
  queenOfSorrowsNoDeal: { isVisible: true, isAccessible: true },
  tariffWarsB: { isVisible: false, isAccessible: false },
  shinhwaDaesung: { isVisible: true, isAccessible: true },
  solaraLunara: { isVisible: true, isAccessible: true },
});

/** Signs the UI in as the instructor (the cached user the AuthProvider restores). */
export const signInAsAdmin = () => localStorage.setItem('user', JSON.stringify(ADMIN_USER));

/**
 * A fetch handler for the visibility settings, /api/auth/me and which roles the visitor may read (every one,
 * unless `more` says otherwise); anything else answers 404.
 */
export const api =
  (
    visibility: SimulationVisibility,
    more: (url: string, init: RequestInit) => Response | undefined = () => undefined,
  ) =>
  (url: string, init: RequestInit) => {
    const extra = more(url, init);
    if (extra) return extra;
    if (url === '/api/visibility/simulations' && (init.method ?? 'GET') === 'GET')
      return json(200, visibility);
    if (url.startsWith('/api/visibility/simulations/')) return json(200, { success: true, data: {} });
    if (/^\/api\/sims\/\w+\/readable-roles$/.test(url))
      return json(200, { success: true, data: { roles: null } });
    if (url === '/api/auth/me') {
      const cached = localStorage.getItem('user');
      return cached ? json(200, { success: true, data: JSON.parse(cached) }) : json(401, { success: false });
    }
    return json(404, { success: false, message: 'Not found.' });
  };
