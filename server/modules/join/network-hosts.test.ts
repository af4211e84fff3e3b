import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { readyMessage } from '../../ready-message';
import { networkHosts, type Interfaces } from './network-hosts';

const v4 = (address: string, internal = false) =>
  ({ address, family: 'IPv4', internal, netmask: '', mac: '', cidr: null }) as const;
const v6 = (address: string, internal = false) =>
  ({ address, family: 'IPv6', internal, netmask: '', mac: '', cidr: null, scopeid: 0 }) as const;

/** A laptop on the classroom Wi-Fi that also runs Docker. */
const laptop: Interfaces = {
  lo: [v4('127.0.0.1', true), v6('::1', true)],
  docker0: [v4('172.17.0.1')],
  wlan0: [v4('192.168.0.12'), v6('fe80::1c2:3ff:fe45:6789'), v6('fd00::12')],
  eth1: [v4('169.254.10.20')],
};

describe('networkHosts', () => {
  it('lists the Wi-Fi address first, then virtual ones; no loopback, link-local or IPv6 while IPv4 exists', () => {
    expect(networkHosts(undefined, laptop)).toEqual(['192.168.0.12', '172.17.0.1']);
    expect(networkHosts('::', laptop)).toEqual(['192.168.0.12', '172.17.0.1']);
    expect(networkHosts('0.0.0.0', laptop)).toEqual(['192.168.0.12', '172.17.0.1']);
  });

  it('gives IPv6 addresses, in brackets, when the network has no IPv4', () => {
    const v6only: Interfaces = { lo: laptop.lo, wlan0: [v6('fe80::1'), v6('2001:db8::7')] };
    expect(networkHosts(undefined, v6only)).toEqual(['[2001:db8::7]']);
    // 0.0.0.0 listens on IPv4 only
    expect(networkHosts('0.0.0.0', v6only)).toEqual([]);
  });

  it('has none when the server listens on loopback only, or the computer has no network', () => {
    for (const host of ['127.0.0.1', '::1', 'localhost']) expect(networkHosts(host, laptop)).toEqual([]);
    expect(networkHosts(undefined, { lo: laptop.lo })).toEqual([]);
  });

  it('is the one address HOST names when it names one', () => {
    expect(networkHosts('192.168.0.12', laptop)).toEqual(['192.168.0.12']);
    expect(networkHosts('fd00::12', laptop)).toEqual(['[fd00::12]']);
  });

  it("reads this machine's own interfaces by default", () => {
    expect(networkHosts(undefined)).toEqual(networkHosts(undefined, os.networkInterfaces()));
  });
});

describe('readyMessage', () => {
  it('names this computer and the network addresses, and which one the join screen shows', () => {
    const text = readyMessage({ port: 5000, networkHosts: ['192.168.0.12', '172.17.0.1'] });
    expect(text).toContain('on this computer:  http://localhost:5000\n');
    expect(text).toContain(
      'on the network:    http://192.168.0.12:5000  ← the join screen (/join) shows this',
    );
    expect(text).toMatch(/\n {21}http:\/\/172\.17\.0\.1:5000\n/);
  });

  it('points at PUBLIC_URL when it is set', () => {
    const text = readyMessage({
      port: 5000,
      publicUrl: 'https://course.example.com',
      networkHosts: ['10.0.0.5'],
    });
    expect(text).toContain('http://10.0.0.5:5000\n');
    expect(text).toContain('for students:      https://course.example.com  ← the join screen (/join) shows');
  });

  it('warns that phones cannot reach a server on loopback only, or one with no network', () => {
    const local = readyMessage({ port: 5000, host: '127.0.0.1', networkHosts: [] });
    expect(local).toContain('on this computer:  http://127.0.0.1:5000\n');
    expect(local).toContain('Only this computer can open it (HOST=127.0.0.1): phones cannot.');
    expect(local).not.toContain('join screen (/join) shows');
    const offline = readyMessage({ port: 5000, networkHosts: [] });
    expect(offline).toContain('No network address: phones cannot open localhost.');
  });
});
