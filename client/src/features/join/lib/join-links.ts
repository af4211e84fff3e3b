import { isSimulationOpen, type SimulationSetting } from '@shared/contracts/visibility-config';
import { simulationPaths } from '@shared/routes';
import { SIMULATIONS, type SimulationKey } from '@shared/simulations';

/** One simulation's entry on the join screen: its titles and the full address of its role-choice page. */
export interface SimulationJoinLink {
  key: SimulationKey;
  title: string;
  titleKo: string;
  url: string;
}

/**
 * The simulations students may open now (visible and accessible), in the registry's order, each with the
 * address of its role-choice page on the site at `address` (an origin or PUBLIC_URL, no trailing slash).
 */
export function openSimulationLinks(
  address: string,
  settingOf: (key: SimulationKey) => SimulationSetting,
): SimulationJoinLink[] {
  return SIMULATIONS.filter((sim) => isSimulationOpen(settingOf(sim.key))).map((sim) => ({
    key: sim.key,
    title: sim.title,
    titleKo: sim.titleKo,
    url: `${address}${simulationPaths(sim).roles}`,
  }));
}

/** The address as shown in large type: the scheme set apart (it is still part of the text). */
export function splitAddress(address: string): { scheme: string; rest: string } {
  const match = /^(https?:\/\/)(.*)$/.exec(address);
  return match ? { scheme: match[1]!, rest: match[2]! } : { scheme: '', rest: address };
}

/**
 * The address in the pieces between which a line may break: after the scheme's `//`, a dot, a slash or a
 * hyphen, and before the port's colon; never inside a number or a word.
 */
export const addressParts = (address: string): string[] =>
  address.split(/(?<=[./-])(?!\/)|(?=:\d)/).filter((part) => part !== '');
