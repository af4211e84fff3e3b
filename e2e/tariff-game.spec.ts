import fs from 'node:fs';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { classJoinUrl, meWithCode, type ClassJoin } from '../shared/contracts/seats-config';
import {
  failedRequest,
  newPage,
  onTheNetwork,
  signInThroughModal,
  type PageSession,
} from './support/browser';
import { adminCookie, E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';
import { AXE_TAGS, runAxe, settleAnimations } from './support/a11y';
import { tariffPaths } from '../shared/testing/tariff-wars';

// Tariff Wars played on the site: the instructor creates a game of two pairs, four team devices
// join (by QR link and by typed code, in English and Korean; pair 2's phones are seated students of the
// class), and all five rounds are played with a x2 round, a talk round and a round that one team never
// locks; the projector scoreboard is checked with axe at 1024x768 and the team page on a 390 px phone.
const site = siteForThisFile();
const SHOTS = process.env.TARIFF_SCREENSHOTS;
const PHONE = { width: 390, height: 844 };

interface Team {
  name: string;
  session: PageSession;
  lang: 'en' | 'ko';
}

const roundHeading = (team: Team, n: number) =>
  team.session.page.getByRole('heading', {
    level: 2,
    name: team.lang === 'ko' ? `${n}라운드 / 총 5라운드` : `Round ${n} of 5`,
  });

/**
 * Waits until `target` shows on `page`. The live channel refetches every Tariff Wars query on a change; a
 * page without it refetches when it is shown again (a phone woken up), which this does between looks.
 */
// (the limit only catches a hang: a change shows within a second or two, many times that on a busy machine)
async function until(page: Page, target: Locator, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await target.isVisible()) return;
    if (Date.now() > deadline) throw new Error(`not shown on ${page.url()}: ${target.toString()}`);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    // (then the next look, or at once when it shows)
    await target.waitFor({ state: 'visible', timeout: 300 }).catch(() => {});
  }
}

async function lock(team: Team, round: number, choice: 'High' | 'Low') {
  const { page } = team.session;
  await until(page, roundHeading(team, round));
  const label =
    team.lang === 'ko' ? (choice === 'High' ? '높은 관세 (High)' : '낮은 관세 (Low)') : `${choice} tariff`;
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name:
      team.lang === 'ko' ? `${round}라운드 선택을 확정하시겠습니까?` : `Lock your choice for round ${round}?`,
  });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: team.lang === 'ko' ? '확정' : `Lock ${label}` }).click();
  await page.getByText(team.lang === 'ko' ? `확정: ${label}` : `Locked: ${label}`).waitFor();
}

async function reveal(instructor: Page, round: number, locked: number) {
  await until(instructor, instructor.getByText(`${locked} of 4 teams locked`));
  await instructor.getByRole('button', { name: `Reveal round ${round}` }).click();
  const dialog = instructor.getByRole('dialog', { name: `Reveal round ${round}?` });
  await dialog.waitFor();
  const notLocked = 4 - locked;
  if (notLocked > 0) {
    await dialog.getByText(`${notLocked} of 4 teams have not locked:`).waitFor();
    await dialog.getByText(/marked "no choice" and score 0 this round/).waitFor();
  }
  await dialog.getByRole('button', { name: notLocked > 0 ? 'Reveal anyway' : 'Reveal', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function scan(qr: Locator): Promise<string | null> {
  await qr.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const png = PNG.sync.read(await qr.screenshot());
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
  return jsQR(pixels, png.width, png.height)?.data ?? null;
}

/** axe-core as the site-wide audit runs it (WCAG 2.1 A/AA and best practices): every violation, any impact. */
async function axeViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const { violations } = await runAxe(page, { runOnly: { type: 'tag', values: AXE_TAGS } });
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The links of a page that lead to the page itself, in either language (the Korean page is the English
 * one with `-korean`), other than its language switch and links to a place on it (`#…`): text and address
 * of each.
 */
const linksToThisPage = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const same = (path: string) => path.replace(/-korean$/, '');
    const here = same(location.pathname);
    return [...document.querySelectorAll('a[href]')]
      .filter((a) => !a.getAttribute('href')!.startsWith('#') && !a.closest('nav[aria-label="Language"]'))
      .filter((a) => same(new URL((a as HTMLAnchorElement).href).pathname) === here)
      .map((a) => `${a.textContent?.trim()} -> ${a.getAttribute('href')}`);
  });

/** The class's join code, as the instructor's join screen shows it. */
async function classJoinCode(): Promise<string> {
  const res = await fetch(`${site.server.url}${classJoinUrl}`, {
    headers: { Cookie: await adminCookie(site.server.url) },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ClassJoin }).data.code;
}

/** A phone joins the class as a student in its language (My class, with the class's code) before its team. */
async function takeASeat(team: Team, code: string, name: string) {
  const { page } = team.session;
  // /me asks for the browser's seat before it has one (401: the join form)
  team.session.expectError(failedRequest(401, '/api/seats/me'));
  await page.goto(`${site.server.url}${meWithCode(code)}`);
  const form = page.getByRole('form', { name: 'Join the class' });
  await form.waitFor();
  if (team.lang === 'ko') await form.locator('label', { hasText: '한국어' }).click();
  await page
    .getByRole('textbox', { name: team.lang === 'ko' ? '이름' : 'Your name', exact: true })
    .fill(name);
  await page.getByRole('button', { name: team.lang === 'ko' ? '참여하기' : 'Join', exact: true }).click();
  await page
    .getByRole('heading', { level: 1, name: team.lang === 'ko' ? '내 수업' : 'My class', exact: true })
    .waitFor();
  expect(await page.getByTestId('seat-name').textContent()).toBe(name);
}

/** How often a text shows on a team page outside its payoff table (which names every pair of choices). */
const outsidePayoffTable = async (page: Page, text: RegExp): Promise<number> =>
  (await page.getByText(text).count()) -
  (await page.locator('section[aria-labelledby="tariff-payoffs"]').getByText(text).count());

describe('Tariff Wars on the site', () => {
  it('two pairs play all five rounds while the instructor reveals; the scoreboard keeps count', async () => {
    // ---- the instructor creates the game ----
    const teacher = await newPage(site.browser, { viewport: { width: 1280, height: 900 } });
    const instructor = teacher.page;
    // at the network address, as in a classroom: the join sheet at localhost would encode another address
    // (no Cross-Origin-Opener-Policy is sent there, so the browser logs nothing about it)
    const classroomUrl = onTheNetwork(site.server.url);
    await instructor.goto(classroomUrl);
    await instructor.getByRole('heading', { level: 1 }).first().waitFor();
    await signInThroughModal(instructor, E2E_ADMIN.email, E2E_ADMIN.password);
    await instructor.goto(classroomUrl + tariffPaths().game);
    await instructor.getByText('No Tariff Wars game has been created for this class yet.').waitFor();
    await instructor.getByLabel(/^Pairs/).fill('2');
    await instructor.getByRole('button', { name: 'Create the game' }).click();

    // the join sheet: a card per team with its code and a QR code that opens its page and joins
    const card = (pair: number, country: string) =>
      instructor.getByRole('listitem', { name: `Pair ${pair} ${country}` });
    await card(1, 'Solara').getByRole('img').waitFor();
    const code = async (pair: number, country: string) =>
      (await card(pair, country).getByTestId('team-code').textContent())!;
    const codes = {
      s1: await code(1, 'Solara'),
      l1: await code(1, 'Lunara'),
      s2: await code(2, 'Solara'),
      l2: await code(2, 'Lunara'),
    };
    expect(Object.values(codes).every((c) => /^[A-Z2-9]{6}$/.test(c))).toBe(true);
    const scanned = await scan(card(1, 'Solara').getByRole('img'));
    expect(scanned).toBe(`${classroomUrl}${tariffPaths().team('ko')}?code=${codes.s1}`);

    // ---- four team devices join: by the QR link (Korean), by typing the code (English) ----
    const phone = async (name: string, lang: 'en' | 'ko'): Promise<Team> => {
      const session = await newPage(site.browser, { viewport: PHONE });
      return { name, lang, session };
    };
    const s1 = await phone('pair 1 Solara', 'ko');
    const l1 = await phone('pair 1 Lunara', 'en');
    const s2 = await phone('pair 2 Solara', 'en');
    const l2 = await phone('pair 2 Lunara', 'ko');
    // pair 2's phones are students seated in the class first: their team becomes their role in class, which
    // every other page's seat notice shows with a link to the team page
    const joinCode = await classJoinCode();
    await takeASeat(s2, joinCode, 'Dana Park');
    await takeASeat(l2, joinCode, '한지민');
    await s1.session.page.goto(scanned!);
    await s1.session.page.getByTestId('tariff-team').getByText('1조 · 솔라라').waitFor();
    expect(new URL(s1.session.page.url()).search).toBe('');
    expect(await s1.session.page.locator('html').getAttribute('lang')).toBe('ko');
    for (const [team, c] of [
      [l1, codes.l1],
      [s2, codes.s2],
    ] as const) {
      await team.session.page.goto(site.server.url + tariffPaths().team('en'));
      await team.session.page.getByLabel('Team code').fill(c.toLowerCase());
      await team.session.page.getByRole('button', { name: 'Join', exact: true }).click();
    }
    await l1.session.page.getByTestId('tariff-team').getByText('Lunara · Pair 1').waitFor();
    await s2.session.page.getByTestId('tariff-team').getByText('Solara · Pair 2').waitFor();
    await l2.session.page.goto(`${site.server.url}${tariffPaths().team('ko')}?code=${codes.l2}`);
    await l2.session.page.getByTestId('tariff-team').getByText('2조 · 루나라').waitFor();

    // ---- the projector ----
    const projector = await teacher.context.newPage();
    await projector.setViewportSize({ width: 1024, height: 768 });
    await projector.goto(classroomUrl + tariffPaths().scoreboard);
    await projector.getByRole('region', { name: 'Current round' }).getByText('Round 1 of 5').waitFor();

    expect(await axeViolations(instructor)).toEqual([]); // the join sheet
    await instructor.getByRole('tab', { name: 'Rounds and scores' }).click();
    await instructor.getByText('0 of 4 teams locked').waitFor();
    expect(await axeViolations(instructor)).toEqual([]);

    // ---- round 1: pair 1 Low/Low, pair 2 High/Low ----
    await lock(s1, 1, 'Low');
    await lock(l1, 1, 'Low');
    await lock(s2, 1, 'High');
    // before the reveal: pair 2's Lunara sees nothing of Solara's High; the projector shows who, not what
    await until(projector, projector.getByText('3 / 4 teams locked'));
    expect(await projector.getByText(/High|Low/).count()).toBe(0);
    expect(await outsidePayoffTable(l2.session.page, /High\)?$/)).toBe(1); // only its own button
    await lock(l2, 1, 'Low');
    await reveal(instructor, 1, 4);

    // the teams see both choices and the points
    await until(s2.session.page, s2.session.page.getByRole('region', { name: 'Round 1 revealed' }));
    await s2.session.page.getByText('Running total: Solara 12 · Lunara 4').waitFor();
    await until(l2.session.page, l2.session.page.getByText('누적 점수: 루나라 4 · 솔라라 12'));

    // ---- round 2: x2 points; pair 1 High/Low, pair 2 Low/Low ----
    await instructor.getByLabel('Round 2 points multiplier').selectOption('2');
    await until(s1.session.page, s1.session.page.getByText('이번 라운드 점수 2배'));
    await until(l1.session.page, l1.session.page.getByText('Points ×2 this round'));
    await lock(s1, 2, 'High');
    await lock(l1, 2, 'Low');
    // pair 1's Lunara has locked Low and must not learn Solara's High before the reveal
    await l1.session.page.reload();
    expect(await outsidePayoffTable(l1.session.page, /High/)).toBe(0);
    await lock(s2, 2, 'Low');
    await lock(l2, 2, 'Low');
    await until(projector, projector.getByText('Points ×2 this round'));
    await reveal(instructor, 2, 4);
    await until(l1.session.page, l1.session.page.getByText('Running total: Lunara 14 · Solara 30'));

    // ---- round 3: a talk round; pair 1 Low/Low, pair 2 High/High ----
    const talk = instructor.getByRole('checkbox', { name: 'Round 3: Talk round' });
    await talk.click();
    await instructor.waitForFunction(
      () =>
        (document.querySelector('tbody tr:nth-child(3) input[type=checkbox]') as HTMLInputElement)?.checked,
    );
    await until(
      l2.session.page,
      l2.session.page.getByText('대화 라운드: 선택하기 전에 솔라라 대표단과 대화할 수 있습니다'),
    );
    await until(
      s2.session.page,
      s2.session.page.getByText('Talk round: you may talk with Lunara before you choose'),
    );
    await until(projector, projector.getByText(/Talk round: pairs may confer/));
    // the team page on a 390 px phone, in both languages, of a seated student after two reveals in a talk
    // round: no sideways scroll, thumb-sized buttons, High and Low on the first screen with no scrolling, and
    // nothing (the seat's notice of its role) sending the student to the page already open
    for (const team of [s2, l2]) {
      const { page } = team.session;
      await page.getByTestId('my-assignment').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await noSideways(page)).toBeLessThanOrEqual(PHONE.width);
      const buttons = page.getByRole('button', { name: /tariff$|\((High|Low)\)$/ });
      expect(await buttons.count()).toBe(2);
      for (const box of [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()]) {
        expect(box!.height).toBeGreaterThanOrEqual(88);
        expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
      }
      expect(await linksToThisPage(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/team-390-${team.lang}.png`, fullPage: true });
    }
    if (SHOTS) await projector.screenshot({ path: `${SHOTS}/scoreboard-1024.png` });
    await lock(s1, 3, 'Low');
    await lock(l1, 3, 'Low');
    await lock(s2, 3, 'High');
    await lock(l2, 3, 'High');

    // the projector, during a round, at 1024x768: large type, no sideways scroll, axe
    await until(projector, projector.getByText('4 / 4 teams locked'));
    expect(await noSideways(projector)).toBeLessThanOrEqual(1024);
    const bannerSize = await projector
      .getByRole('region', { name: 'Current round' })
      .getByRole('heading', { level: 2 })
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(bannerSize).toBeGreaterThanOrEqual(32);
    expect(await axeViolations(projector)).toEqual([]);
    await reveal(instructor, 3, 4);

    // ---- round 4: pair 1's Lunara never locks; pair 2 Low/Low ----
    await lock(s1, 4, 'Low');
    await lock(s2, 4, 'Low');
    await lock(l2, 4, 'Low');
    await reveal(instructor, 4, 3);
    await until(l1.session.page, l1.session.page.getByRole('region', { name: 'Round 4 revealed' }));
    await l1.session.page.getByRole('region', { name: 'Round 4 revealed' }).getByText('No choice').waitFor();

    // ---- round 5: pair 1 Low/High, pair 2 Low/Low ----
    await lock(s1, 5, 'Low');
    await lock(l1, 5, 'High');
    await lock(s2, 5, 'Low');
    await lock(l2, 5, 'Low');
    await reveal(instructor, 5, 4);

    // ---- the end: every team sees its final score; the scoreboard and the debrief ----
    const finals: [Team, string][] = [
      [s1, '최종 점수: 솔라라 40점 · 루나라 32점'],
      [l1, 'Final score: Lunara 32 points · Solara 40 points'],
      [s2, 'Final score: Solara 38 points · Lunara 30 points'],
      [l2, '최종 점수: 루나라 30점 · 솔라라 38점'],
    ];
    for (const [team, text] of finals) await until(team.session.page, team.session.page.getByText(text));
    // then each team reads what to take away from the game, in its page's language
    const takeaway = (team: Team, name: string) => team.session.page.getByRole('region', { name });
    await until(s1.session.page, takeaway(s1, '관세 전쟁 — 꼭 가져갈 것'));
    await until(l1.session.page, takeaway(l1, 'Tariff Wars — What to Take Away'));
    await takeaway(l1, 'Tariff Wars — What to Take Away')
      .getByRole('heading', { name: 'The game, revealed' })
      .waitFor();
    expect(await axeViolations(l1.session.page)).toEqual([]);

    await until(projector, projector.getByText('Final scores'));
    const pair1 = projector.getByRole('listitem', { name: 'Pair 1' });
    expect(await pair1.getByLabel('Solara total 40').count()).toBe(1);
    expect(await pair1.getByLabel('Lunara total 32').count()).toBe(1);
    await projector.getByText('A game of Chicken, not a prisoner’s dilemma', { exact: true }).waitFor();
    // round 4: three choices made (pair 1's Lunara never locked), all Low
    await projector.getByText('100% Low (3 of 3)').waitFor();
    expect(await axeViolations(projector)).toEqual([]);
    if (SHOTS) await projector.screenshot({ path: `${SHOTS}/scoreboard-1024-final.png`, fullPage: true });

    // the CSV: every choice and score, one row per team and round
    await instructor.getByRole('tab', { name: 'Debrief' }).click();
    await instructor.getByText('Low tariffs chosen, per round').waitFor();
    expect(await instructor.getByRole('cell', { name: 'Solara by 8' }).count()).toBe(2);
    const [download] = await Promise.all([
      instructor.waitForEvent('download'),
      instructor.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(1 + 5 * 4);
    expect(csv).toContain(`${csv[1]!.split(',')[0]},2,2,no,1,Solara,${codes.s1},High,Low,24,30`);
    expect(csv).toContain(`${csv[1]!.split(',')[0]},4,1,no,1,Lunara,${codes.l1},no choice,Low,0,20`);
  }, 240_000);
});
