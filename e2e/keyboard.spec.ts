import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resultMessages } from '../shared/contracts/results-config';
import { simulationClosedMessage } from '../shared/simulations';
import { paths } from '../shared/routes';
import { failedRequest, newPage } from './support/browser';
import { E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';
import { simPaths } from '../client/src/test/sim-paths';

// Every step below uses page.keyboard only: no clicks, no fill(), no focus() calls.

const site = siteForThisFile();

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
    // a label's text without what it hides from screen readers (a drawn copy of the same text)
    const label = field.labels?.[0]?.cloneNode(true) as HTMLElement | undefined;
    label?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    const name =
      el.getAttribute('aria-label') ??
      (label?.textContent ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
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
async function tabTo(page: Page, name: string | RegExp, options: { back?: boolean; max?: number } = {}) {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let presses = 1; presses <= (options.max ?? 40); presses++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (now.tag === 'a' || now.tag === 'button') {
      expect(now.visible, `focus ring on <${now.tag}> "${now.name}"`).toBe(true);
    }
    if (typeof name === 'string' ? now.name === name : name.test(now.name)) return presses;
  }
  throw new Error(
    `"${name}" was not reached with ${key}; focus is on ${JSON.stringify(await focused(page))}`,
  );
}

/** The instructor signs in through the navbar's modal, from the home page. */
async function signInWithKeyboard(page: Page) {
  await page.goto(site.server.url);
  await page.getByRole('heading', { name: 'Mastering Critical Workplace Skills' }).waitFor();
  await tabTo(page, 'Sign In');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
  // focus moved into the dialog, and Tab stays inside it
  await tabTo(page, 'Email', { max: 5 });
  await page.keyboard.type(E2E_ADMIN.email);
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe('Password');
  await page.keyboard.type(E2E_ADMIN.password);
  await tabTo(page, 'Sign In', { max: 3 });
  expect((await focused(page)).inDialog).toBe(true);
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('banner').getByText(`Welcome, ${E2E_ADMIN.name}!`).waitFor();
}

describe('keyboard only', () => {
  it('an admin signs in, a student reports a casting result, the admin sees it', async () => {
    // 1. the instructor signs in
    const admin = await newPage(site.browser);
    await signInWithKeyboard(admin.page);

    // 2. a student fills the casting report, field by field
    const student = await newPage(site.browser, { viewport: { width: 375, height: 740 } });
    const { page } = student;
    await page.goto(site.server.url + simPaths.casting.report);
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
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await tabTo(page, 'Submit Results', { max: 4 });
    await page.keyboard.press('Space');
    await page.waitForURL(site.server.url + paths.simulations);
    // confirmed by a role="alert" notice on /simulations, not a page-blocking dialog
    const notice = page.getByRole('alert').filter({ hasText: resultMessages.submitted });
    await notice.waitFor();
    expect(dialogs).toEqual([]);

    // 3. the instructor finds it on the results table
    await admin.page.goto(site.server.url + simPaths.casting.results);
    await admin.page.getByRole('heading', { level: 1, name: 'Queen of Sorrows Results' }).waitFor();
    const row = admin.page.getByRole('table').locator('tbody tr').filter({ hasText: 'Han Seojun' });
    await row.waitFor();
    expect(await row.textContent()).toContain('오민아');
    expect(await row.textContent()).toContain('85,000,000');
  });

  it('a student takes a role, reads it in Korean and reviews the course; the instructor archives the review and closes the role-play', async () => {
    // 1. a student on a phone chooses the agent's role in Queen of Sorrows
    const student = await newPage(site.browser, { viewport: { width: 375, height: 740 } });
    const { page } = student;
    await page.goto(site.server.url + paths.simulations);
    await page.getByRole('heading', { level: 1, name: 'Negotiation Simulations' }).waitFor();
    await tabTo(page, 'Instructions');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Queen of Sorrows - Choose Your Role' }).waitFor();
    await tabTo(page, 'Choose this role');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Confirm your role' }).waitFor();
    await tabTo(page, 'Confirm', { max: 4 });
    await page.keyboard.press('Enter');
    await page.waitForURL(site.server.url + simPaths.casting.agent);
    await page.getByRole('note', { name: 'Confidential' }).waitFor(); // the instructions have loaded

    // 2. ...and switches the instructions to Korean
    await tabTo(page, '한국어');
    await page.keyboard.press('Enter');
    await page.waitForURL(site.server.url + simPaths.casting.agentKo);
    await page.locator('h1[lang="ko"]').waitFor();

    // 3. the course review: a native radio group, so arrow keys choose the rating
    await page.goto(site.server.url + paths.about);
    await tabTo(page, 'Review this course');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Review this course' });
    await dialog.waitFor();
    // the dialog puts focus on its first control, the rating
    expect((await focused(page)).name).toBe('1 (least likely)');
    await page.keyboard.press('Space');
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '9' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Your name (optional)');
    await page.keyboard.type('Jisoo Park');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Clear roles, and the Korean version helped.');
    await tabTo(page, 'Submit Feedback', { max: 3 });
    await page.keyboard.press('Enter');
    await dialog.getByText('Thank you for your feedback!').waitFor();
    expect((await focused(page)).name).toBe('Done');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // 4. the instructor archives the review...
    const admin = await newPage(site.browser);
    await signInWithKeyboard(admin.page);
    await admin.page.goto(site.server.url + paths.adminFeedback);
    await admin.page.getByRole('heading', { level: 1, name: 'Course Feedback' }).waitFor();
    await tabTo(admin.page, /^Archive feedback from Jisoo Park/);
    await admin.page.keyboard.press('Enter');
    await admin.page.getByText('No active feedback available.').waitFor();

    // 5. ...and closes the role-play with its switch; the student's next visit finds it closed
    await admin.page.goto(site.server.url + paths.simulations);
    await tabTo(admin.page, 'Allow access');
    await admin.page.keyboard.press('Space');
    await admin.page
      .getByRole('article', { name: 'Queen of Sorrows', exact: true })
      .getByText('Access closed')
      .waitFor();
    // (the page asks for the instructions and is refused: chromium logs the 403)
    student.expectError(failedRequest(403, '/api/sims/queenOfSorrows/roles/agent'));
    await page.goto(site.server.url + simPaths.casting.agent);
    await page.getByText(simulationClosedMessage('Queen of Sorrows')).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Background' }).count()).toBe(0);

    // the role-play is open again for the other tests
    await admin.page.keyboard.press('Space');
    await admin.page
      .getByRole('article', { name: 'Queen of Sorrows', exact: true })
      .getByText('Access closed')
      .waitFor({ state: 'detached' });
  });

  it('every link and button reached with Tab draws a focus indicator that is not there without focus', async () => {
    const { page } = await newPage(site.browser);
    // the indicator may sit on the element (outline, ring) or on a card around it (focus-within)
    const look = (el: Element | null) => {
      const out: string[] = [];
      for (let n = el, i = 0; n && i < 4; n = n.parentElement, i++) {
        const st = getComputedStyle(n);
        out.push(`${st.outlineStyle} ${st.outlineWidth} ${st.outlineColor} | ${st.boxShadow}`);
      }
      return out.join(' / ');
    };
    for (const route of [paths.home, paths.simulations, simPaths.casting.report]) {
      await page.goto(site.server.url + route);
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
  });
});
