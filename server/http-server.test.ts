import net from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer, HTTP_TIMEOUTS } from './http-server';

let server: ReturnType<typeof createHttpServer> | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Sends `data` and never finishes the request; resolves with what the server answered when it hung up. */
function stallingClient(port: number, data: string) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
  });
}

describe('HTTP timeouts', () => {
  it('are explicit and much shorter than Node\u2019s defaults (60 s headers, 300 s request)', () => {
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(20_000);
    expect(HTTP_TIMEOUTS.requestMs).toBeLessThanOrEqual(60_000);
  });

  it.each([
    ['headers that never end', 'GET / HTTP/1.1\r\nHost: x\r\n'],
    [
      'a body that never arrives',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    ],
  ])('answer 408 and hang up on %s', async (_label, data) => {
    const app = express();
    app.use(express.json());
    app.all(/.*/, (_req, res) => void res.send('ok'));
    server = createHttpServer(app, { headersMs: 300, requestMs: 600, checkEveryMs: 100 });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    expect(await stallingClient(port, data)).toMatch(/^HTTP\/1\.1 408/);
  });
});
