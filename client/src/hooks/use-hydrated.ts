import { useEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React takes over a server-rendered page (and on the server), true from then on. A form
 * stays disabled until then: typed into too early, its fields would not be the ones React knows about.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Marks <html data-hydrated> once the page around it is interactive (end-to-end tests wait for it). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
