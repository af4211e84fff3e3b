import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AssignmentView } from '../shared/contracts/pairing';
import type { Lang } from '../shared/simulations';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { classCode, instructorScreen, latestAssignment, placeOf, SCREEN } from './support/instructor';
import { joinClass, myAssignment, queenOfSorrowsPlace, type Phone } from './support/phones';
import { adminCookie } from './support/server';
import { siteForThisFile } from './support/site';

// Pairing in chromium: six phones (two in Korean) join; the instructor assigns Queen of Sorrows on the run
// page and publishes; each phone shows its role, partner and table live and opens its own instructions in
// its language; the instructor marks one student absent (the partner keeps the role and is told) and pairs the
// partner with a latecomer, whose name reaches the partner's phone live.
const site = siteForThisFile();
const SIM = 'queenOfSorrows';
const SLUG = 'queen-of-sorrows';

const open: Record<Lang, string> = { en: 'Open my instructions', ko: '내 역할 지침 열기' };
const instructionsHeading: Record<string, Record<Lang, string>> = {
  agent: {
    en: "Queen of Sorrows — Confidential Instructions for Yeji's Agent",
    ko: '슬픔의 여왕 — 예지 소속사 대표 기밀 지침',
  },
  studio: {
    en: "Queen of Sorrows — Confidential Instructions for the Studio's Executive Producer",
    ko: '슬픔의 여왕 — 제작사 총괄 프로듀서 기밀 지침',
  },
};

/** A mark on the page's window: still there, the page was never reloaded. */
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { pairingMark: number }).pairingMark = 1));
const stillMarked = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { pairingMark?: number }).pairingMark)).toBe(1);

/** The phone's /me shows its role, its partner's name and its table, without a reload. */
async function showsItsPlace(phone: Phone, view: AssignmentView) {
  const { table, role, partner } = placeOf(view, phone.name);
  await myAssignment(phone.page)
    .filter({ hasText: queenOfSorrowsPlace(phone.lang, role, partner, table) })
    .waitFor();
}

describe('pairing in the browser', () => {
  it('six phones are paired and published live; one opens its instructions; an absent student is replaced by a latecomer', async () => {
    const url = site.server.url;
    const cookie = await adminCookie(url);
    const code = await classCode(site, cookie);

    // ---- six phones join; their /me pages stay open ----
    const phones: Phone[] = [];
    for (const [name, lang] of [
      ['김민지', 'ko'],
      ['Alex Park', 'en'],
      ['박서준', 'ko'],
      ['Sam Lee', 'en'],
      ['Jordan Choi', 'en'],
      ['Riley Kim', 'en'],
    ] as const) {
      phones.push(await joinClass(site, code, name, lang));
    }
    const phoneOf = (name: string) => phones.find((p) => p.name === name)!;
    for (const p of phones) expect(await myAssignment(p.session.page).count()).toBe(0);
    // one student reads the simulations page meanwhile: the assignment reaches that page too
    const elsewhere = phoneOf('Riley Kim');
    await elsewhere.session.page.goto(`${url}/simulations`);
    await elsewhere.session.page.getByRole('heading', { level: 1, name: 'Simulations' }).waitFor();
    for (const p of phones) await mark(p.session.page);

    // ---- the instructor opens the run page: every open phone is ticked ----
    const teacher = await instructorScreen(site, cookie, SCREEN);
    const instructor = teacher.page;
    await instructor.goto(`${url}/simulations/${SLUG}-run`);
    await instructor
      .getByRole('heading', { level: 1, name: 'Queen of Sorrows: Roles and Partners' })
      .waitFor();
    const present = instructor.getByRole('group', { name: /^Students present/ });
    await present.getByText('6 of 6 chosen').waitFor();
    for (const p of phones) {
      expect(await present.getByRole('checkbox', { name: p.name }).isChecked()).toBe(true);
    }

    // ---- assign, then publish ----
    await instructor.getByRole('button', { name: 'Assign roles and partners' }).click();
    await instructor.getByRole('heading', { level: 2, name: 'Draft: not yet published' }).waitFor();
    const tables = instructor.getByRole('list', { name: 'Tables' });
    for (const t of [1, 2, 3]) await tables.getByRole('group', { name: `Table ${t}` }).waitFor();
    await expectNoSeriousA11yViolations(instructor);
    // nothing reaches the phones before Publish
    for (const p of phones) expect(await myAssignment(p.session.page).count()).toBe(0);
    await instructor.getByRole('button', { name: 'Publish', exact: true }).click();
    await instructor
      .getByRole('heading', { level: 2, name: 'Published: students see their role and partner' })
      .waitFor();
    const published = await latestAssignment(site, cookie, SIM);
    expect(published.published).toBe(true);
    expect(published.pairs.map((p) => p.members.length)).toEqual([2, 2, 2]);
    for (const pair of published.pairs) {
      expect(pair.members.map((m) => m.role).sort()).toEqual(['agent', 'studio']);
    }

    // ---- each phone shows its role, partner and table, without a reload ----
    for (const p of phones) await showsItsPlace(p, published);
    await elsewhere.session.page.getByRole('region', { name: 'Your role in class' }).waitFor();
    expect(new URL(elsewhere.session.page.url()).pathname).toBe('/simulations');
    for (const p of phones) await stillMarked(p.session.page);
    await expectNoSeriousA11yViolations(phoneOf('김민지').session.page);

    // ---- the projector's tables, at 1024x768 ----
    const projector = await instructorScreen(site, cookie, SCREEN);
    await projector.page.goto(`${url}/simulations/${SLUG}-pairs`);
    await projector.page.getByRole('heading', { level: 1, name: 'Queen of Sorrows: your table' }).waitFor();
    for (const p of phones) await projector.page.getByText(p.name, { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(projector.page);

    // ---- who goes absent, and who opens their instructions (a Korean and an English phone elsewhere) ----
    const minji = phoneOf('김민지');
    const minjiTable = placeOf(published, minji.name).table;
    const absentPair = published.pairs.find((p) => p.table !== minjiTable)!;
    const [absentee, partner] = absentPair.members.map((m) => phoneOf(m.name)) as [Phone, Phone];
    const english = phones.find(
      (p) => p.lang === 'en' && placeOf(published, p.name).table !== absentPair.table,
    )!;

    for (const reader of [minji, english]) {
      const { page } = reader.session;
      const { role } = placeOf(published, reader.name);
      await myAssignment(page).getByRole('link', { name: open[reader.lang] }).click();
      const path = `/simulations/${SLUG}-${role}-instructions${reader.lang === 'ko' ? '-korean' : ''}`;
      await page.waitForURL(`${url}${path}`);
      await page.getByRole('heading', { level: 1, name: instructionsHeading[role]![reader.lang] }).waitFor();
      await page.getByRole('note', { name: reader.lang === 'ko' ? '대외비' : 'Confidential' }).waitFor();
      // no role choice on the way
      expect(await page.getByRole('dialog').count()).toBe(0);
    }

    // ---- the instructor marks one student absent (after a confirmation): the absentee's phone loses the
    // table at once; the partner's keeps the role and says who is absent ----
    // (its name reads "Absent : Name": the name is a visually hidden, absolutely placed span)
    await instructor.getByRole('button', { name: new RegExp(`^Absent ?: ${absentee.name}$`) }).click();
    await instructor.getByRole('dialog').getByRole('button', { name: 'Mark absent' }).click();
    const unpaired = instructor.getByRole('region', { name: 'Without a partner' });
    await unpaired.getByText(partner.name, { exact: true }).waitFor();
    await instructor
      .getByRole('region', { name: 'Absent', exact: true })
      .getByText(absentee.name, { exact: true })
      .waitFor();
    await myAssignment(partner.session.page)
      .getByTestId('table-notice')
      .getByText(absentee.name, { exact: true })
      .waitFor();
    await myAssignment(absentee.session.page).waitFor({ state: 'detached' });

    // ---- a latecomer joins; the instructor pairs latecomers ----
    const late = await joinClass(site, code, 'Casey Jung', 'en');
    const joinedLate = instructor.getByRole('group', { name: 'Joined after publishing', exact: true });
    await joinedLate.getByText('1 of 1 chosen').waitFor();
    expect(await joinedLate.getByRole('checkbox', { name: late.name }).isChecked()).toBe(true);
    await instructor.getByRole('button', { name: 'Pair latecomers' }).click();
    await tables
      .getByRole('group', { name: /^Table / })
      .getByText(late.name, { exact: true })
      .waitFor();
    await unpaired.waitFor({ state: 'detached' });

    // the partner's phone shows the latecomer as partner, live; and the latecomer's shows the partner
    const repaired = await latestAssignment(site, cookie, SIM);
    const { table, partner: newPartner } = placeOf(repaired, partner.name);
    expect(newPartner).toBe(late.name);
    await showsItsPlace(partner, repaired);
    await showsItsPlace(late, repaired);
    expect(placeOf(repaired, late.name).table).toBe(table);
    await stillMarked(partner.session.page);
    expect(await myAssignment(absentee.session.page).count()).toBe(0);
    await expectNoSeriousA11yViolations(instructor);
  }, 300_000);
});
