import os from 'node:os';
import { isLoopbackHost } from '@shared/contracts/join';

export type Interfaces = ReturnType<typeof os.networkInterfaces>;

/** Interfaces of containers, virtual machines and VPNs: phones on the room's Wi-Fi do not reach them. */
const VIRTUAL = /^(docker|br-|veth|virbr|vboxnet|vmnet|utun|tun|tap|tailscale|zt|wg|lxc|lxd|cni|flannel)/i;
/** Listening on every interface: HOST unset, `::` or `0.0.0.0`. */
const WILDCARD = new Set(['::', '0.0.0.0']);

/** A host as it is written in a URL: IPv6 in brackets. */
export const urlHost = (host: string): string => (host.includes(':') ? `[${host}]` : host);

/**
 * The hosts at which phones on this computer's networks can reach a server listening on `host` (HOST), best
 * first, written for a URL: none when it listens on loopback only. Listening on every interface: each
 * interface's IPv4 address (physical interfaces before virtual ones), or the IPv6 ones when there is no IPv4;
 * link-local addresses (169.254/16, fe80::/10) are left out, as a URL cannot name them for a phone.
 * `interfaces` is read anew on each call (Wi-Fi changes); tests hand in their own.
 */
export function networkHosts(host: string | undefined, interfaces: Interfaces = os.networkInterfaces()) {
  if (host !== undefined && !WILDCARD.has(host)) return isLoopbackHost(host) ? [] : [urlHost(host)];
  const addresses = Object.entries(interfaces)
    .sort(([a], [b]) => Number(VIRTUAL.test(a)) - Number(VIRTUAL.test(b)))
    .flatMap(([, infos]) => infos ?? [])
    .filter((info) => !info.internal);
  const v4 = addresses
    .filter((info) => info.family === 'IPv4' && !info.address.startsWith('169.254.'))
    .map((info) => info.address);
  const v6 = addresses
    .filter((info) => info.family === 'IPv6' && !/^fe[89ab]/i.test(info.address))
    .map((info) => urlHost(info.address));
  const hosts = v4.length > 0 || host === '0.0.0.0' ? v4 : v6;
  return [...new Set(hosts)];
}
