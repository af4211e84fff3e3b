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
 */
import { readdirSync } from 'node:fs';
import { isDeckKey, type DeckKey } from '../../shared/keys';
import type { Lang } from './deck';
import { notesFileOf } from './notes';

export interface DeckSource {
  key: DeckKey;
  lang: Lang;
  kind: 'deck' | 'handout';
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
