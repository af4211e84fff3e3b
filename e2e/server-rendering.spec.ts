import { beforeAll, describe, expect, it } from 'vitest';
import { allPaths, paths } from '../shared/routes';
import { newPage } from './support/browser';
import { adminCookie as signIn, E2E_ADMIN } from './support/server';
import { siteForThisFile } from './support/site';
import { simPaths } from '../client/src/test/sim-paths';
import { roleSheet } from '../shared/testing/case-documents';

// Every page comes from the server already rendered (ADR 0005). What it shows is what the API allows the
// visitor's own session, and nothing in it runs as an inline script.
const AGENT_EN = "Queen of Sorrows — Confidential Instructions for Yeji's Agent";
const BATNA = 'Your back-up plan (BATNA)';

/**
 * Plain sentences of the agent's instructions, as the site renders them from the case package (their first 60
 * characters; only lines without markup, characters that HTML escapes, or Korean, which the page wraps in
 * its own lang="ko" element): what a closed role-play must not send.
 */
const AGENT_SENTENCES = roleSheet('queenOfSorrows', 'agent', 'en')
  .split('\n')
  .map((line) => line.trim().slice(0, 60))
  .filter((start) => /^[A-Z][^*_|#`<>&'"[\]\u0080-\uffff]{59}$/.test(start));

const site = siteForThisFile();
let adminCookie: string;
beforeAll(async () => {
  adminCookie = await signIn(site.server.url);
});

const html = async (path: string, cookie?: string) => {
  const res = await fetch(site.server.url + path, { headers: cookie ? { Cookie: cookie } : {} });
  // (React separates adjacent text with <!-- --> in server HTML)
  return { status: res.status, text: (await res.text()).replaceAll('<!-- -->', ''), headers: res.headers };
};

const setCasting = (setting: { isAccessible: boolean }) =>
  fetch(`${site.server.url}/api/visibility/simulations/queenOfSorrows`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Origin: site.server.url, Cookie: adminCookie },
    body: JSON.stringify(setting),
  }).then((r) => expect(r.status).toBe(200));

describe('server rendering', () => {
  it('a phone with JavaScript off still reads the decks, the simulations and the role instructions', async () => {
    const { page } = await newPage(site.browser, {
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });

    await page.goto(site.server.url + paths.decks);
    await page.getByRole('heading', { level: 1, name: 'Presentation Decks' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(4);

    await page.goto(site.server.url + paths.simulations);
    expect(await page.getByRole('article', { name: 'Tariff Wars', exact: true }).count()).toBe(1);

    await page.goto(site.server.url + simPaths.casting.agent);
    await page.getByRole('heading', { level: 1, name: AGENT_EN }).waitFor();
    await page.getByRole('heading', { level: 2, name: BATNA }).waitFor();
  });

  it('leaves closed role instructions out of the page it sends', async () => {
    expect(AGENT_SENTENCES.length).toBeGreaterThan(5);
    // open, the page holds every one of those sentences: the check below looks for text that is there
    const open = (await html(simPaths.casting.agent)).text;
    expect(open).toContain(BATNA);
    for (const sentence of AGENT_SENTENCES) expect(open, sentence).toContain(sentence);

    await setCasting({ isAccessible: false });
    try {
      const closed = await html(simPaths.casting.agent);
      expect(closed.status).toBe(200);
      expect(closed.text).not.toContain(BATNA);
      for (const sentence of AGENT_SENTENCES) expect(closed.text, sentence).not.toContain(sentence);
    } finally {
      await setCasting({ isAccessible: true });
    }
  });

  it("renders the results page for the instructor's session only; its rows, students' names, come from the API", async () => {
    const submitted = await fetch(`${site.server.url}/api/sims/qos/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.server.url },
      body: JSON.stringify({
        yeji_agent_name: 'Han Seoyeon',
        studio_counterpart_name: 'Jung Daeho',
        no_agreement: false,
        amount_paid: 70_000_000,
        additional_terms: '',
      }),
    });
    expect(submitted.status).toBe(201);

    const visitor = await html(simPaths.casting.results);
    expect(visitor.text).not.toContain('Queen of Sorrows Results');
    expect(visitor.text).not.toContain('Han Seoyeon');
    const instructor = await html(simPaths.casting.results, adminCookie);
    expect(instructor.text).toContain('Queen of Sorrows Results');
    expect(instructor.text).toContain(`Welcome, ${E2E_ADMIN.name}!`);
    expect(instructor.headers.get('cache-control')).toBe('no-store');
    // the rows are left to the browser, which asks the API with the instructor's session (a long list
    // would make the page too large to embed)
    expect(instructor.text).not.toContain('Han Seoyeon');
    const rows = (cookie?: string) =>
      fetch(`${site.server.url}/api/sims/qos/results`, { headers: cookie ? { Cookie: cookie } : {} });
    expect(JSON.stringify(await (await rows(adminCookie)).json())).toContain('Han Seoyeon');
    expect((await rows()).status).toBe(401);
  });

  it('sends no inline script on any page: only the site bundle and a JSON data block', async () => {
    for (const path of [...allPaths(), '/no-such-page']) {
      const { text } = await html(path, adminCookie);
      const scripts = [...text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!.trim());
      expect(scripts.length, path).toBeGreaterThanOrEqual(2);
      for (const attrs of scripts) {
        expect(
          /\bsrc="\/assets\/[^"]+\.js"/.test(attrs) || attrs.includes('type="application/json"'),
          `${path}: ${attrs}`,
        ).toBe(true);
      }
    }
  });
});
