import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_ACTIVITY_LIMIT, type DashboardFigures } from '@shared/contracts/dashboard';
import { feedback, results } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
});
afterAll(() => t.close());

const at = (minute: number) => new Date(Date.UTC(2025, 2, 14, 9, minute));

async function figures(): Promise<DashboardFigures> {
  const res = await admin.get('/api/admin/dashboard');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body.success).toBe(true);
  return res.body.data;
}

describe('GET /api/admin/dashboard', () => {
  it('is for the instructor only', async () => {
    const res = await request(t.app).get('/api/admin/dashboard');
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(res.body.data).toBeUndefined();
  });

  it('reports zeros and no activity on an empty database', async () => {
    const data = await figures();
    expect(data.results).toEqual({
      bySimulation: {
        queenOfSorrows: { total: 0, hidden: 0 },
        queenOfSorrowsNoDeal: { total: 0, hidden: 0 },
        shinhwaDaesung: { total: 0, hidden: 0 },
      },
      total: 0,
    });
    expect(data.feedback).toEqual({ active: 0, archived: 0 });
    expect(data.recentActivity).toEqual([]);
    expect(Number.isNaN(Date.parse(data.generatedAt))).toBe(false);
  });

  it('counts what was inserted and lists the newest events across all sources', async () => {
    const db = t.database.db;
    const casting = { simKey: 'queenOfSorrows' };
    const legalFee = { simKey: 'shinhwaDaesung' };
    await db.insert(results).values([
      {
        ...casting,
        reporterName: 'Agent A',
        counterpartName: 'Studio A',
        amountPaid: 1.5e8,
        createdAt: at(1),
      },
      {
        ...casting,
        reporterName: 'Agent B',
        counterpartName: 'Studio B',
        noAgreement: true,
        createdAt: at(4),
      },
      { ...casting, reporterName: 'Agent C', counterpartName: 'Studio C', isHidden: true, createdAt: at(7) },
      { ...legalFee, reporterName: 'Assoc A', counterpartName: 'GC A', amountPaid: 2e9, createdAt: at(2) },
      { ...legalFee, reporterName: 'Assoc B', counterpartName: 'GC B', amountPaid: 3e9, createdAt: at(6) },
    ]);
    await db.insert(feedback).values([
      { rating: 9, name: 'Jisoo', createdAt: at(3) },
      { rating: 4, createdAt: at(5) },
      { rating: 7, isArchived: true, createdAt: at(8) },
    ]);

    const data = await figures();
    expect(data.results).toEqual({
      bySimulation: {
        queenOfSorrows: { total: 3, hidden: 1 },
        queenOfSorrowsNoDeal: { total: 0, hidden: 0 },
        shinhwaDaesung: { total: 2, hidden: 0 },
      },
      total: 5,
    });
    expect(data.feedback).toEqual({ active: 2, archived: 1 });

    expect(data.recentActivity).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(data.recentActivity.map((a) => a.createdAt)).toEqual(
      [8, 7, 6, 5, 4, 3, 2, 1].map((m) => at(m).toISOString()),
    );
    expect(data.recentActivity[0]).toMatchObject({ kind: 'feedback', rating: 7, isArchived: true });
    expect(data.recentActivity[1]).toEqual({
      kind: 'result',
      sim: 'queenOfSorrows',
      id: expect.any(Number),
      parties: ['Agent C', 'Studio C'],
      noAgreement: false,
      isHidden: true,
      createdAt: at(7).toISOString(),
    });
    expect(data.recentActivity[2]).toMatchObject({
      kind: 'result',
      sim: 'shinhwaDaesung',
      parties: ['Assoc B', 'GC B'],
    });
    expect(data.recentActivity[4]).toMatchObject({ sim: 'queenOfSorrows', noAgreement: true });
    expect(data.recentActivity[5]).toMatchObject({ kind: 'feedback', name: 'Jisoo', rating: 9 });

    // one more, newer than everything: it leads the list and the oldest drops off
    await db.insert(feedback).values({ rating: 10, createdAt: at(9) });
    const next = await figures();
    expect(next.feedback).toEqual({ active: 3, archived: 1 });
    expect(next.recentActivity[0]).toMatchObject({ kind: 'feedback', rating: 10, name: null });
    expect(next.recentActivity.at(-1)!.createdAt).toBe(at(2).toISOString());
  });

  it('follows feedback sent and archived through the feedback API', async () => {
    const before = await figures();
    const sent = await request(t.app).post('/api/feedback/submit').send({ rating: 8 });
    expect(sent.status).toBe(201);
    expect((await figures()).feedback.active).toBe(before.feedback.active + 1);
    await admin.patch(`/api/feedback/${sent.body.data.id}/archive`).send({ isArchived: true });
    const after = await figures();
    expect(after.feedback).toEqual({
      active: before.feedback.active,
      archived: before.feedback.archived + 1,
    });
    expect(after.recentActivity[0]).toMatchObject({ kind: 'feedback', rating: 8, isArchived: true });
  });
});
