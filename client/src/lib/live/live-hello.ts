import { useSyncExternalStore } from 'react';

/**
 * What the live stream's latest hello said of this browser: whether the server heard it as a seat of the
 * current class. The seat cookie is httpOnly, so this is how a page other than /me learns, with no extra
 * request, that it may show the seat's assignment. Kept apart from the connection, which loads later.
 */
let seated = false;
const listeners = new Set<() => void>();

export function noteHello(hello: { seated?: boolean }): void {
  const now = hello.seated === true;
  if (now === seated) return;
  seated = now;
  for (const l of listeners) l();
}

/** The same, read once (outside React). */
export const isSeatedStream = (): boolean => seated;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True while this browser's live stream belongs to a seat (false on the server and before the hello). */
export const useSeatedStream = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => seated,
    () => false,
  );
