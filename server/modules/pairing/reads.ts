import type { AssignmentView, RoleRules } from '@shared/contracts/pairing';
import { teamGameOf } from '@shared/contracts/tariff-config';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { findRoleRules } from './repository';
import { currentAssignment, pairRoles } from './service';
import { tariffTeams } from './tariff-teams';

/**
 * GET /api/sims/{key}/assignments: the current class's latest assignment of a simulation (instructor only);
 * for Tariff Wars, the running game's teams.
 */
export const pairingReads = ({ db }: ModuleContext): Read[] => [
  defineRead({
    path: '/api/sims/:key/assignments',
    public: false,
    adminOnly: true,
    read: async (_viewer, params) =>
      ok<AssignmentView | null>(
        // a team game: the running game's teams (the tariff module's), as its POST answers them
        teamGameOf(params.key ?? '')
          ? await tariffTeams.get().current({ db }, params.key!)
          : await currentAssignment(db, params.key ?? ''),
      ),
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
