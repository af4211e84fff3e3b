import { messages } from '@shared/messages';
import {
  isRoleLang,
  type GeneralInformation,
  type ObserverSheet,
  type SimulationSheet,
  type RoleInstructions,
  type RoleLang,
  type TeachingNotes,
} from '@shared/contracts/roles';
import {
  findRole,
  findSimulation,
  type RoleDefinition,
  type SimulationDefinition,
} from '@shared/simulations';
import { HttpError } from '../../lib/http';
import { documentKey, sheetKey, teachingNotesKey, type RoleDocuments } from './content-loader';

export function simulationOr404(key: unknown): SimulationDefinition {
  const sim = typeof key === 'string' ? findSimulation(key) : undefined;
  if (!sim) throw new HttpError(404, messages.unknownSimulation);
  return sim;
}

export function roleOr404(sim: SimulationDefinition, slug: unknown): RoleDefinition {
  const role = typeof slug === 'string' ? findRole(sim, slug) : undefined;
  if (!role) throw new HttpError(404, messages.unknownRole);
  return role;
}

/** `?lang=en|ko`; English when absent. */
export const langOr400 = (lang: unknown): RoleLang => {
  const value = lang ?? 'en';
  if (!isRoleLang(value)) throw new HttpError(400, messages.unknownLanguage);
  return value;
};

/**
 * One role's confidential instructions. The router lets students have them only while the simulation is
 * visible and accessible; the instructor always.
 */
export function roleInstructions(
  docs: RoleDocuments,
  sim: SimulationDefinition,
  role: RoleDefinition,
  lang: RoleLang,
): RoleInstructions {
  const key = documentKey(sim.key, role.slug, lang);
  const doc = docs.get(key);
  // Every document is checked at start-up, so this would be a programming error.
  if (!doc) throw new Error(`role document ${key} was not loaded`);
  return { sim: sim.key, role: role.slug, lang, title: doc.title, html: doc.html };
}

/** A simulation's teaching notes, for the instructor (the router checks the session first). */
export function teachingNotes(
  notes: RoleDocuments,
  sim: SimulationDefinition,
  lang: RoleLang,
): TeachingNotes {
  if (!sim.teachingNotes) throw new HttpError(404, messages.noTeachingNotes);
  const key = teachingNotesKey(sim.key, lang);
  const doc = notes.get(key);
  // Every note the registry names is read at start-up, so this would be a programming error.
  if (!doc) throw new Error(`teaching notes ${key} were not loaded`);
  return { sim: sim.key, lang, title: doc.title, html: doc.html };
}

/** One of a simulation's public documents (`files` says whether the registry names one), or 404 with `missing`. */
function sheetOf(
  sheets: RoleDocuments,
  sim: SimulationDefinition,
  lang: RoleLang,
  files: Record<RoleLang, string> | undefined,
  missing: string,
): SimulationSheet {
  if (!files) throw new HttpError(404, missing);
  const doc = sheets.get(sheetKey(sim.key, lang));
  // Every sheet the registry names is read at start-up in both languages, so this would be a programming error.
  if (!doc) throw new Error(`${sheetKey(sim.key, lang)} was not loaded`);
  return { sim: sim.key, lang, title: doc.title, html: doc.html };
}

/**
 * The observer sheet: the negotiations' (a pair watched) or Tariff Wars' (a pair of teams watched). The router
 * lets students have it only while the simulation is open, as the role instructions.
 */
export const observerSheet = (
  sheets: RoleDocuments,
  sim: SimulationDefinition,
  lang: RoleLang,
): ObserverSheet => sheetOf(sheets, sim, lang, sim.observerSheet, messages.noObserverSheet);

/** The case's general information: the public facts of every role, to every reader while the case is open. */
export const generalInformation = (
  sheets: RoleDocuments,
  sim: SimulationDefinition,
  lang: RoleLang,
): GeneralInformation => sheetOf(sheets, sim, lang, sim.generalInformation, messages.noGeneralInformation);
