import { describe, expect, it } from 'vitest';
import { EVENTS_URL } from '../shared/contracts/live-config';
import { pairingUrls, type AssignmentView } from '../shared/contracts/pairing';
import {
  classJoinUrl,
  SEAT_COOKIE,
  seatsUrl,
  seatUrl,
  type ClassJoin,
  type Reseat,
} from '../shared/contracts/seats-config';
import { failedRequest, newPage } from './support/browser';
import { adminCookie } from './support/server';
import { siteForThisFile } from './support/site';

// /me as a phone first loads it. The links that bring a phone there: the page the server sends for the address is the one the app takes
// over, so React never finds a different page under it (a hydration mismatch, React error #418, which the
// watched pages report as a console error and which fails the test). And a page whose live stream connects
// after the instructor published shows what was published.
const site = siteForThisFile();

async function call<T>(path: string, body: object | undefined, cookie: string): Promise<T> {
  const res = await fetch(`${site.server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Cookie: cookie, Origin: site.server.url, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

describe('the links to /me', () => {
  it("the instructor's re-seat link opens its seat on a phone, rendered on the server as the app renders it", async () => {
    const admin = await adminCookie(site.server.url);
    const { code } = await call<ClassJoin>(classJoinUrl, undefined, admin);
    const seat = await call<{ id: number }>(seatsUrl, { name: '김민지', lang: 'ko', code }, '');
    // twice: the first renders the page, the second may be answered from the kept one
    for (const _ of [1, 2]) {
      const { url } = await call<Reseat>(`${seatUrl(seat.id)}/reseat`, {}, admin);
      const { page, expectError } = await newPage(site.browser, { viewport: { width: 390, height: 844 } });
      // the page asks for its seat while the link is being opened: this device has none yet
      expectError(failedRequest(401, '/api/seats/me'));
      await page.goto(url.replace(/^https?:\/\/[^/]+/, site.server.url));
      await page.getByRole('heading', { level: 1, name: '내 수업' }).waitFor();
      expect(await page.getByTestId('seat-name').textContent()).toBe('김민지');
      // the link works once: it is gone from the address
      expect(new URL(page.url()).search).toBe('');
    }
  });
});

describe('a page that loads while the instructor publishes', () => {
  it("/me shows the role published between the page's first read and its live stream's hello", async () => {
    const admin = await adminCookie(site.server.url);
    const { code } = await call<ClassJoin>(classJoinUrl, undefined, admin);
    const seats: Array<{ id: number; cookie: string }> = [];
    for (const name of ['Kim Minji', 'Lee Minho']) {
      const res = await fetch(`${site.server.url}${seatsUrl}`, {
        method: 'POST',
        headers: { Origin: site.server.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, lang: 'en', code }),
      });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.startsWith(`${SEAT_COOKIE}=`))!;
      seats.push({ id: ((await res.json()) as { data: { id: number } }).data.id, cookie });
    }
    const { page, context } = await newPage(site.browser, { viewport: { width: 390, height: 844 } });
    await context.addCookies([
      { name: SEAT_COOKIE, value: seats[0]!.cookie.slice(SEAT_COOKIE.length + 1), url: site.server.url },
    ]);
    // the live stream is held (a slow phone, a busy Wi-Fi) until the instructor has published
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let streamAsked!: () => void;
    const asked = new Promise<void>((resolve) => (streamAsked = resolve));
    await page.route(`**${EVENTS_URL}`, async (route) => {
      streamAsked();
      await released;
      await route.continue().catch(() => {});
    });
    await page.goto(`${site.server.url}/me`);
    await page.getByTestId('seat-name').filter({ hasText: 'Kim Minji' }).waitFor();
    await asked;
    expect(await page.getByTestId('my-assignment').count()).toBe(0);

    const urls = pairingUrls('queenOfSorrows');
    const view = await call<AssignmentView>(urls.assignments, { seatIds: seats.map((s) => s.id) }, admin);
    await call(urls.publish(view.id), {}, admin);
    release();
    // the stream's first hello: the page asks again for what it read before, and shows the role
    const card = page.getByTestId('my-assignment');
    await card.waitFor();
    expect(await card.textContent()).toContain('Lee Minho');
  });
});
