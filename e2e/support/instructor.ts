import type { BrowserContextOptions } from 'playwright-core';
import { pairingUrls, type AssignmentView } from '../../shared/contracts/pairing';
import { classJoinUrl, type ClassJoin } from '../../shared/contracts/seats-config';
import { newPage, type PageSession } from './browser';
import type { Site } from './site';

/** The instructor's laptop on the projector: the size the projector views are made for. */
export const SCREEN = { width: 1024, height: 768 };

/** A screen of the signed-in instructor: their session cookie (from adminCookie), as after signing in. */
export async function instructorScreen(
  site: Site,
  cookie: string,
  viewport: BrowserContextOptions['viewport'] = SCREEN,
): Promise<PageSession> {
  const session = await newPage(site.browser, { viewport });
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
  await session.context.addCookies([{ name, value, url: site.server.url }]);
  return session;
}

/**
 * The instructor's API, as the signed-in instructor's pages call it: a GET, or a POST of `body`. Returns the
 * answer's data; a refusal fails with its status and message.
 */
export async function instructorApi<T>(site: Site, path: string, cookie: string, body?: object): Promise<T> {
  const url = site.server.url;
  const res = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Cookie: cookie, Origin: url, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** The current class's join code, as the instructor's join screen shows it. */
export const classCode = async (site: Site, cookie: string) =>
  (await instructorApi<ClassJoin>(site, classJoinUrl, cookie)).code;

/** The latest assignment of a case (the latest round's, draft or published): who sits where. */
export const latestAssignment = (site: Site, cookie: string, sim: string) =>
  instructorApi<AssignmentView>(site, pairingUrls(sim).assignments, cookie);

/** The table a student sits at in an assignment. */
export const tableOf = (view: AssignmentView, name: string) =>
  view.pairs.find((p) => p.members.some((m) => m.name === name))!;

/** A student's role in an assignment. */
export const roleOf = (view: AssignmentView, name: string) =>
  tableOf(view, name).members.find((m) => m.name === name)!.role;

/** A student of a pair: their table, their role and their partner's name. */
export const placeOf = (view: AssignmentView, name: string) => {
  const pair = tableOf(view, name);
  const partner = pair.members.find((m) => m.name !== name)!;
  return { table: pair.table, role: roleOf(view, name), partner: partner.name };
};
