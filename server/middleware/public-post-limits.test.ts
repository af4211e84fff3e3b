import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import { createTestContext, type TestContext } from '../test/harness';
import { PUBLIC_POST_LIMIT } from './rate-limit';

vi.setConfig({ testTimeout: 300_000 });

/** Feedback and result reports each have their own budget per address, sized for a class of 300. */
let t: TestContext;
beforeEach(async () => {
  t = await createTestContext({ rateLimit: true, trustProxy: 1 });
});
afterEach(() => t.close());

const CLASS_ADDRESS = '10.0.0.1';
const feedback = (i: number) =>
  request(t.app)
    .post('/api/feedback/submit')
    .set('X-Forwarded-For', CLASS_ADDRESS)
    .send({ name: `Student ${i}`, rating: 8, comments: 'Good', favoritePart: 'Debrief' });
const report = () =>
  request(t.app).post('/api/sims/qos/submit').set('X-Forwarded-For', CLASS_ADDRESS).send({
    yeji_agent_name: 'Kim Minji',
    studio_counterpart_name: 'Park Jisoo',
    no_agreement: false,
    amount_paid: 120_000_000,
    additional_terms: '',
  });

describe('public POSTs from one address (a class behind one NAT)', () => {
  it("a class's feedback, two per student, all goes through; past it feedback is 429 and a late result report still goes through", async () => {
    for (let i = 0; i < PUBLIC_POST_LIMIT.limit; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, (_, j) => feedback(i + j)));
      expect(batch.map((r) => r.status)).toEqual(batch.map(() => 201));
    }
    const over = await feedback(0);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ success: false, message: messages.tooManyRequests });
    const late = await report();
    expect(late.status, JSON.stringify(late.body)).toBe(201);
  });

  it('result reports have their own budget: past it a report is 429 and the course feedback still goes through', async () => {
    for (let i = 0; i < PUBLIC_POST_LIMIT.limit; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => report()));
      expect(batch.map((r) => r.status)).toEqual(batch.map(() => 201));
    }
    const over = await report();
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ success: false, message: messages.tooManyRequests });
  });
});
