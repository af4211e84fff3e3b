import { DECK_KEYS } from '@shared/keys';
import { feedbackUrls } from '@shared/contracts/feedback-config';
import { isRoleLang } from '@shared/contracts/roles';
import { isSimulationOpen } from '@shared/contracts/visibility-config';
import { findRole, findSimulation, simulationClosedMessage, simulationKeys } from '@shared/simulations';
import { FEEDBACK_FORM_SETTING } from '../db/migrate';
import type { RoleDocuments } from '../modules/roles/content-loader';
import { roleInstructions } from '../modules/roles/service';
import type { PublicState } from './public-state';

/** An API answer as the API would send it: its status and JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** The API answer for a GET of `url`, or undefined when it is not one the snapshot can answer. */
export type ApiAnswers = (url: string) => ApiAnswer | undefined;

const ROLE_URL = /^\/api\/sims\/([^/?]+)\/roles\/([^/?]+)$/;

/**
 * The public reads a visitor's page makes, answered from one settings snapshot instead of over loopback
 * (issue 23): the same rules as the routers (a missing row reads as the default; instructions only while
 * the simulation is open), for a visitor who is not signed in. server/page-cache/visitor-answers.test.ts
 * checks each answer against the API's own, in several states, so the two cannot drift apart unnoticed.
 * Any other URL is left to the API itself (and a page that needed one is not cached).
 */
export function visitorAnswers(state: PublicState, docs: RoleDocuments): ApiAnswers {
  return (url) => {
    const { pathname, searchParams } = new URL(url, 'http://page.invalid');
    if (pathname === '/api/visibility/decks' && !searchParams.size)
      return ok(
        Object.fromEntries(
          DECK_KEYS.map((k) => {
            const row = state.decks.get(k);
            return [k, { isVisible: row?.isVisible ?? true, isDownloadable: row?.isDownloadable ?? true }];
          }),
        ),
      );
    if (pathname === '/api/visibility/simulations' && !searchParams.size)
      return ok(
        Object.fromEntries(
          simulationKeys().map((k) => {
            const row = state.simulations.get(k);
            return [k, { isVisible: row?.isVisible ?? true, isAccessible: row?.isAccessible ?? true }];
          }),
        ),
      );
    if (pathname === feedbackUrls.formSetting && !searchParams.size)
      return ok({
        success: true,
        data: { isVisible: state.app.get(FEEDBACK_FORM_SETTING)?.isVisible ?? true },
      });
    const role = ROLE_URL.exec(pathname);
    if (role) {
      const sim = findSimulation(decodeURIComponent(role[1]!));
      const def = sim && findRole(sim, decodeURIComponent(role[2]!));
      const lang = searchParams.get('lang') ?? 'en';
      const others = [...searchParams.keys()].filter((k) => k !== 'lang');
      if (!sim || !def || !isRoleLang(lang) || others.length || searchParams.getAll('lang').length > 1)
        return undefined;
      const setting = state.simulations.get(sim.key);
      if (setting && !isSimulationOpen(setting))
        return { status: 403, body: { success: false, message: simulationClosedMessage(sim.title) } };
      return ok({ success: true, data: roleInstructions(docs, sim, def, lang) });
    }
    return undefined;
  };
}

const ok = (body: unknown): ApiAnswer => ({ status: 200, body });
