import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pairingUrls, type AssignmentView } from '../shared/contracts/pairing';
import { classJoinUrl, seatsUrl, type ClassJoin } from '../shared/contracts/seats-config';
import { decksIn, paths, simulationPaths } from '../shared/routes';
import { simulationOf } from '../shared/simulations';
import { newPage } from './support/browser';
import { adminCookie } from './support/server';
import { siteForThisFile } from './support/site';
import { tariffPaths } from '../shared/testing/tariff-wars';

// On a PC without a Korean font, Korean text in the medium and semibold weights (back links, the
// 한국어 switch, 결과 보고, 인쇄, the team page's 참여) once showed as empty boxes. This machine has no Korean system
// font (no fonts-noto-cjk), as such a PC: every Hangul glyph must come from the site's web font.

const site = siteForThisFile();
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/g;

/**
 * Waits until the page's fonts are settled, so what is measured is what stays on screen, not a race: the
 * page's own code has run (goto waits for hydration), its font faces are declared, and none is loading,
 * checked again after two frames (a slice is asked for as text is laid out).
 */
async function fontsSettled(page: Page) {
  await page.waitForFunction(async () => {
    const quiet = async () => {
      await document.fonts.ready;
      const faces = [...document.fonts];
      return faces.some((f) => f.status === 'loaded') && !faces.some((f) => f.status === 'loading');
    };
    if (!(await quiet())) return false;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return quiet();
  });
}

/**
 * Every element with Korean text of its own, with the weight it is drawn at, whose Hangul was not all drawn
 * with the site's web font (chromium's own account, through the DevTools protocol: the fonts that drew the
 * element's text and how many glyphs each).
 */
async function hangulNotDrawnByWebFont(page: Page) {
  await fontsSettled(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body *' });
  const missing: string[] = [];
  let checked = 0;
  for (const nodeId of nodeIds) {
    // a node the page replaced since the query (a live list re-rendered) is no longer drawn
    const described = await cdp.send('DOM.describeNode', { nodeId, depth: 1 }).catch(() => null);
    if (!described) continue;
    const { node } = described;
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join('');
    const hangul = text.match(HANGUL)?.length ?? 0;
    if (hangul === 0) continue;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    if (fonts.length === 0) continue; // not drawn (display: none)
    checked++;
    const byWebFont = fonts.filter((f) => f.isCustomFont).reduce((n, f) => n + f.glyphCount, 0);
    if (byWebFont < hangul) {
      const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId });
      const weight = computedStyle.find((p) => p.name === 'font-weight')?.value;
      missing.push(
        `"${text.trim().slice(0, 30)}" (weight ${weight}): ${fonts.map((f) => f.familyName).join(', ')}`,
      );
    }
  }
  await cdp.detach();
  return { checked, missing };
}

describe('Korean text on a PC without a Korean font', () => {
  it.each([
    ['a Korean instruction page', '/simulations/queen-of-sorrows-agent-instructions-korean', false],
    ['the Korean role choice', '/simulations/queen-of-sorrows-instructions-korean', false],
    ['the Korean report form', '/simulations/queen-of-sorrows-results-korean', false],
    ["the Tariff Wars team page's Korean door", tariffPaths().team('ko'), false],
    ['the Korean decks page', decksIn('ko'), false],
    ['the join screen', paths.join, true],
  ])('draws every Hangul glyph with the site font at every weight: %s', async (_, path, instructor) => {
    const { page, context } = await newPage(site.browser);
    if (instructor) {
      const [name, value] = (await adminCookie(site.server.url)).split('=') as [string, string];
      await context.addCookies([{ name, value, url: site.server.url }]);
    }
    await page.goto(`${site.server.url}${path}`);
    const { checked, missing } = await hangulNotDrawnByWebFont(page);
    expect(checked).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});

// The projector's tables page once showed Hangul names as boxes (it loaded no web font). Every page that
// shows a student's Hangul name, or the join screen on the projector, draws it with the site's font.
describe('Hangul names on the instructor’s and the projector’s pages', () => {
  const SIM = simulationOf('queenOfSorrows');
  const NAMES = ['김민지', '이서준', '박지호', '최유나'];

  /** Four Korean students seated, and an assignment of Queen of Sorrows published to them. */
  async function seatKoreanStudents(admin: string) {
    const url = site.server.url;
    const send = async (path: string, body?: object, cookie = admin, method = body ? 'POST' : 'GET') => {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { Cookie: cookie, Origin: url, 'Content-Type': 'application/json' },
        body: body && JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { data: unknown };
    };
    const { code } = (await send(classJoinUrl)).data as ClassJoin;
    const seatIds: number[] = [];
    for (const name of NAMES)
      seatIds.push(((await send(seatsUrl, { name, lang: 'ko', code }, '')).data as { id: number }).id);
    const urls = pairingUrls(SIM.key);
    const view = (await send(urls.assignments, { seatIds })).data as AssignmentView;
    await send(urls.publish(view.id), {});
    // a presentation with a projector code, for the join screen on the projector
    await send('/api/presenter/state', { deck: 'ai', lang: 'en', slide: 1, total: 16 }, admin, 'PUT');
    const state = (await send('/api/presenter/state', { action: 'newProjectorCode' }, admin, 'PATCH'))
      .data as { projectorCode: string };
    return state.projectorCode;
  }

  let admin = '';
  let projectorCode = '';
  const asInstructor = async (context: import('playwright-core').BrowserContext) => {
    if (!admin) {
      admin = await adminCookie(site.server.url);
      projectorCode = await seatKoreanStudents(admin);
    }
    const [name, value] = admin.split('=') as [string, string];
    await context.addCookies([{ name, value, url: site.server.url }]);
  };

  it.each([
    ['the tables on the projector', simulationPaths(SIM).pairs],
    ['the run page', simulationPaths(SIM).run],
  ])('draws every Hangul name with the site font: %s', async (_, path) => {
    const { page, context } = await newPage(site.browser);
    await asInstructor(context);
    await page.goto(`${site.server.url}${path}`);
    await page.getByText(NAMES[0]!, { exact: true }).first().waitFor();
    const { checked, missing } = await hangulNotDrawnByWebFont(page);
    expect(checked).toBeGreaterThanOrEqual(NAMES.length);
    expect(missing).toEqual([]);
  });

  it('draws every Hangul name with the site font: the roster (Admin → Class)', async () => {
    const { page, context } = await newPage(site.browser);
    await asInstructor(context);
    await page.goto(`${site.server.url}${paths.admin}`);
    await page.getByRole('tab', { name: 'Class', exact: true }).click();
    await page.getByText(NAMES[0]!, { exact: true }).first().waitFor();
    const { checked, missing } = await hangulNotDrawnByWebFont(page);
    expect(checked).toBeGreaterThanOrEqual(NAMES.length);
    expect(missing).toEqual([]);
  });

  it('draws every Hangul glyph with the site font: the join screen on the projector, with its count', async () => {
    const { context } = await newPage(site.browser);
    await asInstructor(context);
    // the projector's own browser: no sign-in, only the code
    const { page } = await newPage(site.browser);
    await page.goto(`${site.server.url}${paths.projectorJoin}`);
    await page.getByRole('textbox', { name: 'Projector code' }).fill(projectorCode);
    await page.getByRole('button', { name: 'Show the join screen' }).click();
    await page.getByTestId('join-count').waitFor();
    expect(await page.getByTestId('join-count').textContent()).toContain(`${NAMES.length}명 참여`);
    const { checked, missing } = await hangulNotDrawnByWebFont(page);
    expect(checked).toBeGreaterThan(3);
    expect(missing).toEqual([]);
  });
});
