import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFiguresOf } from '@shared/case-figures';
import { caseDocumentText } from '@shared/cases/documents';
import { caseFiguresFormUrl, caseVariantUrl, type VariantForm } from '@shared/contracts/case-variant';
import { casePackageUrl, caseUrl } from '@shared/contracts/cases-config';
import { findSimulation } from '@shared/simulations';
import { createTestContext, type TestContext } from '../../test/harness';
import { unregisterCase } from './registry';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
});
afterAll(async () => {
  unregisterCase('queenOfSorrowsV2');
  await t.close();
});

describe('duplicate as a variant', () => {
  it('gives the instructor the form: titles, every figure, and the two that bound the range', async () => {
    expect((await request(t.app).get(caseFiguresFormUrl('queenOfSorrows'))).status).toBe(401);
    const res = await admin.get(caseFiguresFormUrl('queenOfSorrows'));
    expect(res.status).toBe(200);
    const form = res.body.data as VariantForm;
    expect(form.title).toBe('Queen of Sorrows');
    expect(form.walkAway).toEqual({ seller: 'agent.walkAway', buyer: 'studio.ceiling' });
    expect(form.figures.find((f) => f.name === 'studio.ceiling')).toEqual({
      name: 'studio.ceiling',
      owner: 'studio',
      label: 'Studio ceiling',
      value: 200_000_000,
    });
  });

  it('saves Queen of Sorrows with no deal possible as a new case, the new figures in every document', async () => {
    const res = await admin.post(caseVariantUrl('queenOfSorrows')).send({
      title: 'Queen of Sorrows: no deal possible',
      titleKo: '슬픔의 여왕: 합의 불가능',
      figures: { 'studio.ceiling': 45_000_000, 'studio.target': 35_000_000 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ key: 'queenOfSorrowsV2', slug: 'queen-of-sorrows-v2' });
    const sim = findSimulation('queenOfSorrowsV2')!;
    expect(sim.title).toBe('Queen of Sorrows: no deal possible');
    expect(sim.results?.apiSlug).not.toBe('qos');
    // the studio's sheet states its new ceiling in both languages; the agent's never does
    const studio = sim.roles.find((r) => r.slug === 'studio')!;
    expect(caseDocumentText(studio.content.en, 'en')).toContain('45 million won');
    expect(caseDocumentText(studio.content.ko, 'ko')).toContain('4,500만 원');
    expect(caseDocumentText(sim.roles[0]!.content.en, 'en')).not.toContain('45 million won');
    // the debrief's range: the studio's ceiling under the agent's walk-away
    const walkAways = caseFiguresOf('queenOfSorrowsV2')!
      .chart!.filter((c) => c.walkAway)
      .map((c) => c.figure.value);
    expect(walkAways.sort((a, b) => a - b)).toEqual([45_000_000, 50_000_000]);
    // exported as what it was saved as, and the original is unchanged
    expect((await admin.get(casePackageUrl('queenOfSorrowsV2'))).status).toBe(200);
    expect(caseFiguresOf('queenOfSorrows')!.chart!.some((c) => c.figure.value === 200_000_000)).toBe(true);
  });

  it('refuses a figure the case does not have, a missing title, and an unknown case', async () => {
    const unknown = await admin
      .post(caseVariantUrl('queenOfSorrows'))
      .send({ title: 'X', titleKo: 'X', figures: { 'studio.dream': 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('The case has no figure studio.dream.');
    const untitled = await admin
      .post(caseVariantUrl('queenOfSorrows'))
      .send({ title: ' ', titleKo: 'X', figures: {} });
    expect(untitled.status).toBe(400);
    expect(untitled.body.message).toBe('Give the variant a title.');
    const negative = await admin
      .post(caseVariantUrl('queenOfSorrows'))
      .send({ title: 'X', titleKo: 'X', figures: { 'studio.ceiling': -5 } });
    expect(negative.body.message).toBe('A figure is above 0.');
    expect(
      (await admin.post(caseVariantUrl('noSuchCase')).send({ title: 'X', titleKo: 'X', figures: {} })).status,
    ).toBe(404);
    expect((await request(t.app).post(caseVariantUrl('queenOfSorrows')).send({})).status).toBe(401);
  });

  it('removes the variant like any added case', async () => {
    expect((await admin.delete(caseUrl('queenOfSorrowsV2'))).status).toBe(204);
    expect(findSimulation('queenOfSorrowsV2')).toBeUndefined();
  });
});
