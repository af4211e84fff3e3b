import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { allPaths, paths, simulationPages, type SimulationPage } from '../shared/routes';
import { SIMULATIONS } from '../shared/simulations';
import { failedRequest, newPage, signInThroughModal, type PageSession } from './support/browser';
import { E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';
import { simPaths } from '../client/src/test/sim-paths';
import { AXE_TAGS, runAxe, settleAnimations } from './support/a11y';

// axe-core on every route, signed out and signed in, and with each dialog open: zero violations
// of any impact (not only serious/critical) against WCAG 2.1 A/AA and axe's best practices.
const PRESENTER = '/present.html?deck=/decks/ai.pdf&title=AI%20Workshop';
const UNKNOWN = '/no-such-page';
// a shipped variant's pages are its base's components with other figures: audited once, as the base's
const VARIANT_PAGES = new Set(
  SIMULATIONS.filter((s) => s.variantOf).flatMap((s) => simulationPages(s).map((p) => p.path)),
);
const ROUTES = [...allPaths().filter((p) => !VARIANT_PAGES.has(p)), PRESENTER, UNKNOWN];
// A case's documents and a student's own pages (role sheets, general information, the observer sheet, the
// report form, a team's page, a student's own debrief) are the same page signed in but for the header,
// which the admin session meets on every other page: they are audited signed out.
const STUDENT_KINDS = new Set<SimulationPage['kind']>([
  'instructions',
  'general',
  'observer',
  'report',
  'team',
  'myDebrief',
]);
const STUDENT_PAGES = new Set(
  SIMULATIONS.flatMap((s) => simulationPages(s).filter((p) => STUDENT_KINDS.has(p.kind))).map((p) => p.path),
);
const ADMIN_ROUTES = ROUTES.filter((r) => !STUDENT_PAGES.has(r));

const site = siteForThisFile();
// (both sessions are opened once for the file; siteForThisFile checks their errors after each test)
let visitor: PageSession;
let admin: PageSession;

beforeAll(async () => {
  visitor = await newPage(site.browser);
  await visitor.page.goto(site.server.url);
  await seed(visitor.page);
  admin = await newPage(site.browser);
  await admin.page.goto(site.server.url);
  await admin.page.getByRole('heading', { level: 1 }).waitFor();
  await signInThroughModal(admin.page, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.page.getByRole('banner').getByRole('link', { name: 'Admin' }).waitFor();
});

/** Results and feedback, so the admin tables, chart, pagination and tooltips are audited with content. */
async function seed(page: Page) {
  const statuses = await page.evaluate(async () => {
    const post = (url: string, body: object) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.status);
    return Promise.all([
      post('/api/sims/qos/submit', {
        yeji_agent_name: 'Kim Minji',
        studio_counterpart_name: '박지수',
        no_agreement: false,
        amount_paid: 85000000,
        additional_terms: 'Two weeks of holiday during filming, plus a car',
      }),
      post('/api/sims/qos/submit', {
        yeji_agent_name: 'Lee Hana',
        studio_counterpart_name: 'Choi Woojin',
        no_agreement: true,
        amount_paid: null,
        additional_terms: '',
      }),
      post('/api/sims/svd/submit', {
        shinhwa_associate_name: 'Park Jisoo',
        daesung_gc_name: 'Oh Mina',
        no_agreement: false,
        amount_paid: 1200000000,
        additional_terms: 'Quarterly review meetings',
      }),
      post('/api/feedback/submit', {
        name: 'Jisoo Park',
        rating: 9,
        comments: 'The casting negotiation was the highlight.',
        favoritePart: 'Queen of Sorrows',
      }),
      post('/api/feedback/submit', { rating: 6 }),
    ]);
  });
  expect(statuses).toEqual([201, 201, 201, 201, 201]);
}

/** Waits until the page shows its heading (or the open dialog) and no loading spinner is left. */
async function settle(page: Page, route: string, dialogOpen = false) {
  if (dialogOpen) {
    await page.getByRole('dialog').waitFor();
  } else if (route === PRESENTER) {
    await page.locator('.stage canvas.current, h1, h2').first().waitFor();
  } else {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="status"]')].every((s) => s.textContent?.trim() !== 'Loading'),
  );
  // (the transitions, a dialog's fade-in or the hero's animation, are not waited for: every audit first
  // finishes them, settleAnimations, so colours are measured at rest without their running time)
}

/** Each violation as "rule (impact): targets", so a failure names what to fix. */
async function violations(page: Page, where: string): Promise<string[]> {
  // axe.run() in the page itself (runAxe). AxeBuilder's default opened a blank page for every audit to
  // merge per-frame results, which only matters for cross-origin iframes (the site has none); running in
  // the page took the route walk from 161 s to 110 s on the 2-core machine.
  await settleAnimations(page);
  // (the site has no iframe: one would need the builder's per-frame audit, so the choice is revisited)
  expect(page.frames(), `${where} has an iframe`).toHaveLength(1);
  const { violations: found, passes } = await runAxe(page, {
    runOnly: { type: 'tag', values: AXE_TAGS },
  });
  // axe really looked at a rendered page (an empty or blank document passes almost nothing)
  expect(passes.length, where).toBeGreaterThan(10);
  return found.map(
    (v) => `${where} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

/** Korean text outside any lang="ko" element (screen readers would read it with an English voice). */
async function koreanWithoutLang(page: Page, where: string): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // (a <script> data block, like the server-rendered page's data, is never shown or read aloud)
      if (node.parentElement?.closest('script')) continue;
      if (/[\uAC00-\uD7A3]/.test(text) && !node.parentElement?.closest('[lang|="ko"]')) out.push(text.trim());
    }
    return out;
  });
  return texts.map((t) => `${where} Korean text without lang="ko": ${t.slice(0, 60)}`);
}

async function auditAll(page: Page, state: string, routes: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(site.server.url + route);
    await settle(page, route);
    // an instructor's page sends a visitor on (to /simulations), which is audited as itself
    if (route !== PRESENTER && route !== UNKNOWN && new URL(page.url()).pathname !== route) continue;
    found.push(...(await violations(page, `[${state}] ${route}`)));
    // (signed in, the tables also show names students typed, in whatever language they chose)
    if (state === 'signed out') found.push(...(await koreanWithoutLang(page, `[${state}] ${route}`)));
  }
  return found;
}

describe('accessibility (axe-core, every impact)', () => {
  it('every route has zero violations signed out, and every page the instructor sees otherwise signed in', async () => {
    // the two sessions are audited side by side: same checks, half the wall time
    // the unknown route answers 404, which chromium logs as a failed resource
    for (const session of [visitor, admin]) session.expectError(failedRequest(404, UNKNOWN));
    // /me asks for the browser's seat: neither session has one (401, the join form is shown)
    for (const session of [visitor, admin]) session.expectError(failedRequest(401, '/api/seats/me'));
    const [signedOut, signedIn] = await Promise.all([
      auditAll(visitor.page, 'signed out', ROUTES),
      auditAll(admin.page, 'admin', ADMIN_ROUTES),
    ]);
    expect(signedOut).toEqual([]);
    expect(signedIn).toEqual([]);
    // about 65 routes signed out and 35 signed in, each rendered, hydrated and audited; the limit only guards
    // against a hang
  }, 900_000);

  it('the Sign In modal, the role confirmation and the course review dialogs have zero violations', async () => {
    const { page } = visitor;
    const found: string[] = [];

    await page.goto(site.server.url + paths.home);
    await settle(page, paths.home);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).first().click();
    await page.getByRole('dialog', { name: 'Sign In' }).getByLabel('Email').waitFor();
    await settle(page, paths.home, true);
    found.push(...(await violations(page, '[Sign In dialog]')));
    await page.keyboard.press('Escape');

    await page.goto(site.server.url + simPaths.casting.roles);
    await settle(page, simPaths.casting.roles);
    await page.getByRole('button', { name: 'Choose this role' }).first().click();
    await page.getByRole('dialog', { name: 'Confirm your role' }).waitFor();
    await settle(page, simPaths.casting.roles, true);
    found.push(...(await violations(page, '[role confirmation dialog]')));

    await page.goto(site.server.url + paths.about);
    await settle(page, paths.about);
    await page.getByRole('button', { name: 'Review this course' }).click();
    await page.getByRole('dialog', { name: 'Review this course' }).getByRole('radio').first().waitFor();
    await settle(page, paths.about, true);
    found.push(...(await violations(page, '[course review dialog]')));

    expect(found).toEqual([]);
  });

  it("the admin's other tabs, the sign-out-all dialog and the terms tooltip have zero violations", async () => {
    const { page } = admin;
    const found: string[] = [];

    await page.goto(site.server.url + paths.admin);
    await settle(page, paths.admin);
    for (const tab of ['Simulations', 'Users']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
      await settle(page, paths.admin);
      found.push(...(await violations(page, `[admin ${tab} tab]`)));
    }
    await page.getByRole('button', { name: 'Sign out all sessions' }).click();
    await page.getByRole('dialog', { name: 'Sign out all sessions?' }).waitFor();
    await settle(page, paths.admin, true);
    found.push(...(await violations(page, '[sign-out-all dialog]')));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.goto(site.server.url + simPaths.casting.results);
    await settle(page, simPaths.casting.results);
    await page.getByRole('button', { name: /Two weeks of holiday/ }).focus();
    await page.getByRole('tooltip').waitFor();
    found.push(...(await violations(page, '[terms tooltip]')));

    expect(found).toEqual([]);
  });

  it('on a 375 px phone the main pages and the open navigation menu have zero violations', async () => {
    const phoneRoutes = [
      paths.home,
      paths.simulations,
      simPaths.casting.agentKo,
      simPaths.casting.report,
      paths.about,
    ];
    const audit = async (page: Page, state: string) => {
      await page.setViewportSize({ width: 375, height: 740 });
      const found: string[] = [];
      for (const route of phoneRoutes) {
        await page.goto(site.server.url + route);
        await settle(page, route);
        found.push(...(await violations(page, `[phone, ${state}] ${route}`)));
      }
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').waitFor();
      found.push(...(await violations(page, `[phone, ${state}] open menu`)));
      return found;
    };
    const [signedOut, signedIn] = await Promise.all([
      audit(visitor.page, 'signed out'),
      audit(admin.page, 'admin'),
    ]);
    expect(signedOut).toEqual([]);
    expect(signedIn).toEqual([]);
  });
});
