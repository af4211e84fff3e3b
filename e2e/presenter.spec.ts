import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SlideNotes } from '../shared/contracts/presenter-config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { failedRequest, newPage, signInThroughModal, type PageSession } from './support/browser';
import { E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';

// The presenter in chromium: the instructor opens Present Slides, the presenter view and, by a click, the
// audience window; the phone remote moves both; a student follows the instructor's slide while following
// along is on, browses away and comes back; the projector's own browser joins by the presenter view's code
// and is let go when the presentation ends. No speaker note ever reaches a student's or the projector's page.
const site = siteForThisFile();
const PHONE = { width: 390, height: 844 };
const NOTES: SlideNotes[] = JSON.parse(
  fs.readFileSync(new URL('../content/decks/pdf/ai.notes.json', import.meta.url), 'utf8'),
) as SlideNotes[];
const TOTAL = NOTES.length;
/** Lines of the AI deck's notes long enough to be told apart from anything else on a page. */
const NOTE_LINES = NOTES.flatMap((n) => n.notes.split('\n')).filter((l) => l.trim().length >= 20);

const onSlide = (page: Page, n: number) => page.locator(`.stage[data-page="${n}"] canvas.current`).waitFor();

/** What a page shows and the addresses it asked for hold no speaker note and nothing of the instructor's. */
async function expectNothingOfTheInstructor(page: Page, asked: string[]) {
  const text = await page.evaluate(() => document.body.innerText);
  for (const line of NOTE_LINES) expect(text).not.toContain(line);
  expect(asked.filter((u) => /\/api\/presenter\/state|\/notes/.test(u))).toEqual([]);
}

/** Every address a page (and the tabs of its context) asks for. */
function recordRequests(session: PageSession): string[] {
  const asked: string[] = [];
  session.context.on('request', (r) => asked.push(new URL(r.url()).pathname));
  return asked;
}

let laptop: PageSession;
let presenterView: Page;
let audience: Page;
let phone: PageSession;

/** The instructor signed in on a browser (at 1280 px), then at `viewport`. */
async function instructor(viewport = { width: 1280, height: 800 }): Promise<PageSession> {
  const session = await newPage(site.browser);
  await session.page.goto(`${site.server.url}/decks`);
  await signInThroughModal(session.page, E2E_ADMIN.email, E2E_ADMIN.password);
  await session.page.setViewportSize(viewport);
  return session;
}

beforeAll(async () => {
  laptop = await instructor();
  phone = await instructor(PHONE);
});

describe('presenting', () => {
  it('Present Slides, the presenter view, the audience window by a click; the phone remote moves both', async () => {
    // ---- Present Slides opens the slides view in a new tab; S switches to the presenter view ----
    const ai = laptop.page.getByRole('article', { name: 'AI Workshop' });
    const present = ai.getByRole('link', { name: /Present Slides/ });
    const [tab] = await Promise.all([laptop.context.waitForEvent('page'), present.click()]);
    const opened = new URL(tab.url());
    expect(opened.pathname).toBe('/present.html');
    expect(opened.searchParams.get('deck')).toBe('/decks/ai.pdf');
    expect(opened.searchParams.get('view')).toBeNull();
    await onSlide(tab, 1);
    await tab.getByRole('toolbar', { name: 'Slide controls' }).waitFor({ state: 'attached' });
    await tab.keyboard.press('s');
    await tab.waitForURL(/view=presenter/);
    presenterView = tab;
    await onSlide(presenterView, 1);
    await presenterView.locator('#speaker-notes').getByText(NOTES[0]!.notes.split('\n')[0]!).waitFor();
    await presenterView.getByText(`Slide 1 of ${TOTAL}`, { exact: true }).waitFor();

    // ---- the audience window opens from a click (no popup blocker), the slide alone ----
    const [win] = await Promise.all([
      laptop.context.waitForEvent('page'),
      presenterView.getByRole('button', { name: 'Open audience window' }).click(),
    ]);
    audience = win;
    expect(new URL(audience.url()).searchParams.get('view')).toBe('audience');
    await onSlide(audience, 1);
    expect(await audience.locator('.toolbar, .notes, .console-bar').count()).toBe(0);

    // ---- a key in the presenter view moves the audience window too ----
    await presenterView.bringToFront();
    await presenterView.keyboard.press('ArrowRight');
    await onSlide(presenterView, 2);
    await onSlide(audience, 2);

    // ---- the phone's remote: the deck by its title; Next moves the laptop's two windows ----
    await phone.page.goto(`${site.server.url}/remote`);
    await phone.page.getByText(`Slide 2 of ${TOTAL}`).waitFor();
    await phone.page.getByText('AI Workshop', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(phone.page);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await phone.page.getByRole('button', { name: 'Next' }).click();
    await onSlide(audience, 3);
    await onSlide(presenterView, 3);
    await presenterView.getByText(`Slide 3 of ${TOTAL}`, { exact: true }).waitFor();
    await presenterView.locator('#speaker-notes').getByText(NOTES[2]!.notes.split('\n')[0]!).waitFor();
    await phone.page.getByText(`Slide 3 of ${TOTAL}`).waitFor();

    await expectNoSeriousA11yViolations(presenterView);
  });

  it('a student follows the instructor’s slide while following along is on, browses away and comes back', async () => {
    const student = await newPage(site.browser, { viewport: PHONE });
    const asked = recordRequests(student);
    await student.page.goto(`${site.server.url}/decks`);
    await student.page.getByRole('heading', { name: 'AI Workshop' }).waitFor();
    const notice = student.page.getByRole('region', { name: 'Your instructor is presenting' });
    // off by default: nothing is shared
    expect(await notice.count()).toBe(0);

    await phone.page.getByRole('switch', { name: /Students follow along/ }).click();
    await notice.getByText(`AI Workshop: slide 3 of ${TOTAL}`).waitFor();
    await expectNoSeriousA11yViolations(student.page);
    await phone.page.getByRole('button', { name: 'Next' }).click();
    await notice.getByText(`AI Workshop: slide 4 of ${TOTAL}`).waitFor();

    // ---- the follow view: the instructor's slide, live ----
    await notice.getByRole('link', { name: 'Follow the slides' }).click();
    await student.page.waitForURL(/view=follow/);
    await onSlide(student.page, 4);
    const bar = student.page.getByRole('navigation', { name: 'Following the instructor' });
    await bar.getByText(`Following the instructor: slide 4 of ${TOTAL}`).waitFor();
    await expectNoSeriousA11yViolations(student.page);
    await phone.page.getByRole('button', { name: 'Next' }).click();
    await onSlide(student.page, 5);

    // ---- browsing freely: the instructor moves on, the student stays; Back returns ----
    await student.page.keyboard.press('ArrowRight');
    await student.page.keyboard.press('ArrowRight');
    await onSlide(student.page, 7);
    const back = bar.getByRole('button', { name: 'Back to the instructor’s slide' });
    await back.waitFor();
    await phone.page.getByRole('button', { name: 'Next' }).click();
    await bar.getByText('You are browsing freely. The instructor is on slide 6.').waitFor();
    await onSlide(audience, 6);
    expect(await student.page.locator('.stage').getAttribute('data-page')).toBe('7');
    await back.click();
    await onSlide(student.page, 6);
    await bar.getByText(`Following the instructor: slide 6 of ${TOTAL}`).waitFor();
    await back.waitFor({ state: 'hidden' });

    // ---- the switch off: the student keeps the slides, nothing is shared ----
    await phone.page.getByRole('switch', { name: /Students follow along/ }).click();
    await bar.getByText('The instructor is not sharing the slides right now. Browse them freely.').waitFor();
    await phone.page.getByRole('button', { name: 'Next' }).click();
    await onSlide(audience, 7);
    expect(await student.page.locator('.stage').getAttribute('data-page')).toBe('6');

    await expectNothingOfTheInstructor(student.page, asked);
  });

  it('the projector’s own browser joins by the presenter view’s code, follows, and is let go when the presentation ends', async () => {
    // ---- the presenter view shows a code ----
    await presenterView.bringToFront();
    await presenterView.getByRole('button', { name: 'Connect a projector' }).click();
    const shown = presenterView.getByTestId('projector-code');
    await shown.filter({ hasText: /^[A-Z2-9]{3}-[A-Z2-9]{3}$/ }).waitFor();
    const code = (await shown.textContent())!;
    await phone.page.getByTestId('remote-projector-code').filter({ hasText: code }).waitFor();

    // ---- on the projector, not signed in: a wrong code is refused, the right one shows the slides ----
    const projector = await newPage(site.browser);
    projector.expectError(failedRequest(404, '/api/presenter/projector'));
    const asked = recordRequests(projector);
    await projector.page.goto(`${site.server.url}/projector`);
    const field = projector.page.getByRole('textbox', { name: 'Projector code' });
    await field.fill(code === 'ZZZ-ZZZ' ? 'YYY-YYY' : 'ZZZ-ZZZ');
    await projector.page.getByRole('button', { name: 'Show the slides' }).click();
    await projector.page.getByText(/No presentation has this code/).waitFor();
    await field.fill(code.toLowerCase());
    await projector.page.getByRole('button', { name: 'Show the slides' }).click();
    await projector.page.waitForURL(/view=projector/);
    await onSlide(projector.page, 7);

    // ---- it follows the phone, and the laptop's black screen; its own keys move nothing ----
    await phone.page.getByRole('button', { name: 'Next' }).click();
    await onSlide(projector.page, 8);
    await presenterView.keyboard.press('b');
    await projector.page.locator('.app.blacked').waitFor();
    await presenterView.keyboard.press('b');
    await projector.page.locator('.app:not(.blacked)').waitFor();
    await projector.page.keyboard.press('ArrowRight');
    await projector.page.keyboard.press('End');
    await phone.page.getByRole('button', { name: 'Previous' }).click();
    await onSlide(projector.page, 7);
    await onSlide(audience, 7);
    await expectNothingOfTheInstructor(projector.page, asked);

    // ---- the presentation ends: the projector says so, and its cookie opens nothing more ----
    await presenterView.getByRole('button', { name: 'End presentation' }).click();
    await projector.page.getByRole('heading', { name: 'No presentation on this screen' }).waitFor();
    await presenterView.waitForURL(/\/decks$/);
    const after = await projector.context.request.get(`${site.server.url}/api/presenter/projector`);
    expect(((await after.json()) as { data: unknown }).data).toBeNull();
    await phone.page.getByText(/No presentation is running/).waitFor();
    await expectNoSeriousA11yViolations(projector.page);
  });
});
