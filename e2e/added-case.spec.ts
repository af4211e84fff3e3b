import fs from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { casePackageUrl, type CaseSummary } from '../shared/contracts/cases-config';
import { debriefUrls } from '../shared/contracts/debrief';
import { EVENTS_URL } from '../shared/contracts/live-config';
import type { ListedResultBase } from '../shared/contracts/results-config';
import type { Lang } from '../shared/simulations';
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
} from './support/deal-card';
import { classCode, instructorApi, instructorScreen, latestAssignment, placeOf } from './support/instructor';
import { joinClass, myAssignment, type Phone as JoinedPhone } from './support/phones';
import { adminCookie } from './support/server';
import { siteForThisFile } from './support/site';

// The acceptance test of cases as data: the instructor exports Queen of Sorrows, makes a new case of it
// (new key, slug, titles, role names, report fields, two figures moved and a sentence added to the studio's
// sheet with a placeholder), adds it on Admin -> Cases, and runs a class on it with four phones (one in
// Korean): roles and partners published on the run page, plans, a first offer, agreements both sides confirm,
// the survey, the debrief released and each student's own. Each phone shows the new names; each role's sheet
// states its own new figure in its reader's language and never the other role's; the results CSV and the
// projector debrief are the new case's.
const site = siteForThisFile();

const KEY = 'harbourCasting';
const SLUG = 'harbour-casting';
const TITLE = { en: 'Harbour Casting', ko: '항구의 캐스팅' };
const ROLE_TITLES: Record<string, Record<Lang, string>> = {
  agent: { en: 'Harbour Talent Agent', ko: '하버 매니지먼트 대표' },
  studio: { en: 'Harbour Studio Producer', ko: '하버 스튜디오 프로듀서' },
};
/** The two figures the variant moves: the studio's ceiling and the agent's walk-away, in won. */
const CEILING = 230_000_000;
const WALK_AWAY = 70_000_000;
/** How the role sheets write them. */
const ceilingWords: Record<Lang, string> = { en: '230 million won', ko: '2억 3천만 원' };
const walkAwayWords: Record<Lang, string> = { en: '70 million won', ko: '7천만 원' };
/** The sentence the variant adds to the studio's sheet, rendered. */
const addedSentence: Record<Lang, string> = {
  en: `The harbour board confirmed it this morning: ${ceilingWords.en} per episode, and not a won more.`,
  ko: `오늘 아침 하버 이사회가 다시 확인했습니다. 회당 ${ceilingWords.ko}, 그 이상은 단 1원도 안 됩니다.`,
};
/** The new case's results API (/api/sims/{apiSlug}): this process's registry holds only the shipped cases. */
const API_SLUG = 'hcs';
const COLUMNS = { reporter: 'Talent Agent', counterpart: 'Harbour Producer' };

/** A phone at its table: its role and table in the published assignment. */
interface Phone extends JoinedPhone {
  role: string;
  table: number;
  partner: string;
}

const t = (p: { lang: Lang }) => dealWords[p.lang];
const card = dealCard;

/** What a phone's /me says of its place in the new case, in its language. */
const placeText = (p: Phone) =>
  p.lang === 'ko'
    ? `${TITLE.ko}에서 당신의 역할은 ${ROLE_TITLES[p.role]!.ko}입니다. 상대: ${p.partner}, ${p.table}번 테이블.`
    : `You are ${ROLE_TITLES[p.role]!.en} in ${TITLE.en}. Your partner: ${p.partner}, table ${p.table}.`;

/**
 * Queen of Sorrows' package made a new case, as an instructor would edit it: case.yaml through the yaml
 * library (comments and layout kept), the Markdown by hand.
 */
function variantOf(exported: Uint8Array): Uint8Array {
  const files = unzipSync(exported);
  const doc = parseDocument(strFromU8(files['case.yaml']!));
  // the roles by their slugs, so the edit does not rely on their order
  const roles = (doc.toJS() as { roles: { slug: string }[] }).roles.map((r) => r.slug);
  const role = (slug: string) => roles.indexOf(slug);
  expect(role('agent')).toBeGreaterThanOrEqual(0);
  expect(role('studio')).toBeGreaterThanOrEqual(0);
  const set = (path: (string | number)[], value: unknown) => doc.setIn(path, value);

  set(['key'], KEY);
  set(['slug'], SLUG);
  set(['title'], TITLE.en);
  set(['titleKo'], TITLE.ko);
  set(['roleChoice', 'title'], `${TITLE.en} - Choose Your Role`);
  set(['roleChoice', 'titleKo'], `${TITLE.ko} - 역할 선택`);
  set(
    ['description'],
    'A harbour-town drama casts its lead: her agent and the studio agree her fee per episode.',
  );
  set(
    ['aboutSummary'],
    'A casting negotiation in a harbour town: the fee per episode of a returning actress.',
  );
  for (const slug of ['agent', 'studio']) {
    set(['roles', role(slug), 'title'], ROLE_TITLES[slug]!.en);
    set(['roles', role(slug), 'titleKo'], ROLE_TITLES[slug]!.ko);
    set(['roles', role(slug), 'summary'], `You are the ${ROLE_TITLES[slug]!.en} in ${TITLE.en}.`);
    set(['roles', role(slug), 'summaryKo'], `${TITLE.ko}의 ${ROLE_TITLES[slug]!.ko}입니다.`);
  }
  set(['roles', role('studio'), 'figures', 'ceiling', 'value'], CEILING);
  set(['roles', role('agent'), 'figures', 'walkAway', 'value'], WALK_AWAY);
  // the results API and the report form: a slug and field names no other case has
  set(['results', 'apiSlug'], API_SLUG);
  set(['results', 'reporter', 'field'], 'harbour_agent_name');
  set(['results', 'reporter', 'key'], 'harbourAgentName');
  set(['results', 'reporter', 'column'], COLUMNS.reporter);
  set(['results', 'counterpart', 'field'], 'harbour_producer_name');
  set(['results', 'counterpart', 'key'], 'harbourProducerName');
  set(['results', 'counterpart', 'column'], COLUMNS.counterpart);
  expect(doc.errors).toEqual([]);
  files['case.yaml'] = strToU8(doc.toString());

  // the documents name the case anew; the studio's sheet gains a sentence with its ceiling's placeholder
  for (const name of Object.keys(files).filter((n) => n.endsWith('.md'))) {
    files[name] = strToU8(
      strFromU8(files[name]!).replaceAll('Queen of Sorrows', TITLE.en).replaceAll('슬픔의 여왕', TITLE.ko),
    );
  }
  const append = (name: string, text: string) => {
    expect(files[name], name).toBeDefined();
    files[name] = strToU8(`${strFromU8(files[name]!).trimEnd()}\n\n${text}\n`);
  };
  append(
    'roles/studio.en.md',
    'The harbour board confirmed it this morning: {{studio.ceiling}} per episode, and not a won more.',
  );
  append(
    'roles/studio.ko.md',
    '오늘 아침 하버 이사회가 다시 확인했습니다. 회당 {{studio.ceiling}}, 그 이상은 단 1원도 안 됩니다.',
  );
  return zipSync(files);
}

/** The rows of a CSV (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (quoted) cell += ch;
    else if (ch === ',') endCell();
    else if (ch === '\n') endRow();
    else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) endRow();
  return rows;
}

/** A role's own figure, in every way a page could write it, in both languages. */
const writings = (won: number, words: Record<Lang, string>) => [
  words.en,
  words.ko,
  won.toLocaleString('en-US'),
  String(won),
];

describe('a case added as a package runs a class', () => {
  it('exported, changed and added on Admin -> Cases; four phones (one in Korean) play it to their own debriefs', async () => {
    const url = site.server.url;
    const cookie = await adminCookie(url);

    // ---- the instructor exports Queen of Sorrows and changes it ----
    const exported = await fetch(`${url}${casePackageUrl('queenOfSorrows')}`, {
      headers: { Cookie: cookie },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('application/zip');
    const zip = variantOf(new Uint8Array(await exported.arrayBuffer()));
    // the server's check of it, as the Add button's dry run asks, with its problems if any
    const dryRun = await fetch(`${url}/api/cases?dryRun=1`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: url, 'Content-Type': 'application/zip' },
      body: Buffer.from(zip),
    });
    expect(dryRun.status, await dryRun.clone().text()).toBe(200);

    // ---- another screen already shows the simulations, listening on the live channel ----
    const watcher = (await instructorScreen(site, cookie)).page;
    const listening = watcher.waitForResponse((r) => new URL(r.url()).pathname === EVENTS_URL);
    await watcher.goto(`${url}/simulations`);
    await watcher.getByRole('article', { name: 'Queen of Sorrows', exact: true }).waitFor();
    await listening;
    expect(await watcher.getByRole('article', { name: TITLE.en }).count()).toBe(0);

    // ---- Admin -> Cases: the package is chosen, previewed and added; the case is listed ----
    const admin = (await instructorScreen(site, cookie, { width: 1280, height: 900 })).page;
    await admin.goto(`${url}/admin`);
    await admin.getByRole('tab', { name: 'Cases' }).click();
    await admin.getByRole('heading', { level: 2, name: 'Cases' }).waitFor();
    await admin
      .getByLabel('Case package (.zip)')
      .setInputFiles({ name: `${SLUG}.zip`, mimeType: 'application/zip', buffer: Buffer.from(zip) });
    const preview = admin.getByRole('group', { name: 'Preview of the case' });
    await preview.getByText(`${KEY} · ${SLUG}`).waitFor();
    const previewRoles = preview.getByRole('list', { name: 'Roles' });
    for (const r of Object.values(ROLE_TITLES)) await previewRoles.getByText(`${r.en} (${r.ko})`).waitFor();
    // the figures in both languages' words, the range the moved limits leave, the sheet as students read it
    const figures = preview.getByRole('table', { name: 'Figures of the case' });
    for (const words of [ceilingWords, walkAwayWords])
      for (const lang of ['en', 'ko'] as const)
        await figures.getByText(words[lang], { exact: true }).waitFor();
    await preview
      .getByText(`Bargaining range: ${walkAwayWords.en} to ${ceilingWords.en}. These sides can agree.`)
      .waitFor();
    await preview.getByRole('tab', { name: ROLE_TITLES.studio!.en }).click();
    for (const [lang, name] of [
      ['en', 'English'],
      ['ko', 'Korean'],
    ] as const)
      await preview
        .getByRole('region', { name: `${ROLE_TITLES.studio!.en}, ${name}` })
        .getByText(addedSentence[lang])
        .waitFor();
    await button(preview, 'Add').click();
    await admin.getByText(`${TITLE.en} (${KEY}) was added.`).first().waitFor();
    const row = admin
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `${KEY} · ${SLUG}` });
    await row.getByText('Added', { exact: true }).waitFor();
    await row.getByText('OK', { exact: true }).waitFor();
    const listed = await instructorApi<CaseSummary[]>(site, '/api/cases', cookie);
    expect(listed.find((c) => c.key === KEY)).toMatchObject({ slug: SLUG, source: 'added', status: 'ok' });
    // the screen open before shows it too, with no reload, and its pages are the open page's routes
    await watcher
      .getByRole('article', { name: TITLE.en })
      .getByRole('link', { name: 'Instructions' })
      .click();
    await watcher.getByRole('heading', { level: 1, name: `${TITLE.en} - Choose Your Role` }).waitFor();

    // ---- it is a simulation like the others, added closed: the instructor opens it to students ----
    await admin.getByRole('tab', { name: 'Simulations' }).click();
    const simCard = admin.getByRole('group', { name: TITLE.en, exact: true });
    for (const name of ['Visible to students', 'Allow access']) {
      const toggle = simCard.getByRole('switch', { name });
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    }

    // ---- four phones join (one in Korean); the run page assigns two tables and publishes ----
    const code = await classCode(site, cookie);
    const joined: JoinedPhone[] = [];
    for (const [name, lang] of [
      ['김민지', 'ko'],
      ['Alex Park', 'en'],
      ['Sam Lee', 'en'],
      ['Jordan Choi', 'en'],
    ] as const) {
      joined.push(await joinClass(site, code, name, lang));
    }
    const run = (await instructorScreen(site, cookie)).page;
    await run.goto(`${url}/simulations/${SLUG}-run`);
    await run.getByRole('heading', { level: 1, name: `${TITLE.en}: Roles and Partners` }).waitFor();
    await run
      .getByRole('group', { name: /^Students present/ })
      .getByText('4 of 4 chosen')
      .waitFor();
    await run.getByRole('button', { name: 'Assign roles and partners' }).click();
    await run.getByRole('heading', { level: 2, name: 'Draft: not yet published' }).waitFor();
    await run.getByRole('button', { name: 'Publish', exact: true }).click();
    await run
      .getByRole('heading', { level: 2, name: 'Published: students see their role and partner' })
      .waitFor();
    const published = await latestAssignment(site, cookie, KEY);
    expect(published.published).toBe(true);
    expect(published.pairs.map((p) => p.members.map((m) => m.role).sort())).toEqual([
      ['agent', 'studio'],
      ['agent', 'studio'],
    ]);
    const phones: Phone[] = joined.map((p) => ({ ...p, ...placeOf(published, p.name) }));
    const minji = phones[0]!;
    const partnerOf = (p: Phone) => phones.find((x) => x.table === p.table && x !== p)!;

    // ---- each phone names the new case and its new role ----
    for (const p of phones) {
      const mine = myAssignment(p.page);
      await mine.filter({ hasText: placeText(p) }).waitFor();
      expect(await mine.textContent()).not.toMatch(/Queen of Sorrows|슬픔의 여왕/);
    }

    // ---- each phone opens its sheet: its own new figure, in its language; never the other role's ----
    // (one phone of each role, the Korean one among them)
    const readers = [minji, phones.find((p) => p.lang === 'en' && p.role !== minji.role)!];
    for (const p of readers) {
      const open = p.lang === 'ko' ? '내 역할 지침 열기' : 'Open my instructions';
      await myAssignment(p.page).getByRole('link', { name: open }).click();
      await p.page.waitForURL(
        `${url}/simulations/${SLUG}-${p.role}-instructions${p.lang === 'ko' ? '-korean' : ''}`,
      );
      await p.page.getByRole('note', { name: p.lang === 'ko' ? '대외비' : 'Confidential' }).waitFor();
      const h1 = await p.page.getByRole('heading', { level: 1 }).textContent();
      expect(h1).toContain(TITLE[p.lang]);
      const main = p.page.getByRole('main');
      if (p.role === 'studio') {
        await main.getByText(addedSentence[p.lang]).waitFor();
        expect(await main.textContent()).not.toContain(walkAwayWords[p.lang]);
      } else {
        await main.getByText(walkAwayWords[p.lang]).first().waitFor();
        expect(await main.textContent()).not.toContain(ceilingWords[p.lang]);
        expect(await main.textContent()).not.toContain(addedSentence[p.lang]);
      }
      await p.page.goBack();
      await myAssignment(p.page)
        .filter({ hasText: placeText(p) })
        .waitFor();
    }

    // ---- neither role's new figure reaches the other role: its pages, its role API, in either language ----
    const cookieOf = async (p: Phone) =>
      (await p.session.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const agentPhone = phones.find((p) => p.role === 'agent')!;
    const studioPhone = phones.find((p) => p.role === 'studio')!;
    for (const lang of ['en', 'ko'] as const) {
      const suffix = lang === 'ko' ? '-korean' : '';
      const read = async (p: Phone, path: string) => {
        const res = await fetch(`${url}${path}`, { headers: { Cookie: await cookieOf(p) } });
        return { status: res.status, text: await res.text() };
      };
      const seen = {
        agent: [
          await read(agentPhone, `/simulations/${SLUG}-agent-instructions${suffix}`),
          await read(agentPhone, `/simulations/${SLUG}-studio-instructions${suffix}`),
          await read(agentPhone, `/api/sims/${KEY}/roles/agent?lang=${lang}`),
          await read(agentPhone, `/api/sims/${KEY}/roles/studio?lang=${lang}`),
        ],
        studio: [
          await read(studioPhone, `/simulations/${SLUG}-studio-instructions${suffix}`),
          await read(studioPhone, `/simulations/${SLUG}-agent-instructions${suffix}`),
          await read(studioPhone, `/api/sims/${KEY}/roles/studio?lang=${lang}`),
          await read(studioPhone, `/api/sims/${KEY}/roles/agent?lang=${lang}`),
        ],
      };
      // each phone reads its own sheet, with its own new figure
      expect(seen.agent[2]!.status).toBe(200);
      expect(seen.agent[2]!.text).toContain(walkAwayWords[lang]);
      expect(seen.studio[2]!.status).toBe(200);
      expect(seen.studio[2]!.text).toContain(addedSentence[lang]);
      for (const { status, text } of seen.agent) {
        expect(status).toBeLessThan(500);
        for (const w of [...writings(CEILING, ceilingWords), 'harbour board', '하버 이사회'])
          expect(text, `the agent's phone (${lang})`).not.toContain(w);
      }
      for (const { status, text } of seen.studio) {
        expect(status).toBeLessThan(500);
        for (const w of writings(WALK_AWAY, walkAwayWords))
          expect(text, `the studio's phone (${lang})`).not.toContain(w);
      }
    }
    // the registry every page carries is public: neither figure is in it
    const registry = await minji.page.locator('script#case-registry').textContent();
    expect(registry).toContain(KEY);
    for (const w of [...writings(CEILING, ceilingWords), ...writings(WALK_AWAY, walkAwayWords)])
      expect(registry).not.toContain(w);

    // ---- the deal: plans; a first offer at one table; both tables agree and confirm ----
    for (const p of phones) await atStep(p, t(p).plan);
    for (const p of phones) {
      await fillPlan(p, p.role);
      await sendPlan(p);
    }
    const amounts = new Map<number, number>([
      [minji.table, 150],
      [phones.find((p) => p.table !== minji.table)!.table, 120],
    ]);
    const firstOfferer = minji;
    await recordFirstOffer(firstOfferer, plans[firstOfferer.role]!.firstOffer);
    const other = partnerOf(firstOfferer);
    await card(other)
      .getByTestId('first-offer')
      .filter({ hasText: t(other).opened(firstOfferer.name) })
      .waitFor();

    for (const [table, millions] of amounts) {
      const [writer, confirmer] = phones.filter((p) => p.table === table) as [Phone, Phone];
      await fillAgreement(writer, millions);
      await button(card(writer), t(writer).send).click();
      await atStep(confirmer, t(confirmer).confirmStep);
      expect(await card(confirmer).getByTestId('agreement-summary').textContent()).toContain(
        `₩${(millions * 1_000_000).toLocaleString('en-US')}`,
      );
      await button(card(confirmer), t(confirmer).confirm).click();
      for (const p of [writer, confirmer]) {
        await atStep(p, t(p).survey);
        await card(p)
          .getByTestId('agreed')
          .filter({ hasText: t(p).agreed })
          .waitFor();
      }
    }

    // ---- stored as the new case's results, one per table, confirmed by both ----
    const results = await instructorApi<ListedResultBase[]>(site, `/api/sims/${API_SLUG}/results`, cookie);
    expect(
      results
        .map((r) => ({ table: r.table, amount: r.amountPaid, both: r.confirmedByBoth }))
        .sort((a, b) => a.table! - b.table!),
    ).toEqual(
      [...amounts]
        .map(([table, millions]) => ({ table, amount: millions * 1_000_000, both: true }))
        .sort((a, b) => a.table - b.table),
    );

    // ---- the survey: skipped on one phone, answered (one statement, then sent) on the others ----
    for (const p of phones) {
      const c = card(p);
      if (p === other) {
        await button(c, t(p).skip).click();
      } else {
        await c.locator('fieldset label').nth(4).click();
        // the last statement's button sends; Next until it shows
        for (;;) {
          const send = button(c, t(p).sendAnswers);
          if (await send.count()) {
            await send.click();
            break;
          }
          await button(c, t(p).next).click();
        }
      }
      await atStep(p, t(p).done);
    }

    // ---- the run page says who skipped; the instructor releases the debrief; each phone opens its own ----
    const surveyAt = (p: Phone) => run.getByRole('list', { name: `Survey at table ${p.table}`, exact: true });
    await surveyAt(other).getByText(`${other.name}: Skipped`, { exact: true }).waitFor();
    await surveyAt(minji).getByText(`${minji.name}: Answered`, { exact: true }).waitFor();
    await run.getByRole('button', { name: 'Release debrief' }).click();
    await run.getByRole('button', { name: 'Withdraw debrief' }).waitFor();
    expect(await instructorApi(site, debriefUrls(KEY).release, cookie)).toEqual({ released: true });
    for (const p of phones) {
      await card(p)
        .getByRole('link', { name: t(p).openDebrief, exact: true })
        .click();
      await p.page.waitForURL(`${url}/simulations/${SLUG}-my-debrief`);
      const mine = p.page.getByRole('region', { name: t(p).ownDebrief });
      await mine.waitFor();
      if (p.lang === 'en')
        await mine
          .getByText(`Your pair agreed on ${amounts.get(p.table)} million won`)
          .first()
          .waitFor();
    }

    // ---- the results table and its CSV: the new case's columns and both rows ----
    const view = (await instructorScreen(site, cookie)).page;
    await view.goto(`${url}/simulations/${SLUG}-view-results`);
    await view.getByRole('table').locator('tbody tr').nth(1).waitFor();
    const download = view.waitForEvent('download');
    await view.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${SLUG}-results-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    const [header, ...rows] = parseCsv(csv.slice(1));
    expect(header!.slice(0, 4)).toEqual(['ID', 'Round', COLUMNS.reporter, COLUMNS.counterpart]);
    const at = (row: string[], column: string) => row[header!.indexOf(column)];
    expect(rows).toHaveLength(2);
    for (const [table, millions] of amounts) {
      const row = rows.find((r) => at(r, 'Table') === String(table))!;
      expect(row, `table ${table}'s row`).toBeDefined();
      expect(at(row, COLUMNS.reporter)).toBe(
        phones.find((p) => p.table === table && p.role === 'agent')!.name,
      );
      expect(at(row, COLUMNS.counterpart)).toBe(
        phones.find((p) => p.table === table && p.role === 'studio')!.name,
      );
      expect(at(row, 'Agreement Status')).toBe('Agreement Reached');
      expect(at(row, 'Amount per Episode (KRW)')).toBe(String(millions * 1_000_000));
      expect(at(row, 'Confirmed by both')).toBe('yes');
    }

    // ---- the projector debrief is the new case's ----
    const projector = (await instructorScreen(site, cookie)).page;
    await projector.goto(`${url}/simulations/${SLUG}-debrief`);
    await projector.getByRole('heading', { level: 1, name: `${TITLE.en}: debrief` }).waitFor();
    const keys = projector.getByText(/^Keys:/);
    await keys.filter({ hasText: 'figure 0 of' }).waitFor();
  }, 400_000);
});
