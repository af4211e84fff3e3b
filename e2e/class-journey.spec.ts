import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { classesUrl } from '../shared/contracts/classes-config';
import { dealUrls } from '../shared/contracts/deal';
import { debriefUrls } from '../shared/contracts/debrief';
import { pairingUrls, type AssignmentView } from '../shared/contracts/pairing';
import { failedRequest, newPage, signInThroughModal, type PageSession } from './support/browser';
import { classCode, instructorApi, latestAssignment, roleOf, tableOf } from './support/instructor';
import { joinClass, myAssignment, queenOfSorrowsRoles as roles, type Phone } from './support/phones';
import { adminCookie, E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';

// A whole class of Queen of Sorrows, every student's screen checked as it goes: seven phones join (two in
// Korean) and are published as two pairs and a trio; one of the trio is marked absent (the others keep their
// role, told in their language); a latecomer is placed by Pair latecomers; one student leaves and deletes
// their data (the partner keeps the role and is told); the run page's Release debrief reaches every seated
// phone live; the next class starts and a student of the ended class still reads their own debrief.
const site = siteForThisFile();
const SIM = 'queenOfSorrows';
const SLUG = 'queen-of-sorrows';

const text = {
  en: {
    joinTitle: 'Join the class',
    youAre: (role: string) => `You are ${role} in Queen of Sorrows.`,
    absent: (name: string) => `${name} is absent today.`,
    tableGoesOn: 'Your table goes on without them: keep your role and your instructions.',
    partnerLeft:
      "A student at your table has left the class. Your role, your pair's agreement and your debrief stay yours.",
    leave: 'Leave and delete my data',
    leaveConfirm: 'Leave and delete',
    openDebrief: 'Open my debrief',
    debriefTitle: 'Queen of Sorrows: my debrief',
    ownDebrief: 'Your deal in the class',
  },
  ko: {
    joinTitle: '수업 참여',
    youAre: (role: string) => `슬픔의 여왕에서 당신의 역할은 ${role}입니다.`,
    absent: (name: string) => `${name} 님이 오늘 결석했습니다.`,
    tableGoesOn: '테이블은 그대로 진행합니다. 지금 역할과 지침대로 협상하세요.',
    partnerLeft:
      '같은 테이블의 학생이 수업을 떠났습니다. 내 역할과 우리 테이블의 합의, 내 디브리핑은 그대로 남아 있습니다.',
    leave: '수업에서 나가고 내 정보 삭제',
    leaveConfirm: '나가고 삭제하기',
    openDebrief: '내 디브리핑 보기',
    debriefTitle: '슬픔의 여왕 나의 디브리핑',
    ownDebrief: '반 전체에서 우리 합의의 위치',
  },
} as const;
const dealCard = (page: Page) => page.getByTestId('deal-card');

/** The instructor's laptop (1280 px: the navbar shows Sign In), signed in through the navbar's Sign In. */
async function signedIn(url: string): Promise<PageSession> {
  const session = await newPage(site.browser);
  await session.page.goto(url);
  await session.page.getByRole('heading', { level: 1 }).waitFor();
  await signInThroughModal(session.page, E2E_ADMIN.email, E2E_ADMIN.password);
  return session;
}

/** The phone's /me says its role, in its language, with the names of those at its table, live. */
async function showsItsRole(phone: Phone, view: AssignmentView) {
  const card = myAssignment(phone.session.page).filter({
    hasText: text[phone.lang].youAre(roles[roleOf(view, phone.name)]![phone.lang]),
  });
  await card.waitFor();
  for (const other of tableOf(view, phone.name).members) {
    if (other.name !== phone.name) await card.getByText(other.name, { exact: true }).waitFor();
  }
}

describe('a class from joining to the next class, on every phone', () => {
  it('seven phones, a trio, an absent student, a latecomer, a leaver, the released debrief and the next class', async () => {
    const url = site.server.url;
    const cookie = await adminCookie(url);
    const code = await classCode(site, cookie);

    // ---- seven phones join, two in Korean; their /me pages stay open ----
    const phones: Phone[] = [];
    for (const [name, lang] of [
      ['김민지', 'ko'],
      ['Alex Park', 'en'],
      ['박서준', 'ko'],
      ['Sam Lee', 'en'],
      ['Jordan Choi', 'en'],
      ['Riley Kim', 'en'],
      ['Morgan Yoon', 'en'],
    ] as const) {
      phones.push(await joinClass(site, code, name, lang));
    }
    const phoneOf = (name: string) => phones.find((p) => p.name === name)!;
    // A phone whose table changes under it (marked absent, re-paired, its partner gone) may ask for its
    // pair once more in the moment before its own seat's refetch takes the deal card away, and be refused
    // (403). Nothing of it shows (what each phone shows is checked below); on a machine kept busy by two
    // other loops it happened in about one run in three, also before the live channel's changes of
    // 2026-11-29, and its trigger is not yet found: the page may log the refusal.
    const mayAskForAGonePair = (p: Phone) => p.session.allowError(failedRequest(403, dealUrls(SIM).myPair));
    phones.forEach(mayAskForAGonePair);

    // ---- the instructor's run page sees all seven present; the assignment is published (API) ----
    const instructor = (await signedIn(url)).page;
    await instructor.goto(`${url}/simulations/${SLUG}-run`);
    const present = instructor.getByRole('group', { name: /^Students present/ });
    await present.getByText('7 of 7 chosen').waitFor();
    const draft = await instructorApi<AssignmentView>(site, pairingUrls(SIM).assignments, cookie, {});
    await instructorApi(site, pairingUrls(SIM).publish(draft.id), cookie, {});
    await instructor
      .getByRole('heading', { level: 2, name: 'Published: students see their role and partner' })
      .waitFor();
    const published = await latestAssignment(site, cookie, SIM);
    expect(published.pairs.map((p) => p.members.length).sort()).toEqual([2, 2, 3]);
    for (const p of phones) await showsItsRole(p, published);

    // ---- one of the trio's two sharing a role is marked absent (confirmed): the other two keep their
    // role and are told, in their language ----
    const trio = published.pairs.find((p) => p.members.length === 3)!;
    const shared = trio.members.find((m) => trio.members.filter((o) => o.role === m.role).length === 2)!;
    const absentee = phoneOf(shared.name);
    const stayers = trio.members.filter((m) => m.name !== absentee.name).map((m) => phoneOf(m.name));
    // (its name reads "Absent : Name": the name is a visually hidden, absolutely placed span)
    await instructor.getByRole('button', { name: new RegExp(`^Absent ?: ${absentee.name}$`) }).click();
    await instructor.getByRole('dialog').getByRole('button', { name: 'Mark absent' }).click();
    await instructor
      .getByRole('region', { name: 'Absent', exact: true })
      .getByText(absentee.name, { exact: true })
      .waitFor();
    for (const p of stayers) {
      const t = text[p.lang];
      const card = myAssignment(p.session.page).filter({
        hasText: t.youAre(roles[roleOf(published, p.name)]![p.lang]),
      });
      await card
        .getByTestId('table-notice')
        .filter({ hasText: t.absent(absentee.name) })
        .waitFor();
      await card.getByTestId('table-notice').filter({ hasText: t.tableGoesOn }).waitFor();
    }
    await myAssignment(absentee.session.page).waitFor({ state: 'detached' });

    // ---- a latecomer joins; Pair latecomers places them at a table ----
    const late = await joinClass(site, code, 'Casey Jung', 'en');
    mayAskForAGonePair(late);
    phones.push(late);
    const joinedLate = instructor.getByRole('group', { name: 'Joined after publishing', exact: true });
    await joinedLate.getByText('1 of 1 chosen').waitFor();
    await instructor.getByRole('button', { name: 'Pair latecomers' }).click();
    await instructor
      .getByRole('list', { name: 'Tables' })
      .getByRole('group', { name: /^Table / })
      .getByText(late.name, { exact: true })
      .waitFor();
    const placed = await latestAssignment(site, cookie, SIM);
    await showsItsRole(late, placed);
    for (const m of tableOf(placed, late.name).members) await showsItsRole(phoneOf(m.name), placed);

    // ---- a student of a pair of two leaves and deletes their data: the partner keeps the role and is
    // told, in their language (a Korean partner where the pairs allow it) ----
    const twos = placed.pairs.filter((p) => p.members.length === 2);
    const pair = twos.find((p) => p.members.some((m) => phoneOf(m.name).lang === 'ko')) ?? twos[0]!;
    const [leaver, partner] = [...pair.members]
      .sort((a, b) => (phoneOf(a.name).lang === 'ko' ? 1 : 0) - (phoneOf(b.name).lang === 'ko' ? 1 : 0))
      .map((m) => phoneOf(m.name)) as [Phone, Phone];
    const leaving = leaver.session.page;
    await leaving.getByRole('button', { name: text[leaver.lang].leave, exact: true }).click();
    await leaving
      .getByRole('dialog')
      .getByRole('button', { name: text[leaver.lang].leaveConfirm, exact: true })
      .click();
    await leaving.getByRole('form', { name: text[leaver.lang].joinTitle }).waitFor();
    const partnerCard = myAssignment(partner.session.page).filter({
      hasText: text[partner.lang].youAre(roles[roleOf(placed, partner.name)]![partner.lang]),
    });
    await partnerCard
      .getByTestId('table-notice')
      .filter({ hasText: text[partner.lang].partnerLeft })
      .waitFor();

    // ---- the run page's Release debrief: every seated phone offers its own debrief, live ----
    const seated = phones.filter((p) => p !== absentee && p !== leaver);
    expect(seated).toHaveLength(6);
    for (const p of seated) {
      expect(
        await dealCard(p.session.page).getByRole('link', { name: text[p.lang].openDebrief }).count(),
      ).toBe(0);
    }
    await instructor.getByRole('button', { name: 'Release debrief' }).click();
    await instructor.getByRole('button', { name: 'Withdraw debrief' }).waitFor();
    expect(await instructorApi(site, debriefUrls(SIM).release, cookie)).toEqual({ released: true });
    for (const p of seated) {
      await dealCard(p.session.page)
        .getByRole('link', { name: text[p.lang].openDebrief, exact: true })
        .waitFor();
    }
    // the absent student's phone has no table, so no deal card
    expect(await dealCard(absentee.session.page).count()).toBe(0);

    // each seated phone opens its own debrief; the partner of the leaver keeps theirs
    for (const p of seated) {
      const { page } = p.session;
      await dealCard(page).getByRole('link', { name: text[p.lang].openDebrief, exact: true }).click();
      await page.waitForURL(`${url}/simulations/${SLUG}-my-debrief`);
      await page.getByRole('heading', { level: 1, name: text[p.lang].debriefTitle }).waitFor();
      await page.getByRole('region', { name: text[p.lang].ownDebrief }).waitFor();
    }

    // ---- the next class starts (API): a student of the ended class still reads their debrief, in their
    // language ----
    const reader = seated.find((p) => p.lang === 'ko')!;
    // the other phones are put away (each open page of an ended class asks for its seat again, answered
    // 410, as seats.spec.ts checks); the reader's page asks too, on the class's end and on the reload
    for (const p of phones) if (p !== reader) await p.session.context.close();
    reader.session.expectError(failedRequest(410, '/api/seats/me'));
    await instructorApi(site, classesUrl, cookie, { name: 'Afternoon class' });
    await reader.session.page.reload();
    await reader.session.page.getByRole('heading', { level: 1, name: text.ko.debriefTitle }).waitFor();
    await reader.session.page.getByRole('region', { name: text.ko.ownDebrief }).waitFor();
    expect(await reader.session.page.evaluate(() => document.documentElement.lang)).toBe('ko');
  }, 400_000);
});
