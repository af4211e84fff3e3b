import { EVENTS_URL, LIVE_RETRY_MS, type LiveEvent } from '@shared/contracts/live-config';
import { myPageClosingUrl } from '@shared/contracts/seats-config';
import { isSeatedStream, noteHello } from './live-hello';

/**
 * What a page hears: the server's events, and `resync` when it may have missed some. `since`: what was read
 * from then on was read while the stream listened (absent: anything read so far may be out of date).
 */
export type LiveSignal = LiveEvent | { type: 'resync'; since?: number };
type Listener = (signal: LiveSignal) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let droppedSinceHello = false;

let sayingWhenClosed = false;

/**
 * A seat's page being closed (the tab or the browser closed, a reload, a link away) says so as it goes: the
 * seat then counts as present for a minute (PAGE_CLOSED_GRACE_MS), not ten, unless a page of it is online
 * again by then, as a reload is within a second. A stream that only drops (Wi-Fi) says nothing. `pagehide`,
 * not `visibilitychange`: a phone showing another app for a moment keeps its page. Not when the page is kept
 * in the back-forward cache (`persisted`): it may be shown again as it is. A beacon is sent even as the page
 * goes; its answer is never read.
 */
function onPageHide(event: PageTransitionEvent) {
  if (event.persisted || !source || !isSeatedStream()) return;
  navigator.sendBeacon?.(myPageClosingUrl);
}

function connect() {
  if (!sayingWhenClosed) {
    sayingWhenClosed = true;
    window.addEventListener('pagehide', onPageHide);
  }
  // one stream per tab, shared by every page; the browser reconnects it by itself after a drop
  const opened = new EventSource(EVENTS_URL);
  let greeted = false;
  source = opened;
  opened.onmessage = (message: MessageEvent<string>) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(message.data) as LiveEvent;
    } catch {
      return;
    }
    if (event.type === 'hello') {
      noteHello(event);
      // Back after a drop (sleep, Wi-Fi): whatever changed meanwhile was not heard, so pages refetch. The
      // first hello too: what the page holds was read (rendered on the server, or fetched while this code
      // loaded) before the stream listened, and an assignment published in between would never show. The
      // server listens from before it says hello, not from when the browser asked for the stream (it first
      // finds the device's seat, which takes long on a busy server): so what was asked for before this hello
      // arrived is refetched, and only what is asked for from now on is known to be heard.
      emit(droppedSinceHello || greeted ? { type: 'resync' } : { type: 'resync', since: Date.now() });
      droppedSinceHello = false;
      greeted = true;
      return;
    }
    emit(event);
  };
  opened.onerror = () => {
    droppedSinceHello = true;
    // An answer other than a stream (a proxy's 502 while a process stops, a 503 at a cap) makes the browser
    // give the stream up for good: open it again after the usual wait, unless it was closed or replaced.
    if (opened.readyState !== EventSource.CLOSED) return;
    setTimeout(
      () => {
        if (source === opened) connect();
      },
      LIVE_RETRY_MS * (1 + Math.random()),
    );
  };
}

function emit(signal: LiveSignal) {
  for (const l of listeners) l(signal);
}

/**
 * Listens to the live channel. The first listener opens the stream, the last one to leave closes
 * it. Where the browser has no EventSource (tests, very old browsers) nothing is heard and pages work as
 * before: they load what they show when they open.
 */
export function subscribeLive(listener: Listener): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  listeners.add(listener);
  if (!source) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = null;
    }
  };
}

/**
 * Opens the stream again, if one is open: the server decides what a stream carries from the cookies it was
 * opened with, so a page whose device has just taken, moved or left a seat reconnects to be heard as that
 * seat (or as nobody). What changed meanwhile is refetched, as after any drop.
 */
export function reconnectLive(): void {
  if (!source) return;
  source.close();
  droppedSinceHello = true;
  connect();
}
