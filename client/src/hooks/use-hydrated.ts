import { useEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React takes over a server-rendered page (the first render in the browser
 * must match the server's HTML), true from then on. In a page the browser renders alone it is true at once.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * What every control that needs the app's script adds to its own props (the primitives in
 * components/ui do this, so pages do not): a page arrives server-rendered and looks ready, but until React
 * has taken it over a click or keystroke would do nothing, or be forgotten. So such a control is disabled
 * (it looks it, and says it is busy) until then; plain links need no script and are never disabled.
 */
export function useDisabledUntilHydrated(disabled?: boolean) {
  const hydrated = useHydrated();
  return {
    disabled: disabled || !hydrated,
    'aria-busy': hydrated ? undefined : true,
  } as const;
}

/**
 * Marks <html data-hydrated> once the page around it is interactive (end-to-end tests wait for it): after
 * the render in which useHydrated turned true, so the page's controls are enabled by then.
 */
export function HydrationMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return null;
}
