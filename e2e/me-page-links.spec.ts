import { describe, expect, it } from 'vitest';
import {
  classJoinUrl,
  seatsUrl,
  seatUrl,
  type ClassJoin,
  type Reseat,
} from '../shared/contracts/seats-config';
import { failedRequest, newPage } from './support/browser';
import { adminCookie } from './support/server';
import { siteForThisFile } from './support/site';

// The links that bring a phone to /me: the page the server sends for the address is the one the app takes
// over, so React never finds a different page under it (a hydration mismatch, React error #418, which the
// watched pages report as a console error and which fails the test).
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
