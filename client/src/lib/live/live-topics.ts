import type { LiveEventType } from '@shared/contracts/live-config';

/**
 * What a query's data changes with, named by the live channel's events (shared/contracts/live-config.ts):
 * `results` for any simulation's results, `results:<sim>` for one simulation's.
 */
export type LiveTopic = Exclude<LiveEventType, 'hello'> | `results:${string}`;

/**
 * Every query says which live events make what it shows out of date, in `meta.liveTopics` (an empty list:
 * nothing live changes it). The live channel refreshes queries by these topics, never by their URLs; a
 * component test fails when a page shows a query that declares none (client/src/test/render.tsx).
 */
export type LiveQueryMeta = { liveTopics: readonly LiveTopic[] };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: LiveQueryMeta;
  }
}

/** The topics a query declared, or undefined when it declared none. */
export function declaredTopics(meta: Record<string, unknown> | undefined): readonly LiveTopic[] | undefined {
  const topics = meta?.liveTopics;
  return Array.isArray(topics) ? (topics as LiveTopic[]) : undefined;
}
