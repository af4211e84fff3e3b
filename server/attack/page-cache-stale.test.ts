import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SSR_PAYLOAD_ID } from '@shared/contracts/page-render';
import { openRenderingSite } from '../test/rendering-site';
import type { TestContext } from '../test/harness';

vi.setConfig({ testTimeout: 60_000 });

/**
 * Attacking the page cache (held on PGlite): the settings version kept on PGlite (db/settings-version.ts) against every write of
 * the public settings, including the one that is not a switch (starting a class that closes every
 * simulation), and a visitor page asked for while the switch is being written.
 */
let t: TestContext;
let app: Express;
let close: () => Promise<void>;
beforeAll(async () => ({ t, app, close } = await openRenderingSite()));
afterAll(() => close());

async function sims(url = '/simulations') {
  const res = await request(app).get(url).set('Accept', 'text/html');
  const json = res.text.split(`id="${SSR_PAYLOAD_ID}">`)[1]!.split('</script>')[0]!;
  const payload = JSON.parse(json) as {
    queries: { queries: { queryKey: [string]; state: { data: unknown } }[] };
  };
  return payload.queries.queries.find((q) => q.queryKey[0] === '/api/visibility/simulations')?.state
    .data as Record<string, { isVisible: boolean; isAccessible: boolean }>;
}

describe('held: a visitor never gets a page from settings older than the last change', () => {
  it('starting a class that closes every simulation shows on the very next visitor page', async () => {
    expect((await sims()).queenOfSorrows!.isAccessible).toBe(true);
    const admin = await t.signIn();
    await admin.post('/api/classes').send({ name: 'Class B', closeSimulations: true }).expect(201);
    const after = await sims();
    expect(Object.values(after).every((s) => !s.isAccessible)).toBe(true);
    const closed = await request(app)
      .get('/simulations/queen-of-sorrows-agent-instructions')
      .set('Accept', 'text/html');
    expect(closed.text).not.toContain('/api/sims/queenOfSorrows/roles/agent');
  });

  it('pages asked for while a switch is being written never keep the old state after the answer', async () => {
    const admin = await t.signIn();
    for (let i = 0; i < 10; i++) {
      const open = i % 2 === 0;
      const visitors = Array.from({ length: 8 }, () => sims());
      await admin
        .patch('/api/visibility/simulations/queenOfSorrows')
        .send({ isAccessible: open })
        .expect(200);
      await Promise.all(visitors);
      expect((await sims()).queenOfSorrows!.isAccessible, `round ${i}`).toBe(open);
    }
  });
});
