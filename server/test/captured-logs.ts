import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

/** A real pino logger at `info` whose lines (JSON, one per entry) a test reads back from `lines`. */
export function capturedLogs(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}
