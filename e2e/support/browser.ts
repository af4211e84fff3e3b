import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A name the browser resolves to this machine: a site opened at it is one "on the network" (not localhost)
 * for the page, as a laptop's Wi-Fi address is, on any machine, networked or not (the join screen).
 */
export const NETWORK_NAME = 'classroom.test';
/** The same server at NETWORK_NAME: http://127.0.0.1:5123 -> http://classroom.test:5123. */
export const onTheNetwork = (url: string): string => url.replace('//127.0.0.1:', `//${NETWORK_NAME}:`);

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
  `--host-resolver-rules=MAP ${NETWORK_NAME} 127.0.0.1`,
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

export interface PageSession {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors of the page ('pageerror'), as they came. */
  errors: string[];
  /** Messages the page logged with console.error (the browser's own "Failed to load resource" too). */
  consoleErrors: string[];
  /**
   * Declares an error this page is expected to log: a 403 or 404 the test provokes makes chromium log
   * "Failed to load resource: the server responded with a status of 403 (Forbidden)". Every other error
   * fails the test, and so does a declared one that never came.
   */
  expectError(pattern: RegExp): void;
  /**
   * Declares an error this page may log or not, as a race decides (a request a page makes only if it is
   * still open when the server's answer changes).
   */
  allowError(pattern: RegExp): void;
}

interface Watched {
  session: PageSession;
  expected: { pattern: RegExp; seen: boolean; optional?: true }[];
  /** Opened by a test (closed after it) rather than by a file's beforeAll (closed after the file). */
  ownedByTest: boolean;
}

/**
 * Every page newPage opens is watched: `checkPages` (run by siteForThisFile after each test) fails the
 * test on an uncaught error or a console.error that it did not declare with `expectError`.
 */
const watched: Watched[] = [];
let watching: 'off' | 'file' | 'test' = 'off';

/** Called by siteForThisFile's hooks: pages opened from now on belong to the file, or to the test. */
export function watchPagesOf(scope: 'file' | 'test'): void {
  watching = scope;
}

/**
 * A fresh page in its own context, watched for uncaught errors and console.error (see PageSession).
 * Only for spec files that call siteForThisFile(), whose hooks check and close the pages.
 */
export async function newPage(
  browser: Browser,
  options: Pick<BrowserContextOptions, 'viewport' | 'javaScriptEnabled'> = {},
): Promise<PageSession> {
  if (watching === 'off') {
    throw new Error('newPage needs siteForThisFile() in the spec file: its hooks check the pages for errors');
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  // (a page without JavaScript is never hydrated: it is read as the server sent it)
  if (options.javaScriptEnabled !== false) waitForHydration(page);
  const entry: Watched = {
    expected: [],
    ownedByTest: watching === 'test',
    session: {
      page,
      context,
      errors: [],
      consoleErrors: [],
      expectError: (pattern) => entry.expected.push({ pattern, seen: false }),
      allowError: (pattern) => entry.expected.push({ pattern, seen: false, optional: true }),
    },
  };
  // every page of the context: a tab the page opens (the presenter) is watched too
  const watch = (p: Page) => {
    p.on('pageerror', (err) => entry.session.errors.push(err.stack ?? err.message));
    p.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      entry.session.consoleErrors.push(`${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
  };
  watch(page);
  context.on('page', watch);
  watched.push(entry);
  return entry.session;
}

/**
 * After each test: what each watched page logged since the last check, less what the test declared.
 * Returns the unexpected errors and the declared ones that never came (both empty when all is well),
 * closes the pages the test opened, and starts the others' record afresh.
 */
export async function checkPages(): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of [...watched]) {
    const { page, context, errors, consoleErrors } = entry.session;
    // A round trip to each page: the events it sent before the answer have all arrived.
    for (const p of context.pages()) await p.evaluate(() => 0).catch(() => {});
    const logged = [
      ...errors.splice(0).map((e) => `uncaught error: ${e}`),
      ...consoleErrors.splice(0).map((e) => `console.error: ${e}`),
    ];
    for (const line of logged) {
      const declared = entry.expected.filter((x) => x.pattern.test(line));
      for (const x of declared) x.seen = true;
      if (declared.length === 0) problems.push(`${page.url()}: ${line}`);
    }
    if (entry.ownedByTest) {
      for (const x of entry.expected) {
        if (!x.seen && !x.optional)
          problems.push(`${page.url()}: expected an error matching ${x.pattern}, none came`);
      }
      watched.splice(watched.indexOf(entry), 1);
      await context.close().catch(() => {});
    }
  }
  return problems;
}

/**
 * After the file: the pages its beforeAll opened are closed (their errors were checked after each test).
 * Returns the errors they were declared to log that never came.
 */
export async function closeAllPages(): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of watched.splice(0)) {
    for (const x of entry.expected) {
      if (!x.seen && !x.optional) problems.push(`expected an error matching ${x.pattern}, none came`);
    }
    await entry.session.context.close().catch(() => {});
  }
  watching = 'off';
  return problems;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What chromium logs (console.error) when a request of the page, the page itself or a fetch, is answered
 * with an error status: "Failed to load resource: the server responded with a status of 404 (Not Found)",
 * located at the request's address. For `expectError`; `path` may leave out the query string.
 */
export const failedRequest = (status: number, path: string) =>
  new RegExp(
    `Failed to load resource: the server responded with a status of ${status} .*\\(https?://[^/]+${escapeRegExp(path)}(\\?[^)]*)?:\\d+\\)$`,
  );

/** Signs in through the navbar's Sign In modal. */
export async function signInThroughModal(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.waitFor({ state: 'detached' });
}
