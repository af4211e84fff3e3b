import { describe, expect, it, vi } from 'vitest';
import { debriefUrls } from '../shared/contracts/debrief';
import { resultUrls, type ListedResultBase } from '../shared/contracts/results-config';
import { pairingUrls, type AssignmentView } from '../shared/contracts/pairing';
import { seatsUrl, type RosterSeat } from '../shared/contracts/seats-config';
import { SURVEY_ITEMS } from '../shared/survey';
import { expectNoSeriousA11yViolations } from './support/a11y';
import {
  atStep,
  button,
  dealCard,
  dealWords,
  field,
  fillAgreement,
  fillPlan,
  plans,
  recordFirstOffer,
  sendPlan,
  typed,
} from './support/deal-card';
import { classCode, instructorApi, instructorScreen } from './support/instructor';
import { joinClass, PHONE, type Phone as JoinedPhone } from './support/phones';
import { adminCookie } from './support/server';
import { siteForThisFile } from './support/site';

// The deal in chromium, on four phones (one in Korean) at two tables of Queen of Sorrows: each phone plans;
// at table 1 one side records the first offer, fills in the agreement, the partner says something is wrong,
// the first edits and the partner confirms; at table 2 a phone reloads mid-form and finds its draft, and the
// other confirms while offline (queued, sent when the connection returns). All answer or skip the survey,
// one statement at a time on the 390 px phone; the instructor releases the debrief, and the run page says
// who skipped it; table 1 opens its own debriefs; the projector steps through its views; a phone's page is
// closed, and says so.
const site = siteForThisFile();
const SIM = 'queenOfSorrows';
const SLUG = 'queen-of-sorrows';

/** A phone at its table: its role and table number in the published assignment. */
interface Phone extends JoinedPhone {
  role: string;
  table: number;
}

const card = dealCard;
const t = (phone: Phone) => dealWords[phone.lang];

/**
 * Answers the first `n` questions of the survey (each at 5 of 7), one question at a time, and sends them
 * from the last, or skips it. On the way, at 390 px: one question's seven points at a time, each a target
 * of at least 44 by 44 px, and nothing wider than the screen.
 */
async function survey(phone: Phone, n: number) {
  const c = card(phone);
  await atStep(phone, t(phone).survey);
  await expectPhoneSizedSurvey(phone);
  if (phone.lang === 'ko') await expectNoSeriousA11yViolations(phone.page);
  if (n === 0) {
    await button(c, t(phone).skip).click();
  } else {
    for (let i = 0; i < SURVEY_ITEMS.length; i++) {
      await c.getByText(`${i + 1} / ${SURVEY_ITEMS.length}`, { exact: true }).waitFor();
      if (i < n) await c.locator('fieldset label').nth(4).click();
      const last = i === SURVEY_ITEMS.length - 1;
      await button(c, last ? t(phone).sendAnswers : t(phone).next).click();
    }
  }
  await atStep(phone, t(phone).done);
}

/** The survey on a 390 px phone: seven points to tap, each at least 44 px each way, and no sideways scroll. */
async function expectPhoneSizedSurvey(phone: Phone) {
  const points = card(phone).locator('fieldset label');
  expect(await points.count()).toBe(7);
  for (const box of await Promise.all((await points.all()).map((p) => p.boundingBox()))) {
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  }
  const { scrollWidth, innerWidth } = await phone.page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(innerWidth).toBe(PHONE.width);
  expect(scrollWidth, `the survey is ${scrollWidth} px wide on a ${innerWidth} px phone`).toBeLessThanOrEqual(
    innerWidth,
  );
}

describe('the deal on four phones, to the released debrief', () => {
  it('plans, a first offer, a dispute then an agreement, one phone reloading and one offline, the survey and the debriefs', async () => {
    const url = site.server.url;
    const cookie = await adminCookie(url);
    const code = await classCode(site, cookie);

    // ---- four phones join; the instructor assigns two tables and publishes ----
    const joined = [];
    for (const [name, lang] of [
      ['김민지', 'ko'],
      ['Alex Park', 'en'],
      ['Sam Lee', 'en'],
      ['Jordan Choi', 'en'],
    ] as const) {
      joined.push(await joinClass(site, code, name, lang));
    }
    const urls = pairingUrls(SIM);
    const draft = await instructorApi<AssignmentView>(site, urls.assignments, cookie, {
      seatIds: joined.map((p) => p.seatId),
    });
    await instructorApi(site, urls.publish(draft.id), cookie, {});
    const phones: Phone[] = joined.map((p) => {
      const pair = draft.pairs.find((x) => x.members.some((m) => m.seatId === p.seatId))!;
      return { ...p, role: pair.members.find((m) => m.seatId === p.seatId)!.role, table: pair.table };
    });
    const minji = phones[0]!;
    const table1 = phones.filter((p) => p.table === minji.table);
    const table2 = phones.filter((p) => p.table !== minji.table);
    expect(table1).toHaveLength(2);
    expect(table2).toHaveLength(2);
    const partnerOf = (p: Phone) => phones.find((x) => x.table === p.table && x !== p)!;

    // ---- each phone shows the Plan step live, and sends its plan ----
    for (const p of phones) await atStep(p, t(p).plan);
    await expectNoSeriousA11yViolations(minji.page);
    // table 2's first phone reloads mid-plan: the step and what it typed come back
    const [reloader, offline] = table2 as [Phone, Phone];
    await fillPlan(reloader, reloader.role);
    const planFields = [t(reloader).target, t(reloader).walkAway, t(reloader).firstOffer];
    const typedBefore = await Promise.all(planFields.map((f) => field(card(reloader), f).inputValue()));
    expect(typedBefore.every(Boolean)).toBe(true);
    await reloader.page.reload();
    await atStep(reloader, t(reloader).plan);
    for (const [i, f] of planFields.entries()) {
      expect(await field(card(reloader), f).inputValue()).toBe(typedBefore[i]);
    }
    for (const p of phones) {
      if (p !== reloader) await fillPlan(p, p.role);
      await sendPlan(p);
    }

    // ---- table 1: 김민지 records the first offer; the partner's phone shows it ----
    const opener = minji;
    const partner = partnerOf(minji);
    const c1 = card(opener);
    await recordFirstOffer(opener, plans[opener.role]!.firstOffer);
    await card(partner)
      .getByTestId('first-offer')
      .filter({ hasText: dealWords.en.opened(opener.name) })
      .waitFor();

    // ---- 김민지 fills in 150 million; the partner says something is wrong, with a note ----
    await fillAgreement(opener, 150);
    await button(c1, t(opener).send).click();
    await atStep(opener, t(opener).confirmStep);
    await atStep(partner, t(partner).confirmStep);
    const cp = card(partner);
    expect(await cp.getByTestId('agreement-summary').textContent()).toContain('₩150,000,000');
    await expectNoSeriousA11yViolations(partner.page);
    await button(cp, "Something's wrong").click();
    const note = 'We said 140 million, not 150.';
    await field(cp, 'What is wrong?').fill(note);
    await button(cp, 'Send the note').click();
    await c1.getByTestId('dispute').filter({ hasText: note }).waitFor();
    await cp.getByTestId('dispute').filter({ hasText: 'You said something is wrong:' }).waitFor();

    // ---- 김민지 edits it to 140 million; the partner confirms version 2 ----
    await button(c1, t(opener).edit).click();
    await field(c1.getByTestId('agreement-form'), t(opener).amount).fill(typed('ko', 140));
    await button(c1, t(opener).send).click();
    await cp.getByTestId('agreement-summary').filter({ hasText: 'Version 2' }).waitFor();
    expect(await cp.getByTestId('agreement-summary').textContent()).toContain('₩140,000,000');
    await button(cp, 'Confirm').click();
    for (const p of table1) {
      await atStep(p, t(p).survey);
      await card(p)
        .getByTestId('agreed')
        .filter({ hasText: t(p).agreed })
        .waitFor();
    }

    // ---- table 2: the reloader fills in 110 million; the partner confirms while offline ----
    const c2 = card(reloader);
    await fillAgreement(reloader, 110, 'Two promotional events included.');
    await button(c2, dealWords.en.send).click();
    await atStep(offline, dealWords.en.confirmStep);
    const co = card(offline);
    expect(await co.getByTestId('agreement-summary').textContent()).toContain(
      'Two promotional events included.',
    );
    await offline.session.context.setOffline(true);
    await button(co, 'Confirm').click();
    await co.getByRole('status').filter({ hasText: 'Waiting for the connection to send…' }).waitFor();
    // nothing says it went: the step is still Confirm, on both phones, and nothing reads "Agreed"
    expect(await co.getByTestId('agreed').count()).toBe(0);
    expect(await co.getByText(/sent/i).count()).toBe(0);
    await atStep(offline, dealWords.en.confirmStep);
    expect(await c2.getByTestId('agreed').count()).toBe(0);
    await offline.session.context.setOffline(false);
    for (const p of table2) {
      await atStep(p, dealWords.en.survey);
      await card(p).getByTestId('agreed').filter({ hasText: dealWords.en.agreed }).waitFor();
    }

    // ---- each table's agreement is stored once, as its pair's result, confirmed by both ----
    const results = await instructorApi<ListedResultBase[]>(site, resultUrls(SIM).list, cookie);
    expect(
      results
        .map((r) => ({ table: r.table, amount: r.amountPaid, both: r.confirmedByBoth }))
        .sort((a, b) => a.table! - b.table!),
    ).toEqual(
      [
        { table: minji.table, amount: 140_000_000, both: true },
        { table: reloader.table, amount: 110_000_000, both: true },
      ].sort((a, b) => a.table - b.table),
    );
    const table1Result = results.find((r) => r.table === minji.table)!;
    expect(table1Result.firstOfferRole).toBe(opener.role);
    expect(table1Result.firstOfferAmount).toBe(plans[opener.role]!.firstOffer * 1_000_000);

    // ---- the survey: answered on three phones, skipped on one ----
    await survey(minji, 4);
    await survey(partner, 0);
    await survey(reloader, 3);
    await survey(offline, SURVEY_ITEMS.length);

    // ---- the instructor releases the debrief on the run page: table 1's phones open their own ----
    const run = (await instructorScreen(site, cookie)).page;
    await run.goto(`${url}/simulations/${SLUG}-run`);
    // the phone that skipped the survey is done with it: said as skipped, the others as answered
    const surveyAt = (p: Phone) => run.getByRole('list', { name: `Survey at table ${p.table}`, exact: true });
    await surveyAt(partner).getByText(`${partner.name}: Skipped`, { exact: true }).waitFor();
    await surveyAt(minji).getByText(`${minji.name}: Answered`, { exact: true }).waitFor();
    await run.getByRole('button', { name: 'Release debrief' }).click();
    await run.getByRole('button', { name: 'Withdraw debrief' }).waitFor();
    expect(await instructorApi(site, debriefUrls(SIM).release, cookie)).toEqual({ released: true });
    for (const p of table1) {
      await card(p)
        .getByRole('link', { name: t(p).openDebrief, exact: true })
        .click();
      await p.page.waitForURL(`${url}/simulations/${SLUG}-my-debrief`);
      const mine = p.page.getByRole('region', { name: t(p).ownDebrief });
      await mine.waitFor();
      if (p.lang === 'en') expect(await mine.textContent()).toContain('Your pair agreed on 140 million won');
    }
    await expectNoSeriousA11yViolations(partner.page);
    await expectNoSeriousA11yViolations(minji.page);

    // ---- the projector debrief, stepped through with the keys, at 1024x768 ----
    const projector = (await instructorScreen(site, cookie)).page;
    await projector.goto(`${url}/simulations/${SLUG}-debrief`);
    await projector.getByRole('heading', { level: 1, name: 'Queen of Sorrows: debrief' }).waitFor();
    const view = (n: number, title: string) =>
      projector.getByRole('heading', { level: 2, name: `${n} · ${title}` }).waitFor();
    const keys = projector.getByText(/^Keys:/);
    await keys.filter({ hasText: 'figure 0 of' }).waitFor();
    await projector.keyboard.press('ArrowRight');
    await keys.filter({ hasText: 'figure 1 of' }).waitFor();
    await projector.keyboard.press('r');
    await projector.keyboard.press('t');
    await keys.filter({ hasText: 'T table numbers (on)' }).waitFor();
    await expectNoSeriousA11yViolations(projector);
    await projector.keyboard.press('ArrowRight');
    await view(2, 'The pull of the first offer');
    // only table 1 recorded a first offer: one point, and it says so instead of drawing a line
    await projector
      .getByRole('list', { name: 'The pull of the first offer: the numbers' })
      .getByText(/^Too few pairs for a line: 1 so far/)
      .waitFor();
    await projector.keyboard.press(' ');
    await view(3, 'Plans and outcomes');
    await projector.keyboard.press('4');
    await view(4, 'Value created');
    await projector.keyboard.press('5');
    await view(5, 'How it felt');
    await expectNoSeriousA11yViolations(projector);
    await projector.keyboard.press('ArrowLeft');
    await view(4, 'Value created');

    // ---- a phone's page is closed: its beacon says so, so the seat is present a minute more, not ten ----
    const closedAt = async () =>
      (await instructorApi<RosterSeat[]>(site, seatsUrl, cookie)).find((s) => s.id === partner.seatId)!
        .pageClosedAt;
    expect(await closedAt()).toBeNull();
    await partner.page.close({ runBeforeUnload: true });
    // waits for a state, not a time: the limit only guards against a hang
    await vi.waitFor(async () => expect(await closedAt()).not.toBeNull(), { timeout: 30_000 });
  }, 300_000);
});
