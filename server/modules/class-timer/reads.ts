import { CLASS_TIMER_URL } from '@shared/contracts/class-timer-config';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { currentTimer } from './service';

/** GET /api/class-timer: anyone may read it, but it changes without a settings write, so it is not public. */
export const classTimerReads = ({ db }: ModuleContext): Read[] => [
  defineRead({ path: CLASS_TIMER_URL, public: false, read: async () => ok(await currentTimer(db)) }),
];
