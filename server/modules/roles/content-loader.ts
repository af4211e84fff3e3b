import fs from 'node:fs';
import path from 'node:path';
import { takeawayPages } from '@shared/class-flow';
import { ROLE_LANGS, type RoleLang } from '@shared/contracts/roles';
import { SIMULATIONS, type Lang, type SimulationDefinition } from '@shared/simulations';
import { paths } from '../../lib/paths';
import { caseDocumentText, caseDocumentsVersion } from '@shared/cases/documents';
import { renderRoleDocument, type RoleDocument } from '../../lib/document-markdown';

export type RoleDocuments = ReadonlyMap<string, RoleDocument>;

export const documentKey = (sim: string, role: string, lang: RoleLang) => `${sim}/${role}/${lang}`;

/**
 * Reads and renders one of our Markdown documents (`relPath` is relative to `root`); a missing or malformed one
 * stops the server at start-up with its path. `what` names the kind of document in that message.
 */
function readDocument(root: string, relPath: string, lang: RoleLang, what: string): RoleDocument {
  const file = path.join(root, relPath);
  // a case package's document (every case's), its figures written out in the document's language
  let source = caseDocumentText(relPath, lang);
  try {
    source ??= fs.readFileSync(file, 'utf8');
  } catch (cause) {
    throw new Error(`${what} are missing: ${file}`, { cause });
  }
  try {
    return renderRoleDocument(source, lang);
  } catch (err) {
    throw new Error(`${what} ${file}: ${(err as Error).message}`, { cause: err });
  }
}

/** Reads and renders every role document the registry names. */
export function readRoleDocuments(root: string): RoleDocuments {
  const docs = new Map<string, RoleDocument>();
  for (const sim of SIMULATIONS) {
    for (const role of sim.roles) {
      for (const lang of ROLE_LANGS) {
        docs.set(
          documentKey(sim.key, role.slug, lang),
          readDocument(root, role.content[lang], lang, 'Role instructions'),
        );
      }
    }
  }
  return docs;
}

export const teachingNotesKey = (sim: string, lang: RoleLang) => `${sim}/${lang}`;

/** Reads and renders the instructor's teaching notes of every simulation that has them in the registry. */
export function readTeachingNotes(root: string): RoleDocuments {
  const docs = new Map<string, RoleDocument>();
  for (const sim of SIMULATIONS) {
    if (!sim.teachingNotes) continue;
    for (const lang of ROLE_LANGS) {
      docs.set(
        teachingNotesKey(sim.key, lang),
        readDocument(root, sim.teachingNotes[lang], lang, 'Teaching notes'),
      );
    }
  }
  return docs;
}

export const sheetKey = (sim: string, lang: RoleLang) => `${sim}/${lang}`;

/** Reads and renders one kind of a simulation's documents (by sim and language) for every simulation that names it. */
function readSheets(
  root: string,
  files: (sim: SimulationDefinition) => Record<Lang, string> | undefined,
  what: string,
): RoleDocuments {
  const docs = new Map<string, RoleDocument>();
  for (const sim of SIMULATIONS) {
    const named = files(sim);
    if (!named) continue;
    for (const lang of ROLE_LANGS)
      docs.set(sheetKey(sim.key, lang), readDocument(root, named[lang], lang, what));
  }
  return docs;
}

/** Reads and renders every simulation's observer sheet (the negotiations share one; Tariff Wars has its own). */
export const readObserverSheets = (root: string) =>
  readSheets(root, (sim) => sim.observerSheet, 'Observer sheets');

/** Reads and renders every case's general information: the public facts all its roles share. */
export const readGeneralInformation = (root: string) =>
  readSheets(root, (sim) => sim.generalInformation, 'General information');

export const takeawayKey = (sim: string, lang: RoleLang) => `${sim}/${lang}`;

/**
 * Reads and renders every case's takeaway page: a negotiation's (shown in a student's own debrief once
 * released) and Tariff Wars' (shown on a team's page once its game is over).
 */
export function readTakeaways(root: string): RoleDocuments {
  const docs = new Map<string, RoleDocument>();
  for (const { key, files } of takeawayPages())
    for (const lang of ROLE_LANGS)
      docs.set(takeawayKey(key, lang), readDocument(root, files[lang], lang, 'Takeaway pages'));
  return docs;
}

const cache = new Map<string, RoleDocuments>();

/** Reads once per process, root and version of the case registry (a case added or removed reads again). */
function cached(kind: string, root: string, read: (root: string) => RoleDocuments): RoleDocuments {
  const key = `${kind}:${root}:${caseDocumentsVersion()}`;
  let docs = cache.get(key);
  if (!docs) {
    docs = read(root);
    cache.set(key, docs);
  }
  return docs;
}

/** The rendered role documents. */
export const loadRoleDocuments = (root = paths.root) => cached('roles', root, readRoleDocuments);

/** The rendered teaching notes (instructor only). */
export const loadTeachingNotes = (root = paths.root) => cached('notes', root, readTeachingNotes);

/** The rendered takeaway pages (a student's own debrief once released; a Tariff Wars team's after its game). */
export const loadTakeaways = (root = paths.root) => cached('takeaways', root, readTakeaways);

/** The rendered observer sheets (public while their simulation is open). */
export const loadObserverSheets = (root = paths.root) => cached('observer', root, readObserverSheets);

/** The rendered general information (public while its simulation is open, whatever the reader's role). */
export const loadGeneralInformation = (root = paths.root) => cached('general', root, readGeneralInformation);
