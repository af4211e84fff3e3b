import type { ClassJoin } from './seats-config';

/**
 * The join screen: a projector page with the site's address and QR codes to it. What it needs
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
  /**
   * The server's hosts on the room's network, as written in a URL (IPv6 in brackets), best first; empty when
   * it listens on this computer only or has no network. The join screen offers them when it is open at a
   * loopback address (localhost), which no phone can reach.
   */
  networkHosts: string[];
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1 (with or without the brackets of a URL): this computer only. */
export const isLoopbackHost = (host: string): boolean => {
  const h = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\./.test(h);
};

/** Where this browser opened the site: the parts of `window.location` the join screen reads. */
export interface BrowserLocation {
  origin: string;
  protocol: string;
  hostname: string;
  port: string;
}

/**
 * The address the join screen shows and encodes: PUBLIC_URL when set; else the address this browser used,
 * unless that is a loopback address (`atLoopback`): then the server's first network host on the browser's
 * port, or null when there is none (no QR code then: no phone could use it).
 */
export function joinTarget(
  info: JoinInfo,
  browser: BrowserLocation,
): { address: string | null; atLoopback: boolean } {
  if (info.publicUrl !== null) return { address: joinAddress(info.publicUrl, null), atLoopback: false };
  if (!isLoopbackHost(browser.hostname))
    return { address: joinAddress(null, browser.origin), atLoopback: false };
  const host = info.networkHosts[0];
  const port = browser.port ? `:${browser.port}` : '';
  return { address: host === undefined ? null : `${browser.protocol}//${host}${port}`, atLoopback: true };
}

/**
 * The site's address for the join screen: PUBLIC_URL when set, else the browser's own origin (null while
 * neither is known, as on the server), with no trailing slash.
 */
export const joinAddress = (publicUrl: string | null, browserOrigin: string | null): string | null =>
  (publicUrl ?? browserOrigin)?.replace(/\/+$/, '') ?? null;

export const joinMessages = {
  atLoopback: (host: string) => `Phones cannot open ${host}: it is this computer's own address.`,
  useNetworkAddress:
    "The QR codes below use this computer's network address instead. To check it, open this screen there:",
  noNetworkAddress:
    'This server has no address that phones can reach: it listens on this computer only (HOST=127.0.0.1), ' +
    "or this computer is not on a network. Connect it to the students' Wi-Fi, leave HOST unset and restart " +
    'the server, or set PUBLIC_URL.',
  loadFailed: 'The join screen could not be loaded. Please try again.',
  noneOpen:
    'No simulation is open to students right now. Open one in Admin → Simulations and it appears here.',
} as const;

/**
 * A page of the site at the address phones and other PCs reach (the rule of `joinTarget`: PUBLIC_URL, else
 * this browser's address, else the server's network address when this browser is at localhost); this
 * browser's own address when no other is known (no network). Everywhere an address is shown for another
 * device to open: the join screen, the join sheets, Connect a projector.
 */
export const reachablePage = (info: JoinInfo, browser: BrowserLocation, path: string): string =>
  `${joinTarget(info, browser).address ?? browser.origin.replace(/\/+$/, '')}${path}`;

/**
 * GET /api/join/projector: the join screen as a projector joined by code shows it (the projector's cookie,
 * no sign-in): the class's code and count, and the addresses. null when the browser is joined to no running
 * presentation.
 */
export const PROJECTOR_JOIN_URL = '/api/join/projector';

export interface ProjectorJoinScreen {
  join: JoinInfo;
  class: ClassJoin;
}
