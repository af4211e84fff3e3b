import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newPage, signInThroughModal, type PageSession } from './support/browser';
import { E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';

/** Classes in the browser: start a class, rename it, the class picker, earlier classes, Undo and Unhide. */
const site = siteForThisFile();
let admin: PageSession;

const submit = (page: Page, name: string, amount: number) =>
  page.evaluate(
    ([name, amount]) =>
      fetch('/api/sims/qos/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          yeji_agent_name: name,
          studio_counterpart_name: 'Studio',
          no_agreement: false,
          amount_paid: amount,
          additional_terms: '',
        }),
      }).then((r) => r.status),
    [name, amount] as const,
  );

beforeAll(async () => {
  admin = await newPage(site.browser);
  await admin.page.goto(site.server.url);
  await admin.page.getByRole('heading', { level: 1 }).waitFor();
  await signInThroughModal(admin.page, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.page.getByRole('banner').getByRole('link', { name: 'Admin' }).waitFor();
});

describe('classes in the browser', () => {
  it('the instructor starts and renames classes, picks a class, compares with earlier ones and undoes a hide', async () => {
    const { page } = admin;
    expect(await submit(page, 'First Class Agent', 120_000_000)).toBe(201);

    await page.goto(site.server.url + '/admin');
    await page.getByText('Current class: Class 1').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Start a new class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a new class' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await dialog.getByText('Give the class a name.').waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('textbox', { name: 'Class name' }).fill('Hyundai Card cohort 7');
    await dialog.getByRole('checkbox', { name: 'Close every simulation to students now' }).check();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Class "Hyundai Card cohort 7" has started.').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByText('Current class: Hyundai Card cohort 7').waitFor();

    await page.getByRole('tab', { name: 'Classes' }).click();
    await page.getByRole('article', { name: 'Class 1' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Rename Class 1' }).click();
    await page.getByRole('dialog', { name: 'Rename class' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('dialog').getByRole('textbox', { name: 'Class name' }).fill('Samsung cohort 3');
    await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('article', { name: 'Samsung cohort 3' }).waitFor();

    // open the casting simulation again and report into the new class
    await page.getByRole('tab', { name: 'Simulations' }).click();
    const card = page.getByRole('group', { name: 'Queen of Sorrows', exact: true });
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/visibility/simulations/queenOfSorrows') && r.request().method() === 'PATCH',
    );
    await card.getByRole('switch', { name: 'Allow access' }).click();
    expect((await saved).status()).toBe(200);
    expect(await submit(page, 'Second Class Agent', 90_000_000)).toBe(201);

    const results = site.server.url + '/simulations/queen-of-sorrows-view-results';
    await page.goto(results);
    await page.getByRole('cell', { name: 'Second Class Agent', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'First Class Agent', exact: true }).count()).toBe(0);
    await page
      .getByRole('combobox', { name: 'Class' })
      .locator('option', { hasText: 'Samsung cohort 3' })
      .waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('switch', { name: 'Show earlier classes' }).click();
    await page.getByText('Earlier classes (1)').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('combobox', { name: 'Class' }).selectOption({ label: 'All classes' });
    await page.getByRole('cell', { name: 'First Class Agent', exact: true }).waitFor();
    expect(page.url()).toBe(results + '?class=all');
    await page.reload();
    await page.getByRole('cell', { name: 'First Class Agent', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Class' }).selectOption({ label: 'This class (current)' });
    await page.getByRole('cell', { name: 'First Class Agent', exact: true }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Hide result: Second Class Agent and Studio' }).click();
    await page.getByText('Result has been hidden from the table').first().waitFor();
    await page.getByRole('cell', { name: 'Second Class Agent', exact: true }).waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('cell', { name: 'Second Class Agent', exact: true }).waitFor();
    await page.getByText('Result is back in the table').first().waitFor();
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.getByText('Result is back in the table').first().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Hide result: Second Class Agent and Studio' }).click();
    await page.getByRole('cell', { name: 'Second Class Agent', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('switch', { name: 'Show hidden results' }).click();
    await page.getByRole('button', { name: 'Unhide result: Second Class Agent and Studio' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Unhide result: Second Class Agent and Studio' }).click();
    await page.getByRole('button', { name: 'Hide result: Second Class Agent and Studio' }).waitFor();

    await page.goto(site.server.url + '/admin/feedback?class=all');
    await page.getByRole('heading', { level: 1, name: 'Course Feedback' }).waitFor();
    await page.getByText('No feedback submissions yet.').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
