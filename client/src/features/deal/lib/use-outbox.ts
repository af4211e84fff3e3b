import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';
import { sendDealWrite } from '../api/send-deal-write';
import type { DealWrite, DealWriteKind } from './deal-writes';
import { isWorthRetrying, outboxStore, retryDelay } from './outbox-store';

/** Where a form's submission is: on its way, waiting for the connection, or refused by the server. */
export type SendState =
  { status: 'sending' | 'waiting' } | { status: 'refused'; message: string | null; error: ApiError };

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The page's outbox for the deal's forms. A submission is kept (in the page and in localStorage, with its
 * idempotency key) until the server answers it: 2xx, `onSent`; a verdict on what was sent (4xx), `onRefused`
 * and the form shows the server's words with everything typed kept. With no answer (offline, a dropped
 * connection, a 5xx), it waits and is sent again, with the same key, when the browser says the connection
 * is back and otherwise after 1, 2, 4 ... 30 s. One request at a time, in the order sent; a newer
 * submission of a form replaces its older one still waiting.
 */
export function useOutbox({
  sim,
  scope,
  onSent,
  onRefused,
}: {
  sim: string;
  scope: string;
  onSent: (write: DealWrite) => Promise<void>;
  onRefused?: (write: DealWrite, error: ApiError) => void;
}) {
  const queue = useRef<DealWrite[] | null>(null);
  queue.current ??= outboxStore.read(scope, sim);
  const [states, setStates] = useState<Partial<Record<DealWriteKind, SendState>>>(() =>
    Object.fromEntries(queue.current!.map((w) => [w.kind, { status: 'waiting' }])),
  );
  const handlers = useRef({ onSent, onRefused });
  useEffect(() => {
    handlers.current = { onSent, onRefused };
  });
  const afterSent = useRef(new Map<string, () => void>());
  const flushing = useRef(false);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);

  const setState = useCallback((kind: DealWriteKind, state: SendState | undefined) => {
    if (!alive.current) return;
    setStates((s) => {
      const next = { ...s };
      if (state) next[kind] = state;
      else delete next[kind];
      return next;
    });
  }, []);

  const persist = useCallback(() => outboxStore.write(scope, queue.current!), [scope]);
  const drop = useCallback(
    (write: DealWrite) => {
      queue.current = queue.current!.filter((w) => w !== write);
      persist();
    },
    [persist],
  );
  const allWaiting = useCallback(() => {
    for (const w of queue.current!) setState(w.kind, { status: 'waiting' });
  }, [setState]);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    clearTimeout(timer.current);
    try {
      while (alive.current && queue.current!.length > 0) {
        if (isOffline()) return allWaiting();
        const write = queue.current![0]!;
        setState(write.kind, { status: 'sending' });
        try {
          await sendDealWrite(write);
        } catch (err) {
          const status = err instanceof ApiError ? err.status : null;
          if (isWorthRetrying(status)) {
            allWaiting();
            timer.current = setTimeout(() => void flush(), retryDelay(attempt.current++));
            return;
          }
          drop(write);
          afterSent.current.delete(write.key);
          const error = err as ApiError;
          setState(write.kind, { status: 'refused', message: error.serverMessage ?? null, error });
          handlers.current.onRefused?.(write, error);
          continue;
        }
        attempt.current = 0;
        drop(write);
        // the step the server now says is shown before the form is released: nothing reads "sent" too soon
        await handlers.current.onSent(write);
        afterSent.current.get(write.key)?.();
        afterSent.current.delete(write.key);
        if (!queue.current!.some((w) => w.kind === write.kind)) setState(write.kind, undefined);
      }
    } finally {
      flushing.current = false;
    }
  }, [allWaiting, drop, setState]);

  /** Sends a form's submission now, or as soon as the connection allows. */
  const send = useCallback(
    (write: DealWrite, then?: () => void) => {
      queue.current = [...queue.current!.filter((w) => w.kind !== write.kind), write];
      persist();
      if (then) afterSent.current.set(write.key, then);
      setState(write.kind, { status: isOffline() ? 'waiting' : 'sending' });
      void flush();
    },
    [flush, persist, setState],
  );

  useEffect(() => {
    alive.current = true;
    const back = () => {
      attempt.current = 0;
      void flush();
    };
    window.addEventListener('online', back);
    // what an earlier visit of the page left unsent goes now
    if (queue.current!.length > 0) void flush();
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
      window.removeEventListener('online', back);
    };
  }, [flush]);

  return { send, states };
}

export type Outbox = ReturnType<typeof useOutbox>;
