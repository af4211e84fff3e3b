import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultMessages } from '../shared/contracts/results-config';
import { paths } from '../shared/routes';
import { launchBrowser, newPage } from './support/browser';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';

// Every step below uses page.keyboard only: no clicks, no fill(), no focus() calls.

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Focused {
  tag: string;
  /** The accessible name as a user would read it: aria-label, the label of a field, or the text. */
  name: string;
  /** Whether the focus indicator is drawn: an outline or a ring (box-shadow). */
  visible: boolean;
  inDialog: boolean;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', visible: false, inDialog: false };
    const field = el as HTMLInputElement;
    const name =
      el.getAttribute('aria-label') ??
      (field.labels?.[0]?.textContent ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      tag: el.tagName.toLowerCase(),
      name,
      visible: outline || ring,
      inDialog: !!el.closest('[role="dialog"]'),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element has the given name, checking on the way that
 * every link and button that receives focus shows it. Returns how many presses it took.
 */
async function tabTo(page: Page, name: string, options: { back?: boolean; max?: number } = {}) {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let presses = 1; presses <= (options.max ?? 40); presses++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (now.tag === 'a' || now.tag === 'button') {
      expect(now.visible, `focus ring on <${now.tag}> "${now.name}"`).toBe(true);
    }
    if (now.name === name) return presses;
  }
  throw new Error(
    `"${name}" was not reached with ${key}; focus is on ${JSON.stringify(await focused(page))}`,
  );
}

describe('keyboard only', () => {
  it('an admin signs in, a student reports a casting result, the admin sees it', async () => {
    // 1. the instructor signs in through the navbar's modal
    const admin = await newPage(browser);
    await admin.page.goto(server.url);
    await admin.page.getByRole('heading', { name: 'Mastering Critical Workplace Skills' }).waitFor();
    await tabTo(admin.page, 'Sign In');
    await admin.page.keyboard.press('Enter');
    await admin.page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    // focus moved into the dialog, and Tab stays inside it
    await tabTo(admin.page, 'Email', { max: 5 });
    await admin.page.keyboard.type(E2E_ADMIN.email);
    await admin.page.keyboard.press('Tab');
    expect((await focused(admin.page)).name).toBe('Password');
    await admin.page.keyboard.type(E2E_ADMIN.password);
    await tabTo(admin.page, 'Sign In', { max: 3 });
    expect((await focused(admin.page)).inDialog).toBe(true);
    await admin.page.keyboard.press('Enter');
    await admin.page.getByRole('dialog').waitFor({ state: 'detached' });
    await admin.page.getByRole('banner').getByText(`Welcome, ${E2E_ADMIN.name}!`).waitFor();

    // 2. a student fills the casting report, field by field
    const student = await newPage(browser, { viewport: { width: 375, height: 740 } });
    const { page } = student;
    await page.goto(server.url + paths.casting.report);
    await page.getByRole('heading', { level: 1, name: 'Queen of Sorrows - Report Results' }).waitFor();
    await tabTo(page, 'Agent Name');
    await page.keyboard.type('Han Seojun');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Studio Representative Name');
    await page.keyboard.type('오민아');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Amount Paid per Episode (KRW)');
    await page.keyboard.type('85000000');
    // Shift+Tab goes back without losing what was typed
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).name).toBe('Studio Representative Name');
    await tabTo(page, 'Additional Terms', { max: 3 });
    await page.keyboard.type('Lead billing in the credits');
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await tabTo(page, 'Submit Results', { max: 4 });
    await page.keyboard.press('Space');
    expect(await alert).toBe(resultMessages.submitted);
    await page.waitForURL(server.url + paths.simulations);

    // 3. the instructor finds it on the results table
    await admin.page.goto(server.url + paths.casting.results);
    await admin.page.getByRole('heading', { level: 1, name: 'Queen of Sorrows Results' }).waitFor();
    const row = admin.page.getByRole('table').locator('tbody tr').filter({ hasText: 'Han Seojun' });
    await row.waitFor();
    expect(await row.textContent()).toContain('오민아');
    expect(await row.textContent()).toContain('85,000,000');
    expect(admin.errors).toEqual([]);
    expect(student.errors).toEqual([]);
    await admin.context.close();
    await student.context.close();
  });

  it('every link and button reached with Tab draws a focus indicator that is not there without focus', async () => {
    const { page, context, errors } = await newPage(browser);
    // the indicator may sit on the element (outline, ring) or on a card around it (focus-within)
    const look = (el: Element | null) => {
      const out: string[] = [];
      for (let n = el, i = 0; n && i < 4; n = n.parentElement, i++) {
        const st = getComputedStyle(n);
        out.push(`${st.outlineStyle} ${st.outlineWidth} ${st.outlineColor} | ${st.boxShadow}`);
      }
      return out.join(' / ');
    };
    for (const route of [paths.home, paths.simulations, paths.casting.report]) {
      await page.goto(server.url + route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const checked: string[] = [];
      let previous: {
        handle: Awaited<ReturnType<Page['evaluateHandle']>>;
        label: string;
        style: string;
      } | null = null;
      for (let presses = 0; presses < 60; presses++) {
        await page.keyboard.press('Tab');
        if (previous) {
          const unfocused = await previous.handle.evaluate(look);
          expect(unfocused, `focus indicator of ${previous.label} on ${route}`).not.toBe(previous.style);
          checked.push(previous.label);
        }
        const now = await focused(page);
        if (now.tag === 'body' || (presses > 0 && checked.includes(`<${now.tag}> ${now.name}`))) break;
        previous =
          now.tag === 'a' || now.tag === 'button'
            ? {
                handle: await page.evaluateHandle(() => document.activeElement),
                label: `<${now.tag}> ${now.name}`,
                style: await page.evaluate(look, await page.evaluateHandle(() => document.activeElement)),
              }
            : null;
      }
      expect(checked.length, route).toBeGreaterThan(3);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
