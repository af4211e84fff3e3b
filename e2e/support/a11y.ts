import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
