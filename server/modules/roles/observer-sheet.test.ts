import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulationClosedMessage } from '@shared/simulations';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const url = (key: string, lang = 'en') => `/api/sims/${key}/observer-sheet?lang=${lang}`;

describe('GET /api/sims/{key}/observer-sheet', () => {
  it('gives a student the observer sheet of an open negotiation, in English and Korean, never cached', async () => {
    for (const key of ['queenOfSorrows', 'shinhwaDaesung']) {
      const en = await request(t.app).get(url(key));
      expect(en.status, key).toBe(200);
      expect(en.headers['cache-control']).toBe('no-store');
      expect(en.headers['x-robots-tag']).toBe('noindex');
      expect(en.body.data).toMatchObject({
        sim: key,
        lang: 'en',
        title: 'Observer Sheet — Watching a Negotiation',
      });
      expect(en.body.data.html).toContain('<h2>2. The first offer</h2>');
      expect(en.body.data.html).not.toContain('<h1>');

      const ko = await request(t.app).get(url(key, 'ko'));
      expect(ko.status, key).toBe(200);
      expect(ko.body.data).toMatchObject({ sim: key, lang: 'ko', title: '관찰 기록지 — 협상을 지켜보며' });
      expect(ko.body.data.html).toContain('첫 제안');
    }
    // English when no language is asked for
    expect((await request(t.app).get('/api/sims/queenOfSorrows/observer-sheet')).body.data.lang).toBe('en');
  });

  it('renders its checklists as boxes to tick on paper and names every table column (no unlabelled control)', async () => {
    for (const lang of ['en', 'ko']) {
      const { html } = (await request(t.app).get(url('queenOfSorrows', lang))).body.data as { html: string };
      expect(html).toContain('<span class="check-box" aria-hidden="true">☐</span>');
      expect(html).not.toContain('<input');
      expect(html).not.toMatch(/<th>\s*<\/th>/);
    }
  });

  it('states no side’s confidential figure', async () => {
    for (const lang of ['en', 'ko']) {
      const { html } = (await request(t.app).get(url('queenOfSorrows', lang))).body.data as { html: string };
      for (const secret of [
        '50 million won',
        '200 million won',
        '1.4 billion won',
        '3.6 billion won',
        '5천만 원',
        '36억 원',
      ])
        expect(html, `${lang}: ${secret}`).not.toContain(secret);
    }
  });

  it('refuses a student while the negotiation is closed, as the role instructions; the instructor still reads it', async () => {
    const admin = await t.signIn();
    await admin.patch('/api/visibility/simulations/shinhwaDaesung').send({ isAccessible: false });
    const closed = await request(t.app).get(url('shinhwaDaesung', 'ko'));
    expect(closed.status).toBe(403);
    expect(closed.body).toEqual({ success: false, message: simulationClosedMessage('Shinhwa vs Daesung') });
    expect(closed.headers['cache-control']).toBe('no-store');
    expect((await admin.get(url('shinhwaDaesung'))).status).toBe(200);
    await admin.patch('/api/visibility/simulations/shinhwaDaesung').send({ isAccessible: true });
    expect((await request(t.app).get(url('shinhwaDaesung'))).status).toBe(200);
  });

  it('gives Tariff Wars its own sheet, for a pair of teams, in both languages', async () => {
    const en = await request(t.app).get(url('solaraLunara'));
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({
      sim: 'solaraLunara',
      lang: 'en',
      title: 'Observer Sheet — Watching Tariff Wars',
    });
    expect(en.body.data.html).toContain('<h2>3. Round by round</h2>');
    const ko = await request(t.app).get(url('solaraLunara', 'ko'));
    expect(ko.body.data).toMatchObject({ lang: 'ko', title: '관찰 기록지 — 관세 전쟁을 지켜보며' });
    expect(ko.body.data.html).toContain('라운드별 기록');
    // not the negotiations' sheet, which records offers and concessions
    expect(en.body.data.html).not.toContain('The first offer');
  });

  it('answers 404 for an unknown simulation, and 400 for an unknown language', async () => {
    expect((await request(t.app).get(url('chess'))).body).toEqual({
      success: false,
      message: 'Unknown simulation.',
    });
    for (const lang of ['fr', 'KO', '', 'en&lang=ko']) {
      const res = await request(t.app).get(url('queenOfSorrows', lang));
      expect(res.status, lang).toBe(400);
    }
  });
});
