import { FOLLOW_ALONG_URL, PRESENTER_STATE_URL, PROJECTOR_URL } from '@shared/contracts/presenter-config';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { projectorCookie } from './projector-cookie';
import { currentPresentation, followAlong, projectorOfToken } from './service';

/**
 * GET /api/presenter/state: the signed-in instructor's presentation (null when none runs).
 * GET /api/presenter/follow: the public "slide n of deck d" while following along is on (null otherwise); it
 * changes without a settings write, so it is not public in the page-cache sense.
 * GET /api/presenter/projector: what a projector joined by code shows (null when its cookie is joined to no
 * running presentation, and the stale cookie is cleared).
 */
export const presenterReads = ({ db }: ModuleContext): Read[] => [
  defineRead({
    path: PRESENTER_STATE_URL,
    public: false,
    adminOnly: true,
    read: async (viewer) => ok(await currentPresentation(db, viewer.admin!.id)),
  }),
  defineRead({ path: FOLLOW_ALONG_URL, public: false, read: async () => ok(await followAlong(db)) }),
  defineRead({
    path: PROJECTOR_URL,
    public: false,
    read: async (viewer, _params, _query, http) => {
      const found = await projectorOfToken(db, viewer.projectorToken);
      if (http) projectorCookie.clearStale(http.req, http.res, found);
      return ok(found?.view ?? null);
    },
  }),
];
