import type { Read } from '../lib/reads';
import { classTimerReads } from './class-timer/reads';
import { classesReads } from './classes/reads';
import type { ModuleContext } from './context';
import { dashboardReads } from './dashboard/reads';
import { dealReads } from './deal/reads';
import { debriefReads } from './debrief/reads';
import { deckReads } from './decks/reads';
import { feedbackReads } from './feedback/reads';
import { joinReads } from './join/reads';
import { pairingReads } from './pairing/reads';
import { presenterReads } from './presenter/reads';
import { privacyReads } from './privacy/reads';
import { rolesReads } from './roles/reads';
import { seatsReads } from './seats/reads';
import { tariffReads } from './tariff/reads';
import { visibilityReads } from './visibility/reads';

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
];
