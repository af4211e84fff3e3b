import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The site-wide audit's rules: WCAG 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core run in the page itself (axe.run), its source put in once per document. AxeBuilder puts its
 * 550 kB source in twice per audit, and outside its legacy mode opens a blank page for every audit to merge
 * the frames' results, which only matters for iframes: a page with one is audited by the builder, frame by
 * frame. Only the violations are detailed (`resultTypes`); the passes are still listed, with one example
 * each. On the 2-core machine an audit took 281 ms instead of the legacy builder's 443 (median of 18).
 */
export async function runAxe(page: Page, options: RunOptions = {}): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(options).analyze();
  type WithAxe = { axe?: typeof axe };
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(axe.source);
  return page.evaluate((o) => (window as WithAxe).axe!.run(document, o), {
    ...options,
    resultTypes: ['violations'],
  } satisfies RunOptions);
}

/**
 * Axe reads computed colours: a button still fading from its disabled colour (a dialog opening, a form
 * becoming valid) would be judged mid-transition. Every audit finishes the running animations first, so it
 * sees the page's settled state however slow the machine is.
 */
export async function settleAnimations(page: Page): Promise<void> {
  // and from here on a colour changes at once: a button enabled while axe reads the page (data arriving on a
  // busy machine) is judged in its final colour, never halfway (a disabled one axe leaves out)
  await page.evaluate(() => {
    if (document.getElementById('e2e-no-transitions')) return;
    const style = document.createElement('style');
    style.id = 'e2e-no-transitions';
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(style);
  });
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      // a spinner loops forever and cannot finish; it changes no colour either
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
    }
  });
}

/** The feature journeys' quick axe check: no serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const { violations } = await runAxe(page);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
