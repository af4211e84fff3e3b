import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { failedRequest, newPage, signInThroughModal } from './support/browser';
import { E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';
import { simPaths } from '../client/src/test/sim-paths';
import { SIMULATIONS } from '../shared/simulations';
import { caseDocument } from '../shared/testing/case-documents';

const root = fileURLToPath(new URL('../', import.meta.url));
const CLOSED = 'Queen of Sorrows is not open yet. Your instructor will open it when the class is ready.';
const AGENT_EN = "Queen of Sorrows — Confidential Instructions for Yeji's Agent";
const AGENT_KO = '슬픔의 여왕 — 예지 소속사 대표 기밀 지침';

const site = siteForThisFile();

// exact: a variant's card ("Queen of Sorrows (B)") holds its base's title
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

describe('simulations journey', () => {
  it('a student chooses the agent role, reads the instructions, switches to Korean and back', async () => {
    const { page } = await newPage(site.browser, { viewport: { width: 375, height: 740 } });
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('noto-sans-kr')) fonts.push(r.url());
    });
    await page.goto(`${site.server.url}/simulations`);
    await card(page, 'Tariff Wars').waitFor();
    await expectNoSeriousA11yViolations(page);
    await card(page, 'Queen of Sorrows').getByRole('link', { name: 'Instructions' }).click();

    await page.getByRole('heading', { level: 1, name: 'Queen of Sorrows - Choose Your Role' }).waitFor();
    await card(page, "Yeji's Agent").getByRole('button', { name: 'Choose this role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your role' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: "I'm not sure" }).click();
    await dialog.waitFor({ state: 'detached' });
    await card(page, "Yeji's Agent").getByRole('button', { name: 'Choose this role' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL(`${site.server.url}/simulations/queen-of-sorrows-agent-instructions`);
    await page.getByRole('heading', { level: 1, name: AGENT_EN }).waitFor();
    await page.getByRole('note', { name: 'Confidential' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Your back-up plan (BATNA)' }).waitFor();
    // the wide limits table scrolls inside its box; the page itself never scrolls sideways on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);

    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: '한국어' }).click();
    await page.waitForURL(`${site.server.url}/simulations/queen-of-sorrows-agent-instructions-korean`);
    const h1 = page.getByRole('heading', { level: 1, name: AGENT_KO });
    await h1.waitFor();
    expect(await h1.getAttribute('lang')).toBe('ko');
    expect(await page.locator('article[lang="ko"]').getByText('회당 5천만 원 미만은').count()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // a Korean page is Korean: the document's language and the page's own words
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    // the site serves its own Korean font for PCs without one (here the browser finds a local one first,
    // so the font is asked for explicitly): its faces are declared on this page and a slice loads
    const loaded = await page.evaluate(async () =>
      (await document.fonts.load('16px "Noto Sans KR"', '한국어')).map((f) => f.status),
    );
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.every((status) => status === 'loaded')).toBe(true);
    expect(fonts.some((url) => /noto-sans-kr-\d+-400-normal[-\w]*\.woff2$/.test(url))).toBe(true);
    await page.getByRole('note', { name: '대외비' }).waitFor();
    await page.getByRole('button', { name: '인쇄' }).waitFor();
    await page.getByRole('link', { name: '결과 보고' }).first().waitFor();
    await page.reload();
    await h1.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');

    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${site.server.url}/simulations/queen-of-sorrows-agent-instructions`);
    await page.getByRole('heading', { level: 1, name: AGENT_EN }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // a direct visit (a shared link, a reload) works too
    await page.reload();
    await page.getByRole('heading', { level: 1, name: AGENT_EN }).waitFor();
  });

  it('a Korean student stays in Korean: join QR page -> 한국어 -> role -> instructions -> Back -> course review', async () => {
    const { page } = await newPage(site.browser, { viewport: { width: 390, height: 844 } });
    // the join screen's QR code opens the English role choice (join-links.ts); it offers 한국어
    await page.goto(`${site.server.url}${simPaths.casting.roles}`);
    await page.getByRole('heading', { level: 1, name: 'Queen of Sorrows - Choose Your Role' }).waitFor();
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: '한국어' }).click();
    await page.waitForURL(`${site.server.url}${simPaths.casting.rolesKo}`);
    const rolesKo = page.getByRole('heading', { level: 1, name: '슬픔의 여왕 - 역할 선택' });
    await rolesKo.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    await expectNoSeriousA11yViolations(page);

    await card(page, '예지 소속사 대표').getByRole('button', { name: '이 역할 선택' }).click();
    await page.getByRole('dialog', { name: '역할 확인' }).getByRole('button', { name: '확인' }).click();
    await page.waitForURL(`${site.server.url}${simPaths.casting.agentKo}`);
    await page.getByRole('heading', { level: 1, name: AGENT_KO }).waitFor();

    // the browser's Back: the Korean role choice, lang="ko"
    await page.goBack();
    await page.waitForURL(`${site.server.url}${simPaths.casting.rolesKo}`);
    await rolesKo.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    // the page's own back link from the instructions does the same, and a reload is Korean from the server
    await page.goForward();
    await page.getByRole('link', { name: '역할 선택으로 돌아가기' }).first().click();
    await rolesKo.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    await page.reload();
    await rolesKo.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');

    // the course review, in Korean, from the Korean page
    await page.getByRole('button', { name: '강의 평가하기' }).click();
    const review = page.getByRole('dialog', { name: '강의 평가하기' });
    await review.getByText('8', { exact: true }).first().click();
    await review.getByLabel(/의견/).fill('실습이 많아서 좋았습니다.');
    await expectNoSeriousA11yViolations(page);
    await review.getByRole('button', { name: '평가 제출' }).click();
    await review.getByText('소중한 의견 감사합니다!').waitFor();
    expect(await review.getAttribute('lang')).toBe('ko');
  });

  it('when the instructor closes access, a student sees the closed message and the API refuses; the instructor still reads it', async () => {
    const admin = await newPage(site.browser);
    await admin.page.goto(`${site.server.url}/simulations`);
    await signInThroughModal(admin.page, E2E_ADMIN.email, E2E_ADMIN.password);
    const access = card(admin.page, 'Queen of Sorrows').getByRole('switch', { name: 'Allow access' });
    const saved = admin.page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/visibility/simulations/queenOfSorrows') && r.request().method() === 'PATCH',
    );
    await access.click();
    expect((await saved).status()).toBe(200);
    await card(admin.page, 'Queen of Sorrows').getByText('Access closed').waitFor();

    const student = await newPage(site.browser);
    // the page asks for the instructions and is refused (so is the fetch below): chromium logs the 403
    student.expectError(failedRequest(403, '/api/sims/queenOfSorrows/roles/agent'));
    await student.page.goto(`${site.server.url}/simulations/queen-of-sorrows-agent-instructions`);
    await student.page.getByText(CLOSED).waitFor();
    expect(await student.page.getByRole('heading', { level: 2, name: 'Background' }).count()).toBe(0);
    const api = await student.page.evaluate(async () => {
      const res = await fetch('/api/sims/queenOfSorrows/roles/agent?lang=en');
      return { status: res.status, cache: res.headers.get('cache-control'), body: await res.json() };
    });
    expect(api).toEqual({ status: 403, cache: 'no-store', body: { success: false, message: CLOSED } });

    // the Simulations page no longer offers the links, and the role-choice page says why
    await student.page.goto(`${site.server.url}/simulations`);
    await card(student.page, 'Queen of Sorrows')
      .getByText(/Not open yet/)
      .waitFor();
    expect(await card(student.page, 'Queen of Sorrows').getByRole('link').count()).toBe(0);
    await student.page.goto(`${site.server.url}/simulations/queen-of-sorrows-instructions`);
    await student.page.getByText(CLOSED).waitFor();

    await admin.page.goto(`${site.server.url}/simulations/queen-of-sorrows-agent-instructions-korean`);
    await admin.page.getByRole('heading', { level: 1, name: AGENT_KO }).waitFor();
    await admin.page.getByText('Closed to students').waitFor();
  });

  it('shows Tariff Wars with its banner and both briefings, with the payoff matrix', async () => {
    const { page } = await newPage(site.browser);
    await page.goto(`${site.server.url}/simulations/solara-lunara-instructions`);
    await page.getByRole('heading', { level: 1, name: 'Tariff Wars - Instructions' }).waitFor();
    const banner = page.getByRole('img', { name: /Tariff Wars/ });
    expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await card(page, 'Lunara Representative').getByRole('link', { name: 'View Instructions' }).click();
    await page.waitForURL(`${site.server.url}/simulations/solara-lunara-lunara-instructions`);
    await page.getByRole('cell', { name: '12 / 4' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});

describe('the client bundle', () => {
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

  /**
   * The first sentence of each document's first section: text only that role's readers (or, for the
   * teaching notes, only the instructor) may see.
   */
  const distinctiveSentences = (documents: string[]) =>
    documents.map((file) => {
      // as the site serves it: the case package's document with its figures written out
      const text = caseDocument(file);
      const body = text.split(/^## .*$/m)[1]!;
      const paragraph = body.split('\n').find((l) => l.trim() && !l.startsWith('**'))!;
      return { file, sentence: paragraph.slice(0, 80) };
    });
  const roleSheets = () =>
    SIMULATIONS.flatMap((sim) => sim.roles.flatMap((r) => [r.content.en, r.content.ko]));
  const teachingNotes = () =>
    SIMULATIONS.flatMap((sim) => (sim.teachingNotes ? [sim.teachingNotes.en, sim.teachingNotes.ko] : []));

  it('does not contain the instructions of any role', () => {
    const bundle = files(path.join(root, 'dist/client'))
      .filter((f) => /\.(js|html|css|json|map|txt|svg)$/.test(f))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    // the search does see the page code: the role-choice page's own words are there (the cases' titles are
    // not: every page carries them as data, none is in the bundle)
    expect(bundle).toContain('Confirm your role');
    expect(bundle).not.toContain('Tariff Wars - Instructions');
    const sentences = distinctiveSentences(roleSheets());
    // one from every sheet (a variant's sheets are its base's, read again under its own key)
    expect(sentences).toHaveLength(roleSheets().length);
    for (const { file, sentence } of sentences) {
      expect(sentence.length, file).toBeGreaterThan(40);
      expect(bundle.includes(sentence), `${file}: "${sentence}"`).toBe(false);
    }
  });

  it('does not contain the teaching notes (only the instructor API serves them)', () => {
    const bundle = files(path.join(root, 'dist/client'))
      .filter((f) => /\.(js|html|css|json|map|txt|svg)$/.test(f))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    const sentences = distinctiveSentences(teachingNotes());
    expect(sentences).toHaveLength(teachingNotes().length);
    for (const { file, sentence } of sentences) {
      expect(sentence.length, file).toBeGreaterThan(40);
      expect(bundle.includes(sentence), `${file}: "${sentence}"`).toBe(false);
    }
  });
});
