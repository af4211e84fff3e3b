import { defineRead, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { simulationVisibility } from './service';

/** GET /api/visibility/simulations: the bare keyed object of SPEC section 7, the same for every visitor. */
export const visibilityReads = ({ db }: ModuleContext): Read[] => [
  defineRead({ path: '/api/visibility/simulations', public: true, read: () => simulationVisibility(db) }),
];
