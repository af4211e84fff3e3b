import type { Logger } from 'pino';
import type { LiveEvent } from '@shared/contracts/live-config';
import type { Database } from '../db/client';

/**
 * Who may receive an event: the instructor, everyone (students and instructor), one group (a Tariff Wars team,
 * a pair: its devices and seated members, and the instructor), one seat's own devices, or the projectors of
 * an instructor's presentation.
 */
export type LiveAudience =
  | 'instructor'
  | 'everyone'
  | { group: number }
  /**
   * A group's own phones only (its seated members and joined devices), never the instructor's pages: a
   * negotiating pair's deal, written several times a second across a class, reaches the run page coalesced.
   */
  | { members: number }
  | { seat: number }
  /** Several seats' own devices at once (a published pairing): one message, not one per seat. */
  | { seats: number[] }
  /** The projectors joined by code to this instructor's (admin id's) presentation. */
  | { projector: number };

export interface LiveMessage {
  event: LiveEvent;
  to: LiveAudience;
}

/** What a module uses to tell every open page, on every app process, that something changed. */
export interface LivePublisher {
  /** Fire and forget, after the change is committed: a failure is logged, never thrown at the request. */
  publish(event: LiveEvent, to: LiveAudience): void;
  /** Several messages of one change in one NOTIFY (one round trip), heard in this order. */
  publishAll(messages: LiveMessage[]): void;
}

export interface LiveBus extends LivePublisher {
  /** Resolves once this process is listening, so nothing published after it is missed. */
  ready: Promise<void>;
  /** Runs for every message any process published; `resync` when messages may have been lost. */
  subscribe(onMessage: (message: LiveMessage) => void, onResync: () => void): void;
}

/** The PostgreSQL channel every app process LISTENs on. */
export const LIVE_CHANNEL = 'course_live';

/**
 * The live channel across processes: a change made through one app process is NOTIFYed on the database,
 * and every process (this one included) hears it and passes it to its own open streams. PGlite does the
 * same in-process. NOTIFY payloads are limited to 8,000 bytes; ours are signals of a few dozen.
 */
export function createLiveBus(database: Database, logger: Logger): LiveBus {
  const handlers: Array<(m: LiveMessage) => void> = [];
  const resyncs: Array<() => void> = [];
  const ready = database
    .listen(
      LIVE_CHANNEL,
      (payload) => {
        let messages: LiveMessage[];
        try {
          const parsed = JSON.parse(payload) as LiveMessage | LiveMessage[];
          messages = Array.isArray(parsed) ? parsed : [parsed];
        } catch {
          return logger.warn('ignored a live message that is not JSON');
        }
        for (const message of messages) for (const h of handlers) h(message);
      },
      () => {
        logger.warn('live channel reconnected: open pages refetch');
        for (const r of resyncs) r();
      },
    )
    .catch((err: Error) => {
      // The site works without live updates (pages refetch on focus); the stream endpoint says so.
      logger.error({ err }, 'could not listen for live updates');
      throw err;
    });
  ready.catch(() => {});
  const send = (payload: LiveMessage | LiveMessage[], what: string) =>
    database.notify(LIVE_CHANNEL, JSON.stringify(payload)).catch((err: Error) => {
      logger.error({ err, event: what }, 'could not publish a live update');
    });
  return {
    ready,
    publish(event, to) {
      void send({ event, to }, event.type);
    },
    publishAll(messages) {
      if (messages.length > 0) void send(messages, messages.map((m) => m.event.type).join(','));
    },
    subscribe(onMessage, onResync) {
      handlers.push(onMessage);
      resyncs.push(onResync);
    },
  };
}
