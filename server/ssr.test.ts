import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from './lib/http';
import { defineRead, dispatchReads, type Read } from './lib/reads';
import { caseFiguresOf } from '@shared/case-figures';
import { CASE_REGISTRY_ID, CASE_REGISTRY_PATH, type PublicRegistry } from '@shared/cases/public-registry';
import { SIMULATIONS } from '@shared/simulations';
import { createPageRenderer } from './ssr';

// The real renderer (client/src/entry-server.tsx) is exercised against the built site in
// e2e/server-rendering.spec.ts; these tests pin down how the server embeds its answer and what it does
// when there is none.
const TEMPLATE = '<!doctype html><html><body><div id="root"></div></body></html>';
/** Every page carries the case registry's public half (shared/cases/public-registry.ts); these tests look past it. */
const REGISTRY_BLOCK = /<script type="application\/json" id="case-registry">[^<]*<\/script>/;
const withoutRegistry = (html: string) => html.replace(REGISTRY_BLOCK, '');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A read that answers who is reading, as the API's reads see them. */
const echo = defineRead({
  path: '/api/echo',
  public: false,
  read: (viewer) => ({ admin: viewer.admin?.email ?? null, team: viewer.teamToken ?? null }),
});

function siteWithRenderer(
  entrySource: string | null,
  template = TEMPLATE,
  deadlineMs = 600_000,
  reads: Read[] = [echo],
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-'));
  dirs.push(dir);
  if (entrySource !== null) fs.writeFileSync(path.join(dir, 'entry-server.js'), entrySource);
  const renderPage = createPageRenderer(dir, template, pino({ level: 'silent' }), dispatchReads(reads), {
    deadlineMs,
  });
  const app = express();
  app.use(cookieParser());
  app.get(/.*/, async (req, res) => void res.type('html').send((await renderPage(req)).html));
  return { app, renderPage };
}

describe('server rendering', () => {
  it('marks a Korean instruction page as Korean (<html lang="ko">), rendered or not, and every other page English', async () => {
    const template = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
    const rendered = siteWithRenderer(
      'export async function render() { return { html: "", payload: {} }; }',
      template,
    ).app;
    const unrendered = siteWithRenderer(null, template).app;
    for (const app of [rendered, unrendered]) {
      const ko = await request(app)
        .get('/simulations/queen-of-sorrows-agent-instructions-korean')
        .expect(200);
      expect(ko.text).toContain('<html lang="ko">');
      const en = await request(app).get('/simulations/queen-of-sorrows-agent-instructions').expect(200);
      expect(en.text).toContain('<html lang="en">');
      expect((await request(app).get('/decks')).text).toContain('<html lang="en">');
      // a page that reads ?lang=ko is Korean with it
      expect((await request(app).get('/privacy?lang=ko')).text).toContain('<html lang="ko">');
      expect((await request(app).get('/privacy?lang=fr')).text).toContain('<html lang="en">');
      expect((await request(app).get('/decks?lang=ko')).text).toContain('<html lang="ko">');
    }
  });

  it('puts the rendered page inside #root and its data in a JSON block no value can break out of', async () => {
    const { app } = siteWithRenderer(`
      export async function render(r) {
        return { html: '<h1>Page ' + r.url + '</h1>', payload: { note: '</script><script>alert(1)</script>' } };
      }`);
    const res = await request(app).get('/decks?x=1').expect(200);
    expect(res.text).toContain('<div id="root"><h1>Page /decks?x=1</h1></div>');
    expect(res.text).toContain('<script type="application/json" id="ssr-data">');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(withoutRegistry(res.text).match(/<\/script>/g)).toHaveLength(1);
    const json = res.text.split('id="ssr-data">')[1]!.split('</script>')[0]!;
    expect(JSON.parse(json)).toEqual({ note: '</script><script>alert(1)</script>' });
  });

  it('sends the unrendered page, which the browser renders itself, when rendering fails', async () => {
    const { app } = siteWithRenderer(`export async function render() { throw new Error('boom'); }`);
    const res = await request(app).get('/decks').expect(200);
    expect(withoutRegistry(res.text)).toBe(TEMPLATE);
  });

  it('sends the unrendered page when rendering outlasts RENDER_DEADLINE_MS', async () => {
    // a render that only ends when its deadline aborts it (as a stuck API read would)
    const { app } = siteWithRenderer(
      `export function render(r) {
        return new Promise((_, reject) => r.signal.addEventListener('abort', () => reject(r.signal.reason)));
      }`,
      TEMPLATE,
      50,
    );
    const res = await request(app).get('/decks').expect(200);
    expect(withoutRegistry(res.text)).toBe(TEMPLATE);
  });

  it('sends the unrendered page when the site was built without a renderer', async () => {
    const res = await request(siteWithRenderer(null).app).get('/').expect(200);
    expect(withoutRegistry(res.text)).toBe(TEMPLATE);
  });

  it("answers the page's reads with the API's own reads, for the request's viewer (no HTTP), so the API decides what the page may show", async () => {
    const { app } = siteWithRenderer(`
      export async function render(r) {
        const res = await r.fetch('/api/echo', { method: 'GET' });
        return { html: 'api=' + JSON.stringify(await res.json()) + ' user=' + JSON.stringify(r.user), payload: {} };
      }`);
    const res = await request(app).get('/').set('Cookie', 'sid=abc; tariff_team=t1').expect(200);
    expect(res.text).toContain('api={"admin":null,"team":"t1"} user=null');
  });

  it('says a page may be kept only when every read it made was public', async () => {
    const reads = [
      defineRead({
        path: '/api/known/:id',
        public: true,
        read: (_viewer, params) => {
          throw new HttpError(403, `closed ${params.id}`);
        },
      }),
      echo,
    ];
    const { renderPage } = siteWithRenderer(
      `export async function render(r) {
        const parts = [];
        for (const url of r.url.split('?')[1].split(',')) {
          const res = await r.fetch(url, { method: 'GET' });
          parts.push(res.status + ':' + (await res.text()));
        }
        return { html: parts.join(' '), payload: {} };
      }`,
      TEMPLATE,
      600_000,
      reads,
    );
    const app = express();
    app.get(/.*/, async (req, res) => void res.json(await renderPage(req)));
    const held = await request(app).get('/x?/api/known/a').expect(200);
    expect(held.body.html).toContain('<div id="root">403:{"success":false,"message":"closed a"}</div>');
    expect(held.body.keepable).toBe(true);
    const mixed = await request(app).get('/x?/api/known/a,/api/echo').expect(200);
    expect(mixed.body.html).toContain(
      '<div id="root">403:{"success":false,"message":"closed a"} 200:{"admin":null,"team":null}</div>',
    );
    expect(mixed.body.keepable).toBe(false);
    const unknown = await request(app).get('/x?/api/known/a,/api/nothing').expect(200);
    expect(unknown.body.html).toContain('404:');
    expect(unknown.body.keepable).toBe(false);
  });
});

describe('the case registry on every page', () => {
  it("is read by the page's boot script under the same id and address (it imports nothing to stay small)", () => {
    const boot = fs.readFileSync(path.join(import.meta.dirname, '../client/src/boot.ts'), 'utf8');
    expect(boot).toContain(`const BLOCK_ID = '${CASE_REGISTRY_ID}';`);
    expect(boot).toContain(`const REGISTRY_PATH = '${CASE_REGISTRY_PATH}';`);
  });

  it('is a data block the browser registers, with no figure of any side in it', async () => {
    const { app } = siteWithRenderer(`export async function render() { throw new Error('no'); }`);
    const res = await request(app).get('/simulations').expect(200);
    const json = REGISTRY_BLOCK.exec(res.text)?.[0]
      .replace(/^<script[^>]*>/, '')
      .replace(/<\/script>$/, '');
    const registry = JSON.parse(json!) as PublicRegistry;
    expect(registry.simulations.map((s) => s.key)).toEqual(SIMULATIONS.map((s) => s.key));
    expect(registry.flows.map((f) => f.key)).toEqual([
      'queenOfSorrows',
      'queenOfSorrowsNoDeal',
      'shinhwaDaesung',
    ]);
    // each side's limits stay on the server: no figure kept from a role is on the page, in any form
    for (const key of ['queenOfSorrows', 'queenOfSorrowsNoDeal', 'shinhwaDaesung'])
      for (const figure of Object.values(caseFiguresOf(key)!.roles).flatMap((r) => r.never))
        for (const form of [String(figure.value), figure.en, figure.ko])
          expect(json).not.toMatch(new RegExp(`(?<![\\d.,])${form}(?!\\d)`));
  });
});
