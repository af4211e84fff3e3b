// `npm run docs:shots`: the instructor guide's screenshots (docs/images), from the real screens. Builds the
// site if a source changed (as the e2e setup does), starts it on a fresh data directory and runs one short
// class in headless chromium with the e2e journeys' helpers: six students (two in Korean) at three tables of
// Queen of Sorrows, from starting the class to their own debriefs, then a Tariff Wars game. Each screen is
// waited for, never slept on; one that does not appear stops the run, which always stops server and browser.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { pairingUrls, type AssignmentView } from '../../shared/contracts/pairing';
import { meWithCode, mySeatUrl } from '../../shared/contracts/seats-config';
import { simulationPaths } from '../../shared/routes';
import type { Lang } from '../../shared/simulations';
import buildOnce from '../../e2e/support/build-once';
import {
  checkPages,
  closeAllPages,
  failedRequest,
  launchBrowser,
  newPage,
  onTheNetwork,
  watchPagesOf,
  type PageSession,
} from '../../e2e/support/browser';
import {
  atStep,
  button,
  dealCard,
  dealWords,
  fillAgreement,
  fillPlan,
  recordFirstOffer,
  sendPlan,
} from '../../e2e/support/deal-card';
import { classCode, latestAssignment } from '../../e2e/support/instructor';
import { joinClass, joinWords, myAssignment, type Phone } from '../../e2e/support/phones';
import { adminCookie, startServer, type RunningServer } from '../../e2e/support/server';
import type { Site } from '../../e2e/support/site';
import { IMAGES, LAPTOP, PHONE, screen, shot, tidyImages } from './screens';

const SIM = 'queenOfSorrows';
const QOS = simulationPaths({ slug: 'queen-of-sorrows' });
const TARIFF = simulationPaths({ slug: 'solara-lunara' });
const CLASS_NAME = 'Cohort 7';
/** The class, by table: [agent, studio], and what the table agrees on, in millions of won. */
const TABLES = [
  { agent: ['Alex Park', 'en'], studio: ['김민지', 'ko'], agreed: 140 },
  { agent: ['박서준', 'ko'], studio: ['Sam Lee', 'en'], agreed: 110 },
  { agent: ['Jordan Choi', 'en'], studio: ['Riley Kim', 'en'], agreed: 160 },
] as const;

/** A signed-in instructor's screen at `viewport`, at the server's address and at its network name. */
async function instructorAt(site: Site, cookie: string, viewport = LAPTOP): Promise<Page> {
  const { page, context } = await newPage(site.browser, { viewport });
  const value = cookie.slice(cookie.indexOf('=') + 1);
  const name = cookie.slice(0, cookie.indexOf('='));
  const urls = [site.server.url, onTheNetwork(site.server.url)];
  await context.addCookies(urls.map((url) => ({ name, value, url })));
  return page;
}

/** A phone at the join address: the form filled in (the shot), then Join, and My class (the next shot). */
async function joinOnCamera(site: Site, code: string, name: string, lang: Lang): Promise<Phone> {
  const session: PageSession = await newPage(site.browser, { viewport: PHONE });
  // a page without a seat asks for it and is answered 401 (it shows the join form)
  session.expectError(failedRequest(401, mySeatUrl));
  const { page } = session;
  const t = joinWords[lang];
  await screen('joinForm', page, async () => {
    await page.goto(`${site.server.url}${meWithCode(code)}`);
    const form = page.getByRole('form', { name: 'Join the class' });
    await form.waitFor();
    if (lang === 'ko') await form.locator('label', { hasText: '한국어' }).click();
    await page.getByRole('textbox', { name: t.name, exact: true }).fill(name);
    await shot(page, 'joinForm', lang);
  });
  await screen('studentHome', page, async () => {
    await page.getByRole('button', { name: t.join, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t.home }).waitFor();
    await page.getByTestId('seat-name').filter({ hasText: name }).waitFor();
    await shot(page, 'studentHome', lang);
  });
  const seatId = await page.evaluate(
    async (u) => ((await (await fetch(u)).json()) as { data: { id: number } }).data.id,
    mySeatUrl,
  );
  return { name, lang, session, page, seatId };
}

/** Seats the draft as TABLES says (swapping two students at a time), so every run shows the same tables. */
async function arrange(site: Site, cookie: string, draft: AssignmentView, seatOf: (n: string) => number) {
  let view = draft;
  const tables = [...draft.pairs].map((p) => p.table).sort((a, b) => a - b);
  for (const [i, want] of TABLES.entries()) {
    for (const role of ['agent', 'studio'] as const) {
      const seatId = seatOf(want[role][0]);
      const pair = view.pairs.find((p) => p.table === tables[i])!;
      const there = pair.members.find((m) => m.role === role)!;
      if (there.seatId === seatId) continue;
      const res = await fetch(`${site.server.url}${pairingUrls(SIM).assignment(draft.id)}`, {
        method: 'PATCH',
        headers: { Cookie: cookie, Origin: site.server.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'swap', seatIds: [there.seatId, seatId] }),
      });
      if (!res.ok) throw new Error(`swap: ${res.status} ${await res.text()}`);
      view = await latestAssignment(site, cookie, SIM);
    }
  }
}

const words = (p: Phone) => dealWords[p.lang];

/** Before class: Admin → Overview → Start a new class; the Classes tab. */
async function startTheClass(site: Site, cookie: string) {
  const url = site.server.url;
  const admin = await instructorAt(site, cookie);
  await screen('adminClasses', admin, async () => {
    await admin.goto(`${url}/admin`);
    await admin.getByRole('button', { name: 'Start a new class' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Start a new class' });
    await dialog.getByRole('textbox', { name: 'Class name' }).fill(CLASS_NAME);
    await dialog.getByRole('button', { name: 'Start' }).click();
    await admin.getByText(`Class "${CLASS_NAME}" has started.`).first().waitFor();
    const toasts = admin.getByRole('region', { name: /Notifications/ });
    await toasts.getByRole('button', { name: 'Close' }).click();
    await toasts.getByText(`Class "${CLASS_NAME}" has started.`).waitFor({ state: 'hidden' });
    await admin.getByRole('tab', { name: 'Classes' }).click();
    await admin.getByRole('article', { name: CLASS_NAME }).waitFor();
    await shot(admin, 'adminClasses', 'en');
  });
}

/** Students arrive: six phones join (two on camera); the join screen on the projector counts them. */
async function studentsArrive(site: Site, cookie: string) {
  const url = site.server.url;
  const code = await classCode(site, cookie);
  const phones: Phone[] = [];
  for (const [name, lang] of TABLES.flatMap((t) => [t.agent, t.studio])) {
    const shown = name === 'Alex Park' || name === '김민지';
    phones.push(shown ? await joinOnCamera(site, code, name, lang) : await joinClass(site, code, name, lang));
  }
  const projector = await instructorAt(site, cookie);
  await screen('joinScreen', projector, async () => {
    await projector.goto(`${onTheNetwork(url)}/join`);
    const qr = projector.getByRole('region', { name: /Open this address/ }).getByRole('img');
    await qr.waitFor();
    await projector.getByTestId('join-class-code').filter({ hasText: code }).waitFor();
    await projector
      .getByTestId('join-count')
      .filter({ hasText: `${phones.length} joined` })
      .waitFor();
    await shot(projector, 'joinScreen', 'en');
  });
  return { phones, projector };
}

/** Roles: a draft on the run page, arranged as TABLES, published. */
async function publishRoles(site: Site, cookie: string, run: Page, phones: Phone[]) {
  const url = site.server.url;
  const phone = (name: string) => phones.find((p) => p.name === name)!;
  await screen('rolesAndPartners', run, async () => {
    await run.goto(`${url}${QOS.run}`);
    const present = run.getByRole('group', { name: /^Students present/ });
    await present.getByText(`${phones.length} of ${phones.length} chosen`).waitFor();
    await run.getByRole('button', { name: 'Assign roles and partners' }).click();
    await run.getByRole('heading', { level: 2, name: 'Draft: not yet published' }).waitFor();
    await arrange(site, cookie, await latestAssignment(site, cookie, SIM), (n) => phone(n).seatId);
    await run.reload();
    const table1 = run.getByRole('list', { name: 'Tables' }).getByRole('group', { name: 'Table 1' });
    await table1.getByText('김민지', { exact: true }).waitFor();
    await run.getByRole('button', { name: 'Publish', exact: true }).click();
    const published = 'Published: students see their role and partner';
    await run.getByRole('heading', { level: 2, name: published }).waitFor();
    await shot(run, 'rolesAndPartners', 'en', run.getByRole('heading', { level: 2, name: published }));
  });
}

/** Preparation and negotiation: the deal cards, every table to its agreement and survey. */
async function negotiate(phone: (name: string) => Phone) {
  const [alex, minji] = [phone('Alex Park'), phone('김민지')];
  await screen('dealPlan', minji.page, async () => {
    for (const p of [alex, minji]) {
      await atStep(p, words(p).plan);
      await fillPlan(p, p === alex ? 'agent' : 'studio');
      await shot(p.page, 'dealPlan', p.lang, myAssignment(p.page));
    }
  });
  // each table's agent opens and fills in the agreement; the partner's card, in each language, shows the
  // first offer, then the agreement to confirm: 김민지's (table 1) and Sam Lee's (table 2)
  const pairs = TABLES.map((t) => ({ ...t, opener: phone(t.agent[0]), other: phone(t.studio[0]) }));
  await screen('dealFirstOffer', minji.page, async () => {
    for (const p of [alex, minji]) await sendPlan(p);
    for (const [i, { opener, other }] of pairs.entries()) {
      if (i > 0) {
        await atStep(opener, words(opener).plan);
        await fillPlan(opener, 'agent');
        await sendPlan(opener);
      }
      await recordFirstOffer(opener, 250);
      await atStep(other, words(other).negotiate);
      const opened = dealCard(other).getByTestId('first-offer');
      await opened.filter({ hasText: words(other).opened(opener.name) }).waitFor();
      if (i < 2) await shot(other.page, 'dealFirstOffer', other.lang, dealCard(other));
    }
  });
  await screen('dealAgreement', minji.page, async () => {
    for (const [i, { opener, other, agreed }] of pairs.entries()) {
      await fillAgreement(opener, agreed);
      await button(dealCard(opener), words(opener).send).click();
      await atStep(other, words(other).confirmStep);
      if (i < 2) await shot(other.page, 'dealAgreement', other.lang, dealCard(other));
      await button(dealCard(other), words(other).confirm).click();
      for (const p of [opener, other]) await atStep(p, words(p).survey);
    }
  });
}

/** After the negotiation: the results; the projector debrief. */
async function resultsAndDebrief(url: string, run: Page, projector: Page) {
  await screen('results', run, async () => {
    await run.goto(`${url}${QOS.results}`);
    const table = run.getByRole('table').filter({ hasText: 'Alex Park' });
    for (const t of TABLES) await table.getByRole('cell', { name: t.agent[0], exact: true }).waitFor();
    await shot(run, 'results', 'en', table);
  });
  await screen('debriefFigures', projector, async () => {
    await projector.goto(`${url}${QOS.debrief}`);
    await projector.getByRole('heading', { level: 1, name: 'Queen of Sorrows: debrief' }).waitFor();
    const keys = projector.getByText(/^Keys:/);
    await keys.filter({ hasText: 'figure 0 of' }).waitFor();
    await projector.keyboard.press('r');
    await keys.filter({ hasText: /figure (\d+) of \1\b/ }).waitFor();
    const view1 = projector.getByRole('heading', { level: 2, name: '1 · Deals on the bargaining range' });
    await shot(projector, 'debriefFigures', 'en', view1);
  });
  await screen('debriefClassesSoFar', projector, async () => {
    const last = '6 · Your classes so far';
    const views = projector.getByRole('navigation', { name: 'Debrief views' });
    await views.getByRole('button', { name: last }).click();
    const soFar = projector.getByRole('region', { name: last });
    await soFar.getByRole('columnheader', { name: 'This class' }).waitFor();
    await soFar.getByText(/This class: 3 of 3 pairs agreed/).waitFor();
    await shot(projector, 'debriefClassesSoFar', 'en');
  });
}

/** After the debrief: released, each student opens their own (shot: Alex Park's and 김민지's). */
async function ownDebriefs(url: string, projector: Page, [alex, minji]: [Phone, Phone]) {
  await screen('myDebrief', minji.page, async () => {
    await projector.getByRole('button', { name: 'Release debrief' }).click();
    await projector.getByRole('button', { name: 'Withdraw debrief' }).waitFor();
    for (const p of [alex, minji]) {
      const open = dealCard(p).getByRole('link', { name: words(p).openDebrief, exact: true });
      await open.click();
      await p.page.waitForURL(`${url}${QOS.myDebrief}`);
      await p.page.getByRole('region', { name: words(p).ownDebrief }).waitFor();
      await shot(p.page, 'myDebrief', p.lang, p.page.getByRole('heading', { level: 1 }));
    }
  });
}

/** Tariff Wars: one pair's game; a team's page in each language. */
async function tariffTeam(site: Site, run: Page) {
  const url = site.server.url;
  await screen('tariffTeam', run, async () => {
    await run.goto(`${onTheNetwork(url)}${TARIFF.game}`);
    await run.getByLabel(/^Pairs/).fill('1');
    await run.getByRole('button', { name: 'Create the game' }).click();
    const codeOf = (country: string) =>
      run.getByRole('listitem', { name: `Pair 1 ${country}` }).getByTestId('team-code');
    await codeOf('Solara').waitFor();
    const teams = [
      ['en', await codeOf('Lunara').textContent(), 'Lunara · Pair 1', 'Round 1 of 5'],
      ['ko', await codeOf('Solara').textContent(), '1조 · 솔라라', '1라운드 / 총 5라운드'],
    ] as const;
    for (const [lang, teamCode, team, round] of teams) {
      const { page } = await newPage(site.browser, { viewport: PHONE });
      await page.goto(`${url}${TARIFF.team(lang)}?code=${teamCode}`);
      await page.getByTestId('tariff-team').getByText(team).waitFor();
      await page.getByRole('heading', { level: 2, name: round }).waitFor();
      await shot(page, 'tariffTeam', lang);
    }
  });
}

/** One short class, from starting it to the students' own debriefs, then a Tariff Wars game. */
async function runClass(site: Site) {
  const url = site.server.url;
  const cookie = await adminCookie(url);
  await startTheClass(site, cookie);
  const { phones, projector } = await studentsArrive(site, cookie);
  const phone = (name: string) => phones.find((p) => p.name === name)!;
  const run = await instructorAt(site, cookie);
  await publishRoles(site, cookie, run, phones);
  await negotiate(phone);
  await resultsAndDebrief(url, run, projector);
  await ownDebriefs(url, projector, [phone('Alex Park'), phone('김민지')]);
  await tariffTeam(site, run);
}

async function main() {
  const started = Date.now();
  fs.mkdirSync(IMAGES, { recursive: true });
  buildOnce();
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    // side by side; each one that started is stopped below, whichever failed
    const [s, b] = await Promise.allSettled([
      startServer({}, undefined, { fromTemplate: false }),
      launchBrowser(),
    ]);
    if (s.status === 'fulfilled') server = s.value;
    if (b.status === 'fulfilled') browser = b.value;
    for (const r of [s, b]) if (r.status === 'rejected') throw r.reason;
    if (!server || !browser) throw new Error('unreachable');
    console.log(`docs:shots: a class on ${server.url}, saving to docs/images:`);
    watchPagesOf('file');
    await runClass({ server, browser });
    // what the pages logged that the journeys would call an error: said, though the shots are taken
    for (const problem of await checkPages()) console.warn(`docs:shots: warning: ${problem}`);
    tidyImages();
    console.log(`docs:shots: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await closeAllPages().catch(() => {});
    await browser?.close().catch(() => {});
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(`docs:shots failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
