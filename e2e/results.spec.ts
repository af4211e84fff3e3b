import fs from 'node:fs';
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newPage, signInThroughModal } from './support/browser';
import { adminCookie, E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';

const SUCCESS = 'Thank you! Your results have been submitted successfully.';
const LIMIT = 'The compensation amount cannot exceed 999,999,999,999.99 due to database constraints.';

const site = siteForThisFile();

/**
 * Submits the form and returns the text of the notice that confirms it on /simulations: a `role="alert"`
 * region that can be dismissed, never the page-blocking alert(). A native dialog fails the test.
 */
async function submitAndReadNotice(page: Page): Promise<string> {
  const dialogs: string[] = [];
  const onDialog = (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  await page.getByRole('button', { name: 'Submit Results' }).click();
  await page.waitForURL(`${site.server.url}/simulations`);
  const notice = page.getByRole('alert').filter({ hasText: SUCCESS });
  await notice.waitFor();
  const text = (await notice.innerText()).trim();
  // dismissible, by keyboard too
  await notice.getByRole('button', { name: 'Dismiss message' }).focus();
  await page.keyboard.press('Enter');
  await notice.waitFor({ state: 'detached' });
  page.off('dialog', onDialog);
  expect(dialogs).toEqual([]);
  return text;
}

/** A result sent straight to the API, as a student's browser would send it. */
async function submitResult(apiSlug: 'qos' | 'svd', body: Record<string, unknown>) {
  const res = await fetch(`${site.server.url}/api/sims/${apiSlug}/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.server.url },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
}

/** Hides every result the instructor's tables show, so a test starts from empty tables in any order. */
async function hideAllResults(cookie: string) {
  for (const apiSlug of ['qos', 'svd']) {
    const list = await fetch(`${site.server.url}/api/sims/${apiSlug}/results`, {
      headers: { Cookie: cookie },
    });
    const { data } = (await list.json()) as { data: { id: number }[] };
    for (const { id } of data) {
      const hidden = await fetch(`${site.server.url}/api/sims/${apiSlug}/results/${id}/hide`, {
        method: 'PATCH',
        headers: { Cookie: cookie, Origin: site.server.url },
      });
      expect(hidden.status).toBe(200);
    }
  }
}

describe('results journey', () => {
  it('students report a casting result and a no-agreement legal-fee result', async () => {
    const { page } = await newPage(site.browser);
    const sent: string[] = [];
    page.on('request', (r) => void (r.method() === 'POST' && sent.push(new URL(r.url()).pathname)));
    await page.goto(`${site.server.url}/simulations/queen-of-sorrows-results`);
    await page.getByRole('heading', { name: 'Queen of Sorrows - Report Results' }).waitFor();
    await page.getByLabel('Agent Name').fill('Kim Minji');
    await page.getByLabel('Studio Representative Name').fill('박지수');
    const amount = page.getByLabel('Amount Paid per Episode (KRW)');

    // the limit message appears while typing and blocks the submit
    await amount.pressSequentially('1000000000000');
    expect(await amount.inputValue()).toBe('1,000,000,000,000');
    await page.getByText(LIMIT).waitFor();
    await page.getByRole('button', { name: 'Submit Results' }).click();
    // the form refuses: focus goes back from the button to the amount, marked invalid; nothing is sent
    await amount.and(page.locator('[aria-invalid="true"]:focus')).waitFor();
    expect(sent).toEqual([]);
    expect(page.url()).toBe(`${site.server.url}/simulations/queen-of-sorrows-results`);

    // separators while typing, with the caret where the user types
    await amount.fill('');
    await amount.pressSequentially('15000000');
    await amount.press('Home');
    await amount.pressSequentially('1');
    expect(await amount.inputValue()).toBe('115,000,000');
    expect(await page.getByText(LIMIT).count()).toBe(0);
    await page.getByLabel('Additional Terms').fill('Two weeks of holiday during filming, plus a car');
    await expectNoSeriousA11yViolations(page);

    expect(await submitAndReadNotice(page)).toBe(SUCCESS);
    await page.waitForURL(`${site.server.url}/simulations`);
    expect(sent).toEqual(['/api/sims/qos/submit']);

    await page.goto(`${site.server.url}/simulations/shinhwa-vs-daesung-results`);
    await page.getByLabel('Shinhwa Associate Name').fill('Lee Hana');
    await page.getByLabel('Daesung General Counsel Representative Name').fill('Choi Woojin');
    await page.getByLabel('No agreement was reached').check();
    expect(await page.getByLabel('Annual Fee (KRW)').isDisabled()).toBe(true);
    expect(await page.getByLabel('Additional Terms').isDisabled()).toBe(true);
    expect(await submitAndReadNotice(page)).toBe(SUCCESS);
    await page.waitForURL(`${site.server.url}/simulations`);
    expect(sent).toEqual(['/api/sims/qos/submit', '/api/sims/svd/submit']);
  });

  it('the form works on a phone without sideways scrolling', async () => {
    const { page } = await newPage(site.browser, { viewport: { width: 375, height: 740 } });
    await page.goto(`${site.server.url}/simulations/shinhwa-vs-daesung-results`);
    await page.getByLabel('Shinhwa Associate Name').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const amount = page.getByLabel('Annual Fee (KRW)');
    // the full keyboard (no decimal keypad), so 억 and 만 can be typed
    expect(await amount.getAttribute('inputmode')).toBeNull();
  });

  it('stores an amount typed as Koreans write it, 1억 5천만, as 150000000, after reading it back', async () => {
    const { page } = await newPage(site.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${site.server.url}/simulations/queen-of-sorrows-results`);
    await page.getByLabel('Agent Name').fill('한국어 에이전트');
    await page.getByLabel('Studio Representative Name').fill('Studio');
    await page.getByLabel('Amount Paid per Episode (KRW)').fill('1억 5천만');
    await page.getByText('150,000,000 원 · 1억 5천만 원').waitFor();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/sims/qos/submit'));
    await page.getByRole('button', { name: 'Submit Results' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ amount_paid: 150_000_000 });
    await page.getByRole('alert').filter({ hasText: SUCCESS }).waitFor();
  });

  it('sends a visitor away from the results tables', async () => {
    const { page } = await newPage(site.browser);
    await page.goto(`${site.server.url}/simulations/queen-of-sorrows-view-results`);
    await page.waitForURL(`${site.server.url}/simulations`);
  });

  it('the instructor finds the results, searches, hides one, downloads the CSV and sees the chart', async () => {
    // this test's own results, on tables emptied of any other test's: two castings, one legal fee
    await hideAllResults(await adminCookie(site.server.url));
    await submitResult('qos', {
      yeji_agent_name: 'Kim Minji',
      studio_counterpart_name: '박지수',
      no_agreement: false,
      amount_paid: 115_000_000,
      additional_terms: 'Two weeks of holiday during filming, plus a car',
    });
    // (one to hide; its counterpart would be a formula in a spreadsheet that trusted the CSV)
    await submitResult('qos', {
      yeji_agent_name: 'Hide Me',
      studio_counterpart_name: '=cmd|calc',
      no_agreement: false,
      amount_paid: 60_000_000,
      additional_terms: '',
    });
    await submitResult('svd', {
      shinhwa_associate_name: 'Lee Hana',
      daesung_gc_name: 'Choi Woojin',
      no_agreement: true,
      amount_paid: null,
      additional_terms: '',
    });

    const { page } = await newPage(site.browser);
    await page.goto(`${site.server.url}/simulations`);
    await signInThroughModal(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`${site.server.url}/simulations/queen-of-sorrows-view-results`);
    await page.getByRole('heading', { level: 1, name: 'Queen of Sorrows Results' }).waitFor();

    const rows = page.getByRole('table').locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    // sorted by amount, largest first
    expect(await rows.nth(0).locator('td').first().innerText()).toBe('Kim Minji');
    expect(await rows.nth(0).getByText('₩115,000,000').count()).toBe(1);
    expect(await rows.nth(0).getByText('Agreement Reached').count()).toBe(1);

    // the debrief chart: reference figures, the median, the no-agreement count and a text summary. Both
    // sides' figures stay hidden until the instructor asks (the page may be on the projector).
    const chart = page.getByRole('img', { name: /Debrief: agreed fees per episode/ });
    await chart.waitFor();
    expect(await chart.getByText('Studio target ₩80M').count()).toBe(0);
    await page.getByRole('switch', { name: "Show both sides' confidential figures" }).click();
    await chart.getByText('Studio target ₩80M').waitFor();
    expect(await chart.getByText('Studio target ₩80M').count()).toBe(1);
    expect(await chart.getByText('Median ₩87.5M').count()).toBe(1);
    const description = await page.locator('svg[role="img"] desc').textContent();
    expect(description).toContain(
      '2 agreed amounts from ₩60,000,000 to ₩115,000,000; the median is ₩87,500,000.',
    );
    expect(description).toContain('0 negotiations ended with no agreement.');

    // the long terms open in full on keyboard focus
    await page.getByRole('button', { name: /Two weeks of holiday/ }).focus();
    expect(await page.getByRole('tooltip').textContent()).toContain(
      'Two weeks of holiday during filming, plus a car',
    );
    await page.keyboard.press('Escape');

    const search = page.getByPlaceholder('Search results...');
    await search.fill('HOLIDAY');
    await page.getByText('Total: 1 result (filtered from 2)', { exact: true }).waitFor();
    await search.fill('');
    await page.getByText('Total: 2 results', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Hide result: Hide Me and =cmd|calc' }).click();
    await page.getByText('Result has been hidden from the table').first().waitFor();
    await page.getByText('Total: 1 result', { exact: true }).waitFor();
    // gone from the table; named once more only beside its "Undo hide", which stays until the next action
    expect(await page.getByRole('table').getByText('Hide Me').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Undo hide', exact: true }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^queen-of-sorrows-results-\d{4}-\d\d-\d\d\.csv$/);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Round,Agent Name,Studio Rep,Agreement Status,Amount per Episode (KRW),Additional Terms,Reported At',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^\d+,1,Kim Minji,박지수,Agreement Reached,115000000,"Two weeks of holiday during filming, plus a car",\d{4}-\d\d-\d\d \d\d:\d\d$/,
    );

    // the hidden result stays hidden after a reload
    await page.reload();
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await page.getByText('Hide Me').count()).toBe(0);

    await page.goto(`${site.server.url}/simulations/shinhwa-vs-daesung-view-results`);
    const legal = page.getByRole('table').locator('tbody tr');
    await legal.first().waitFor();
    expect(await legal.count()).toBe(1);
    expect(await legal.first().getByText('No Agreement').count()).toBe(1);
    expect(await legal.first().locator('td').nth(3).innerText()).toBe('-');
    const legalChart = page.getByRole('img', { name: /Debrief: agreed annual fees/ });
    expect(await legalChart.getByText('Current annual fee ₩3.9B').count()).toBe(1);
    expect(await page.locator('svg[role="img"] desc').textContent()).toContain(
      '1 negotiation ended with no agreement.',
    );
  });
});
