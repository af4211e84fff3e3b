import type { AssignmentView } from '@shared/contracts/pairing';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { currentAssignment } from './service';

/** GET /api/sims/{key}/assignments: the current class's latest assignment of a simulation (instructor only). */
export const pairingReads = ({ db }: ModuleContext): Read[] => [
  defineRead({
    path: '/api/sims/:key/assignments',
    public: false,
    adminOnly: true,
    read: async (_viewer, params) => ok<AssignmentView | null>(await currentAssignment(db, params.key ?? '')),
  }),
];
