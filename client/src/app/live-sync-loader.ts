/**
 * The live channel's code, one step removed from the first bundle: a dynamic import lists every file its
 * target needs, and that list would otherwise sit in the bundle every page loads first (`npm run size`).
 */
export const loadLiveSync = () => import('./live-sync');
