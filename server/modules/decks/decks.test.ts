import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DECK_KEYS } from '@shared/keys';
import { paths } from '../../lib/paths';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
});
afterAll(() => t.close());

// Every test starts from the defaults (all visible and downloadable).
beforeEach(async () => {
  for (const key of DECK_KEYS) {
    const res = await admin
      .patch(`/api/visibility/decks/${key}`)
      .send({ isVisible: true, isDownloadable: true });
    expect(res.status).toBe(200);
  }
});

/** supertest buffers application/pdf bodies as a Buffer. */
const pdfBody = (res: request.Response): Buffer => res.body as Buffer;

describe('GET /decks/{key}.pdf', () => {
  it('serves every committed deck to anyone while it is visible and downloadable', async () => {
    for (const key of DECK_KEYS) {
      const res = await request(t.app).get(`/decks/${key}.pdf`).buffer(true);
      expect(res.status, key).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(pdfBody(res).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfBody(res).length).toBe(fs.statSync(path.join(paths.deckPdfs, `${key}.pdf`)).size);
      // access can change at any moment, so browsers must not reuse a copy without asking
      expect(res.headers['cache-control']).toContain('no-cache');
    }
  });

  it('answers 404 to a student for a hidden deck, whatever its download setting', async () => {
    await admin.patch('/api/visibility/decks/ai').send({ isVisible: false });
    const res = await request(t.app).get('/decks/ai.pdf');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ success: false, message: 'Unknown deck.' });
    // the other decks are unaffected
    expect((await request(t.app).get('/decks/negotiation.pdf')).status).toBe(200);

    await admin.patch('/api/visibility/decks/ai').send({ isDownloadable: false });
    expect((await request(t.app).get('/decks/ai.pdf')).status).toBe(404);
  });

  it('serves the Korean slides and the handouts under the same rules as the English slides', async () => {
    const files = ['negotiation.ko.pdf', 'negotiation-handout.pdf', 'negotiation-handout.ko.pdf'];
    for (const key of DECK_KEYS) files.push(`${key}.ko.pdf`);
    files.push('communication-handout.pdf', 'communication-handout.ko.pdf');
    for (const file of files) {
      const res = await request(t.app).get(`/decks/${file}`).buffer(true);
      expect(res.status, file).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(pdfBody(res).length, file).toBe(fs.statSync(path.join(paths.deckPdfs, file)).size);
    }
    // hidden: 404 for every language and the handout; download off: 403; the instructor: always
    await admin.patch('/api/visibility/decks/negotiation').send({ isVisible: false });
    await admin.patch('/api/visibility/decks/communication').send({ isDownloadable: false });
    for (const file of ['negotiation.ko.pdf', 'negotiation-handout.pdf', 'negotiation-handout.ko.pdf']) {
      const res = await request(t.app).get(`/decks/${file}`);
      expect(res.status, file).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Unknown deck.' });
      expect((await admin.get(`/decks/${file}`)).status, file).toBe(200);
    }
    for (const file of [
      'communication.ko.pdf',
      'communication-handout.pdf',
      'communication-handout.ko.pdf',
    ]) {
      expect((await request(t.app).get(`/decks/${file}`)).status, file).toBe(403);
      expect((await admin.get(`/decks/${file}`)).status, file).toBe(200);
    }
    // a deck without a handout, or a language that does not exist, is no file
    for (const file of [
      'ai-handout.pdf',
      'ai.ja.pdf',
      'ai.ko.ko.pdf',
      'ai-handout-handout.pdf',
      'cooking.ko.pdf',
    ]) {
      expect((await admin.get(`/decks/${file}`)).status, file).toBe(404);
    }
  });

  it('answers 403 to a student for a visible deck whose download is turned off', async () => {
    await admin.patch('/api/visibility/decks/communication').send({ isDownloadable: false });
    const res = await request(t.app).get('/decks/communication.pdf');
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/not made these slides available for download/);
    expect(pdfBody(res).toString('latin1')).not.toContain('%PDF');
  });

  it('always serves the instructor, who presents hidden and non-downloadable decks', async () => {
    await admin
      .patch('/api/visibility/decks/collaboration')
      .send({ isVisible: false, isDownloadable: false });
    await admin.patch('/api/visibility/decks/negotiation').send({ isDownloadable: false });
    for (const key of ['collaboration', 'negotiation']) {
      const res = await admin.get(`/decks/${key}.pdf`).buffer(true);
      expect(res.status, key).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(pdfBody(res).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // and the student still is refused
    expect((await request(t.app).get('/decks/collaboration.pdf')).status).toBe(404);
    expect((await request(t.app).get('/decks/negotiation.pdf')).status).toBe(403);
  });

  it('answers 404 for unknown decks and file names, to students and the instructor alike', async () => {
    const names = [
      'cooking.pdf',
      'ai',
      'ai.pdf.bak',
      'ai.svg',
      '.pdf',
      'ai.pdf%00.txt',
      'negotiation.pdf/extra',
      'sub/ai.pdf',
    ];
    for (const name of names) {
      for (const client of [request(t.app), admin]) {
        const res = await client.get(`/decks/${name}`);
        expect(res.status, name).toBe(404);
        expect(res.headers['content-type'], name).toMatch(/application\/json/);
      }
    }
  });

  it('answers 404 to path traversal attempts and never leaks another file', async () => {
    const attempts = [
      '/decks/..%2fpackage.json',
      '/decks/..%2F..%2Fpackage.json',
      '/decks/%2e%2e%2fserver%2fapp.ts',
      '/decks/%2e%2e/%2e%2e/package.json',
      '/decks/..%5c..%5cpackage.json',
      '/decks/%252e%252e%252fpackage.json',
      '/decks/ai.pdf%2f..%2f..%2fpackage.json',
      '/decks/....//package.json',
    ];
    for (const url of attempts) {
      for (const client of [request(t.app), admin]) {
        const res = await client.get(url);
        expect(res.status, url).toBe(404);
        expect(res.text, url).not.toContain('"name": "course-site"');
      }
    }
  });

  it('serves only from its own directory: a deck missing on disk is a 404, not a crash', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'decks-empty-'));
    const { createApp } = await import('../../app');
    const { pino } = await import('pino');
    const app = createApp({
      database: t.database,
      config: t.config,
      logger: pino({ level: 'silent' }),
      clientDist: '/nonexistent',
      decksDir: empty,
    }).app;
    const res = await request(app).get('/decks/ai.pdf');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Unknown deck.' });
    fs.rmSync(empty, { recursive: true });
  });

  it('leaves the /decks page itself to the client app', async () => {
    const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'client-dist-'));
    fs.writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>spa</title>');
    const { createApp } = await import('../../app');
    const { pino } = await import('pino');
    const app = createApp({
      database: t.database,
      config: t.config,
      logger: pino({ level: 'silent' }),
      clientDist,
    }).app;
    for (const url of ['/decks', '/decks/']) {
      const res = await request(app).get(url).set('Accept', 'text/html');
      expect(res.status, url).toBe(200);
      expect(res.text, url).toContain('<title>spa</title>');
    }
    // while the PDFs stay behind the access check
    await admin.patch('/api/visibility/decks/ai').send({ isVisible: false });
    expect((await request(app).get('/decks/ai.pdf')).status).toBe(404);
    fs.rmSync(clientDist, { recursive: true });
  });
});
