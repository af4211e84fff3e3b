import { describe, expect, it } from 'vitest';
import { isLoopbackHost, joinTarget, reachablePage, type BrowserLocation } from './join';

const at = (origin: string): BrowserLocation => {
  const url = new URL(origin);
  return { origin: url.origin, protocol: url.protocol, hostname: url.hostname, port: url.port };
};

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])(
    '%s is this computer only',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(['192.168.0.12', 'course.example.com', '[fd00::2]', 'localhost.example.com', '10.127.0.1'])(
    '%s is not',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
});

describe('joinTarget', () => {
  const lan = { publicUrl: null, networkHosts: ['192.168.0.12', '[fd00::2]'] };

  it('is the address the browser used when phones can open it', () => {
    expect(joinTarget(lan, at('http://192.168.0.12:5000'))).toEqual({
      address: 'http://192.168.0.12:5000',
      atLoopback: false,
    });
  });

  it("at a loopback address: the server's first network host on the browser's scheme and port", () => {
    for (const origin of ['http://localhost:5000', 'http://127.0.0.1:5000', 'http://[::1]:5000'])
      expect(joinTarget(lan, at(origin))).toEqual({ address: 'http://192.168.0.12:5000', atLoopback: true });
    expect(joinTarget(lan, at('http://localhost')).address).toBe('http://192.168.0.12');
    expect(joinTarget({ publicUrl: null, networkHosts: [] }, at('http://localhost:5000'))).toEqual({
      address: null,
      atLoopback: true,
    });
  });

  it('is PUBLIC_URL whenever it is set', () => {
    const info = { publicUrl: 'https://course.example.com', networkHosts: [] };
    for (const origin of ['http://localhost:5000', 'http://192.168.0.12:5000'])
      expect(joinTarget(info, at(origin))).toEqual({
        address: 'https://course.example.com',
        atLoopback: false,
      });
  });
});

describe('a page at the address other computers reach (Connect a projector)', () => {
  it('is never localhost: the network address on the same port, as the join screen shows', () => {
    const info = { publicUrl: null, networkHosts: ['192.168.1.20'] };
    expect(reachablePage(info, at('http://localhost:5101'), '/projector')).toBe(
      'http://192.168.1.20:5101/projector',
    );
    expect(reachablePage(info, at('http://192.168.1.20:5101'), '/projector')).toBe(
      'http://192.168.1.20:5101/projector',
    );
  });
  it("is PUBLIC_URL when set, and this browser's own address when no other is known", () => {
    expect(
      reachablePage(
        { publicUrl: 'https://course.example.com', networkHosts: [] },
        at('http://localhost:5101'),
        '/projector',
      ),
    ).toBe('https://course.example.com/projector');
    expect(
      reachablePage({ publicUrl: null, networkHosts: [] }, at('http://localhost:5101'), '/projector'),
    ).toBe('http://localhost:5101/projector');
  });
});
