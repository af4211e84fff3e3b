import { JOIN_URL, PROJECTOR_JOIN_URL, type ProjectorJoinScreen } from '@shared/contracts/join';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { projectorOfViewer } from '../presenter';
import { classJoin } from '../seats';
import { joinInfo } from './service';

/**
 * GET /api/join: the join screen's settings (instructor only).
 * GET /api/join/projector: the join screen on a projector joined by code (its cookie, no sign-in): the class's
 * code and count besides the settings, which the room sees on the wall anyway; null for any other browser
 * (the instructor's included: theirs is /join).
 */
export const joinReads = ({ db, config }: ModuleContext): Read[] => [
  defineRead({ path: JOIN_URL, public: false, adminOnly: true, read: () => ok(joinInfo(config)) }),
  defineRead({
    path: PROJECTOR_JOIN_URL,
    public: false,
    read: async (viewer) => {
      if (!(await projectorOfViewer(db)(viewer))) return ok<ProjectorJoinScreen | null>(null);
      return ok<ProjectorJoinScreen | null>({ join: joinInfo(config), class: await classJoin(db) });
    },
  }),
];
