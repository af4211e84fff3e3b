import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { seatMessages } from '../shared/contracts/seats-config';
import type { Lang } from '../shared/simulations';
import { expectNoSeriousA11yViolations } from './support/a11y';
import {
  failedRequest,
  newPage,
  onTheNetwork,
  signInThroughModal,
  type PageSession,
} from './support/browser';
import { E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';

// Seats in chromium: four phones join by the join screen's QR code (one in Korean) while the join screen
// counts them live; one reloads, one moves to a laptop by its seat code, the instructor removes one (its
// page says so at once), and a seat of a class that has ended says so.
const site = siteForThisFile();
const PHONE = { width: 390, height: 844 };

/** What a phone camera would read: the QR element as the browser painted it, decoded from a screenshot. */
async function scan(qr: Locator): Promise<string | null> {
  await qr.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const png = PNG.sync.read(await qr.screenshot());
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
  return jsQR(pixels, png.width, png.height)?.data ?? null;
}

/** A page without a seat asks for it and is answered 401 (it shows the join form). */
const declareNoSeatYet = (session: PageSession) => session.expectError(failedRequest(401, '/api/seats/me'));

const text = {
  en: { home: 'My class', name: 'Your name', join: 'Join' },
  ko: { home: '내 수업', name: '이름', join: '참여하기' },
} as const;

interface Phone {
  name: string;
  lang: Lang;
  session: PageSession;
}

const homeHeading = (page: Page, lang: Lang) =>
  page.getByRole('heading', { level: 1, name: text[lang].home, exact: true });
const seatName = (page: Page) => page.getByTestId('seat-name');

const mark = (page: Page) => page.evaluate(() => ((window as unknown as { seatMark: number }).seatMark = 1));
const stillMarked = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { seatMark?: number }).seatMark)).toBe(1);

/** A phone opens the scanned address, and joins with its name in its language. */
async function joinByQr(scanned: string, name: string, lang: Lang): Promise<Phone> {
  const session = await newPage(site.browser, { viewport: PHONE });
  declareNoSeatYet(session);
  const { page } = session;
  await page.goto(scanned);
  const form = page.getByRole('form', { name: 'Join the class' });
  await form.waitFor();
  if (lang === 'ko') await form.locator('label', { hasText: '한국어' }).click();
  const t = text[lang];
  await page.getByRole('textbox', { name: t.name, exact: true }).fill(name);
  await page.getByRole('button', { name: t.join, exact: true }).click();
  await homeHeading(page, lang).waitFor();
  expect(await seatName(page).textContent()).toBe(name);
  expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  return { name, lang, session };
}

describe('seats in the browser', () => {
  it('four phones join by QR, one reloads, one moves to a laptop, the instructor removes one and starts a new class', async () => {
    // ---- the instructor puts the join screen up, at the network address as in a classroom ----
    const teacher = await newPage(site.browser, { viewport: { width: 1280, height: 900 } });
    const instructor = teacher.page;
    const url = onTheNetwork(site.server.url);
    await instructor.goto(url);
    await instructor.getByRole('heading', { level: 1 }).first().waitFor();
    await signInThroughModal(instructor, E2E_ADMIN.email, E2E_ADMIN.password);
    await instructor.goto(`${url}/join`);
    const qr = instructor
      .getByRole('region', { name: /Open this address/ })
      .getByRole('img', { name: /^QR code: / });
    await qr.waitFor();
    const code = (await instructor.getByTestId('join-class-code').textContent())!;
    const scanned = await scan(qr);
    expect(scanned).toBe(`${url}/me?code=${code}`);
    const joined = (n: number) => instructor.getByTestId('join-count').filter({ hasText: `${n} joined` });
    await joined(0).waitFor();
    await mark(instructor);

    // ---- four phones join by the QR code; the join screen counts them as they come ----
    const phones: Phone[] = [];
    for (const [name, lang] of [
      ['김민지', 'ko'],
      ['Alex Park', 'en'],
      ['Sam Lee', 'en'],
      ['Jordan Choi', 'en'],
    ] as const) {
      phones.push(await joinByQr(scanned!, name, lang));
      await joined(phones.length).waitFor();
    }
    await stillMarked(instructor);
    const [minji, alex, sam, jordan] = phones as [Phone, Phone, Phone, Phone];

    // the student home at 390 px, in English and in Korean
    await expectNoSeriousA11yViolations(minji.session.page);
    await expectNoSeriousA11yViolations(alex.session.page);

    // ---- a reload keeps the seat ----
    await alex.session.page.reload();
    await homeHeading(alex.session.page, 'en').waitFor();
    expect(await seatName(alex.session.page).textContent()).toBe('Alex Park');

    // ---- Sam moves to a laptop with the seat code ----
    const samCode = (await sam.session.page.getByTestId('seat-code').textContent())!;
    expect(samCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const laptop = await newPage(site.browser, { viewport: { width: 1280, height: 800 } });
    declareNoSeatYet(laptop);
    await laptop.page.goto(`${site.server.url}/me`);
    await laptop.page.getByRole('button', { name: /Use your seat code/ }).click();
    await laptop.page.getByRole('textbox', { name: 'Seat code' }).fill(samCode.toLowerCase());
    await laptop.page.getByRole('button', { name: 'Open my seat' }).click();
    await homeHeading(laptop.page, 'en').waitFor();
    expect(await seatName(laptop.page).textContent()).toBe('Sam Lee');
    expect(await laptop.page.getByTestId('seat-code').textContent()).toBe(samCode);
    // the phone keeps its seat
    await sam.session.page.reload();
    expect(await seatName(sam.session.page).textContent()).toBe('Sam Lee');

    // ---- the instructor removes Jordan in Admin → Class: Jordan's page says so at once ----
    await mark(jordan.session.page);
    // its refetch of the seat is answered 401; its stream ends and reopens without a seat
    declareNoSeatYet(jordan.session);
    await instructor.goto(`${url}/admin`);
    await instructor.getByRole('tab', { name: 'Class', exact: true }).click();
    const roster = instructor.getByRole('table');
    for (const p of phones) await roster.getByRole('cell', { name: p.name, exact: true }).waitFor();
    await instructor.getByRole('button', { name: 'Remove Jordan Choi' }).click();
    const dialog = instructor.getByRole('dialog', { name: 'Remove Jordan Choi from the class?' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await jordan.session.page.getByRole('status').getByText(seatMessages.en.removed).waitFor();
    await jordan.session.page.getByRole('form', { name: 'Join the class' }).waitFor();
    expect(await seatName(jordan.session.page).count()).toBe(0);
    await stillMarked(jordan.session.page);
    await roster.getByRole('cell', { name: 'Jordan Choi', exact: true }).waitFor({ state: 'detached' });
    // and its cookie opens nothing any more
    await jordan.session.page.reload();
    await jordan.session.page.getByRole('form', { name: 'Join the class' }).waitFor();

    // ---- a new class: every seat is of a class that has ended, and each open page says so at once ----
    // (each asks for its seat again, answered 410; the join form it falls back to asks about the old class
    // code of its address, answered 410 too)
    for (const p of [minji, alex, sam]) {
      await mark(p.session.page);
      p.session.expectError(failedRequest(410, '/api/seats/me'));
      p.session.allowError(failedRequest(410, '/api/seats/class'));
    }
    await mark(laptop.page);
    laptop.expectError(failedRequest(410, '/api/seats/me'));
    await instructor.getByRole('tab', { name: 'Overview' }).click();
    await instructor.getByRole('button', { name: 'Start a new class' }).click();
    const start = instructor.getByRole('dialog', { name: 'Start a new class' });
    await start.getByRole('textbox', { name: 'Class name' }).fill('Afternoon class');
    await start.getByRole('button', { name: 'Start' }).click();
    await instructor.getByText('Class "Afternoon class" has started.').first().waitFor();
    await minji.session.page.getByRole('status').getByText(seatMessages.ko.classEnded).waitFor();
    await minji.session.page.getByRole('heading', { level: 1, name: '수업 참여' }).waitFor();
    await stillMarked(minji.session.page);
    await expectNoSeriousA11yViolations(minji.session.page);
    for (const page of [alex.session.page, sam.session.page, laptop.page]) {
      await page.getByRole('status').getByText(seatMessages.en.classEnded).waitFor();
      await stillMarked(page);
    }
  });
});
