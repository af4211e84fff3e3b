import { OBSERVER_ROLE } from '@shared/contracts/pairing';
import { readableRolesUrl, type ReadableRoles } from '@shared/contracts/roles';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { assertSimulationOpen } from '../visibility';
import {
  loadGeneralInformation,
  loadObserverSheets,
  loadRoleDocuments,
  loadTakeaways,
  loadTeachingNotes,
} from './content-loader';
import { roleAccessOf } from './role-access';
import {
  generalInformation,
  langOr400,
  observerSheet,
  roleInstructions,
  roleOr404,
  simulationOr404,
  teachingNotes,
} from './service';

// Confidential: never indexed, whatever the answer (and, as every read, never cached).
const noIndex = { 'X-Robots-Tag': 'noindex' };

/**
 * `GET /api/sims/{key}/roles/{role}?lang=en|ko`: a role's confidential instructions, to every visitor while
 * the simulation is open (to the instructor always); `GET /api/sims/{key}/observer-sheet?lang=en|ko`, the
 * observer sheet, the same way; `GET /api/sims/{key}/general-information?lang=en|ko`, the case's public facts, to
 * every visitor while it is open whatever their role; `GET /api/sims/{key}/readable-roles`, which of them the visitor
 * may read (the role-choice page offers only those). `GET /api/sims/{key}/teaching-notes?lang=en|ko`: both sides'
 * secret figures, instructor only. (The debrief decks, PDFs, are in router.ts.)
 */
export function rolesReads({ db }: ModuleContext): Read[] {
  const roleAccess = roleAccessOf(db);
  // read at start (a broken document stops the server there), and again when a case is added or removed
  loadRoleDocuments();
  loadTeachingNotes();
  loadObserverSheets();
  loadGeneralInformation();
  loadTakeaways();
  return [
    defineRead({
      path: '/api/sims/:key/roles/:role',
      // the same for every visitor unless roles are assigned by the site (then each reader's own)
      public: (params) => roleAccess.isPublic(params.key ?? ''),
      headers: noIndex,
      read: async (viewer, params, query) => {
        const sim = simulationOr404(params.key);
        const role = roleOr404(sim, params.role);
        const lang = langOr400(query.lang);
        await assertSimulationOpen(db, sim.key, viewer.isAdmin);
        await roleAccess.assertReadable(viewer, sim.key, role.slug);
        return ok(roleInstructions(loadRoleDocuments(), sim, role, lang));
      },
    }),
    defineRead({
      path: '/api/sims/:key/observer-sheet',
      public: (params) => roleAccess.isPublic(params.key ?? ''),
      headers: noIndex,
      read: async (viewer, params, query) => {
        const sim = simulationOr404(params.key);
        const lang = langOr400(query.lang);
        const sheet = observerSheet(loadObserverSheets(), sim, lang);
        await assertSimulationOpen(db, sim.key, viewer.isAdmin);
        await roleAccess.assertReadable(viewer, sim.key, OBSERVER_ROLE);
        return ok(sheet);
      },
    }),
    defineRead({
      path: '/api/sims/:key/general-information',
      // every role's and every observer's: the same for every visitor while the case is open
      public: true,
      headers: noIndex,
      read: async (viewer, params, query) => {
        const sim = simulationOr404(params.key);
        const lang = langOr400(query.lang);
        const sheet = generalInformation(loadGeneralInformation(), sim, lang);
        await assertSimulationOpen(db, sim.key, viewer.isAdmin);
        return ok(sheet);
      },
    }),
    defineRead({
      path: readableRolesUrl(':key'),
      // every role to everyone while the rules are off; each reader's own once they are on
      public: (params) => roleAccess.isPublic(params.key ?? ''),
      read: async (viewer, params) => {
        const sim = simulationOr404(params.key);
        return ok<ReadableRoles>({ roles: await roleAccess.readableRoles(viewer, sim.key) });
      },
    }),
    defineRead({
      path: '/api/sims/:key/teaching-notes',
      public: false,
      adminOnly: true,
      headers: noIndex,
      read: (_viewer, params, query) =>
        ok(teachingNotes(loadTeachingNotes(), simulationOr404(params.key), langOr400(query.lang))),
    }),
  ];
}
