/**
 * What the live stream's latest hello said of this browser: whether the server heard it as a seat of the
 * current class. The seat cookie is httpOnly, so this is how a page other than /me learns, with no extra
 * request, that it may show the seat's assignment. Kept apart from the connection, which loads later, and
 * free of React: the presenter page, which has none, opens the same connection.
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

/** Calls `listener` whenever that changes; returns the unsubscribe. */
export const subscribeSeated = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
