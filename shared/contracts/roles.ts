import { LANGS, type Lang, type SimulationKey } from '../simulations';

/**
 * The roles API. The instruction texts themselves are not here: they live in
 * content/roles and only the server sends them, while the simulation is open.
 */

export const ROLE_LANGS = LANGS;
export type RoleLang = Lang;
// Plain checks rather than zod: the simulations pages import this file and need no schema library.
export const isRoleLang = (v: unknown): v is RoleLang => (ROLE_LANGS as readonly unknown[]).includes(v);

/** `GET /api/sims/{key}/roles/{role}?lang=en|ko` answers `{ success: true, data: RoleInstructions }`. */
export interface RoleInstructions {
  sim: SimulationKey;
  role: string;
  lang: RoleLang;
  /** The document's own title (its first heading). */
  title: string;
  /** The document body as HTML, rendered on the server from our own Markdown. */
  html: string;
}

export const roleInstructionsUrl = (sim: string, role: string, lang: RoleLang) =>
  `/api/sims/${sim}/roles/${role}?lang=${lang}`;

/**
 * `GET /api/sims/{key}/teaching-notes?lang=en|ko` answers `{ success: true, data: TeachingNotes }`, to the
 * signed-in instructor only (401 otherwise). The notes state both sides' confidential figures.
 */
export interface TeachingNotes {
  sim: SimulationKey;
  lang: RoleLang;
  /** The note's own title (its first heading). */
  title: string;
  /** The note as HTML, rendered on the server from our own Markdown. */
  html: string;
}

export const teachingNotesUrl = (sim: string, lang: RoleLang) =>
  `/api/sims/${sim}/teaching-notes?lang=${lang}`;

/**
 * `GET /api/sims/{key}/debrief-deck?lang=en|ko` answers a case's debrief slides as a PDF, to the signed-in
 * instructor only (401 otherwise): they state both sides' limits. A plain link opens it (the session cookie goes
 * with a same-site navigation).
 */
export const debriefDeckUrl = (sim: string, lang: RoleLang) => `/api/sims/${sim}/debrief-deck?lang=${lang}`;

/** A document of a simulation that holds no confidential figure: its title and its body as HTML. */
export interface SimulationSheet {
  sim: SimulationKey;
  lang: RoleLang;
  title: string;
  html: string;
}

/**
 * `GET /api/sims/{key}/observer-sheet?lang=en|ko` answers `{ success: true, data: ObserverSheet }`: the sheet of a
 * student who watches a negotiation (a trio's third member, a visitor) or a Tariff Wars pair, with no
 * confidential figure. Like the role instructions, to every visitor while the simulation is open (to the
 * instructor always).
 */
export type ObserverSheet = SimulationSheet;

export const observerSheetUrl = (sim: string, lang: RoleLang) =>
  `/api/sims/${sim}/observer-sheet?lang=${lang}`;

/**
 * `GET /api/sims/{key}/general-information?lang=en|ko` answers `{ success: true, data: GeneralInformation }`: the
 * case's public facts, which every role and every observer shares. To every visitor while the simulation is
 * open, whatever role they hold (to the instructor always).
 */
export type GeneralInformation = SimulationSheet;

export const generalInformationUrl = (sim: string, lang: RoleLang) =>
  `/api/sims/${sim}/general-information?lang=${lang}`;

/**
 * GET /api/sims/{key}/readable-roles: the roles the asking visitor may read now (registry role slugs, and
 * 'observer' for the observer sheet); `roles: null` while every visitor reads every open role (the same
 * answer for all, so a page may be kept with it).
 */
export const readableRolesUrl = (sim: string) => `/api/sims/${sim}/readable-roles`;
export interface ReadableRoles {
  roles: string[] | null;
}
