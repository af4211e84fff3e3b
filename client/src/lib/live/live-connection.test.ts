import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RETRY_MS } from '@shared/contracts/live-config';
import { myPageClosingUrl } from '@shared/contracts/seats-config';
import type { LiveSignal } from './live-connection';

/** A stand-in for the browser's EventSource: the test plays the server's side of the stream. */
class FakeEventSource {
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
  close() {
    this.closed = true;
  }
}

afterEach(() => {
  FakeEventSource.last = null;
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function connection() {
  vi.stubGlobal('EventSource', FakeEventSource);
  return import('./live-connection');
}

describe('the live connection', () => {
  it('opens one stream for all listeners, passes events on, and closes when the last listener leaves', async () => {
    const { subscribeLive } = await connection();
    const a: LiveSignal[] = [];
    const b: LiveSignal[] = [];
    const stopA = subscribeLive((s) => a.push(s));
    const source = FakeEventSource.last!;
    const stopB = subscribeLive((s) => b.push(s));
    expect(FakeEventSource.last).toBe(source);
    expect(source.url).toBe('/api/events');
    source.send({ type: 'hello', serverNow: new Date().toISOString(), audience: 'student' });
    source.send({ type: 'simulations' });
    expect(a).toEqual([{ type: 'resync', since: expect.any(Number) }, { type: 'simulations' }]);
    expect(b).toEqual(a);
    stopA();
    expect(source.closed).toBe(false);
    stopB();
    expect(source.closed).toBe(true);
  });

  it('asks pages to refetch at the first hello what they read before it arrived, and everything after a drop', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const { subscribeLive } = await connection();
      const heard: LiveSignal[] = [];
      const stop = subscribeLive((s) => heard.push(s));
      const source = FakeEventSource.last!;
      const hello = { type: 'hello', serverNow: new Date().toISOString(), audience: 'student' };
      vi.advanceTimersByTime(800); // the stream takes a while to connect: the page's reads go on meanwhile
      source.send(hello);
      // a page rendered on the server (or read while the stream connected: the server listens only once it
      // has found the device's seat) may hold what changed before it listened: what was asked for before
      // the hello arrived is refetched
      expect(heard).toEqual([{ type: 'resync', since: 1_000_800 }]);
      source.onerror?.(); // the browser reconnects by itself, and the server greets it again
      source.send(hello);
      expect(heard).toEqual([{ type: 'resync', since: 1_000_800 }, { type: 'resync' }]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reconnects on request (a seat taken or left), and pages refetch once the new stream says hello', async () => {
    const { reconnectLive, subscribeLive } = await connection();
    reconnectLive(); // no stream yet: nothing to do
    expect(FakeEventSource.last).toBeNull();
    const heard: LiveSignal[] = [];
    const stop = subscribeLive((s) => heard.push(s));
    const first = FakeEventSource.last!;
    const hello = { type: 'hello', serverNow: new Date().toISOString(), audience: 'student' };
    first.send(hello);
    heard.length = 0;
    reconnectLive();
    const second = FakeEventSource.last!;
    expect(first.closed).toBe(true);
    expect(second).not.toBe(first);
    second.send(hello);
    second.send({ type: 'seat' });
    expect(heard).toEqual([{ type: 'resync' }, { type: 'seat' }]);
    stop();
    expect(second.closed).toBe(true);
  });

  it('opens the stream again when the browser gave it up (an error answer, not a stream), unless it was closed', async () => {
    vi.useFakeTimers();
    try {
      const { subscribeLive } = await connection();
      const heard: LiveSignal[] = [];
      const stop = subscribeLive((s) => heard.push(s));
      const first = FakeEventSource.last!;
      // a drop the browser retries by itself: nothing to do
      first.onerror?.();
      vi.advanceTimersByTime(60_000);
      expect(FakeEventSource.last).toBe(first);
      // a 502 from the proxy: the browser closes it for good
      first.readyState = FakeEventSource.CLOSED;
      first.onerror?.();
      vi.advanceTimersByTime(LIVE_RETRY_MS * 2);
      const second = FakeEventSource.last!;
      expect(second).not.toBe(first);
      second.send({ type: 'hello', serverNow: new Date().toISOString(), audience: 'student' });
      expect(heard).toEqual([{ type: 'resync' }]);
      // given up while the last page left: no new stream
      second.readyState = FakeEventSource.CLOSED;
      second.onerror?.();
      stop();
      vi.advanceTimersByTime(LIVE_RETRY_MS * 2);
      expect(FakeEventSource.last).toBe(second);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says, as a seat’s page is being closed (pagehide), that it is going: not when kept in the back-forward cache, nor for a browser without a seat', async () => {
    const beacons: string[] = [];
    // jsdom has no beacons: this browser's navigator, with one that notes where it was sent
    const sendBeacon = (url: string) => beacons.push(url) > 0;
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon }));
    const hide = (persisted: boolean) =>
      window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));
    const { subscribeLive } = await connection();
    const stop = subscribeLive(() => {});
    const source = FakeEventSource.last!;
    const hello = { type: 'hello', serverNow: new Date().toISOString(), audience: 'student' };
    // no seat on this browser: nobody to say it for
    source.send(hello);
    hide(false);
    expect(beacons).toEqual([]);
    source.send({ ...hello, seated: true });
    // kept in the back-forward cache, it may be shown again as it is
    hide(true);
    expect(beacons).toEqual([]);
    hide(false);
    expect(beacons).toEqual([myPageClosingUrl]);
    // no stream any more (the last page left it): nothing is said
    stop();
    hide(false);
    expect(beacons).toEqual([myPageClosingUrl]);
  });
});
