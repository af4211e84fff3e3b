import { classMessages } from '@shared/contracts/classes-config';
import { isRoleLang } from '@shared/contracts/roles';
import {
  tariffUrls,
  type TariffGameState,
  type TariffTakeaway,
  type TariffTeamView,
} from '@shared/contracts/tariff';
import { messages } from '@shared/messages';
import { HttpError } from '../../lib/http';
import { defineRead, ok, type Read } from '../../lib/reads';
import { classFilterOr400 } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { takeaway } from '../roles';
import { seatOfViewer } from '../seats';
import {
  assertGameOver,
  assertTeamPlaying,
  classGames,
  currentGameState,
  teamOfDevice,
  teamView,
} from './service';
import { teamCookie } from './team-cookie';

/**
 * Tariff Wars reads: the instructor's games (`?class=`) and current game, and a team's view, for the team its
 * device cookie joined or its seat is in (null without one: every visitor's team page asks, and a browser on no
 * team is the page's ordinary state, its join form, not a refusal; 410 when its game ended). A team's view is
 * that team's alone. The game's takeaway page (`?lang=en|ko`), to a team whose game is over (401 without a team,
 * 409 before): the same page for every team, but it names the structure teams must find while they play.
 */
export const tariffReads = ({ db }: ModuleContext): Read[] => [
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
      const { team: found, byCookie } = await teamOfDevice(
        db,
        viewer.teamToken,
        await seatOfViewer(db)(viewer),
      );
      if (http) teamCookie.clearStale(http.req, http.res, byCookie);
      if (!found) return ok<TariffTeamView | null>(null);
      assertTeamPlaying(found);
      return ok<TariffTeamView | null>(await teamView(db, found));
    },
  }),
  defineRead({
    path: tariffUrls.takeaway,
    public: false,
    read: async (viewer, _params, query, http) => {
      const lang = query.lang ?? 'en';
      if (!isRoleLang(lang)) throw new HttpError(400, messages.unknownLanguage);
      const { team: found, byCookie } = await teamOfDevice(
        db,
        viewer.teamToken,
        await seatOfViewer(db)(viewer),
      );
      if (http) teamCookie.clearStale(http.req, http.res, byCookie);
      await assertGameOver(db, found);
      return ok<TariffTakeaway>(takeaway(found!.simKey, lang));
    },
  }),
];
