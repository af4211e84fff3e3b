import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FOLLOW_ALONG_URL, PRESENTER_STATE_URL } from '../shared/contracts/presenter-config';
import {
  classJoinUrl,
  mySeatUrl,
  SEAT_COOKIE,
  seatsUrl,
  type ClassJoin,
} from '../shared/contracts/seats-config';
import { decksIn, paths } from '../shared/routes';
import { failedRequest, newPage, signInThroughModal } from './support/browser';
import { adminCookie, E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';

const site = siteForThisFile();

/** The negotiation deck's page count, from the PDF itself (pdfkit writes each page as a plain object). */
const NEGOTIATION_SLIDES = (
  fs
    .readFileSync(new URL('../content/decks/pdf/negotiation.pdf', import.meta.url), 'latin1')
    .match(/\/Type \/Page\b(?!s)/g) ?? []
).length;

/** The AI deck's slide count, as its speaker notes list them (one entry a slide). */
const AI_SLIDES = (
  JSON.parse(
    fs.readFileSync(new URL('../content/decks/pdf/ai.notes.json', import.meta.url), 'utf8'),
  ) as unknown[]
).length;

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** A small fingerprint of what the slide canvas shows: a 32 x 18 grey-level thumbnail. */
const slidePixels = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.stage canvas.current')!;
    const small = document.createElement('canvas');
    small.width = 32;
    small.height = 18;
    const ctx = small.getContext('2d')!;
    ctx.drawImage(canvas, 0, 0, 32, 18);
    const data = ctx.getImageData(0, 0, 32, 18).data;
    const grey: number[] = [];
    for (let i = 0; i < data.length; i += 4)
      grey.push(Math.round((data[i]! + data[i + 1]! + data[i + 2]!) / 3));
    return grey;
  });

async function signedInAdmin() {
  const session = await newPage(site.browser);
  await session.page.goto(`${site.server.url}/decks`);
  await signInThroughModal(session.page, E2E_ADMIN.email, E2E_ADMIN.password);
  return session;
}

describe('decks journey', () => {
  it('the instructor hides one deck and stops downloads of another; a visitor sees and gets neither', async () => {
    const { page, context } = await signedInAdmin();
    await card(page, 'AI Workshop').waitFor();
    expect(await page.getByRole('article').count()).toBe(4);

    const saved = () =>
      page.waitForResponse(
        (r) => r.url().includes('/api/visibility/decks/') && r.request().method() === 'PATCH',
      );
    let response = saved();
    await card(page, 'AI Workshop').getByRole('switch', { name: 'Visible to students' }).click();
    expect((await response).status()).toBe(200);
    response = saved();
    await card(page, 'Communication Workshop').getByRole('switch', { name: 'Allow download' }).click();
    expect((await response).status()).toBe(200);
    await card(page, 'AI Workshop').getByText('Hidden from students').waitFor();

    // the instructor still gets both PDFs (to present them)
    for (const key of ['ai', 'communication']) {
      const res = await context.request.get(`${site.server.url}/decks/${key}.pdf`);
      expect(res.status(), key).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
    }

    // a signed-out visitor in another browser
    const visitor = await newPage(site.browser);
    await visitor.page.goto(`${site.server.url}/decks`);
    await card(visitor.page, 'Negotiation Workshop').waitFor();
    expect(await visitor.page.getByRole('heading', { name: 'AI Workshop' }).count()).toBe(0);
    expect(await visitor.page.getByRole('article').count()).toBe(3);
    expect(await card(visitor.page, 'Communication Workshop').getByRole('link').count()).toBe(0);
    expect(await visitor.page.getByRole('switch').count()).toBe(0);
    expect(await visitor.page.getByRole('link', { name: /Present Slides/ }).count()).toBe(0);

    const download = card(visitor.page, 'Negotiation Workshop').getByRole('link', {
      name: 'Download Slides',
    });
    const href = await download.getAttribute('href');
    expect(href).toBe('/decks/negotiation.pdf');
    const ok = await visitor.context.request.get(`${site.server.url}${href}`);
    expect(ok.status()).toBe(200);
    expect((await ok.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await visitor.context.request.get(`${site.server.url}/decks/ai.pdf`)).status()).toBe(404);
    expect((await visitor.context.request.get(`${site.server.url}/decks/communication.pdf`)).status()).toBe(
      403,
    );

    // reloading /decks directly works (the PDF route does not swallow the page)
    const reload = await visitor.page.reload();
    expect(reload?.status()).toBe(200);
    await card(visitor.page, 'Negotiation Workshop').waitFor();

    // the visitor cannot present them either: clear errors, no slides (the refused PDFs are logged)
    visitor.expectError(failedRequest(404, '/decks/ai.pdf'));
    visitor.expectError(failedRequest(403, '/decks/communication.pdf'));
    await visitor.page.goto(`${site.server.url}/present.html?deck=/decks/ai.pdf&title=AI%20Workshop`);
    await visitor.page.getByRole('heading', { name: 'These slides cannot be shown' }).waitFor();
    await visitor.page.getByText('/decks/ai.pdf was not found').waitFor();
    await visitor.page.goto(`${site.server.url}/present.html?deck=/decks/communication.pdf`);
    await visitor.page.getByText('its download is turned off for students').waitFor();

    // the instructor restores both
    await card(page, 'AI Workshop').getByRole('switch', { name: 'Visible to students' }).click();
    await card(page, 'Communication Workshop').getByRole('switch', { name: 'Allow download' }).click();
    await expect
      .poll(async () =>
        (await visitor.context.request.get(`${site.server.url}/decks/communication.pdf`)).status(),
      )
      .toBe(200);
    expect((await visitor.context.request.get(`${site.server.url}/decks/ai.pdf`)).status()).toBe(200);
  });

  it('Present Slides opens the presenter in a new tab: slide 1, ArrowRight to slide 2, the overview grid', async () => {
    // (the new tab is a page of the same context: its errors are checked after the test too)
    const { page, context } = await signedInAdmin();
    const present = card(page, 'Negotiation Workshop').getByRole('link', { name: /Present Slides/ });
    const [tab] = await Promise.all([context.waitForEvent('page'), present.click()]);
    expect(new URL(tab.url()).pathname).toBe('/present.html');
    expect(new URL(tab.url()).searchParams.get('deck')).toBe('/decks/negotiation.pdf');

    await tab.locator('.stage[data-page="1"] canvas.current').waitFor();
    expect(await tab.title()).toBe('Negotiation Workshop · Presenter');
    await tab.getByText('Negotiation Workshop', { exact: true }).first().waitFor();
    await tab.getByText(`1 / ${NEGOTIATION_SLIDES}`).waitFor();
    const slide1 = await slidePixels(tab);
    expect(new Set(slide1).size).toBeGreaterThan(5); // something is drawn, not a blank canvas
    // sharp: the bitmap is as large as the canvas on screen
    const sizes = await tab.evaluate(() => {
      const c = document.querySelector<HTMLCanvasElement>('.stage canvas.current')!;
      return { bitmap: c.width, css: c.getBoundingClientRect().width, dpr: devicePixelRatio };
    });
    expect(sizes.bitmap).toBe(Math.floor(sizes.css * sizes.dpr));

    await tab.keyboard.press('ArrowRight');
    await tab.locator('.stage[data-page="2"] canvas.current').waitFor();
    await tab.getByText(`2 / ${NEGOTIATION_SLIDES}`).waitFor();
    const slide2 = await slidePixels(tab);
    expect(slide2).not.toEqual(slide1);
    expect(new URL(tab.url()).hash).toBe('#page=2');

    await tab.keyboard.press('ArrowLeft');
    await tab.locator('.stage[data-page="1"]').waitFor();
    expect(await slidePixels(tab)).toEqual(slide1);
    await tab.keyboard.press('End');
    await tab.locator(`.stage[data-page="${NEGOTIATION_SLIDES}"]`).waitFor();
    await tab.keyboard.press('Home');
    await tab.locator('.stage[data-page="1"]').waitFor();
    // a smaller window: the slide is drawn again, sharp, at the new size
    await tab.setViewportSize({ width: 800, height: 600 });
    await expect
      .poll(() =>
        tab.evaluate(() => document.querySelector<HTMLCanvasElement>('.stage canvas.current')!.width),
      )
      .toBe(Math.floor(800 * sizes.dpr));
    expect(await tab.locator('.stage canvas').count()).toBeLessThanOrEqual(4);

    // a click advances
    await tab.locator('.stage canvas.current').click();
    await tab.locator('.stage[data-page="2"]').waitFor();

    // the overview grid: every slide, the current one marked; pick slide 5
    await tab.keyboard.press('g');
    const grid = tab.getByRole('dialog', { name: 'All slides' });
    await grid.waitFor();
    expect(await grid.getByRole('button', { name: /^Slide \d+$/ }).count()).toBe(NEGOTIATION_SLIDES);
    expect(
      await grid.getByRole('button', { name: 'Slide 2', exact: true }).getAttribute('aria-current'),
    ).toBe('true');
    await grid.locator('.frame canvas').first().waitFor();
    await grid.getByRole('button', { name: 'Slide 5', exact: true }).click();
    await grid.waitFor({ state: 'hidden' });
    await tab.locator('.stage[data-page="5"]').waitFor();

    // Esc opens the grid and closes it again; B blacks the screen out
    await tab.keyboard.press('Escape');
    await grid.waitFor();
    await tab.keyboard.press('Escape');
    await grid.waitFor({ state: 'hidden' });
    await tab.keyboard.press('b');
    await tab.locator('.black').waitFor({ state: 'visible' });
    await tab.keyboard.press('b');
    await tab.locator('.black').waitFor({ state: 'hidden' });
    expect(await tab.locator('.stage').getAttribute('data-page')).toBe('5');
  });

  it('refuses a deck from another site, or outside /decks/, without fetching it', async () => {
    const { page } = await newPage(site.browser);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    for (const deck of [
      'https://evil.example/decks/ai.pdf',
      '//evil.example/decks/ai.pdf',
      '/decks/..%2f..%2fpackage.json',
      '/api/visibility/decks',
    ]) {
      await page.goto(`${site.server.url}/present.html?deck=${encodeURIComponent(deck)}&title=Evil`);
      await page.getByRole('heading', { name: 'These slides cannot be shown' }).waitFor();
      await page.getByText('is not a deck of this site').waitFor();
      await page.getByRole('link', { name: 'Back to Presentation Decks' }).waitFor();
    }
    await page.goto(`${site.server.url}/present.html`);
    await page.getByText('No deck was given').waitFor();
    expect(requested.filter((u) => !u.startsWith(site.server.url))).toEqual([]);
    // only the presenter page, its code and styles, and the icon were loaded: no PDF, no API, not even pdf.js
    const paths = requested.map((u) => new URL(u).pathname);
    expect(
      paths.filter((p) => !['/present.html', '/favicon.svg'].includes(p) && !p.startsWith('/assets/')),
    ).toEqual([]);
    expect(paths.filter((p) => /pdf/i.test(p))).toEqual([]);
  });

  it('a Korean seat reads the page and follows the instructor in Korean; a visitor without a seat asks for no seat', async () => {
    const url = site.server.url;
    const admin = await adminCookie(url);
    const send = async (path: string, body?: object, cookie = admin, method = body ? 'POST' : 'GET') => {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { Cookie: cookie, Origin: url, 'Content-Type': 'application/json' },
        body: body && JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res;
    };
    // a student who took a seat in Korean, on their phone
    const { code } = ((await (await send(classJoinUrl)).json()) as { data: ClassJoin }).data;
    const joined = await send(seatsUrl, { name: '김민지', lang: 'ko', code }, '');
    const seatCookie = joined.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${SEAT_COOKIE}=`))!
      .slice(SEAT_COOKIE.length + 1);
    // the instructor presents the English AI slides, with following along on
    await send(PRESENTER_STATE_URL, { deck: 'ai', lang: 'en', slide: 3, total: AI_SLIDES }, admin, 'PUT');
    await send(PRESENTER_STATE_URL, { action: 'followAlong', on: true }, admin, 'PATCH');

    const student = await newPage(site.browser, { viewport: { width: 390, height: 844 } });
    await student.context.addCookies([{ name: SEAT_COOKIE, value: seatCookie, url }]);
    await student.page.goto(`${url}${paths.decks}`);
    // the server renders no seat: the page turns Korean once the browser has learned of it
    await student.page.getByRole('heading', { level: 1, name: '발표 자료' }).waitFor();
    expect(await student.page.locator('html').getAttribute('lang')).toBe('ko');
    await card(student.page, '협상 워크숍')
      .getByText(/BATNA, 유보가격, ZOPA로/)
      .waitFor();
    expect(
      await card(student.page, 'AI 워크숍')
        .getByRole('link', { name: '슬라이드 내려받기' })
        .getAttribute('href'),
    ).toBe('/decks/ai.ko.pdf');
    const notice = student.page.getByRole('region', { name: '강사가 지금 발표하고 있습니다' });
    await notice.getByText(`AI Workshop: 슬라이드 3/${AI_SLIDES}`).waitFor();

    // the follow view: the English slides, its bar in Korean
    await notice.getByRole('link', { name: '슬라이드 따라 보기' }).click();
    await student.page.waitForURL(/view=follow/);
    await student.page.locator('.stage[data-page="3"] canvas.current').waitFor();
    const bar = student.page.getByRole('navigation', { name: '강사 슬라이드 따라 보기' });
    await bar.getByText(`강사 화면을 따라가는 중 · 슬라이드 3/${AI_SLIDES}`).waitFor();
    await send(PRESENTER_STATE_URL, { deck: 'ai', lang: 'en', slide: 4, total: AI_SLIDES }, admin, 'PUT');
    await student.page.locator('.stage[data-page="4"] canvas.current').waitFor();
    await bar.getByText(`강사 화면을 따라가는 중 · 슬라이드 4/${AI_SLIDES}`).waitFor();
    // back to the deck list, the Korean one
    await bar.getByRole('link', { name: '발표 자료 목록' }).click();
    await student.page.waitForURL((u) => `${u.pathname}${u.search}` === decksIn('ko'));
    await student.page.getByRole('heading', { level: 1, name: '발표 자료' }).waitFor();

    // a visitor without a seat: English, or Korean with ?lang=ko (rendered so on the server), and never a
    // request for a seat (which would answer 401 and log an error, failing this test)
    const visitor = await newPage(site.browser);
    const asked: string[] = [];
    visitor.context.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await visitor.page.goto(`${url}${paths.decks}`);
    await visitor.page.getByRole('region', { name: 'Your instructor is presenting' }).waitFor();
    expect(await visitor.page.getByRole('heading', { level: 1 }).textContent()).toBe('Presentation Decks');
    await card(visitor.page, 'AI Workshop').waitFor();
    const korean = await visitor.context.request.get(`${url}${decksIn('ko')}`);
    expect(await korean.text()).toContain('<html lang="ko">');
    await visitor.page.goto(`${url}${decksIn('ko')}`);
    await visitor.page.getByRole('heading', { level: 1, name: '발표 자료' }).waitFor();
    await visitor.page.getByRole('region', { name: '강사가 지금 발표하고 있습니다' }).waitFor();
    expect(asked).toContain(FOLLOW_ALONG_URL);
    expect(asked).not.toContain(mySeatUrl);

    await send(PRESENTER_STATE_URL, undefined, admin, 'DELETE');
  });
});
