import { OBSERVER_ROLE } from '@shared/contracts/pairing';
import { findRole, simulationOf } from '@shared/simulations';

/** A role slug as the instructor reads it: the registry's English title. */
export function roleTitle(sim: string, role: string | null): string {
  if (role === null) return 'no role yet';
  if (role === OBSERVER_ROLE) return 'Observer';
  return findRole(simulationOf(sim), role)?.title ?? role;
}
