import type { JoinInfo } from '@shared/contracts/join';
import type { Config } from '../../config';

/** What the join screen needs from the server: the configured public address, if any (PUBLIC_URL). */
export const joinInfo = (config: Pick<Config, 'publicUrl'>): JoinInfo => ({
  publicUrl: config.publicUrl ?? null,
});
