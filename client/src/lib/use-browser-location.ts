import { useSyncExternalStore } from 'react';
import type { BrowserLocation } from '@shared/contracts/join';

const noSubscription = () => () => {};

/**
 * Where this browser opened the site; null on the server and while React takes the server-rendered page
 * over (that first render must match the server's HTML, which cannot know it). The join screen and the
 * Tariff Wars join sheet read it to choose the address their QR codes encode (`joinTarget`).
 */
export const useBrowserLocation = () =>
  useSyncExternalStore<BrowserLocation | null>(
    noSubscription,
    () => window.location,
    () => null,
  );
