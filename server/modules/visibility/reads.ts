import { defineRead, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { simulationVisibility } from './service';

/** GET /api/visibility/simulations: a bare keyed object (not the envelope), the same for every visitor. */
export const visibilityReads = ({ db }: ModuleContext): Read[] => [
  defineRead({ path: '/api/visibility/simulations', public: true, read: () => simulationVisibility(db) }),
];
