/**
 * The deck source files in content/decks and the PDF each becomes:
 *
 *   {key}.md              -> pdf/{key}.pdf                the English slides
 *   {key}.ko.md           -> pdf/{key}.ko.pdf             the Korean slides
 *   {key}-handout.md      -> pdf/{key}-handout.pdf        the English handout (A4)
 *   {key}-handout.ko.md   -> pdf/{key}-handout.ko.pdf     the Korean handout (A4)
 *
 * Beside each slide PDF (not the handouts) the build writes its speaker notes, pdf/{key}[.ko].notes.json
 * (notes.ts), for the instructor's presenter view only: the server answers no such name under /decks/.
 *
 * The server answers the same names under /decks/ (server/modules/decks/service.ts).
 *
 * The cases' debrief decks are apart, in content/debrief-decks, named by the simulation's slug:
 *
 *   {slug}.md             -> pdf/{slug}.pdf (+ pdf/{slug}.notes.json)        the English debrief
 *   {slug}.ko.md          -> pdf/{slug}.ko.pdf (+ pdf/{slug}.ko.notes.json)  the Korean debrief
 *
 * They are the instructor's only: the registry names each PDF (shared/simulations.ts, `debriefDeck`) and
 * only the instructor's `GET /api/sims/{key}/debrief-deck?lang=en|ko` sends it (server/modules/roles).
 */
import { readdirSync } from 'node:fs';
import { isDeckKey } from '../../shared/keys';
import { SIMULATIONS } from '../../shared/simulations';
import type { DeckKind, Lang } from './deck';
import { notesFileOf } from './notes';

export interface DeckSource {
  /** A workshop deck's key, or for a debrief deck its simulation's slug. */
  key: string;
  lang: Lang;
  kind: DeckKind;
  /** e.g. `negotiation-handout.ko.md` */
  source: string;
  /** e.g. `negotiation-handout.ko.pdf` */
  pdf: string;
  /** e.g. `negotiation.ko.notes.json`; slide decks only. */
  notes?: string;
}

const NAME = /^([a-z]+)(-handout)?(\.ko)?\.md$/;

export function sourceOf(fileName: string): DeckSource | null {
  const m = NAME.exec(fileName);
  if (!m || !isDeckKey(m[1]!)) return null;
  const pdf = fileName.replace(/\.md$/, '.pdf');
  return {
    key: m[1],
    lang: m[3] ? 'ko' : 'en',
    kind: m[2] ? 'handout' : 'deck',
    source: fileName,
    pdf,
    ...(m[2] ? {} : { notes: notesFileOf(pdf) }),
  };
}

/** Every deck and handout source in `dir`, decks first, in a stable order. */
export function listSources(dir: string): DeckSource[] {
  return readdirSync(dir)
    .map(sourceOf)
    .filter((s): s is DeckSource => s !== null)
    .sort((a, b) => a.source.localeCompare(b.source));
}

const DEBRIEF_NAME = /^([a-z]+(?:-[a-z]+)*)(\.ko)?\.md$/;

/** A debrief deck's source (`queen-of-sorrows.ko.md`), or null when the name is no simulation's. */
export function debriefSourceOf(fileName: string): DeckSource | null {
  const m = DEBRIEF_NAME.exec(fileName);
  if (!m || !SIMULATIONS.some((sim) => sim.slug === m[1])) return null;
  const pdf = fileName.replace(/\.md$/, '.pdf');
  return {
    key: m[1]!,
    lang: m[2] ? 'ko' : 'en',
    kind: 'debrief',
    source: fileName,
    pdf,
    notes: notesFileOf(pdf),
  };
}

/** Every debrief deck source in `dir` (content/debrief-decks), in a stable order. */
export function listDebriefSources(dir: string): DeckSource[] {
  return readdirSync(dir)
    .map(debriefSourceOf)
    .filter((s): s is DeckSource => s !== null)
    .sort((a, b) => a.source.localeCompare(b.source));
}
