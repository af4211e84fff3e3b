import crypto from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Response } from 'express';
import { LIVE_HEARTBEAT_MS, LIVE_SHUTDOWN_RETRY_MS, type LiveEvent } from '@shared/contracts/live-config';
import type { Db } from '../db/client';
import { liveStreamHolds } from '../db/schema';
import type { LiveAudience, LiveBus, LiveMessage } from './bus';

export interface StreamClient {
  res: Response;
  isInstructor: boolean;
  /** The instructor's session the stream was opened with (checked again at every heartbeat). */
  sessionToken: string | null;
  /** The address it came from (a cap per address keeps one client from taking every stream). */
  address: string;
  /** The browser's id from its live-client cookie (a cap per browser within an address). */
  browser: string;
  /** The groups this browser is in: the team its cookie joined, and its seat's groups (kept current). */
  groupIds: readonly number[];
  /** The seat (a student in the current class) this browser holds, if any. */
  seatId: number | null;
  /** The Tariff Wars team (a group) its team cookie joined, if any. */
  teamCookieGroup: number | null;
  /** The instructor (admin id) whose presentation this browser shows as a projector joined by code, if any. */
  projectorOf: number | null;
}

/** Whether this client may receive a message: the server decides, per connection, per message. */
export function mayReceive(client: StreamClient, to: LiveAudience): boolean {
  if (to === 'everyone') return true;
  if (to === 'instructor') return client.isInstructor;
  // a seat's events are its own (its name, its removal): not even the instructor's pages need them
  if ('seat' in to) return client.seatId === to.seat;
  if ('seats' in to) return client.seatId !== null && to.seats.includes(client.seatId);
  // a projector shows one presentation; the instructor's own windows have its state already
  if ('projector' in to) return client.projectorOf === to.projector;
  if ('members' in to) return client.groupIds.includes(to.members);
  return client.isInstructor || client.groupIds.includes(to.group);
}

/**
 * Signals of the instructor's that a projector joined by code hears too: its join screen's count (a seat
 * joined or left) and code (a class started). They say only that something changed (no name, no count); the
 * join screen then asks again, as the projector it is.
 */
const PROJECTOR_SIGNALS: ReadonlySet<LiveEvent['type']> = new Set(['roster', 'classes']);

/** Whether a client hears a message: its audience's, or one of the signals a projector's join screen follows. */
const hears = (client: StreamClient, { event, to }: LiveMessage) =>
  mayReceive(client, to) ||
  (to === 'instructor' && client.projectorOf !== null && PROJECTOR_SIGNALS.has(event.type));

/** One SSE message. No `id:`: a reconnecting page refetches what it shows instead of replaying. */
export const sseFrame = (event: LiveEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * The open event streams of this process. Each message from the bus goes to the streams allowed to see
 * it; a comment line every 25 s keeps idle streams open through proxies. At each of those, an instructor's
 * stream whose session has ended (signed out, "sign out everywhere", a new password, expiry; in any
 * process) is ended: its page reconnects as a student's.
 */
export function createStreams(
  bus: LiveBus,
  sessionIsLive: (token: string) => Promise<boolean>,
  /** Where the open streams per address and per browser are counted (server/limits.ts). */
  holds: StreamHolds,
  /** Told when a seat's stream opens or closes in this process (the roster's "online now"). */
  onSeatStream: (seatId: number) => void = () => {},
  /**
   * A stream's groups read again (its seat joined or left a group: the seat's `seat` event says so), so the
   * stream hears its new group's events without reconnecting.
   */
  regroup: (client: StreamClient) => Promise<readonly number[]> = (c) => Promise.resolve(c.groupIds),
) {
  const clients = new Set<StreamClient>();
  /** Open streams per address and per browser, kept as they open and close (no scan per connection). */
  const perAddress = tally();
  const perBrowser = tally();
  const perSeat = tally();
  const forget = (c: StreamClient) => {
    if (!clients.delete(c)) return;
    perAddress.remove(c.address);
    perBrowser.remove(c.browser);
    if (c.seatId !== null) perSeat.remove(String(c.seatId));
    holds.release(c.address, c.browser, c.seatId);
    if (c.seatId !== null) onSeatStream(c.seatId);
  };
  /** The tallies of this process as the rows it keeps in the database. */
  const ownCounts = () => [
    ...perAddress.entries('address:'),
    ...perBrowser.entries('browser:'),
    ...perSeat.entries('seat:'),
  ];
  /** Places taken by `reserve` and not yet filled by `add`. */
  const reserved = tally();

  function write(client: StreamClient, chunk: string) {
    // a slow reader's buffer grows; past 1 MB it is dropped (its browser reconnects and refetches)
    if (client.res.writableLength > 1_000_000) return void client.res.destroy();
    client.res.write(chunk);
  }

  bus.subscribe(
    (message: LiveMessage) => {
      const { event, to } = message;
      const frame = sseFrame(event);
      for (const c of clients) if (hears(c, message)) write(c, frame);
      if (event.type === 'seat' && typeof to === 'object' && ('seat' in to || 'seats' in to))
        for (const c of clients) {
          if (!mayReceive(c, to)) continue;
          // a removed seat's pages have been told; its streams end (the devices cannot open new ones)
          if (event.removed) end(c);
          else
            void regroup(c)
              .then((ids) => (c.groupIds = ids))
              .catch(() => {});
        }
      // a presentation that ended let its projectors go: told, their streams end (they reconnect as anyone's)
      if (event.type === 'projector' && event.view === null)
        for (const c of clients) if (mayReceive(c, to)) end(c);
    },
    // messages may have been lost: every page refetches what it shows when its stream reconnects
    () => {
      for (const c of clients) end(c);
    },
  );

  const end = (c: StreamClient) => {
    forget(c); // nothing more is written to it, even before its socket has closed
    c.res.end();
  };

  /** Ends the instructor streams whose session is over; a database failure leaves them to the next check. */
  const endLapsedInstructorStreams = async () => {
    const instructors = [...clients].filter((c) => c.isInstructor);
    const live = await Promise.all(
      instructors.map((c) => sessionIsLive(c.sessionToken ?? '').catch(() => true)),
    );
    instructors.forEach((c, i) => live[i] || end(c));
  };

  const heartbeat = setInterval(() => {
    for (const c of clients) write(c, ': ping\n\n');
    void endLapsedInstructorStreams();
    // the rows of this process say again what it holds, so they stay fresh and any lost change is mended
    void holds.rewrite(ownCounts()).catch(() => {});
  }, LIVE_HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /**
     * Takes a place for one more stream from `address` and `browser` when this process holds fewer than
     * `caps.total` and every process of the site together fewer than the caps per address and per browser
     * (counted in the database, under a lock per key); false when not. `add` fills the place.
     */
    async reserve(
      address: string,
      browser: string,
      caps: { total: number; perAddress: number; perBrowser: number },
      seatId: number | null = null,
    ) {
      // the cap of this process is its own; checked again after the wait, so parallel opens cannot overshoot it
      if (clients.size >= caps.total || !(await holds.reserve(address, browser, caps, seatId))) return false;
      if (clients.size >= caps.total) {
        holds.release(address, browser, seatId);
        return false;
      }
      reserved.add(`${address}\n${browser}\n${seatId}`);
      return true;
    },
    add(client: StreamClient) {
      clients.add(client);
      perAddress.add(client.address);
      perBrowser.add(client.browser);
      if (client.seatId !== null) perSeat.add(String(client.seatId));
      const slot = `${client.address}\n${client.browser}\n${client.seatId}`;
      if (reserved.count(slot) > 0) reserved.remove(slot);
      else holds.take(client.address, client.browser, client.seatId); // not capped (the instructor's), but counted
      if (client.seatId !== null) onSeatStream(client.seatId);
      client.res.on('close', () => forget(client));
      if (client.res.destroyed) forget(client); // it hung up while its place was being taken
    },
    get size() {
      return clients.size;
    },
    /** Signing out (or everywhere) ends this process's streams of that session at once, not at the next check. */
    endLapsedInstructorStreams,
    /** How many streams are open from one address. */
    countFrom: (address: string) => perAddress.count(address),
    /** How many streams one browser (its live-client cookie) has open. */
    countOfBrowser: (browser: string) => perBrowser.count(browser),
    /**
     * Ends every stream (shutdown), each with a `retry:` hint first: the browsers reconnect after it, spread
     * over LIVE_SHUTDOWN_RETRY_MS, to another process if there is one. Resolves once each ended stream's
     * last frame has gone out (its connection is then idle and can be closed at once).
     */
    endAll(): Promise<void> {
      clearInterval(heartbeat);
      const { min, max } = LIVE_SHUTDOWN_RETRY_MS;
      const sent: Array<Promise<void>> = [];
      for (const c of clients) {
        if (!c.res.destroyed) sent.push(new Promise((done) => c.res.once('close', () => done())));
        write(c, `retry: ${min + Math.floor(Math.random() * (max - min))}\n\n`);
        end(c);
      }
      void holds.rewrite([]).catch(() => {});
      return Promise.all(sent).then(() => {});
    },
  };
}

export type LiveStreams = ReturnType<typeof createStreams>;

/** Counts per key, forgetting a key at zero. */
function tally() {
  const counts = new Map<string, number>();
  return {
    add: (key: string) => void counts.set(key, (counts.get(key) ?? 0) + 1),
    remove(key: string) {
      const n = (counts.get(key) ?? 1) - 1;
      if (n === 0) counts.delete(key);
      else counts.set(key, n);
    },
    count: (key: string) => counts.get(key) ?? 0,
    entries: (prefix: string) => [...counts].map(([k, n]) => [`${prefix}${k}`, n] as const),
  };
}

/** Rows of a process not refreshed for this long are those of a process that died: they count for nothing. */
const STALE_MS = 3 * LIVE_HEARTBEAT_MS;

/**
 * The open streams per address and per browser, as the caps count them, and per seat (not capped: the
 * roster's "online now", true while a stream of the seat is open in any process).
 */
export interface StreamHolds {
  /** Takes a place for one more stream when the caps per address and per browser allow it. */
  reserve(
    address: string,
    browser: string,
    caps: { perAddress: number; perBrowser: number },
    seatId?: number | null,
  ): Promise<boolean>;
  /** Counts a stream that was not capped (the instructor's). */
  take(address: string, browser: string, seatId?: number | null): void;
  /** A stream closed. */
  release(address: string, browser: string, seatId?: number | null): void;
  /** Says again which streams this process holds (at each heartbeat), mending any lost change. */
  rewrite(counts: ReadonlyArray<readonly [string, number]>): Promise<void>;
  /** Which of these seats have a stream open (in any process). */
  seatsOnline(seatIds: readonly number[]): Promise<Set<number>>;
}

/** The keys a stream is counted under: its address, its browser and, when it has one, its seat. */
export const holdKeysOf = (address: string, browser: string, seatId?: number | null) => [
  `address:${address}`,
  `browser:${browser}`,
  ...(seatId == null ? [] : [`seat:${seatId}`]),
];

/**
 * This process's open streams per address and per browser, in the table every process shares
 * (`live_stream_holds`), so the caps per address and per browser hold for the whole site.
 */
export function databaseStreamHolds(db: Db): StreamHolds {
  const me = crypto.randomBytes(9).toString('base64url');
  const h = liveStreamHolds;
  const add = (tx: Db, keys: string[], delta: number, now: number) =>
    tx
      .insert(h)
      .values(keys.map((key) => ({ process: me, key, streams: Math.max(delta, 0), seenAt: now })))
      .onConflictDoUpdate({
        target: [h.process, h.key],
        set: { streams: sql`greatest(${h.streams} + ${delta}, 0)`, seenAt: now },
      });
  const background = (work: Promise<unknown>) => void work.catch(() => {}); // the next rewrite mends it
  /**
   * The changes to one address's count take their turns in this process: each takes that address's lock
   * (reserve) or row (take, release) in the database, and waiting there would hold a pooled connection each,
   * so a class behind one address reconnecting at once would take the whole pool from every other request.
   * Other processes' changes still wait in the database.
   */
  const turns = new Map<string, Promise<unknown>>();
  const inTurn = <T>(address: string, work: () => Promise<T>): Promise<T> => {
    const mine = (turns.get(address) ?? Promise.resolve()).then(work);
    const done = mine.catch(() => {});
    turns.set(address, done);
    void done.then(() => turns.get(address) === done && turns.delete(address));
    return mine;
  };

  return {
    reserve(address, browser, caps, seatId) {
      const keys = holdKeysOf(address, browser, seatId);
      return inTurn(address, () =>
        db.transaction(async (tx) => {
          const now = Date.now();
          // one place at a time per capped key over every process (in a fixed order: no deadlock)
          for (const key of keys.slice(0, 2).sort())
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
          const rows = await tx
            .select({ key: h.key, streams: sql<number>`sum(${h.streams})`.mapWith(Number) })
            .from(h)
            .where(and(inArray(h.key, keys), gt(h.seenAt, now - STALE_MS)))
            .groupBy(h.key);
          const open = (key: string) => rows.find((r) => r.key === key)?.streams ?? 0;
          if (open(keys[0]!) >= caps.perAddress || open(keys[1]!) >= caps.perBrowser) return false;
          await add(tx as unknown as Db, keys, 1, now);
          return true;
        }),
      );
    },
    take: (address, browser, seatId) =>
      background(inTurn(address, () => add(db, holdKeysOf(address, browser, seatId), 1, Date.now()))),
    release: (address, browser, seatId) =>
      background(inTurn(address, () => add(db, holdKeysOf(address, browser, seatId), -1, Date.now()))),
    async seatsOnline(seatIds) {
      if (seatIds.length === 0) return new Set();
      const rows = await db
        .select({ key: h.key })
        .from(h)
        .where(
          and(
            inArray(
              h.key,
              seatIds.map((id) => `seat:${id}`),
            ),
            gt(h.seenAt, Date.now() - STALE_MS),
          ),
        )
        .groupBy(h.key)
        .having(sql`sum(${h.streams}) > 0`);
      return new Set(rows.map((r) => Number(r.key.slice('seat:'.length))));
    },
    /** Replaces this process's rows by `counts`, and deletes the rows of processes long gone. */
    rewrite: (counts: ReadonlyArray<readonly [string, number]>) =>
      db.transaction(async (tx) => {
        const now = Date.now();
        await tx.delete(h).where(eq(h.process, me));
        await tx.delete(h).where(lt(h.seenAt, now - 10 * STALE_MS));
        if (counts.length > 0)
          await tx
            .insert(h)
            .values(counts.map(([key, streams]) => ({ process: me, key, streams, seenAt: now })));
      }),
  };
}
