import { JOIN_URL } from '@shared/contracts/join';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { joinInfo } from './service';

/** GET /api/join: the join screen's settings (instructor only). */
export const joinReads = ({ config }: ModuleContext): Read[] => [
  defineRead({ path: JOIN_URL, public: false, adminOnly: true, read: () => ok(joinInfo(config)) }),
];
