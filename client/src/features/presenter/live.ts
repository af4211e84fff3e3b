import { EVENTS_URL, type LiveEvent } from '@shared/contracts/live-config';

export type PresenterSignal = LiveEvent | { type: 'resync' };

/**
 * The live channel for the presenter page: one EventSource, reopened by the browser after a drop; the first
 * message after a drop is a `resync` (something may have been missed). Its own few lines rather than the
 * SPA's module, so this entry shares no chunk with the SPA.
 */
export function listenLive(onSignal: (signal: PresenterSignal) => void): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(EVENTS_URL);
  let dropped = false;
  source.onmessage = (message: MessageEvent<string>) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(message.data) as LiveEvent;
    } catch {
      return;
    }
    if (event.type === 'hello') {
      if (dropped) onSignal({ type: 'resync' });
      dropped = false;
      return;
    }
    onSignal(event);
  };
  source.onerror = () => {
    dropped = true;
  };
  return () => source.close();
}
