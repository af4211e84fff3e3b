import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { debriefUrls } from '../shared/contracts/debrief';
import { pairingUrls, type AssignmentView } from '../shared/contracts/pairing';
import { classJoinUrl, SEAT_COOKIE, seatsUrl, type ClassJoin } from '../shared/contracts/seats-config';
import { courseReportPath, simulationPaths } from '../shared/routes';
import { classesUrl } from '../shared/contracts/classes-config';
import { simulationOf, type Lang } from '../shared/simulations';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { failedRequest, newPage } from './support/browser';
import { adminCookie, startServer, type RunningServer } from './support/server';
import { siteForThisFile } from './support/site';

// Each student's own debrief on a phone: two pairs with final agreements (written into the database as the
// deal API leaves them), a phone that waits before the release and opens by itself when the instructor
// releases it, both languages, at 390 px (nothing wider than the screen) and 1024 px, printed, and axe.
const SIM = 'queenOfSorrows';
const PAGE = simulationPaths(simulationOf(SIM)).myDebrief;
const PHONE = { width: 390, height: 844 };
const SCREEN = { width: 1024, height: 768 };
const M = 1_000_000;

const students: Array<{ name: string; lang: Lang; seatId: number; cookie: string }> = [];
const site = siteForThisFile(startWithTwoPairs);

async function startWithTwoPairs(): Promise<RunningServer> {
  const first = await startServer();
  const admin = await adminCookie(first.url);
  const send = async (path: string, body?: object, cookie = admin) => {
    const res = await fetch(`${first.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { Cookie: cookie, Origin: first.url, 'Content-Type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const { code } = ((await (await send(classJoinUrl)).json()) as { data: ClassJoin }).data;
  for (const [name, lang] of [
    ['Kim Minji', 'en'],
    ['이민호', 'ko'],
    ['Park Jisoo', 'en'],
    ['최유나', 'ko'],
  ] as const) {
    const res = await send(seatsUrl, { name, lang, code }, '');
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${SEAT_COOKIE}=`))!;
    const seat = ((await res.json()) as { data: { id: number } }).data;
    students.push({ name, lang, seatId: seat.id, cookie: cookie.slice(SEAT_COOKIE.length + 1) });
  }
  const urls = pairingUrls(SIM);
  const view = (
    (await (await send(urls.assignments, { seatIds: students.map((s) => s.seatId) })).json()) as {
      data: AssignmentView;
    }
  ).data;
  await send(urls.publish(view.id), {});
  await first.stop();

  const db = await PGlite.create({ dataDir: first.dataDir });
  const deals = [
    { opener: 'studio', first: 60, amount: 110 },
    { opener: 'agent', first: 300, amount: 160 },
  ];
  for (const [i, table] of view.pairs.entries()) {
    const d = deals[i]!;
    const { rows } = await db.query<{ id: number }>(
      `insert into deals (sim_key, assignment_id, table_no, first_offer_role, first_offer_amount,
         agreement_version, status, final_at)
       values ($1, $2, $3, $4, $5, 1, 'confirmed', now()) returning id`,
      [SIM, view.id, table.table, d.opener, d.first * M],
    );
    await db.query(
      `insert into agreement_versions (deal_id, version, body, confirmed_by) values ($1, 1, $2, $3)`,
      [
        rows[0]!.id,
        JSON.stringify({ noAgreement: false, amount: d.amount * M, contingent: null, terms: {}, text: '' }),
        JSON.stringify(table.members.map((m) => m.seatId)),
      ],
    );
    for (const m of table.members) {
      const agent = m.role === 'agent';
      await db.query(`insert into plans (seat_id, sim_key, body) values ($1, $2, $3)`, [
        m.seatId,
        SIM,
        JSON.stringify({
          target: (agent ? 180 : 70) * M,
          walkAway: (agent ? 40 : 210) * M,
          firstOffer: (agent ? 250 : 60) * M,
          priorities: [],
        }),
      ]);
      await db.query(`insert into survey_answers (seat_id, sim_key, answers) values ($1, $2, $3)`, [
        m.seatId,
        SIM,
        JSON.stringify({ outcome1: agent ? 6 : 3, process1: 5, relationship1: 4 }),
      ]);
    }
  }
  await db.close();
  return startServer({}, first.dataDir);
}

async function phoneOf(lang: Lang) {
  const student = students.find((s) => s.lang === lang)!;
  const session = await newPage(site.browser, { viewport: PHONE });
  await session.context.addCookies([{ name: SEAT_COOKIE, value: student.cookie, url: site.server.url }]);
  return session;
}

async function expectNothingWider(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth} px wide on a ${innerWidth} px screen`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** A PDF's text as poppler's pdftotext reads it (the deck tests draw pages with the same package). */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeaway-'));
  const file = path.join(dir, 'takeaway.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("each student's own debrief", () => {
  it('waits before the release, and opens by itself when the instructor releases it (390 px)', async () => {
    const { page, expectError } = await phoneOf('en');
    expectError(failedRequest(403, debriefUrls(SIM).myDebrief));
    await page.goto(`${site.server.url}${PAGE}`);
    await page.getByRole('heading', { level: 2, name: 'Not released yet' }).waitFor();
    await expectNothingWider(page);
    await expectNoSeriousA11yViolations(page);

    const admin = await adminCookie(site.server.url);
    const res = await fetch(`${site.server.url}${debriefUrls(SIM).release}`, {
      method: 'POST',
      headers: { Cookie: admin, Origin: site.server.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ released: true }),
    });
    expect(res.status).toBe(200);
    const deal = page.getByRole('region', { name: 'Your deal in the class' });
    await deal.waitFor();
    expect(await deal.textContent()).toMatch(
      /Your pair agreed on (110|160) million won\. That is percentile (25|75)/,
    );
    await page.getByRole('region', { name: 'Queen of Sorrows — What to Take Away' }).waitFor();
    await expectNothingWider(page);
    await expectNoSeriousA11yViolations(page);

    // printed: the page's own content, no buttons
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print / Save as PDF' }).isVisible()).toBe(false);
    expect(await deal.isVisible()).toBe(true);

    // Save as PDF, as chromium prints it (A4): the student's own deal and the case's takeaway, no controls
    await page.goto(`${site.server.url}${PAGE}?print=1`);
    await deal.waitFor();
    const text = pdfText(await page.pdf({ format: 'A4', printBackground: true }));
    expect(text).toMatch(/Your pair agreed on (110|160) million won/);
    expect(text).toContain('What to Take Away');
    expect(text).not.toContain('Print / Save as PDF');
  });

  it('in Korean, at 390 px and on a 1024 px screen', async () => {
    const { page } = await phoneOf('ko');
    await page.goto(`${site.server.url}${PAGE}`);
    await page.getByRole('region', { name: '반 전체에서 우리 합의의 위치' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    expect(await page.getByRole('region', { name: '첫 제안' }).textContent()).toContain('먼저');
    await expectNothingWider(page);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(SCREEN);
    await expectNothingWider(page);
    await expectNoSeriousA11yViolations(page);
  });
});

describe("the client's course report", () => {
  it("prints to PDF in Korean: the attendance by name, the participation, and no one student's figures", async () => {
    const admin = await adminCookie(site.server.url);
    const classes = (await (
      await fetch(`${site.server.url}${classesUrl}`, { headers: { Cookie: admin } })
    ).json()) as { data: Array<{ id: number; isCurrent: boolean }> };
    const current = classes.data.find((c) => c.isCurrent)!;
    const session = await newPage(site.browser, { viewport: SCREEN });
    const at = admin.indexOf('=');
    const [name, value] = [admin.slice(0, at), admin.slice(at + 1)];
    await session.context.addCookies([{ name, value, url: site.server.url }]);
    const { page } = session;
    await page.goto(`${site.server.url}${courseReportPath(current.id)}?lang=ko`);
    await page.getByText('출결 (4)').waitFor();
    const text = pdfText(await page.pdf({ format: 'A4', printBackground: true }));
    // a long name may wrap in its table cell: each word of it is there
    for (const s of students) for (const word of s.name.split(' ')) expect(text).toContain(word);
    expect(text).toContain('출결');
    // aggregates only: the two agreements' amounts are never listed one by one
    expect(text).not.toMatch(/110,000,000|160,000,000/);
  });
});
