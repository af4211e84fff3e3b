import { messages } from '@shared/messages';
import {
  isRoleLang,
  type ObserverSheet,
  type RoleInstructions,
  type RoleLang,
  type TeachingNotes,
} from '@shared/contracts/roles';
import {
  findRole,
  findSimulation,
  hasResults,
  type RoleDefinition,
  type SimulationDefinition,
} from '@shared/simulations';
import { HttpError } from '../../lib/http';
import { documentKey, teachingNotesKey, type RoleDocuments } from './content-loader';

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

/**
 * The observer sheet, for a negotiation in pairs (a case with reported results, whose pages include the
 * observer's, shared/routes.ts); the router lets students have it only while the simulation is open, as the
 * role instructions. Tariff Wars has none.
 */
export function observerSheet(
  sheet: RoleDocuments,
  sim: SimulationDefinition,
  lang: RoleLang,
): ObserverSheet {
  if (!hasResults(sim)) throw new HttpError(404, messages.noObserverSheet);
  const doc = sheet.get(lang);
  // The sheet is read at start-up in both languages, so this would be a programming error.
  if (!doc) throw new Error(`observer sheet ${lang} was not loaded`);
  return { sim: sim.key, lang, title: doc.title, html: doc.html };
}
