import type { LiveAudience, LivePublisher } from './bus';

/** What a coalescing publisher sends through and offers: single messages. */
type Publish = Pick<LivePublisher, 'publish'>;
import type { LiveEvent } from '@shared/contracts/live-config';

/**
 * A publisher for signals that a busy class repeats many times a second (every pair's deal tells the run
 * page): the first is sent at once, then the same event to the same audience at most once per window, the
 * last one at the window's end. The page refetches a few times a second however busy the class, and never
 * misses the last change; each process coalesces its own.
 */
export function coalescingPublisher(live: Publish, windowMs: number): Publish {
  const lastSent = new Map<string, number>();
  const pending = new Set<string>();
  return {
    publish(event: LiveEvent, to: LiveAudience) {
      const key = JSON.stringify([event, to]);
      if (pending.has(key)) return;
      const wait = (lastSent.get(key) ?? -Infinity) + windowMs - Date.now();
      const send = () => {
        pending.delete(key);
        lastSent.set(key, Date.now());
        live.publish(event, to);
      };
      if (wait <= 0) return send();
      pending.add(key);
      setTimeout(send, wait).unref();
    },
  };
}

const coalesced = new WeakMap<Publish, Publish>();

/** The coalescing publisher of a live bus, made on first use (its state lives as long as the bus). */
export function coalescingOf(live: Publish, windowMs: number): Publish {
  let found = coalesced.get(live);
  if (!found) coalesced.set(live, (found = coalescingPublisher(live, windowMs)));
  return found;
}
