/**
 * What the live stream's latest hello said of this browser: whether the server heard it as a seat of the
 * current class. The seat cookie is httpOnly, so this is how a page other than /me learns, with no extra
 * request, that it may show the seat's assignment. Plain state without React, so the presenter page, which
 * shares the live connection, loads no React.
 */
let seated = false;
const listeners = new Set<() => void>();

export function noteHello(hello: { seated?: boolean }): void {
  const now = hello.seated === true;
  if (now === seated) return;
  seated = now;
  for (const l of listeners) l();
}

export const subscribeSeated = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const isSeatedStream = () => seated;
