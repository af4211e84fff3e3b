import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource in tests: the test plays the server's side of the stream. `last`
 * is the newest one opened; `readyState = CLOSED` before `onerror` is an answer other than a stream (a
 * proxy's 502), which the browser never retries by itself.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  onmessage: ((m: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  readyState = FakeEventSource.OPEN;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  send(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  /** The browser gives the stream up: the server answered with an error (a proxy's 502), not a stream. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

/** Puts the fake in the browser's place; the live module must be imported after (vi.resetModules between tests). */
export function stubEventSource(): void {
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', FakeEventSource);
}
