import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

// A page that loads while the instructor publishes: what it shows was read (rendered on the server, or
// fetched while the live code loaded) before its stream listened, so the change was in no answer and in no
// event. The server listens from just before its hello (it first finds the device's seat, slow on a busy
// server), not from when the browser opened the stream: at the first hello the page refetches what it asked
// for before.

/** The browser's EventSource, played by the test: it opens when asked and says hello when told. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  onmessage: ((m: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 1;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  hello() {
    const hello = { type: 'hello', serverNow: new Date().toISOString(), audience: 'student', seated: true };
    this.onmessage?.({ data: JSON.stringify(hello) } as MessageEvent<string>);
  }
  close() {}
}

afterEach(() => {
  FakeEventSource.last = null;
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** The server's side: what each URL answers now, and how often it was asked. */
function api(initial: Record<string, string>) {
  const now = { ...initial };
  const asked: string[] = [];
  return {
    now,
    asked,
    watch(client: QueryClient, url: string) {
      const observer = new QueryObserver(client, {
        queryKey: [url],
        queryFn: async () => {
          asked.push(url);
          return now[url];
        },
        meta: { liveTopics: ['seat'] },
        staleTime: Infinity,
      });
      const shown: unknown[] = [];
      const stop = observer.subscribe((r) => void (r.data !== undefined && shown.push(r.data)));
      return { shown, stop, current: () => observer.getCurrentResult().data };
    },
  };
}

describe("the stream's first hello", () => {
  it('refetches what the page read before the first hello (the server render, its first reads), once', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const server = api({
      '/api/seats/me': 'no role yet',
      '/api/sims/x/my-pair': 'no pair yet',
    });
    const client = createQueryClient();
    // rendered on the server: the seat as it was then
    client.setQueryData(['/api/seats/me'], 'no role yet');
    const seat = server.watch(client, '/api/seats/me');
    const { startLiveSync } = await import('../live-sync');
    const stop = startLiveSync(client);
    const stream = FakeEventSource.last!;
    // the page asks for its pair while the stream connects: the server answers before it listens
    const pair = server.watch(client, '/api/sims/x/my-pair');
    await vi.waitFor(() => expect(pair.current()).toBe('no pair yet'));
    // the instructor publishes before the stream is heard: no event reaches this page
    server.now['/api/seats/me'] = 'Agent, table 3';
    server.now['/api/sims/x/my-pair'] = 'table 3';
    expect(seat.current()).toBe('no role yet');

    stream.hello();
    await vi.waitFor(() => expect(seat.current()).toBe('Agent, table 3'));
    await vi.waitFor(() => expect(pair.current()).toBe('table 3'));
    expect(server.asked.filter((u) => u === '/api/seats/me')).toHaveLength(1);
    expect(server.asked.filter((u) => u === '/api/sims/x/my-pair')).toHaveLength(2);
    seat.stop();
    pair.stop();
    stop();
  });
});
