import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS, feedbackMessages, type FeedbackEntry } from '@shared/contracts/feedback';
import { feedback } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(feedback);
  await admin.patch('/api/settings/feedback-form').send({ isVisible: true });
});

const submit = (body: unknown) =>
  request(t.app)
    .post('/api/feedback/submit')
    .send(body as object);
const list = async (): Promise<FeedbackEntry[]> => {
  const res = await admin.get('/api/feedback');
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('POST /api/feedback/submit', () => {
  it('stores a full submission and answers 201 with its id', async () => {
    const res = await submit({
      name: '  Jisoo Park ',
      rating: 9,
      comments: 'The legal-fee role play was intense.',
      favoritePart: 'Shinhwa vs Daesung',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { id: expect.any(Number) } });
    const [entry] = await list();
    expect(entry).toEqual({
      id: res.body.data.id,
      name: 'Jisoo Park',
      rating: 9,
      comments: 'The legal-fee role play was intense.',
      favoritePart: 'Shinhwa vs Daesung',
      isArchived: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      classId: expect.any(Number),
    });
  });

  it('accepts ratings 1 and 10 and refuses 0, 11, 5.5, "5", null and a missing rating', async () => {
    expect((await submit({ rating: 1 })).status).toBe(201);
    expect((await submit({ rating: 10 })).status).toBe(201);
    for (const rating of [0, 11, 5.5, '5', null, -1]) {
      const res = await submit({ rating, comments: 'x' });
      expect(res.status, JSON.stringify(rating)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Choose a rating from 1 to 10.' });
    }
    expect((await submit({ name: 'No rating' })).status).toBe(400);
    expect((await list()).map((e) => e.rating)).toEqual([10, 1]);
  });

  it('stores an empty or blank name (and empty texts) as null', async () => {
    expect((await submit({ name: '', rating: 7, comments: '', favoritePart: '' })).status).toBe(201);
    expect((await submit({ name: '   ', rating: 6, comments: null })).status).toBe(201);
    expect((await submit({ rating: 5 })).status).toBe(201);
    for (const entry of await list()) {
      expect(entry).toMatchObject({ name: null, comments: null, favoritePart: null });
    }
  });

  it('refuses unknown fields, wrong types and texts over their limits', async () => {
    const bad = [
      { rating: 8, isArchived: true },
      { rating: 8, favorite_part: 'snake case' },
      { rating: 8, name: 42 },
      { rating: 8, name: 'x'.repeat(FEEDBACK_LIMITS.name + 1) },
      { rating: 8, comments: 'x'.repeat(FEEDBACK_LIMITS.comments + 1) },
      { rating: 8, favoritePart: 'x'.repeat(FEEDBACK_LIMITS.favoritePart + 1) },
      [8],
    ];
    for (const body of bad) {
      const res = await submit(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await submit({ rating: 8, name: 'x'.repeat(FEEDBACK_LIMITS.name) })).status).toBe(201);
    expect(await list()).toHaveLength(1);
  });
});

describe('the feedback-form switch', () => {
  it('is public to read and on by default', async () => {
    const res = await request(t.app).get('/api/settings/feedback-form');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ success: true, data: { isVisible: true } });
  });

  it('can be changed by the instructor only', async () => {
    const anon = await request(t.app).patch('/api/settings/feedback-form').send({ isVisible: false });
    expect(anon.status).toBe(401);
    expect((await request(t.app).get('/api/settings/feedback-form')).body.data.isVisible).toBe(true);

    for (const body of [{ isVisible: 'false' }, {}, { isVisible: false, extra: 1 }]) {
      expect((await admin.patch('/api/settings/feedback-form').send(body)).status).toBe(400);
    }
    const res = await admin.patch('/api/settings/feedback-form').send({ isVisible: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { isVisible: false } });
    expect((await request(t.app).get('/api/settings/feedback-form')).body.data.isVisible).toBe(false);
  });

  it('closes submissions for students while hidden (403), and reopens them', async () => {
    await admin.patch('/api/settings/feedback-form').send({ isVisible: false });
    const closed = await submit({ rating: 8 });
    expect(closed.status).toBe(403);
    expect(closed.body).toEqual({ success: false, message: feedbackMessages.formClosed });
    // closed comes first: a student is not asked to fix input that cannot be sent anyway
    expect((await submit({ rating: 99 })).status).toBe(403);
    // the instructor can still try the form
    expect((await admin.post('/api/feedback/submit').send({ rating: 4 })).status).toBe(201);

    await admin.patch('/api/settings/feedback-form').send({ isVisible: true });
    expect((await submit({ rating: 8 })).status).toBe(201);
    expect((await list()).map((e) => e.rating)).toEqual([8, 4]);
  });
});

describe('reading and archiving feedback', () => {
  it('is for the instructor only', async () => {
    await submit({ rating: 8 });
    const [entry] = await list();
    const anonList = await request(t.app).get('/api/feedback');
    expect(anonList.status).toBe(401);
    expect(anonList.body.success).toBe(false);
    const anonArchive = await request(t.app)
      .patch(`/api/feedback/${entry!.id}/archive`)
      .send({ isArchived: true });
    expect(anonArchive.status).toBe(401);
    expect((await list())[0]!.isArchived).toBe(false);
  });

  it('lists newest first, never cached', async () => {
    const db = t.database.db;
    await db.insert(feedback).values([
      { rating: 3, createdAt: new Date('2025-03-01T09:00:00Z') },
      { rating: 9, createdAt: new Date('2025-03-03T09:00:00Z') },
      { rating: 6, createdAt: new Date('2025-03-02T09:00:00Z') },
    ]);
    const res = await admin.get('/api/feedback');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((e: FeedbackEntry) => e.rating)).toEqual([9, 6, 3]);
  });

  it('archives and unarchives an entry', async () => {
    const { id } = (await submit({ rating: 7, name: 'Min' })).body.data;
    const archived = await admin.patch(`/api/feedback/${id}/archive`).send({ isArchived: true });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ success: true, data: { id, isArchived: true, name: 'Min' } });
    expect((await list())[0]!.isArchived).toBe(true);

    const restored = await admin.patch(`/api/feedback/${id}/archive`).send({ isArchived: false });
    expect(restored.status).toBe(200);
    expect((await list())[0]).toMatchObject({ id, isArchived: false });
  });

  it('answers 404 for an unknown or malformed id and 400 for a bad body', async () => {
    const { id } = (await submit({ rating: 7 })).body.data;
    for (const bad of [id + 1000, 'abc', 0, '1.5', '99999999999']) {
      const res = await admin.patch(`/api/feedback/${bad}/archive`).send({ isArchived: true });
      expect(res.status, String(bad)).toBe(404);
      expect(res.body.success).toBe(false);
    }
    for (const body of [{}, { isArchived: 'true' }, { isArchived: true, rating: 1 }]) {
      expect((await admin.patch(`/api/feedback/${id}/archive`).send(body)).status).toBe(400);
    }
    expect((await list())[0]!.isArchived).toBe(false);
  });
});
