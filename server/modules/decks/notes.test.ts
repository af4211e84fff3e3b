import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const committed = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(paths.deckPdfs, file), 'utf8')) as unknown[];

describe('GET /api/decks/{key}/notes', () => {
  it('gives the instructor every deck’s notes in English and Korean, one entry per page, never kept', async () => {
    for (const key of DECK_KEYS)
      for (const [lang, file] of [
        ['en', `${key}.notes.json`],
        ['ko', `${key}.ko.notes.json`],
      ]) {
        const res = await admin.get(`/api/decks/${key}/notes?lang=${lang}`);
        expect(res.status, `${key} ${lang}`).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toEqual({ success: true, data: committed(file!) });
        expect(res.body.data[0]).toMatchObject({ slide: 1, notes: expect.any(String) });
      }
    const ko = await admin.get('/api/decks/ai/notes?lang=ko');
    expect(JSON.stringify(ko.body)).toMatch(/[\uac00-\ud7a3]/);
    // English without lang=
    expect((await admin.get('/api/decks/ai/notes')).body).toEqual({
      success: true,
      data: committed('ai.notes.json'),
    });
  });

  it('answers 401 to anyone signed out, for every deck, language and unknown deck alike', async () => {
    for (const url of [
      '/api/decks/ai/notes',
      '/api/decks/ai/notes?lang=ko',
      '/api/decks/collaboration/notes?lang=en',
      '/api/decks/nope/notes',
      '/api/decks/AI/notes',
      '/api/decks/ai/notes?lang=xx',
    ]) {
      const res = await request(t.app).get(url);
      expect(res.status, url).toBe(401);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the instructor 404 for an unknown deck or a handout and 400 for an unknown language', async () => {
    for (const url of [
      '/api/decks/nope/notes',
      '/api/decks/negotiation-handout/notes',
      '/api/decks/..%2fai/notes',
    ]) {
      const res = await admin.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body.success).toBe(false);
    }
    const res = await admin.get('/api/decks/ai/notes?lang=de');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/lang=en or lang=ko/);
  });
});
