import type { JoinInfo } from '@shared/contracts/join';
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
