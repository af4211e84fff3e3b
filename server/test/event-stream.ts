import http from 'node:http';
import type { LiveEvent } from '@shared/contracts/live-config';

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every raw chunk of text received so far (frames and comments). */
  raw: string;
  /** Every event received so far, in order. */
  events: LiveEvent[];
  /** The first event (from now on, or already received and not yet taken) matching `match`. */
  next(match: (e: LiveEvent) => boolean): Promise<LiveEvent>;
  close(): void;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
}

/** Opens GET /api/events like a browser's EventSource would (with the cookies given), once the hello came. */
export function openEventStream(
  baseUrl: string,
  cookie?: string | string[],
  /** The connection pool (a browser's keeps the connection open after the stream, as a keep-alive Agent does). */
  agent?: http.Agent,
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const cookieHeader = Array.isArray(cookie) ? cookie.map((c) => c.split(';')[0]).join('; ') : cookie;
    const req = http.get(
      `${baseUrl}/api/events`,
      {
        agent,
        headers: { Accept: 'text/event-stream', ...(cookieHeader ? { Cookie: cookieHeader } : {}) },
      },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        let taken = 0;
        const waiters: Array<{ match: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }> = [];
        let endedNow: () => void = () => {};
        const stream: EventStream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw: '',
          events: [],
          next(match) {
            for (let i = taken; i < stream.events.length; i++) {
              const e = stream.events[i]!;
              if (match(e)) {
                taken = i + 1;
                return Promise.resolve(e);
              }
            }
            return new Promise((r) => waiters.push({ match, resolve: r }));
          },
          close: () => req.destroy(),
          ended: new Promise((r) => (endedNow = r)),
        };
        res.on('end', () => endedNow());
        res.on('close', () => endedNow());
        res.on('data', (chunk: string) => {
          stream.raw += chunk;
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const data = frame
              .split('\n')
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('\n');
            if (!data) continue;
            const event = JSON.parse(data) as LiveEvent;
            stream.events.push(event);
            if (event.type === 'hello' && stream.events.length === 1) {
              taken = 1;
              resolve(stream);
              continue;
            }
            const w = waiters.findIndex((x) => x.match(event));
            if (w >= 0) {
              taken = stream.events.length;
              waiters.splice(w, 1)[0]!.resolve(event);
            }
          }
        });
        if (res.statusCode !== 200) resolve(stream);
      },
    );
    req.on('error', reject);
  });
}
