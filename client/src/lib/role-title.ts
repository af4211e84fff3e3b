import { OBSERVER_ROLE } from '@shared/contracts/pairing';
import { findRole, simulationOf } from '@shared/simulations';

/** A role slug as the instructor reads it: the registry's English title. */
export function roleTitle(sim: string, role: string | null): string {
  if (role === null) return 'no role yet';
  if (role === OBSERVER_ROLE) return 'Observer';
  return findRole(simulationOf(sim), role)?.title ?? role;
}

/**
 * A role in the middle of an English sentence: "the Studio Executive Producer", but "Yeji's agent" (a
 * possessive title takes no "the", and its noun reads as a common noun there).
 */
export function roleInSentence(sim: string, role: string | null): string {
  const title = roleTitle(sim, role);
  if (role === null) return title;
  const possessive = /^(\S+['’]s) (.+)$/.exec(title);
  return possessive ? `${possessive[1]} ${possessive[2]!.toLowerCase()}` : `the ${title}`;
}
