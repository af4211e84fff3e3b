/** The signed-in user, as the server reports it and as the browser caches it under localStorage 'user'. */
export interface User {
  email: string;
  name: string;
  isAdmin: boolean;
}

/** The auth endpoints the client calls. */
export const authUrls = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  revokeAllSessions: '/api/auth/sessions/revoke-all',
} as const;
