/**
 * The pairing module's public face: assignments of roles and partners, their rounds, and who may read which
 * role. Modules after it in the order (server/modules/README.md) import these; the tariff module registers
 * its teams here (tariff-teams.ts).
 */
import { onSeatAssignments } from '../seats';
import { seatAssignments, tariffTeams } from './tariff-teams';

export { pairingRouter, roleRulesRouter, roundsRouter } from './router';
export { pairingReads } from './reads';
export {
  assertRoleReadable,
  publishedTable,
  publishedTables,
  readableRoles,
  rolesArePublic,
  roundsOf,
} from './service';
export type { TariffTeams } from './tariff-teams';

export const onTariffTeams = tariffTeams.register;

// The seats module, before pairing in the order, asks a seat's assignments for /me through its hook.
onSeatAssignments(seatAssignments);
