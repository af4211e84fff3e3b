import { useSyncExternalStore } from 'react';
import {
  CASE_REGISTRY_PATH,
  replacePublicRegistry,
  type PublicRegistry,
} from '@shared/cases/public-registry';
import { simulationRegistryVersion, subscribeSimulationRegistry } from '@shared/simulations';
import { getData } from './api';

/**
 * The registry as the server now has it, made this page's: the page was sent the registry of its time, and a
 * case added or removed since (on this page, or heard of on the live channel) is a simulation its lists,
 * links and routes must know, or no longer offer. A failure leaves the page as it was: it learns of the case
 * when it is next loaded.
 */
export async function refreshCaseRegistry(): Promise<void> {
  let registry: PublicRegistry;
  try {
    registry = await getData<PublicRegistry>(CASE_REGISTRY_PATH);
  } catch {
    return;
  }
  replacePublicRegistry(registry);
}

/**
 * The registry's version, rendering the component again whenever a case is registered or unregistered: a
 * component that reads the registry (the route table, the simulations' lists) calls it to stay current.
 */
export const useCaseRegistry = (): number =>
  useSyncExternalStore(subscribeSimulationRegistry, simulationRegistryVersion, simulationRegistryVersion);
