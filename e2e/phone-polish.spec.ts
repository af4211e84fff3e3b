import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../shared/routes';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { failedRequest, newPage } from './support/browser';
import { E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';
import { simPaths } from '../client/src/test/sim-paths';

// Rough edges on a phone (375 and 390 px) and a laptop (1280 px): empty states and the 404 page
// fit the screen, the results' Hide button is in reach without scrolling sideways, and the toast after a
// Hide leaves the next result's Hide button uncovered. This file's server starts on fresh data: the first
// test sees a course with no feedback and no results ever.

const site = siteForThisFile();

type Viewport = { width: number; height: number };
const PHONE_375: Viewport = { width: 375, height: 740 };
const PHONE_390: Viewport = { width: 390, height: 844 };
const LAPTOP: Viewport = { width: 1280, height: 800 };

/** A page signed in as the instructor (the API requests of a context share its cookies). */
async function instructorPage(viewport: Viewport) {
  const session = await newPage(site.browser, { viewport });
  const res = await session.context.request.post(`${site.server.url}/api/auth/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { Origin: site.server.url },
  });
  expect(res.status()).toBe(200);
  return session;
}

/** Nothing is wider than the screen: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth} px wide on a ${innerWidth} px screen`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** Shown, and whole: inside the screen's width, not cut off at either side. */
async function expectWhollyOnScreen(target: Locator, width: number) {
  await target.waitFor();
  expect(await target.isVisible()).toBe(true);
  const box = (await target.boundingBox())!;
  expect(box.x, await target.innerText()).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, await target.innerText()).toBeLessThanOrEqual(width);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const submit = (i: number) =>
  fetch(`${site.server.url}/api/sims/qos/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.server.url },
    body: JSON.stringify({
      yeji_agent_name: `Agent ${i}`,
      studio_counterpart_name: `Studio ${i}`,
      no_agreement: false,
      // largest first in the table: Agent 1, Agent 2, ...
      amount_paid: (100 - i) * 1_000_000,
      additional_terms: i % 2 ? 'A car on every shooting day, and two weeks of holiday' : '',
    }),
  }).then((r) => expect(r.status).toBe(201));

/**
 * Hides the result `first` with its Hide button placed near the bottom of the screen, where the toast
 * shows (it was a full-width bottom bar on a phone), and checks that the toast leaves the Hide button of
 * the result that moves up into its place uncovered, and that nothing scrolled sideways on the way.
 */
async function hideAndCheckToast(page: Page, hideOf: (name: string) => Locator, first: string, next: string) {
  const hide = hideOf(first);
  await hide.waitFor();
  const { height } = page.viewportSize()!;
  const before = (await hide.boundingBox())!;
  await page.evaluate((by) => window.scrollBy(0, by), before.y + before.height - (height - 40));
  const placed = (await hide.boundingBox())!;
  expect(placed.y + placed.height).toBeGreaterThan(height - 200);
  expect(placed.y + placed.height).toBeLessThanOrEqual(height);
  expect(placed.x).toBeGreaterThanOrEqual(0);
  expect(placed.x + placed.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  await hide.click();
  // the toast itself (Radix also puts its words in a 1 px live region for screen readers)
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Result has been hidden from the table' });
  await toast.waitFor();
  await hide.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  await expectNoSidewaysScroll(page);

  const nextHide = hideOf(next);
  const toastBox = (await toast.boundingBox())!;
  const nextBox = (await nextHide.boundingBox())!;
  expect(toastBox.width).toBeGreaterThan(150);
  // the next result's Hide button is where the thumb just was, and the toast is not on it
  expect(Math.abs(nextBox.y - placed.y)).toBeLessThan(300);
  expect(overlaps(toastBox, nextBox), JSON.stringify({ toastBox, nextBox })).toBe(false);
  // nor on any other Hide button on screen
  for (const other of await page.getByRole('button', { name: /^Hide result/ }).all()) {
    const box = await other.boundingBox();
    if (box) expect(overlaps(toastBox, box), JSON.stringify({ toastBox, box })).toBe(false);
  }
}

describe('on a phone', () => {
  it('empty states and the 404 page fit a 375 px screen, nothing cut off', async () => {
    const { page, expectError } = await instructorPage(PHONE_375);

    // no feedback ever: the truth, not "all feedback has been archived"
    await page.goto(site.server.url + paths.adminFeedback);
    await page.getByRole('heading', { level: 1, name: 'Course Feedback' }).waitFor();
    await expectWhollyOnScreen(page.getByText('No feedback submissions yet.').first(), PHONE_375.width);
    expect(await page.getByText(/has been archived/).count()).toBe(0);
    await expectNoSidewaysScroll(page);

    await page.goto(site.server.url + paths.admin);
    await expectWhollyOnScreen(page.getByText('No feedback submissions yet.').first(), PHONE_375.width);
    await expectNoSidewaysScroll(page);

    // no results yet, and no search: not "try adjusting your search"
    await page.goto(site.server.url + simPaths.casting.results);
    await expectWhollyOnScreen(page.getByText('No results reported yet.'), PHONE_375.width);
    expect(await page.getByText(/Try adjusting your search/).count()).toBe(0);
    await expectNoSidewaysScroll(page);

    // a search that matches nothing: its own sentence
    await page.getByRole('searchbox', { name: 'Search results' }).fill('nobody by this name');
    await expectWhollyOnScreen(
      page.getByText('No results found. Try adjusting your search.'),
      PHONE_375.width,
    );
    expect(await page.getByText('No results reported yet.').count()).toBe(0);
    await expectNoSidewaysScroll(page);

    // the 404 page, in the site's style, its two texts whole
    expectError(failedRequest(404, '/no-such-page'));
    const res = await page.goto(`${site.server.url}/no-such-page`);
    expect(res?.status()).toBe(404);
    await expectWhollyOnScreen(
      page.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
      PHONE_375.width,
    );
    await expectWhollyOnScreen(
      page.getByText('Did you forget to add the page to the router?'),
      PHONE_375.width,
    );
    await expectNoSidewaysScroll(page);
  });

  it('at 390 px the results are cards: Hide is in reach without scrolling sideways, and the toast spares the next one', async () => {
    for (let i = 1; i <= 6; i++) await submit(i);
    const { page } = await instructorPage(PHONE_390);
    await page.goto(site.server.url + simPaths.casting.results);
    const cards = page.getByRole('list', { name: 'Queen of Sorrows results' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    expect(await page.getByRole('table').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    // each card shows when it was reported
    expect(await cards.first().getByRole('term').allInnerTexts()).toContain('Reported');
    expect(await cards.first().locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    await expectNoSeriousA11yViolations(page);

    const hideOf = (name: string) =>
      page
        .getByRole('list', { name: 'Queen of Sorrows results' })
        .getByRole('button', { name: `Hide result: ${name}`, exact: true });
    await hideAndCheckToast(page, hideOf, 'Agent 2 and Studio 2', 'Agent 3 and Studio 3');
  });

  it('at 1280 px the table has a Reported column, and the toast spares the next row’s Hide button', async () => {
    const { page } = await instructorPage(LAPTOP);
    await page.goto(site.server.url + simPaths.casting.results);
    const table = page.getByRole('table');
    await table.getByRole('row').nth(1).waitFor();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.slice(-2)).toEqual(['Reported', 'Actions']);
    expect(await table.locator('tbody tr').first().locator('time').innerText()).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4},\s\d{1,2}:\d\d\s[AP]M$/,
    );
    await expectNoSidewaysScroll(page);
    // with the new column the table still fits a 1280 px screen: no sideways scroll inside it either
    const region = page.getByRole('region', { name: 'Queen of Sorrows results table' });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

    const hideOf = (name: string) => table.getByRole('button', { name: `Hide result: ${name}`, exact: true });
    await hideAndCheckToast(page, hideOf, 'Agent 4 and Studio 4', 'Agent 5 and Studio 5');
  });

  it('at 1024 px the Reported column is whole and not under the pinned Actions column', async () => {
    await submit(7); // (long additional terms)
    const { page } = await instructorPage({ width: 1024, height: 768 });
    await page.goto(site.server.url + simPaths.casting.results);
    const table = page.getByRole('table');
    await table.locator('tbody tr').first().locator('time').waitFor();
    const actions = (await table.getByRole('columnheader', { name: 'Actions' }).boundingBox())!;
    const region = (await page
      .getByRole('region', { name: 'Queen of Sorrows results table' })
      .boundingBox())!;
    const reported = [
      table.getByRole('columnheader', { name: 'Reported' }),
      table.locator('tbody tr').first().locator('time'),
    ];
    for (const cell of reported) {
      const box = (await cell.boundingBox())!;
      expect(overlaps(box, { ...actions, y: box.y }), await cell.innerText()).toBe(false);
      expect(box.x + box.width).toBeLessThanOrEqual(actions.x);
      expect(box.x).toBeGreaterThanOrEqual(region.x);
    }
    await expectNoSidewaysScroll(page);
  });
});
