import { useSyncExternalStore } from 'react';
import { isSeatedStream, subscribeSeated } from './live-hello';

/** True while this browser's live stream belongs to a seat (false on the server and before the hello). */
export const useSeatedStream = (): boolean =>
  useSyncExternalStore(subscribeSeated, isSeatedStream, () => false);
