import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulationClosedMessage } from '@shared/simulations';
import { paths } from '../../lib/paths';
import { createTestContext, type TestContext } from '../../test/harness';
import { renderRoleDocument } from '../../lib/document-markdown';
import { readRoleDocuments } from './content-loader';
import { registerFixtureSimulation, unregisterFixtureSimulation } from '@shared/testing/fixture-simulation';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const agentUrl = '/api/sims/queenOfSorrows/roles/agent';

describe('GET /api/sims/{key}/roles/{role}', () => {
  it('gives a student the instructions of an open simulation, in English or Korean, never cached', async () => {
    const en = await request(t.app).get(`${agentUrl}?lang=en`);
    expect(en.status).toBe(200);
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.body.success).toBe(true);
    expect(en.body.data).toMatchObject({
      sim: 'queenOfSorrows',
      role: 'agent',
      lang: 'en',
      title: "Queen of Sorrows — Confidential Instructions for Yeji's Agent",
    });
    expect(en.body.data.html).toContain('<h2>Background</h2>');
    expect(en.body.data.html).toContain('200 million won');
    // the heading is the title, not repeated in the body
    expect(en.body.data.html).not.toContain('<h1>');

    const ko = await request(t.app).get(`${agentUrl}?lang=ko`);
    expect(ko.status).toBe(200);
    expect(ko.body.data.lang).toBe('ko');
    expect(ko.body.data.title).toBe('슬픔의 여왕 — 예지 소속사 대표 기밀 지침');
    expect(ko.body.data.html).toContain('2억 원');
  });

  it('answers every role of every simulation in both languages', async () => {
    const roles = {
      queenOfSorrows: ['agent', 'studio'],
      shinhwaDaesung: ['shinhwa', 'daesung'],
      solaraLunara: ['solara', 'lunara'],
    };
    const titles = new Set<string>();
    for (const [sim, slugs] of Object.entries(roles)) {
      for (const role of slugs) {
        for (const lang of ['en', 'ko']) {
          const res = await request(t.app).get(`/api/sims/${sim}/roles/${role}?lang=${lang}`);
          expect(res.status, `${sim}/${role}/${lang}`).toBe(200);
          expect(res.body.data.html.length).toBeGreaterThan(3000);
          titles.add(res.body.data.title);
        }
      }
    }
    expect(titles.size).toBe(12);
  });

  it('wraps tables so they scroll sideways on a phone', async () => {
    const res = await request(t.app).get('/api/sims/solaraLunara/roles/solara?lang=en');
    expect(res.body.data.html).toMatch(
      /<div class="table-scroll" tabindex="0"><table>[\s\S]*?<\/table><\/div>/,
    );
    expect(res.body.data.html).toContain('<td>6 / 6</td>');
  });

  it('defaults to English when no language is given', async () => {
    const res = await request(t.app).get(agentUrl);
    expect(res.status).toBe(200);
    expect(res.body.data.lang).toBe('en');
  });

  it('answers 404 for an unknown simulation or role and 400 for an unknown language', async () => {
    const unknownSim = await request(t.app).get('/api/sims/chess/roles/agent?lang=en');
    expect(unknownSim.status).toBe(404);
    expect(unknownSim.body).toEqual({ success: false, message: 'Unknown simulation.' });
    expect(unknownSim.headers['cache-control']).toBe('no-store');

    // a real role of another simulation is still unknown here
    for (const url of [
      '/api/sims/queenOfSorrows/roles/shinhwa?lang=en',
      '/api/sims/queenOfSorrows/roles/director?lang=en',
      '/api/sims/queenOfSorrows/roles/__proto__?lang=en',
    ]) {
      const res = await request(t.app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Unknown role.' });
    }

    for (const lang of ['fr', 'EN', '', 'en&lang=ko']) {
      const res = await request(t.app).get(`${agentUrl}?lang=${lang}`);
      expect(res.status, lang).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Unknown language: use lang=en or lang=ko.' });
    }
  });

  it('refuses a student with a clear message while the simulation is closed; the instructor still reads it', async () => {
    const admin = await t.signIn();
    const expected = { success: false, message: simulationClosedMessage('Queen of Sorrows') };

    await admin.patch('/api/visibility/simulations/queenOfSorrows').send({ isAccessible: false });
    const closed = await request(t.app).get(`${agentUrl}?lang=ko`);
    expect(closed.status).toBe(403);
    expect(closed.body).toEqual(expected);
    expect(closed.body.message).toBe(
      'Queen of Sorrows is not open yet. Your instructor will open it when the class is ready.',
    );
    expect(closed.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(closed.body)).not.toContain('5천만');

    const asAdmin = await admin.get(`${agentUrl}?lang=ko`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.html).toContain('5천만 원');
    expect(asAdmin.headers['cache-control']).toBe('no-store');

    // the other simulations are unaffected
    expect((await request(t.app).get('/api/sims/shinhwaDaesung/roles/daesung?lang=en')).status).toBe(200);

    // hidden but accessible is closed too
    await admin
      .patch('/api/visibility/simulations/queenOfSorrows')
      .send({ isVisible: false, isAccessible: true });
    expect((await request(t.app).get(`${agentUrl}?lang=en`)).status).toBe(403);

    await admin.patch('/api/visibility/simulations/queenOfSorrows').send({ isVisible: true });
    expect((await request(t.app).get(`${agentUrl}?lang=en`)).status).toBe(200);
  });

  it('treats a signed-out instructor as a student', async () => {
    const admin = await t.signIn();
    await admin.patch('/api/visibility/simulations/solaraLunara').send({ isAccessible: false });
    await admin.post('/api/auth/logout');
    expect((await admin.get('/api/sims/solaraLunara/roles/lunara?lang=en')).status).toBe(403);
    const again = await t.signIn();
    await again.patch('/api/visibility/simulations/solaraLunara').send({ isAccessible: true });
  });
});

describe('role documents', () => {
  it('reads all twenty documents the registry names (a variant names its base’s again)', () => {
    const docs = readRoleDocuments(paths.root);
    expect(docs.size).toBe(20);
  });

  it('stops at start-up with the path of a missing document', () => {
    // A case package's documents are in the registry, checked when it was registered; a document the
    // registry names by a path on disk (the test-only fixture case's) is read from the root.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roles-'));
    registerFixtureSimulation();
    try {
      expect(() => readRoleDocuments(dir)).toThrow(
        /Role instructions are missing: .*harbour-lease.tenant\.en\.md/,
      );
    } finally {
      unregisterFixtureSimulation();
    }
  });

  it('takes the first heading as the title and refuses a document without one', () => {
    expect(renderRoleDocument('# The *Title*\n\nSome **text**.\n')).toEqual({
      title: 'The Title',
      html: '<p>Some <strong>text</strong>.</p>\n',
    });
    expect(() => renderRoleDocument('Just text')).toThrow(/# Title/);
  });

  it('marks Korean words in an English document with lang="ko", and leaves Korean documents as they are', () => {
    const source = '# Role\n\nThe firm Shinhwa (법무법인 신화) and Yeji (예지).\n';
    expect(renderRoleDocument(source, 'en').html).toBe(
      '<p>The firm Shinhwa (<span lang="ko">법무법인 신화</span>) and Yeji (<span lang="ko">예지</span>).</p>\n',
    );
    expect(renderRoleDocument(source, 'ko').html).toBe(
      '<p>The firm Shinhwa (법무법인 신화) and Yeji (예지).</p>\n',
    );
  });
});
