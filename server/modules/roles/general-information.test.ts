import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalInformationUrl } from '@shared/contracts/roles';
import { SIMULATIONS, simulationClosedMessage } from '@shared/simulations';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const TITLES: Record<string, { en: string; ko: string }> = {
  queenOfSorrows: { en: 'Queen of Sorrows — General Information', ko: '슬픔의 여왕 — 공통 정보' },
  // a variant reads its base's documents
  queenOfSorrowsNoDeal: { en: 'Queen of Sorrows — General Information', ko: '슬픔의 여왕 — 공통 정보' },
  shinhwaDaesung: { en: 'Shinhwa vs. Daesung — General Information', ko: '신화 대 대성 — 공통 정보' },
  solaraLunara: { en: 'Tariff Wars — General Information', ko: '관세 전쟁 — 공통 정보' },
  tariffWarsB: { en: 'Tariff Wars — General Information', ko: '관세 전쟁 — 공통 정보' },
};

describe('GET /api/sims/{key}/general-information', () => {
  it('gives every visitor each case’s general information, in English and Korean, never cached', async () => {
    expect(SIMULATIONS.map((s) => s.key)).toEqual(Object.keys(TITLES));
    for (const { key } of SIMULATIONS) {
      for (const lang of ['en', 'ko'] as const) {
        const res = await request(t.app).get(generalInformationUrl(key, lang));
        expect(res.status, `${key} ${lang}`).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(res.body.data).toMatchObject({ sim: key, lang, title: TITLES[key]![lang] });
        expect(res.body.data.html).not.toContain('<h1>');
      }
    }
    // English when no language is asked for
    const plain = await request(t.app).get('/api/sims/shinhwaDaesung/general-information');
    expect(plain.body.data.lang).toBe('en');
  });

  it('refuses a student while the case is closed, as the role instructions; the instructor still reads it', async () => {
    const admin = await t.signIn();
    await admin.patch('/api/visibility/simulations/queenOfSorrows').send({ isAccessible: false });
    const closed = await request(t.app).get(generalInformationUrl('queenOfSorrows', 'en'));
    expect(closed.status).toBe(403);
    expect(closed.body).toEqual({ success: false, message: simulationClosedMessage('Queen of Sorrows') });
    expect(closed.headers['cache-control']).toBe('no-store');
    expect((await admin.get(generalInformationUrl('queenOfSorrows', 'ko'))).status).toBe(200);
    await admin.patch('/api/visibility/simulations/queenOfSorrows').send({ isAccessible: true });
    expect((await request(t.app).get(generalInformationUrl('queenOfSorrows', 'en'))).status).toBe(200);
  });

  it('answers 404 for an unknown simulation, and 400 for an unknown language', async () => {
    expect((await request(t.app).get(generalInformationUrl('chess', 'en'))).body).toEqual({
      success: false,
      message: 'Unknown simulation.',
    });
    for (const lang of ['fr', 'KO', '', 'en&lang=ko']) {
      const res = await request(t.app).get(`/api/sims/solaraLunara/general-information?lang=${lang}`);
      expect(res.status, lang).toBe(400);
    }
  });
});
