import { FOLLOW_ALONG_URL, PRESENTER_STATE_URL } from '@shared/contracts/presenter-config';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { currentPresentation, followAlong } from './service';

/**
 * GET /api/presenter/state: the signed-in instructor's presentation (null when none runs).
 * GET /api/presenter/follow: the public "slide n of deck d" while following along is on (null otherwise); it
 * changes without a settings write, so it is not public in the page-cache sense.
 */
export const presenterReads = ({ db }: ModuleContext): Read[] => [
  defineRead({
    path: PRESENTER_STATE_URL,
    public: false,
    adminOnly: true,
    read: async (viewer) => ok(await currentPresentation(db, viewer.admin!.id)),
  }),
  defineRead({ path: FOLLOW_ALONG_URL, public: false, read: async () => ok(await followAlong(db)) }),
];
