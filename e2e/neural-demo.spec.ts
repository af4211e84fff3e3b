import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newPage } from './support/browser';
import { siteForThisFile } from './support/site';

const site = siteForThisFile();

describe('Neural Network Explorer', () => {
  it('runs, learns from a correction, lists it in the history and resets', async () => {
    const { page } = await newPage(site.browser);
    await page.goto(`${site.server.url}/neural-network-demo`);
    await page.getByRole('heading', { level: 1, name: 'Neural Network Explorer' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // move a slider with the keyboard: hunger 5 -> 9, time 5 -> 2 (hungry, little time)
    const hunger = page.getByRole('slider', { name: /Hunger/ });
    await hunger.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    expect(await hunger.inputValue()).toBe('9');
    await page.getByRole('slider', { name: /Time/ }).fill('2');
    expect(await page.getByTestId('hunger-value').textContent()).toBe('9');

    // run it from the keyboard; the button keeps the focus through the run
    await page.getByRole('button', { name: 'Run the network' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Calculating…' }).waitFor();
    const recommendation = page.getByTestId('recommendation');
    await recommendation.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Run the network');
    expect(await recommendation.textContent()).toContain('Hamburger');
    expect(await page.getByRole('status').textContent()).toMatch(/^Recommendation: Hamburger, \d+%\./);

    // correct it: the right answer was Salad
    const weightBefore = await page.locator('[data-connection="H2 → Salad"]').getAttribute('data-weight');
    await page.getByRole('button', { name: 'Salad', exact: true }).click();
    await page.getByText('The network learned', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Salad', exact: true }).isDisabled()).toBe(true);
    const history = page.getByRole('list', { name: 'Corrections, newest first' });
    const entry = history.getByRole('listitem');
    expect(await entry.count()).toBe(1);
    const text = await entry.textContent();
    expect(text).toContain('Hamburger → Salad');
    expect(text).toContain('Inputs: Hunger 9, Health 5, Time 2.');
    expect(text).toMatch(/[+−]\d\.\d\d → [+−]\d\.\d\d/);
    const weightAfter = await page.locator('[data-connection="H2 → Salad"]').getAttribute('data-weight');
    expect(weightAfter).not.toBe(weightBefore);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await hunger.inputValue()).toBe('5');
    expect(await page.getByRole('slider', { name: /Time/ }).inputValue()).toBe('5');
    await page.getByText(/No corrections yet/).waitFor();
    expect(await page.locator('[data-connection="H2 → Salad"]').getAttribute('data-weight')).toBe('4.0000');
  });

  it('fits a 375 px wide phone: the diagram scales and nothing scrolls sideways', async () => {
    const { page } = await newPage(site.browser, { viewport: { width: 375, height: 740 } });
    await page.goto(`${site.server.url}/neural-network-demo`);
    await page.getByRole('heading', { level: 1, name: 'Neural Network Explorer' }).waitFor();
    await page.getByRole('button', { name: 'Run the network' }).click();
    await page.getByRole('button', { name: 'Hamburger', exact: true }).click();
    await page.getByRole('list', { name: 'Corrections, newest first' }).waitFor();
    const diagram = await page.getByRole('img', { name: 'Network diagram' }).boundingBox();
    expect(diagram!.width).toBeLessThanOrEqual(375);
    expect(diagram!.width).toBeGreaterThan(250);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    ).toBe(false);
  });
});
