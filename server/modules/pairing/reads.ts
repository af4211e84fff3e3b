import type { AssignmentView, RoleRules } from '@shared/contracts/pairing';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { findRoleRules } from './repository';
import { currentAssignment, pairRoles } from './service';

/** GET /api/sims/{key}/assignments: the current class's latest assignment of a simulation (instructor only). */
export const pairingReads = ({ db }: ModuleContext): Read[] => [
  defineRead({
    path: '/api/sims/:key/assignments',
    public: false,
    adminOnly: true,
    read: async (_viewer, params) => ok<AssignmentView | null>(await currentAssignment(db, params.key ?? '')),
  }),
  defineRead({
    path: '/api/sims/:key/role-rules',
    public: false,
    adminOnly: true,
    read: async (_viewer, params) => {
      pairRoles(params.key ?? '');
      return ok<RoleRules>(await findRoleRules(db, params.key ?? ''));
    },
  }),
];
