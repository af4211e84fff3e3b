import { useSyncExternalStore } from 'react';
import { isSeatedStream, subscribeSeated } from './seated-stream';

export { noteHello } from './seated-stream';

/**
 * True while this browser's live stream belongs to a seat (false on the server and before the hello). Kept
 * apart from the connection, which loads later.
 */
export const useSeatedStream = (): boolean =>
  useSyncExternalStore(subscribeSeated, isSeatedStream, () => false);
