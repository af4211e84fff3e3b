import net from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer, createInternalHttpServer, HTTP_TIMEOUTS } from './http-server';

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

describe('the server renderer’s internal listener', () => {
  it.each([
    ['a hop count', 1],
    ['a list of proxies', ['loopback']],
  ])(
    'ignores a forged X-Forwarded-For from any local process with TRUST_PROXY as %s',
    async (_label, trust) => {
      const app = express();
      app.set('trust proxy', trust);
      app.get('/who', (req, res) => void res.json({ ip: req.ip, protocol: req.protocol }));
      const who = async (listener: ReturnType<typeof createHttpServer>) => {
        await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
        const { port } = listener.address() as net.AddressInfo;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/who`, {
            headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' },
          });
          return (await res.json()) as { ip: string; protocol: string };
        } finally {
          await new Promise<void>((resolve) => listener.close(() => resolve()));
        }
      };
      // the public port behind the configured proxy takes the header: that is what TRUST_PROXY is for
      expect(await who(createHttpServer(app))).toEqual({ ip: '203.0.113.9', protocol: 'https' });
      // the internal one does not: the request is the loopback address it came from
      expect(await who(createInternalHttpServer(app))).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    },
  );
});
