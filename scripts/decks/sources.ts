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
 * The cases' debrief decks are apart, in each case's package (content/cases/{slug}), instructor only:
 *
 *   debrief-deck.en.md    -> debrief-deck.en.pdf     the English debrief
 *   debrief-deck.ko.md    -> debrief-deck.ko.pdf     the Korean debrief
 *
 * Their figures are the package's placeholders ({{studio.ceiling}}), written out from its case.yaml before the
 * deck is parsed. The case file names each PDF (`documents.debriefDeck`) and only the instructor's
 * `GET /api/sims/{key}/debrief-deck?lang=en|ko` sends it (server/modules/roles).
 */
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { isDeckKey } from '../../shared/keys';
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

const DEBRIEF_NAME = /^debrief-deck\.(en|ko)\.md$/;

/** A case's debrief deck source (`debrief-deck.ko.md`) in its package folder `slug`, or null for any other file. */
export function debriefSourceOf(fileName: string, slug: string): DeckSource | null {
  const m = DEBRIEF_NAME.exec(fileName);
  if (!m) return null;
  return {
    key: slug,
    lang: m[1] as Lang,
    kind: 'debrief',
    source: fileName,
    pdf: fileName.replace(/\.md$/, '.pdf'),
  };
}

/** The debrief deck sources of one case package folder (content/cases/{slug}), English first. */
export function listDebriefSources(caseDir: string): DeckSource[] {
  const slug = basename(caseDir);
  return readdirSync(caseDir)
    .map((f) => debriefSourceOf(f, slug))
    .filter((s): s is DeckSource => s !== null)
    .sort((a, b) => a.source.localeCompare(b.source));
}
