import type { Response } from 'express';
import { LIVE_HEARTBEAT_MS, type LiveEvent } from '@shared/contracts/live-config';
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
  /** The Tariff Wars team this browser joined, if any. */
  teamId: number | null;
}

/** Whether this client may receive a message: the server decides, per connection, per message. */
export function mayReceive(client: StreamClient, to: LiveAudience): boolean {
  if (to === 'everyone') return true;
  if (to === 'instructor') return client.isInstructor;
  return client.teamId === to.team || client.isInstructor;
}

/** One SSE message. No `id:`: a reconnecting page refetches what it shows instead of replaying. */
export const sseFrame = (event: LiveEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * The open event streams of this process. Each message from the bus goes to the streams allowed to see
 * it; a comment line every 25 s keeps idle streams open through proxies. At each of those, an instructor's
 * stream whose session has ended (signed out, "sign out everywhere", a new password, expiry; in any
 * process) is ended: its page reconnects as a student's.
 */
export function createStreams(bus: LiveBus, sessionIsLive: (token: string) => Promise<boolean>) {
  const clients = new Set<StreamClient>();
  /** Open streams per address and per browser, kept as they open and close (no scan per connection). */
  const perAddress = tally();
  const perBrowser = tally();
  const forget = (c: StreamClient) => {
    if (!clients.delete(c)) return;
    perAddress.remove(c.address);
    perBrowser.remove(c.browser);
  };

  function write(client: StreamClient, chunk: string) {
    // a slow reader's buffer grows; past 1 MB it is dropped (its browser reconnects and refetches)
    if (client.res.writableLength > 1_000_000) return void client.res.destroy();
    client.res.write(chunk);
  }

  bus.subscribe(
    ({ event, to }: LiveMessage) => {
      const frame = sseFrame(event);
      for (const c of clients) if (mayReceive(c, to)) write(c, frame);
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
  }, LIVE_HEARTBEAT_MS);
  heartbeat.unref();

  return {
    add(client: StreamClient) {
      clients.add(client);
      perAddress.add(client.address);
      perBrowser.add(client.browser);
      client.res.on('close', () => forget(client));
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
    /** Ends every stream (shutdown): the browsers reconnect, to another process if there is one. */
    endAll() {
      clearInterval(heartbeat);
      for (const c of clients) end(c);
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
  };
}
