import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TOKEN_VISUALISER_URL } from '../shared/keys';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newPage, signInThroughModal } from './support/browser';
import { E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';

const site = siteForThisFile();

const overflowsHorizontally = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('home page', () => {
  it('shows the headline and 25 particles, and Explore Workshops leads to /decks', async () => {
    const { page } = await newPage(site.browser);
    await page.goto(site.server.url);
    await page.getByRole('heading', { level: 1, name: 'Mastering Critical Workplace Skills' }).waitFor();
    expect(await page.locator('[data-particle]').count()).toBe(25);
    // the particles are laid over the hero, not in the flow
    expect(
      await page
        .locator('[data-particle]')
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    ).toBe('absolute');
    const token = page.getByRole('link', { name: /Open Token Explorer/ });
    expect(await token.getAttribute('href')).toBe(TOKEN_VISUALISER_URL);
    expect(await token.getAttribute('target')).toBe('_blank');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Explore Workshops' }).click();
    await page.waitForURL(`${site.server.url}/decks`);
    await page.getByRole('heading', { level: 1, name: 'Presentation Decks' }).waitFor();
  });

  it('loads no other page’s code on the home route', async () => {
    const { page } = await newPage(site.browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || r.url().includes('noto-sans-kr'))
        scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(site.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Mastering Critical Workplace Skills' }).waitFor();
    expect(scripts.some((s) => /home-page/.test(s))).toBe(true);
    // nor the Korean font: only pages that show Korean load it
    expect(scripts.filter((s) => s.includes('noto-sans-kr'))).toEqual([]);
    expect(
      await page.evaluate(() => [...document.fonts].filter((f) => f.family.includes('Noto Sans KR')).length),
    ).toBe(0);
    // every page is a `*-page` chunk (shared modules such as the simulation registry may load)
    expect(scripts.filter((s) => /-page-/.test(s) && !/\/home-page-/.test(s))).toEqual([]);
  });

  it('does not shift its layout while loading on a phone', async () => {
    const { page } = await newPage(site.browser, { viewport: { width: 375, height: 740 } });
    // every layout shift from the first byte on is added up in the page (none is missed or waited for:
    // what the observer has not delivered yet is taken from its queue at the end)
    type Shift = { value: number; hadRecentInput: boolean };
    type Meter = { shift: number; observer: PerformanceObserver; add(entries: PerformanceEntryList): void };
    await page.addInitScript(() => {
      const meter = { shift: 0 } as Meter;
      meter.add = (entries) => {
        for (const e of entries as unknown as Shift[]) if (!e.hadRecentInput) meter.shift += e.value;
      };
      meter.observer = new PerformanceObserver((list) => meter.add(list.getEntries()));
      meter.observer.observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { layoutShift: Meter }).layoutShift = meter;
    });
    await page.goto(site.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Mastering Critical Workplace Skills' }).waitFor();
    await page.mouse.wheel(0, 2000); // bring the lazy card images in
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => {
      const meter = (window as unknown as { layoutShift: Meter }).layoutShift;
      // (the browser does measure layout shifts: a zero below is a measurement)
      if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) return -1;
      meter.add(meter.observer.takeRecords());
      return meter.shift;
    });
    expect(shift).toBeGreaterThanOrEqual(0);
    expect(shift).toBeLessThan(0.01);
  });

  it('keeps its particles still when the visitor prefers reduced motion', async () => {
    const { page } = await newPage(site.browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(site.server.url);
    await page.locator('[data-particle]').first().waitFor({ state: 'attached' });
    expect(
      await page
        .locator('[data-particle]')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
  });

  it('fits a 375 px wide phone without sideways scrolling', async () => {
    const { page } = await newPage(site.browser, { viewport: { width: 375, height: 740 } });
    await page.goto(site.server.url);
    await page.getByRole('heading', { level: 1, name: 'Mastering Critical Workplace Skills' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.goto(`${site.server.url}/demos`);
    await page.getByRole('heading', { level: 1, name: 'Available Demos' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
  });
});

describe('demos page', () => {
  it('shows both demos, and Launch Demo opens the explorer', async () => {
    const { page } = await newPage(site.browser);
    await page.goto(`${site.server.url}/demos`);
    await page.getByRole('heading', { level: 1, name: 'Available Demos' }).waitFor();
    await page.getByRole('article', { name: 'Neural Network Demo' }).waitFor();
    const token = page.getByRole('article', { name: 'Token Explorer' }).getByRole('link');
    expect(await token.getAttribute('href')).toBe(TOKEN_VISUALISER_URL);
    expect(await token.getAttribute('rel')).toBe('noopener noreferrer');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Launch Demo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Neural Network Explorer' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/neural-network-demo');
  });

  it('keeps the signed-in navigation bar on one line at every width from 1024 px up (projectors, laptops at 125%)', async () => {
    const { page } = await newPage(site.browser);
    await page.goto(site.server.url);
    await signInThroughModal(page, E2E_ADMIN.email, E2E_ADMIN.password);
    for (const width of [1024, 1100, 1180, 1279, 1280, 1440]) {
      await page.setViewportSize({ width, height: 768 });
      const bar = await page.getByRole('banner').boundingBox();
      // the bar is 64 px high; two lines of links would make it taller, or spill out of it
      expect(bar?.height, `banner at ${width} px`).toBeLessThanOrEqual(65);
      const spill = await page.evaluate(() =>
        [...document.querySelectorAll('header a, header button')].some((el) => {
          const r = el.getBoundingClientRect();
          return r.height > 0 && (r.bottom > 64.5 || r.height > 48);
        }),
      );
      expect(spill, `a link or button wraps at ${width} px`).toBe(false);
    }
  });
});
