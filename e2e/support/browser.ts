import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing that would reach for the network this closed machine does not have. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's chromium with those flags. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/**
 * The server renders every page and React then takes it over (hydrates it); until then its buttons and
 * forms do nothing. Like a person who waits for the page to wake up, navigation here waits for that.
 */
function waitForHydration(page: Page): void {
  const hydrated = async () => {
    if (await page.locator('#ssr-data').count()) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/** A fresh page that fails the test on any uncaught page error. */
export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  waitForHydration(page);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, context, errors };
}

/** Signs in through the navbar's Sign In modal. */
export async function signInThroughModal(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.waitFor({ state: 'detached' });
}
