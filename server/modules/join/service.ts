import type { Request } from 'express';
import { joinTarget, type JoinInfo } from '@shared/contracts/join';
import type { Config } from '../../config';
import { networkHosts, type Interfaces } from './network-hosts';

/**
 * What the join screen needs from the server: the configured public address, if any (PUBLIC_URL), and the
 * hosts at which phones reach this server now (read at each request: the laptop may change Wi-Fi).
 */
export const joinInfo = (config: Pick<Config, 'publicUrl' | 'host'>, interfaces?: Interfaces): JoinInfo => ({
  publicUrl: config.publicUrl ?? null,
  networkHosts: networkHosts(config.host, interfaces),
});

/**
 * The site's address for a link a phone will open (the re-seat QR): what the join screen shows for the
 * browser that asked (shared `joinTarget`); the request's own address when no phone could reach any other.
 */
export const joinSiteAddress =
  (config: Pick<Config, 'publicUrl' | 'host'>) =>
  (req: Request): string => {
    const host = req.get('host') ?? 'localhost';
    const origin = `${req.protocol}://${host}`;
    const url = new URL(origin);
    const { address } = joinTarget(joinInfo(config), {
      origin,
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port,
    });
    return address ?? origin;
  };
