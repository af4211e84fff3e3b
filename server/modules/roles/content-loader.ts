import fs from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import { takeawayPages } from '@shared/class-flow';
import { ROLE_LANGS, type RoleLang } from '@shared/contracts/roles';
import { SIMULATIONS, type Lang, type SimulationDefinition } from '@shared/simulations';
import { paths } from '../../lib/paths';
import { caseDocumentText, caseDocumentsVersion } from '@shared/cases/documents';

export interface RoleDocument {
  title: string;
  html: string;
}

export type RoleDocuments = ReadonlyMap<string, RoleDocument>;

export const documentKey = (sim: string, role: string, lang: RoleLang) => `${sim}/${role}/${lang}`;

/** Text for HTML: what raw HTML in a document becomes (shown as written, never run). */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A link or image address a document may use: a page of the site, a fragment, or an https/mailto link. */
const SAFE_LINK = /^(?:\/(?!\/)|#|https:\/\/|mailto:)/i;

/**
 * The rules every document is rendered by, a shipped case's or an added one's (an instructor's upload is not
 * ours to trust): raw HTML is shown as text, never run; an image is only one the site serves itself (no
 * remote image reports who read a sheet); a link goes nowhere but https, mailto or the site.
 */
const markdown = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    // A checklist item (`- [ ] …`, the observer sheet's) is a box to tick on paper, not a form control nobody
    // can save: a drawn box, hidden from screen readers, instead of an unlabelled <input>.
    checkbox: ({ checked }) => `<span class="check-box" aria-hidden="true">${checked ? '☑' : '☐'}</span> `,
    html: ({ text }) => escapeHtml(text),
    image: ({ href, text }) =>
      href.startsWith('/') && !href.startsWith('//')
        ? `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}">`
        : escapeHtml(text),
    link({ href, tokens }) {
      const label = this.parser.parseInline(tokens);
      return SAFE_LINK.test(href) ? `<a href="${escapeHtml(href)}">${label}</a>` : label;
    },
  },
});

/**
 * Splits off the document's first-level heading (the page shows it as its own h1) and renders the rest, by
 * the rules above (no raw HTML, no remote image, no script link). Tables are wrapped in
 * a focusable box that scrolls sideways on a phone instead of widening the page.
 */
export function renderRoleDocument(source: string, lang?: RoleLang): RoleDocument {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const heading = /^#\s+(.+?)\s*#*\s*$/m.exec(text);
  if (!heading) throw new Error('a role document must start with a "# Title" heading');
  const body = text.slice(0, heading.index) + text.slice(heading.index + heading[0].length);
  const html = (markdown.parse(body, { async: false }) as string)
    .replaceAll('<table>', '<div class="table-scroll" tabindex="0"><table>')
    .replaceAll('</table>', '</table></div>');
  return {
    title: heading[1]!.replace(/\*/g, ''),
    // Korean names inside an English document are marked, so a screen reader reads them in Korean.
    html: lang === 'en' ? html.replace(HANGUL_RUN, '<span lang="ko">$&</span>') : html,
  };
}

/** Hangul words (and the spaces between them); the Markdown has no raw HTML, so these are all text. */
const HANGUL_RUN = /[\uAC00-\uD7A3]+(?:\s+[\uAC00-\uD7A3]+)*/g;

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
