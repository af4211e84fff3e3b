import { koreanWon } from '@shared/format';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { debriefCase } from '../shared/case-figures';
import type { AssignmentView } from '../shared/contracts/pairing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import {
  atStep,
  button,
  dealCard,
  dealWords,
  fillAgreement,
  fillPlan,
  plans,
  recordFirstOffer,
  sendPlan,
  titled,
} from './support/deal-card';
import { classCode, instructorScreen, latestAssignment, placeOf, SCREEN } from './support/instructor';
import { joinClass, myAssignment, queenOfSorrowsPlace, type Phone } from './support/phones';
import { adminCookie } from './support/server';
import { siteForThisFile } from './support/site';

// Rounds in chromium: six phones (one in Korean) play Queen of Sorrows, then play it again. The instructor
// assigns and publishes round 1 on the run page and every pair plans (one side: the other goes past the
// plan), records the first offer, agrees and confirms on the phones. New round, Switch roles: every phone's
// deal card says "round 2" with the other role at the same table, and the pairs agree again. New round, New
// partners: round 3, where one pair agrees, one confirms no agreement and one has not finished. The projector
// debrief picks a round (its views follow) and compares the rounds: each round's pairs and agreements and
// the same students from each round to their next. Released, a student's own debrief offers each of her
// rounds and shows each round's amount.
const site = siteForThisFile();
const SIM = 'queenOfSorrows';
const SLUG = 'queen-of-sorrows';

/** The case's bargaining range: the agent sells (its share is the amount's place from low to high). */
const RANGE = debriefCase(SIM).range!;
const agentShare = (millions: number) => (millions * 1e6 - RANGE.low) / (RANGE.high - RANGE.low);
const shareOf = (role: string, millions: number) =>
  role === RANGE.seller ? agentShare(millions) : 1 - agentShare(millions);
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * What each pair agrees in rounds 1 and 2, in millions of won, by table in table order. Round 2's amounts
 * differ by 20, 40 and 60 million: whichever two of its pairs round 3 draws from, the same students' mean
 * change in share is a whole number of percentage points away from a half (no rounding to argue about).
 */
const AGREED = { 1: [140, 110, 125], 2: [120, 100, 160] } as const;
/** Round 3's one agreement. */
const ROUND_3_AGREED = 130;

/** A pair of a round: the side that plans and opens, and the other, who goes past the plan. */
interface Pair {
  table: number;
  opener: Phone;
  openerRole: string;
  other: Phone;
}

const words = (phone: Phone) => dealWords[phone.lang];

/** A round's pairs, each opened by the side playing `openerRole`. */
function pairsOf(view: AssignmentView, phones: Phone[], openerRole: string): Pair[] {
  const phoneOf = (seatId: number) => phones.find((p) => p.seatId === seatId)!;
  return view.pairs.map((t) => {
    expect(t.members).toHaveLength(2);
    const opener = t.members.find((m) => m.role === openerRole)!;
    const other = t.members.find((m) => m !== opener)!;
    return { table: t.table, opener: phoneOf(opener.seatId), openerRole, other: phoneOf(other.seatId) };
  });
}

/** The other side's phone, which skipped its plan, shows who opened once the opener records it. */
async function opens(pair: Pair) {
  const { opener, openerRole, other } = pair;
  for (const p of [opener, other]) await atStep(p, words(p).plan);
  await fillPlan(opener, openerRole);
  await sendPlan(opener);
  await recordFirstOffer(opener, plans[openerRole]!.firstOffer);
  await dealCard(other)
    .getByTestId('first-offer')
    .filter({ hasText: words(other).opened(opener.name) })
    .waitFor();
  await atStep(other, words(other).negotiate);
}

/** Both phones skip the survey after their final agreement (it reads `badge`) and are done. */
async function bothDone(pair: Pair, badge: 'agreed' | 'noDeal') {
  for (const p of [pair.opener, pair.other]) {
    await atStep(p, words(p).survey);
    await dealCard(p)
      .getByTestId('agreed')
      .filter({ hasText: words(p)[badge] })
      .waitFor();
    await button(dealCard(p), words(p).skip).click();
    await atStep(p, words(p).done);
  }
}

/** A pair plays to an agreement on `millions`: the opener fills it in, the other confirms. */
async function agree(pair: Pair, millions: number) {
  await opens(pair);
  const { opener, other } = pair;
  await fillAgreement(opener, millions);
  await button(dealCard(opener), words(opener).send).click();
  await atStep(other, words(other).confirmStep);
  await button(dealCard(other), words(other).confirm).click();
  await bothDone(pair, 'agreed');
}

/** A pair that could not agree: the opener sends No agreement, the other confirms it. */
async function noDeal(pair: Pair) {
  await opens(pair);
  const { opener, other } = pair;
  await button(dealCard(opener), words(opener).noAgreement).click();
  await button(dealCard(opener), words(opener).sendNoAgreement).click();
  await atStep(other, words(other).confirmStep);
  await button(dealCard(other), words(other).confirm).click();
  await bothDone(pair, 'noDeal');
}

/** Each phone's /me shows its place in `view` and its deal card is titled `title` (by language), live. */
async function showsTheRound(phones: Phone[], view: AssignmentView, title: (p: Phone) => string) {
  for (const p of phones) {
    const { table, role, partner } = placeOf(view, p.name);
    await myAssignment(p.page)
      .filter({ hasText: queenOfSorrowsPlace(p.lang, role, partner, table) })
      .waitFor();
    await titled(p, title(p));
  }
}

/** The run page's New round: a mode, Draft round N, then Publish. Returns the published round. */
async function newRound(run: Page, cookie: string, round: number, mode: string) {
  await run.getByRole('radio', { name: mode, exact: true }).check();
  await run.getByRole('button', { name: `Draft round ${round}`, exact: true }).click();
  await run
    .getByRole('heading', { level: 2, name: `Round ${round} draft: not yet published`, exact: true })
    .waitFor();
  const draft = await latestAssignment(site, cookie, SIM);
  expect(draft).toMatchObject({ round, published: false });
  await run.getByRole('button', { name: 'Publish', exact: true }).click();
  await run
    .getByRole('heading', {
      level: 2,
      name: `Round ${round} published: students see their role and partner`,
      exact: true,
    })
    .waitFor();
  return latestAssignment(site, cookie, SIM);
}

/** Who sits with whom and in which role in a round: seat id -> [partner's seat id, role]. */
const seating = (view: AssignmentView) =>
  new Map(
    view.pairs.flatMap((t) =>
      t.members.map((m) => [m.seatId, [t.members.find((o) => o !== m)!.seatId, m.role] as const]),
    ),
  );

describe('rounds on six phones', () => {
  it('round 1, switched roles in round 2, new partners in round 3; the projector compares the rounds; a student reads each of her rounds', async () => {
    const url = site.server.url;
    const cookie = await adminCookie(url);
    const code = await classCode(site, cookie);

    // ---- six phones join, one in Korean; their /me pages stay open ----
    const phones: Phone[] = [];
    for (const [name, lang] of [
      ['김민지', 'ko'],
      ['Alex Park', 'en'],
      ['Sam Lee', 'en'],
      ['Jordan Choi', 'en'],
      ['Riley Kim', 'en'],
      ['Morgan Yoon', 'en'],
    ] as const) {
      phones.push(await joinClass(site, code, name, lang));
    }
    const minji = phones[0]!;
    const english = phones[1]!;

    // ---- round 1: assigned and published on the run page ----
    const run = (await instructorScreen(site, cookie, SCREEN)).page;
    await run.goto(`${url}/simulations/${SLUG}-run`);
    await run
      .getByRole('group', { name: /^Students present/ })
      .getByText('6 of 6 chosen')
      .waitFor();
    // no round to start before the first is published
    expect(await run.getByRole('heading', { level: 2, name: 'New round' }).count()).toBe(0);
    await run.getByRole('button', { name: 'Assign roles and partners' }).click();
    await run.getByRole('heading', { level: 2, name: 'Draft: not yet published' }).waitFor();
    await run.getByRole('button', { name: 'Publish', exact: true }).click();
    await run
      .getByRole('heading', { level: 2, name: 'Published: students see their role and partner' })
      .waitFor();
    const round1 = await latestAssignment(site, cookie, SIM);
    expect(round1).toMatchObject({ round: 1, published: true });
    // one round so far: the card is the deal's, with no round in its title
    await showsTheRound(phones, round1, (p) => words(p).title);

    // every pair: the agent plans and opens, the studio goes past its plan; they agree and confirm
    const pairs1 = pairsOf(round1, phones, 'agent');
    for (const [i, pair] of pairs1.entries()) await agree(pair, AGREED[1][i]!);

    // ---- round 2: switch roles (same partner, the other role) ----
    await expectNoSeriousA11yViolations(run);
    const round2 = await newRound(run, cookie, 2, 'Switch roles: same partner, the other role');
    const seats1 = seating(round1);
    for (const [seat, [partner, role]] of seating(round2)) {
      expect(partner).toBe(seats1.get(seat)![0]);
      expect(role).not.toBe(seats1.get(seat)![1]);
    }
    await showsTheRound(phones, round2, (p) => words(p).roundTitle(2));
    // the titles as a student reads them, in English and in Korean
    await titled(english, 'Deal · round 2');
    await titled(minji, '협상 진행 · 2차 협상');

    // the pairs play again: the round-1 agent, now the studio, plans and opens again
    const pairs2 = pairsOf(round2, phones, 'studio');
    for (const [i, pair] of pairs2.entries()) await agree(pair, AGREED[2][i]!);

    // ---- round 3: new partners, same roles ----
    const round3 = await newRound(run, cookie, 3, 'New partners: same role, someone new');
    const seats2 = seating(round2);
    for (const [seat, [partner, role]] of seating(round3)) {
      expect(role).toBe(seats2.get(seat)![1]);
      expect(partner).not.toBe(seats2.get(seat)![0]);
    }
    await showsTheRound(phones, round3, (p) => words(p).roundTitle(3));
    // 김민지's pair agrees; the next confirms no agreement; the last has not finished when the debrief starts
    const pairs3 = pairsOf(round3, phones, 'agent');
    const minjiPair = pairs3.find((p) => p.opener === minji || p.other === minji)!;
    const [noDealPair, unfinished] = pairs3.filter((p) => p !== minjiPair) as [Pair, Pair];
    await agree(minjiPair, ROUND_3_AGREED);
    await noDeal(noDealPair);
    for (const p of [unfinished.opener, unfinished.other]) await atStep(p, words(p).plan);

    // ---- the projector debrief: the latest round to begin with; a round picked, the views follow ----
    const projector = (await instructorScreen(site, cookie, SCREEN)).page;
    await projector.goto(`${url}/simulations/${SLUG}-debrief`);
    const title = (name: string) =>
      projector.getByRole('heading', { level: 1, name: `Queen of Sorrows: debrief · ${name}`, exact: true });
    await title('Round 3').waitFor();
    const picker = projector.getByRole('group', { name: 'Round', exact: true });
    const pick = async (name: string) => {
      await picker.getByRole('button', { name, exact: true }).click();
      await title(name).waitFor();
    };
    expect(await picker.getByRole('button').allTextContents()).toEqual([
      'Round 1',
      'Round 2',
      'Round 3',
      'All rounds',
    ]);
    const views = projector.getByRole('navigation', { name: 'Debrief views' });
    await views.getByRole('button', { name: '2 · The pull of the first offer', exact: true }).click();
    const firstOfferWords = projector.getByRole('list', { name: 'The pull of the first offer: the numbers' });
    const agentSentence = (sentence: string) =>
      firstOfferWords.getByText(sentence, { exact: true }).waitFor();
    // all rounds: the agent opened in rounds 1 and 3 (4 deals), the studio in round 2 (3 deals)
    await pick('All rounds');
    const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    await agentSentence(
      `Agent: ${percent(mean([...AGREED[1], ROUND_3_AGREED].map(agentShare)))} of the range when opening (n = 4), ` +
        `${percent(mean(AGREED[2].map(agentShare)))} when the studio opened (n = 3).`,
    );
    // round 1 only: the agent opened at every table
    await pick('Round 1');
    await agentSentence(
      `Agent: ${percent(mean(AGREED[1].map(agentShare)))} of the range when opening (n = 3).`,
    );

    // ---- view 6, round 1 vs round 2: every round's figures, and the same students compared ----
    await views.getByRole('button', { name: '6 · Round 1 vs round 2', exact: true }).click();
    await projector.getByRole('heading', { level: 2, name: '6 · Round 1 vs round 2', exact: true }).waitFor();
    const table = projector.getByRole('table', { name: 'Final agreements by round' });
    await table.waitFor();
    const cells = await table
      .locator('tr')
      .evaluateAll((rows) =>
        rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent!.trim())),
      );
    const won = (millions: number) => `₩${millions}M`;
    const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(cells).toEqual([
      ['Measure', 'Round 1', 'Round 2', 'Round 3'],
      // round 3: the unfinished pair has no final agreement yet, so it is not among the pairs
      ['Pairs', '3', '3', '2'],
      ['Agreements', '3', '3', '1'],
      ['No deals', '0', '0', '1'],
      ['Median first offer by the agent', won(plans.agent!.firstOffer), '-', won(plans.agent!.firstOffer)],
      ['Median first offer by the studio', '-', won(plans.studio!.firstOffer), '-'],
      ['Median agreement', won(median(AGREED[1])), won(median(AGREED[2])), won(ROUND_3_AGREED)],
      // the fee moves money from one side to the other: no other term granted, no value created
      ['Mean joint value', '0 points', '0 points', '0 points'],
      // every survey skipped
      ['Mean of how it felt (1-7)', '-', '-', '-'],
    ]);

    // The same students, from each round to their next with a deal both times: each student's side's share
    // of the range in a round (the pair's amount, from the side of the role they held).
    const agreedByTable: Array<[AssignmentView, ReadonlyArray<number | null | undefined>]> = [
      [round1, AGREED[1]],
      [round2, AGREED[2]],
      // round 3: null for no agreement, undefined for a pair without a final agreement yet
      [
        round3,
        round3.pairs.map((t) =>
          t.table === minjiPair.table ? ROUND_3_AGREED : t.table === noDealPair.table ? null : undefined,
        ),
      ],
    ];
    const shareChanges: number[] = [];
    for (const phone of phones) {
      const shares: Array<number | null> = [];
      for (const [view, agreed] of agreedByTable) {
        const i = view.pairs.findIndex((t) => t.members.some((m) => m.seatId === phone.seatId));
        const millions = agreed[i];
        if (millions === undefined) continue;
        const role = view.pairs[i]!.members.find((m) => m.seatId === phone.seatId)!.role;
        shares.push(millions === null ? null : shareOf(role, millions));
      }
      for (let i = 1; i < shares.length; i++) {
        const [a, b] = [shares[i - 1]!, shares[i]!];
        if (a !== null && b !== null) shareChanges.push(b - a);
      }
    }
    // six comparisons from round 1 to 2, two from round 2 to 3 (the pair that agreed)
    expect(shareChanges).toHaveLength(8);
    const change = mean(shareChanges);
    const points = Math.round(Math.abs(change) * 100);
    const changed =
      points === 0
        ? 'stayed the same on average'
        : `${change > 0 ? 'rose' : 'fell'} by ${points} percentage ${points === 1 ? 'point' : 'points'} on average`;
    const numbers = projector.getByRole('list', { name: 'Round 1 vs round 2: the numbers' });
    expect(await numbers.getByRole('listitem').allTextContents()).toEqual([
      'Round 1: 3 of 3 pairs agreed; round 2: 3 of 3 pairs agreed; round 3: 1 of 2 pairs agreed.',
      `The 6 students who played more than one round, from each round to their next: their side's share of the range ${changed} (8 comparisons with a deal both times).`,
      "Their pair's joint value stayed the same on average (8 comparisons with a deal both times).",
      'How it felt: no one answered the survey both times.',
      'One point is worth one million won to a side.',
    ]);
    await expectNoSeriousA11yViolations(projector);

    // ---- view 7, last: this class beside every class the instructor taught the case to (only this one) ----
    await views.getByRole('button', { name: '7 · Your classes so far', exact: true }).click();
    const soFar = projector.getByRole('region', { name: '7 · Your classes so far' });
    await soFar.getByRole('columnheader', { name: 'This class' }).waitFor();
    const pairsRow = await soFar
      .getByRole('row', { name: /^Pairs \(agreed \/ no deal\)/ })
      .getByRole('cell')
      .allTextContents();
    // every round's final agreements: 3 + 3 + 1 agreed, the round-3 pair without a deal
    expect(pairsRow).toEqual(['8 (7 / 1)', '8 (7 / 1)']);
    await soFar.getByText('All your classes (1 class): 7 of 8 pairs agreed', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(projector);

    // ---- released: 김민지 opens her own debrief from her phone and reads each of her rounds ----
    await projector.getByRole('button', { name: 'Release debrief' }).click();
    await projector.getByRole('button', { name: 'Withdraw debrief' }).waitFor();
    const ko = dealWords.ko;
    await dealCard(minji).getByRole('link', { name: ko.openDebrief, exact: true }).click();
    await minji.page.waitForURL(`${url}/simulations/${SLUG}-my-debrief`);
    const mine = minji.page.getByRole('region', { name: ko.ownDebrief });
    const roundsPlayed = minji.page.getByRole('navigation', { name: '참여한 협상' });
    const agreedOn = (millions: number) => `우리 짝은 ${koreanWon(millions * 1e6)}에 합의했습니다.`;
    const shows = async (round: string, millions: number) => {
      await roundsPlayed
        .getByRole('button', { name: round, exact: true })
        .and(minji.page.locator('[aria-current="page"]'))
        .waitFor();
      // (the sentence opens the paragraph that goes on with the amount's place in the class)
      await mine.getByText(agreedOn(millions)).waitFor();
    };
    // her latest round first
    await shows('3차 협상', ROUND_3_AGREED);
    expect(await roundsPlayed.getByRole('button').allTextContents()).toEqual([
      '1차 협상',
      '2차 협상',
      '3차 협상',
    ]);
    const tableIndex = (view: AssignmentView) =>
      view.pairs.findIndex((t) => t.members.some((m) => m.seatId === minji.seatId));
    for (const [round, view, agreed] of [
      ['1차 협상', round1, AGREED[1]],
      ['2차 협상', round2, AGREED[2]],
    ] as const) {
      await roundsPlayed.getByRole('button', { name: round, exact: true }).click();
      await shows(round, agreed[tableIndex(view)]!);
    }
    await expectNoSeriousA11yViolations(minji.page);
  }, 600_000);
});
