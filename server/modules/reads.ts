import type { Read } from '../lib/reads';
import { casesReads } from './cases';
import { classTimerReads } from './class-timer';
import { classesReads } from './classes';
import type { ModuleContext } from './context';
import { dashboardReads } from './dashboard';
import { dealReads } from './deal';
import { debriefReads } from './debrief';
import { deckReads } from './decks';
import { feedbackReads } from './feedback';
import { joinReads } from './join';
import { pairingReads } from './pairing';
import { presenterReads } from './presenter';
import { privacyReads } from './privacy';
import { reportsReads } from './reports';
import { rolesReads } from './roles';
import { seatsReads } from './seats';
import { tariffReads } from './tariff';
import { visibilityReads } from './visibility';

/**
 * Every module's GET reads (server/lib/reads.ts): the app mounts them as routes and the server renderer
 * answers a page's reads from the same list, in-process. A GET that is not a plain read (the live stream,
 * the health check, the streamed results list, sign-in state, the PDFs) stays in its module's router.
 */
export const moduleReads = (ctx: ModuleContext): Read[] => [
  ...deckReads(ctx),
  ...visibilityReads(ctx),
  ...feedbackReads(ctx),
  ...rolesReads(ctx),
  ...classesReads(ctx),
  ...casesReads(ctx),
  ...classTimerReads(ctx),
  ...dashboardReads(ctx),
  ...joinReads(ctx),
  ...tariffReads(ctx),
  ...seatsReads(ctx),
  ...pairingReads(ctx),
  ...dealReads(ctx),
  ...presenterReads(ctx),
  ...debriefReads(ctx),
  ...privacyReads(ctx),
  ...reportsReads(ctx),
];
