import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../shared/routes';
import { newPage } from './support/browser';
import { E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';
import { simPaths } from '../client/src/test/sim-paths';

// A page arrives server-rendered and looks ready before its script has run (ADR 0005); on a slow phone
// that lasts seconds. No tap in that moment may be lost: a link navigates (it is a real link), and every
// control that needs the script is visibly not ready (disabled, busy cursor) until the app has taken the
// page over, and then works. Here the app's scripts are held until the test has made its first clicks.

const site = siteForThisFile();

const LONG_TERMS = 'A driver on every shooting day, and two weeks of holiday after filming';

/** Every script of the app (the boot module and the chunks it loads) waits until `release()`. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    // A request of a page the test has navigated away from is gone by now.
    await route.continue().catch(() => {});
  });
  return { held, release };
}

/**
 * A page at `path` as the server sends it, with its scripts held. Navigation is not awaited: with the
 * scripts held the page does not finish loading (and the helpers' goto waits for the app, too).
 */
async function openWithScriptsHeld(path: string, { instructor = false } = {}) {
  const session = await newPage(site.browser);
  const consoleErrors: string[] = [];
  session.page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
  if (instructor) {
    // The API requests of a context share its cookies: this signs the browser in.
    const res = await session.context.request.post(`${site.server.url}/api/auth/login`, {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      headers: { Origin: site.server.url },
    });
    expect(res.status()).toBe(200);
  }
  const scripts = await holdScripts(session.page);
  const navigation = session.page.goto(site.server.url + path);
  navigation.catch(() => {}); // awaited in `release`; a failure before then must not go unhandled
  /** Lets the scripts load and waits until the app has taken the page over. */
  const release = async () => {
    scripts.release();
    await navigation;
    await session.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  };
  return { ...session, consoleErrors, scripts, release };
}

/** What the server rendered is on screen, and the app's script has not run. */
async function expectServerRenderedOnly(page: Page, held: string[]) {
  expect(await page.locator('#ssr-data').count()).toBe(1);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  expect(held.length).toBeGreaterThan(0);
}

/** The control shows that it cannot be used yet, and a click on it does nothing. */
async function expectNotReadyYet(control: Locator) {
  await control.waitFor();
  expect(await control.isDisabled()).toBe(true);
  expect(await control.getAttribute('aria-busy')).toBe('true');
  expect(await control.evaluate((el) => getComputedStyle(el).cursor)).toBe('progress');
  // Clicked anyway (past Playwright's wait for an enabled control): a disabled control takes no click.
  await control.click({ force: true });
}

const post = (path: string, body: unknown) =>
  fetch(site.server.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.server.url },
    body: JSON.stringify(body),
  }).then((r) => expect(r.status).toBe(201));

describe('before the app has taken over a server-rendered page', () => {
  it('a button (Archive) and a section toggle are disabled, then archive the feedback', async () => {
    await post('/api/feedback/submit', { rating: 8, name: 'Jisoo Park', comments: 'Loved it' });
    const { page, errors, consoleErrors, scripts, release } = await openWithScriptsHeld(paths.adminFeedback, {
      instructor: true,
    });
    const archive = page.getByRole('button', { name: /^Archive feedback from Jisoo Park/ });
    await expectNotReadyYet(archive);
    await expectNotReadyYet(page.getByRole('button', { name: 'Archived feedback (0)' }));
    await expectNotReadyYet(page.getByRole('button', { name: /^Download CSV/ }));
    await expectServerRenderedOnly(page, scripts.held);
    expect(await page.getByRole('table', { name: 'Active feedback' }).textContent()).toContain('Loved it');

    await release();
    expect(await archive.isDisabled()).toBe(false);
    expect(await archive.getAttribute('aria-busy')).toBeNull();
    // the forced click before the app ran did nothing: the entry is still active
    expect(await page.getByRole('button', { name: 'Archived feedback (0)' }).count()).toBe(1);
    await archive.click();
    await page.getByText('No active feedback available.').waitFor();
    await page.getByRole('button', { name: 'Archived feedback (1)' }).click();
    expect(await page.getByRole('table', { name: 'Archived feedback' }).textContent()).toContain(
      'Jisoo Park',
    );
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('a switch is disabled, then changes the setting', async () => {
    const { page, errors, consoleErrors, scripts, release } = await openWithScriptsHeld(paths.decks, {
      instructor: true,
    });
    const visible = page
      .getByRole('article', { name: 'AI Workshop' })
      .getByRole('switch', { name: 'Visible to students' });
    await expectNotReadyYet(visible);
    await expectNotReadyYet(page.getByRole('button', { name: 'Sign Out' }));
    await expectServerRenderedOnly(page, scripts.held);
    expect(await visible.getAttribute('aria-checked')).toBe('true');

    await release();
    expect(await visible.getAttribute('aria-checked')).toBe('true');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/visibility/decks/ai') && r.request().method() === 'PATCH',
    );
    await visible.click();
    expect((await saved).status()).toBe(200);
    expect(await visible.getAttribute('aria-checked')).toBe('false');
    await visible.click(); // back as it was, for the other tests
    await expect
      .poll(async () => (await (await fetch(`${site.server.url}/api/visibility/decks`)).json()).ai.isVisible)
      .toBe(true);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('dialog triggers (a role card, Sign In) are disabled, then open their dialogs', async () => {
    const { page, errors, consoleErrors, scripts, release } = await openWithScriptsHeld(
      simPaths.casting.roles,
    );
    const choose = page.getByRole('button', { name: 'Choose this role' }).first();
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await expectNotReadyYet(choose);
    await expectNotReadyYet(signIn);
    await expectServerRenderedOnly(page, scripts.held);
    // the role cards' report link is a link, usable now
    expect(await page.getByRole('link', { name: 'Report Results' }).first().isDisabled()).toBe(false);

    await release();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await choose.click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your role' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: "I'm not sure" }).click();
    await confirm.waitFor({ state: 'detached' });
    await signIn.click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('a link navigates at once: it is a real link, and the next page is server-rendered too', async () => {
    const { page, errors, consoleErrors, scripts, release } = await openWithScriptsHeld(paths.home);
    await expectNotReadyYet(page.getByRole('banner').getByRole('button', { name: 'Sign In' }));
    await expectServerRenderedOnly(page, scripts.held);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Decks' }).click();
    // (the page's load event waits for its held script; its document is there before that)
    await page.waitForURL(site.server.url + paths.decks, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Presentation Decks' }).waitFor();
    await expectServerRenderedOnly(page, scripts.held);

    await release();
    expect(await page.getByRole('article').count()).toBe(4);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('form fields are disabled, then take what is typed and submit it', async () => {
    const { page, errors, consoleErrors, scripts, release } = await openWithScriptsHeld(
      simPaths.casting.report,
    );
    const name = page.getByLabel('Agent Name');
    await expectNotReadyYet(name);
    expect(await page.getByLabel('No agreement was reached').isDisabled()).toBe(true);
    await expectNotReadyYet(page.getByRole('button', { name: 'Submit Results' }));
    // and says so in words beside its buttons, not only with a busy cursor
    const waiting = page.getByRole('status').filter({ hasText: 'Loading…' });
    expect(await waiting.isVisible()).toBe(true);
    await expectServerRenderedOnly(page, scripts.held);
    // what the forced click could have typed went nowhere
    await page.keyboard.type('lost');
    expect(await name.inputValue()).toBe('');

    await release();
    expect(await waiting.count()).toBe(0);
    await name.fill('Kim Minji');
    await page.getByLabel('Studio Representative Name').fill('Park Jisoo');
    await page.getByLabel('No agreement was reached').check();
    expect(await name.inputValue()).toBe('Kim Minji');
    await page.getByRole('button', { name: 'Submit Results' }).click();
    // confirmed on /simulations by the site's own notice, not a blocking alert()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Thank you! Your results have been submitted successfully.' })
      .waitFor();
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('the results page waits for the app: its list is fetched by the browser, then long terms and Hide work', async () => {
    await post('/api/sims/qos/submit', {
      yeji_agent_name: 'Han Seoyeon',
      studio_counterpart_name: 'Jung Daeho',
      no_agreement: false,
      amount_paid: 70_000_000,
      additional_terms: LONG_TERMS,
    });
    const { page, errors, consoleErrors, scripts, release } = await openWithScriptsHeld(
      simPaths.casting.results,
      { instructor: true },
    );
    // the server renders the page around the list (a long list is never embedded): no row yet, nothing lost
    await page
      .getByRole('heading', { name: /Results/ })
      .first()
      .waitFor();
    await expectServerRenderedOnly(page, scripts.held);
    expect(await page.getByRole('row').filter({ hasText: 'Han Seoyeon' }).count()).toBe(0);

    await release();
    const row = page.getByRole('row').filter({ hasText: 'Han Seoyeon' });
    await row.waitFor();
    const terms = row.getByRole('button', { name: LONG_TERMS });
    expect(await terms.textContent()).toContain(`${LONG_TERMS.slice(0, 20)}…`);
    await release();
    await terms.click();
    expect(await page.getByRole('tooltip').textContent()).toContain(LONG_TERMS);
    await row.getByRole('button', { name: /^Hide result/ }).click();
    await row.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
