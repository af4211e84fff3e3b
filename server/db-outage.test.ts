import crypto from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import pg from 'pg';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { testConfig } from './config';
import { openPostgres, type Database } from './db/client';
import { migrateAndSeed } from './db/migrate';

/**
 * Database outage : a TCP proxy sits between the app and Postgres. Cutting it is
 * Postgres going away mid-run; restoring it is Postgres coming back. Runs only against a real Postgres.
 */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const url = process.env.TEST_DATABASE_URL;

/**
 * How the database goes away: the connection reset (server killed), refused (server stopped, port closed),
 * silent (new connections never answered) or stalled (a network partition: open connections stay open, but
 * nothing sent either way arrives, so a query in flight would wait forever without a timeout). A stalled
 * connection stays dead after the database is back, as after a failover or a NAT that forgot it: only new
 * connections work.
 */
type Outage = 'reset' | 'refused' | 'silent' | 'stalled';

/** A TCP proxy that can be cut (every connection dropped, new ones failing as `outage` says) and restored. */
async function startProxy(upstream: URL, outage: Outage) {
  const sockets = new Set<net.Socket>();
  /** Connections open when a 'stalled' outage began: nothing passes through them ever again. */
  const dead = new WeakSet<net.Socket>();
  let cut = false;
  let onQuery: (() => void) | undefined;
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => {});
  };
  const server = net.createServer((client) => {
    track(client);
    if (cut) {
      if (outage === 'reset' || outage === 'refused') client.destroy();
      return;
    }
    const db = net.connect(Number(upstream.port || 5432), upstream.hostname);
    track(db);
    client.on('data', (chunk) => {
      onQuery?.();
      if (!cut && !dead.has(client)) db.write(chunk);
    });
    db.on('data', (chunk) => {
      if (!cut && !dead.has(client)) client.write(chunk);
    });
    client.on('close', () => db.destroy());
    db.on('close', () => client.destroy());
  });
  const listenOnce = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  /** Listens on `port`, retrying while another process briefly holds it (tests run side by side in CI). */
  const listen = async (port: number) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await listenOnce(port);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 50) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    cut() {
      cut = true;
      if (outage === 'refused') server.close();
      for (const s of sockets) {
        if (outage === 'stalled') dead.add(s);
        else s.destroy();
      }
    },
    /** Cuts as soon as the app next sends the database anything: that query is in flight when it goes. */
    cutOnNextQuery() {
      return new Promise<void>((resolve) => {
        onQuery = () => {
          onQuery = undefined;
          this.cut();
          resolve();
        };
      });
    },
    async restore() {
      if (outage !== 'stalled') for (const s of sockets) s.destroy();
      if (outage === 'refused') await listen(port);
      cut = false;
    },
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const body = (n: number) => ({
  yeji_agent_name: `Agent ${n}`,
  studio_counterpart_name: `Studio ${n}`,
  no_agreement: false,
  amount_paid: 1_000 + n,
  additional_terms: '',
});

describe.skipIf(!url).each<Outage>(['reset', 'refused', 'silent', 'stalled'])(
  'database outage (%s), Postgres behind a proxy',
  (outage) => {
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    let database: Database;
    let app: Express;
    const name = `course_test_${crypto.randomBytes(6).toString('hex')}`;
    /** Idempotency key -> id of every submission answered 201. */
    const acknowledged = new Map<string, number>();
    let sent = 0;

    const submit = async () => {
      const key = `outage-${++sent}`;
      const res = await request(app)
        .post('/api/sims/qos/submit')
        .set('Idempotency-Key', key)
        .send(body(sent));
      if (res.status === 201) acknowledged.set(key, res.body.data.id);
      return res;
    };

    const expectUnavailable = (res: request.Response, what: string) => {
      expect(res.status, `${what}: ${res.text}`).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({
        success: false,
        message: expect.stringMatching(/database is not available/),
      });
    };

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const upstream = new URL(url!);
      proxy = await startProxy(upstream, outage);
      const proxied = new URL(url!);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      proxied.pathname = `/${name}`;
      database = await openPostgres(proxied.toString());
      await migrateAndSeed(database);
      app = createApp({
        database,
        config: testConfig({ rateLimit: false }),
        logger: pino({ level: 'silent' }),
        clientDist: '/nonexistent',
      }).app;
    });

    afterAll(async () => {
      await database?.close();
      await proxy?.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });

    it('works while the database is reachable', async () => {
      expect((await request(app).get('/api/health')).status).toBe(200);
      // a class at once: the pool opens its connections, which then wait idle when the outage begins
      const answers = await Promise.all(Array.from({ length: 10 }, () => submit()));
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    });

    it('answers 503 JSON, without hanging, while the database is gone', async () => {
      // Requests in flight when the connection drops: each is stored (201) or refused with 503, never a 500.
      const cut = proxy.cutOnNextQuery();
      const inFlight = Array.from({ length: 3 }, () => submit());
      await cut;
      const answers = await Promise.all(inFlight);
      expect(answers.some((res) => res.status === 503)).toBe(true);
      for (const res of answers) {
        expect([201, 503], res.text).toContain(res.status);
        if (res.status === 503) expectUnavailable(res, 'submit in flight');
      }

      expectUnavailable(await request(app).get('/api/health'), 'GET /api/health');
      expectUnavailable(await request(app).get('/api/visibility/decks'), 'GET /api/visibility/decks');
      for (let i = 0; i < 2; i++) expectUnavailable(await submit(), 'POST /api/sims/qos/submit');
    });

    it('recovers by itself when the database is back, and lost no acknowledged submission', async () => {
      await proxy.restore();
      // The very first request succeeds, and so does every one after it: a connection the outage broke
      // would answer 503 once its query timed out, and the pool has let every one of them go.
      expect((await request(app).get('/api/health')).status).toBe(200);
      expect((await request(app).get('/api/visibility/decks')).status).toBe(200);
      const after = await Promise.all(Array.from({ length: 20 }, () => submit()));
      expect(after.map((res) => res.status)).toEqual(Array(20).fill(201));

      const check = new pg.Client({ connectionString: new URL(`/${name}`, url).toString() });
      await check.connect();
      const { rows } = await check.query<{ id: number; idempotency_key: string }>(
        "select id, idempotency_key from results where sim_key = 'queenOfSorrows'",
      );
      await check.end();
      const stored = new Map(rows.map((r) => [r.idempotency_key, Number(r.id)]));
      expect(acknowledged.size).toBeGreaterThanOrEqual(8);
      for (const [key, id] of acknowledged) expect(stored.get(key), key).toBe(id);
    });
  },
);
