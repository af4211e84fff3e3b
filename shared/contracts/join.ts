/**
 * The join screen (issue 18): a projector page with the site's address and QR codes to it. What it needs
 * from the server is one setting, PUBLIC_URL, answered by GET /api/join (admin only, never cached) as
 * `{ success: true, data: JoinInfo }`.
 */

export const JOIN_URL = '/api/join';

export interface JoinInfo {
  /**
   * The site's public address (`PUBLIC_URL`: absolute http(s), no trailing slash, no query or fragment),
   * or null when it is not set: the join screen then uses the address the instructor's browser used.
   */
  publicUrl: string | null;
}

/**
 * The site's address for the join screen: PUBLIC_URL when set, else the browser's own origin (null while
 * neither is known, as on the server), with no trailing slash.
 */
export const joinAddress = (publicUrl: string | null, browserOrigin: string | null): string | null =>
  (publicUrl ?? browserOrigin)?.replace(/\/+$/, '') ?? null;

export const joinMessages = {
  loadFailed: 'The join screen could not be loaded. Please try again.',
  noneOpen:
    'No simulation is open to students right now. Open one in Admin → Simulations and it appears here.',
} as const;
