import { MemoryStore, type Options } from 'express-rate-limit';

/** At most this many pages are rendered at once in a process for visitors (the machine has 2 cores). */
export const RENDER_SLOTS = 4;
/** Renders one visitor's address may start per minute: a class behind one NAT needs a dozen (one per page). */
export const RENDERS_PER_CLIENT_PER_MINUTE = 60;

/**
 * Bounds the server-rendering work visitors can cause: kept pages cost nothing, but a page that
 * has to be rendered costs tens of milliseconds of the server's one thread. At most RENDER_SLOTS renders
 * run at once, and one address starts at most RENDERS_PER_CLIENT_PER_MINUTE (counted only when it starts
 * one, never for a kept page; off with RATE_LIMIT_DISABLED, like the other per-address limits). A render
 * past the budget is not started: the page goes out unrendered, as the SPA shell, and the browser renders
 * it itself, as it does when rendering fails. The signed-in instructor's pages are not counted.
 */
export function createRenderBudget(perClient: boolean) {
  const store = new MemoryStore();
  store.init({ windowMs: 60_000 } as Options);
  let running = 0;
  /** A slot for one render by `client`, or undefined when the budget is spent; call the slot's release after. */
  return async (client: string): Promise<(() => void) | undefined> => {
    if (running >= RENDER_SLOTS) return undefined;
    if (perClient && (await store.increment(client)).totalHits > RENDERS_PER_CLIENT_PER_MINUTE)
      return undefined;
    // checked again: other renders may have started while the count was taken
    if (running >= RENDER_SLOTS) return undefined;
    running++;
    let released = false;
    return () => {
      if (!released) running--;
      released = true;
    };
  };
}

export type RenderBudget = ReturnType<typeof createRenderBudget>;
