import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVENTS_URL } from '../shared/contracts/live-config';
import { simulationClosedMessage } from '../shared/simulations';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newPage, signInThroughModal } from './support/browser';
import { adminCookie, E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';

/**
 * In chromium: pages that update themselves through the live channel, the class timer on
 * several screens, and the projector debrief. No page here is ever reloaded: each test marks its pages
 * and checks the mark is still there at the end.
 */
const site = siteForThisFile();

async function instructor(viewport = { width: 1280, height: 800 }) {
  // signed in at a width where the navigation shows its Sign In button, then at the screen's own size
  const session = await newPage(site.browser);
  await session.page.goto(`${site.server.url}/`);
  await signInThroughModal(session.page, E2E_ADMIN.email, E2E_ADMIN.password);
  await session.page.setViewportSize(viewport);
  return session;
}

async function api(method: string, path: string, body?: unknown) {
  const cookie = await adminCookie(site.server.url);
  const res = await fetch(`${site.server.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: site.server.url, Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
}

const mark = (page: Page) => page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
const stillMarked = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);

/** A result reported from a student's browser, as its report form sends it. */
async function reportFrom(page: Page, agent: string, amount: number) {
  const status = await page.evaluate(
    async ({ agent, amount }) =>
      (
        await fetch('/api/sims/qos/submit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            yeji_agent_name: agent,
            studio_counterpart_name: 'Park Jisoo',
            no_agreement: false,
            amount_paid: amount,
            additional_terms: '',
          }),
        })
      ).status,
    { agent, amount },
  );
  expect(status).toBe(201);
}

const seconds = (text: string) => {
  const [m, s] = text.trim().split(':').map(Number);
  return m! * 60 + s!;
};

describe('the live class', () => {
  it('shows a result another browser reports in the open table and chart, without a reload', async () => {
    const { page } = await instructor();
    await page.goto(`${site.server.url}/simulations/queen-of-sorrows-view-results`);
    await page.getByRole('heading', { name: 'Queen of Sorrows Results' }).waitFor();
    await mark(page);
    const student = await newPage(site.browser);
    await student.page.goto(`${site.server.url}/simulations`);

    await reportFrom(student.page, 'Live Kim', 123_000_000);
    await page.getByRole('cell', { name: 'Live Kim', exact: true }).waitFor();
    const agreements = page.locator('dt', { hasText: 'Agreements' }).locator('xpath=following-sibling::dd');
    await expect.poll(() => agreements.innerText()).toBe('1');
    // and once only, however many events arrive
    await reportFrom(student.page, 'Live Lee', 99_000_000);
    await page.getByRole('cell', { name: 'Live Lee', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'Live Kim', exact: true }).count()).toBe(1);
    await stillMarked(page);
  });

  it("closes a student's open instruction page when the instructor closes the simulation, and opens it again", async () => {
    const student = await newPage(site.browser);
    const { page } = student;
    await page.goto(`${site.server.url}/simulations/queen-of-sorrows-agent-instructions`);
    await page.getByRole('note', { name: 'Confidential' }).waitFor();
    await mark(page);
    student.expectError(/status of 403/);

    await api('PATCH', '/api/visibility/simulations/queenOfSorrows', { isAccessible: false });
    await page.getByText(simulationClosedMessage('Queen of Sorrows')).waitFor();
    expect(await page.getByRole('note', { name: 'Confidential' }).count()).toBe(0);

    await api('PATCH', '/api/visibility/simulations/queenOfSorrows', { isAccessible: true });
    await page.getByRole('note', { name: 'Confidential' }).waitFor();
    await stillMarked(page);
  });

  it('opens no live stream on the home page, and opens one when the visitor goes on to a page that shows live data', async () => {
    const { page } = await newPage(site.browser);
    const streams: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === EVENTS_URL) streams.push(r.url());
    });
    await page.goto(`${site.server.url}/`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(streams).toEqual([]);
    await mark(page);

    const stream = page.waitForResponse((r) => new URL(r.url()).pathname === EVENTS_URL);
    await page.getByRole('banner').getByRole('link', { name: 'Simulations' }).click();
    const card = page.getByRole('heading', { name: 'Queen of Sorrows', exact: true });
    await card.waitFor();
    await stream;
    await api('PATCH', '/api/visibility/simulations/queenOfSorrows', { isVisible: false });
    await card.waitFor({ state: 'detached' });
    await api('PATCH', '/api/visibility/simulations/queenOfSorrows', { isVisible: true });
    await card.waitFor();
    await stillMarked(page);
  });

  it('shows the same time left on two pages, and on one opened later', async () => {
    const first = await newPage(site.browser);
    const second = await newPage(site.browser, { viewport: { width: 390, height: 844 } });
    await first.page.goto(`${site.server.url}/simulations/queen-of-sorrows-agent-instructions`);
    await second.page.goto(`${site.server.url}/simulations/queen-of-sorrows-results`);
    await api('PUT', '/api/class-timer', { label: 'Negotiation', seconds: 1200 });

    const chips = [first.page, second.page].map((p) => p.getByRole('timer'));
    for (const chip of chips) await chip.waitFor();
    const [a, b] = await Promise.all(chips.map((c) => c.innerText()));
    expect(Math.abs(seconds(a!) - seconds(b!))).toBeLessThanOrEqual(1);
    expect(seconds(a!)).toBeLessThanOrEqual(1200);

    const late = await newPage(site.browser);
    await late.page.goto(`${site.server.url}/simulations/queen-of-sorrows-studio-instructions-korean`);
    await late.page.getByText('협상').first().waitFor();
    const [c, d] = await Promise.all([late.page.getByRole('timer').innerText(), chips[0]!.innerText()]);
    expect(Math.abs(seconds(c) - seconds(d!))).toBeLessThanOrEqual(1);

    await api('DELETE', '/api/class-timer');
    await first.page.getByRole('timer').waitFor({ state: 'detached' });
  });

  it('keeps the timer chip in view at the bottom of a long instruction page, over no text', async () => {
    const { page } = await newPage(site.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${site.server.url}/simulations/queen-of-sorrows-agent-instructions-korean`);
    await page.getByRole('note', { name: '대외비' }).waitFor();
    await api('PUT', '/api/class-timer', { label: 'Negotiation', seconds: 1200 });
    const chip = page.getByRole('timer');
    await chip.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    const box = (await chip.boundingBox())!;
    // in the viewport, below the navbar, and on top (not hidden under anything)
    expect(box.y).toBeGreaterThanOrEqual(64);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const onTop = await page.evaluate(
      ({ x, y }) =>
        document.elementFromPoint(x, y)?.closest('[role="timer"], [data-testid="class-timer-strip"]') !==
        null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(true);
    // the page's last controls are not under it
    const back = (await page.getByRole('link', { name: '역할 선택으로 돌아가기' }).last().boundingBox())!;
    expect(back.y).toBeGreaterThan(box.y + box.height);
    await api('DELETE', '/api/class-timer');
    await chip.waitFor({ state: 'detached' });
  });

  it('runs the projector debrief at 1024x768: live counts, figures revealed from the keyboard, no names', async () => {
    const { page } = await instructor({ width: 1024, height: 768 });
    await page.goto(`${site.server.url}/simulations/queen-of-sorrows-debrief`);
    const count = page.getByText(/^\d+ reported · \d+ no agreement$/);
    await count.waitFor();
    const before = Number((await count.innerText()).split(' ')[0]);
    await mark(page);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

    const figures = page.getByRole('list', { name: 'Reference figures shown' }).getByRole('listitem');
    expect(await figures.count()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => figures.count()).toBe(1);
    await page.keyboard.press('r');
    await expect.poll(() => figures.count()).toBeGreaterThan(1);

    const student = await newPage(site.browser);
    await student.page.goto(`${site.server.url}/simulations`);
    await reportFrom(student.page, 'Projector Park', 140_000_000);
    await page.getByText(`${before + 1} reported · 0 no agreement`).waitFor();
    expect(await page.content()).not.toContain('Projector Park');
    await stillMarked(page);
  });
});
