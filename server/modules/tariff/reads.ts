import { classMessages } from '@shared/contracts/classes-config';
import { tariffUrls, type TariffGameState, type TariffTeamView } from '@shared/contracts/tariff';
import { HttpError } from '../../lib/http';
import { defineRead, ok, type Read } from '../../lib/reads';
import { classFilterOr400 } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { clearStaleTeamCookie } from './router';
import { assertTeamPlaying, classGames, currentGameState, teamOfDevice, teamView } from './service';

/**
 * Tariff Wars reads: the instructor's games (`?class=`) and current game, and a team's view, for the team its
 * device cookie joined or its seat is in (401 without one, 410 when its game ended). A team's view is that
 * team's alone.
 */
export const tariffReads = ({ db, seatOfViewer }: ModuleContext): Read[] => [
  defineRead({
    path: tariffUrls.games,
    public: false,
    adminOnly: true,
    read: async (_viewer, _params, query) => {
      const games = await classGames(db, classFilterOr400(query.class));
      if (!games) throw new HttpError(404, classMessages.notFound);
      return ok<TariffGameState[]>(games);
    },
  }),
  defineRead({
    path: tariffUrls.current,
    public: false,
    adminOnly: true,
    read: async () => ok<TariffGameState | null>(await currentGameState(db)),
  }),
  defineRead({
    path: tariffUrls.team,
    public: false,
    read: async (viewer, _params, _query, http) => {
      const { team: found, byCookie } = await teamOfDevice(db, viewer.teamToken, await seatOfViewer(viewer));
      if (http) clearStaleTeamCookie(http.req, http.res, byCookie);
      assertTeamPlaying(found);
      return ok<TariffTeamView>(await teamView(db, found));
    },
  }),
];
