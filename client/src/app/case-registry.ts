import { registerPublicRegistry, type PublicRegistry } from '@shared/cases/public-registry';

/**
 * Registers the cases the page was sent (boot.ts read them from the page's data block) before any other
 * module of the app runs: main.tsx imports this first, and ES modules run in the order they are imported.
 */
const sent = (globalThis as Record<symbol, unknown>)[Symbol.for('course-site.registry-sent')];
if (sent) registerPublicRegistry(sent as PublicRegistry);
