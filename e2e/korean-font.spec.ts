import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../shared/routes';
import { newPage } from './support/browser';
import { adminCookie } from './support/server';
import { siteForThisFile } from './support/site';

// Issue 29: on a PC without a Korean font, Korean text in the medium and semibold weights (back links, the
// 한국어 switch, 결과 보고, 인쇄, the team page's 참여) showed as empty boxes. This machine has no Korean system
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
    const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1 });
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
    ["the Tariff Wars team page's Korean door", paths.tariffTeamKo, false],
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
