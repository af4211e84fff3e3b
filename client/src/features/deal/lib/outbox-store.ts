import { localStore } from '@/lib/local-store';
import { restoreWrite, type DealWrite } from './deal-writes';

/**
 * The deal's forms sent and not yet answered, kept in localStorage per seat and simulation, so a reload
 * or a closed tab while offline still sends them (with the same idempotency keys) when the page is back.
 */
const keyOf = (scope: string) => `deal-outbox:${scope}`;
const isList = (v: unknown): v is unknown[] => Array.isArray(v);

export const outboxStore = {
  read(scope: string, sim: string): DealWrite[] {
    return (localStore.read(keyOf(scope), isList) ?? []).flatMap((w) => restoreWrite(sim, w) ?? []);
  },
  write(scope: string, writes: readonly DealWrite[]): void {
    if (writes.length) localStore.write(keyOf(scope), writes);
    else localStore.remove(keyOf(scope));
  },
};

/** How long to wait before trying again after the `attempt`-th failure without an answer: 1 s doubling to 30 s. */
export const retryDelay = (attempt: number): number => Math.min(1_000 * 2 ** attempt, 30_000);

/**
 * Whether a request may succeed if sent again unchanged: no answer at all, the server unable to answer now
 * (5xx), or asked to wait (408, 429). Any other answer is the server's verdict on what was sent.
 */
export const isWorthRetrying = (status: number | null): boolean =>
  status === null || status >= 500 || status === 408 || status === 429;
