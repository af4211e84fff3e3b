import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { failedRequest, newPage, signInThroughModal } from './support/browser';
import { E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';

const site = siteForThisFile();

async function signedInAdmin(path: string) {
  const session = await newPage(site.browser);
  await session.page.goto(`${site.server.url}${path}`);
  await signInThroughModal(session.page, E2E_ADMIN.email, E2E_ADMIN.password);
  return session;
}

const rows = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

describe('course feedback journey', () => {
  it('a student reviews the course on a phone; the instructor counts, archives and unarchives it', async () => {
    // the student, on a phone, not signed in
    const student = await newPage(site.browser, { viewport: { width: 375, height: 740 } });
    await student.page.goto(`${site.server.url}/about`);
    await student.page.getByRole('heading', { level: 1, name: 'About the Course' }).waitFor();
    expect(await student.page.getByRole('switch').count()).toBe(0);
    await student.page.getByRole('button', { name: 'Review this course' }).click();
    const dialog = student.page.getByRole('dialog', { name: 'Review this course' });
    await expectNoSeriousA11yViolations(student.page);
    const submit = dialog.getByRole('button', { name: 'Submit Feedback' });
    expect(await submit.isDisabled()).toBe(true);

    // tap the drawn number (the first of its two texts; the second is for screen readers)
    await dialog.getByText('9', { exact: true }).first().click();
    expect(await dialog.getByRole('radio', { name: '9' }).isChecked()).toBe(true);
    await dialog.getByLabel(/Your name/).fill('Jisoo Park');
    await dialog.getByLabel(/Comments/).fill('The casting negotiation was the highlight.');
    await dialog.getByLabel(/Favorite part/).fill('Queen of Sorrows');
    await submit.click();
    await dialog.getByText('Thank you for your feedback!').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // the instructor
    const { page } = await signedInAdmin('/');
    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
    await page.getByText(`Welcome, ${E2E_ADMIN.email}`).waitFor();
    await page.getByText('You have 1 active feedback entry to review.').waitFor();
    await page.getByText('Course feedback, rated 9/10 by Jisoo Park').waitFor();
    expect(await page.getByRole('group', { name: 'Total Simulations' }).textContent()).toContain('0');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'View Feedback' }).click();
    await page.getByRole('heading', { level: 1, name: 'Course Feedback' }).waitFor();
    await expect.poll(() => rows(page, 'Active feedback').count()).toBe(1);
    const row = rows(page, 'Active feedback').first();
    expect(await row.textContent()).toContain('The casting negotiation was the highlight.');
    expect(await page.getByRole('group', { name: 'Average rating' }).textContent()).toContain('9.0 / 10');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: /^Archive feedback from Jisoo Park/ }).click();
    await page.getByText('No active feedback available.').waitFor();
    await page.getByRole('button', { name: 'Archived feedback (1)' }).click();
    const archived = rows(page, 'Archived feedback');
    expect(await archived.first().textContent()).toContain('Jisoo Park');

    await archived
      .first()
      .getByRole('button', { name: /^Unarchive/ })
      .click();
    await page.getByRole('button', { name: 'Archived feedback (0)' }).waitFor();
    expect(await rows(page, 'Active feedback').first().textContent()).toContain('Jisoo Park');

    await page.getByRole('link', { name: 'Back to Admin' }).click();
    await page.getByText('You have 1 active feedback entry to review.').waitFor();
  });

  it('hiding the feedback button removes it for students, and the server refuses their feedback', async () => {
    const { page } = await signedInAdmin('/about');
    const toggle = page.getByRole('switch', { name: 'Show the feedback button to students' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await page.getByText('Hidden from students').waitFor();
    await expect
      .poll(() => page.evaluate(async () => (await (await fetch('/api/settings/feedback-form')).json()).data))
      .toEqual({ isVisible: false });

    const student = await newPage(site.browser);
    const settingRead = student.page.waitForResponse((r) => r.url().endsWith('/api/settings/feedback-form'));
    await student.page.goto(`${site.server.url}/about`);
    expect(await (await settingRead).json()).toEqual({ success: true, data: { isVisible: false } });
    await student.page.getByRole('region', { name: 'Your instructor' }).waitFor();
    expect(await student.page.getByRole('button', { name: 'Review this course' }).count()).toBe(0);
    student.expectError(failedRequest(403, '/api/feedback/submit'));
    const status = await student.page.evaluate(
      async () =>
        (
          await fetch('/api/feedback/submit', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ rating: 8 }),
          })
        ).status,
    );
    expect(status).toBe(403);

    await toggle.click();
    await student.page.reload();
    await student.page.getByRole('button', { name: 'Review this course' }).waitFor();
  });
});
