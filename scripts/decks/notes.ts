/**
 * Speaker notes: what the build writes beside each slide PDF for the presenter view, one entry per PDF page.
 *
 *   pdf/{key}.pdf     -> pdf/{key}.notes.json
 *   pdf/{key}.ko.pdf  -> pdf/{key}.ko.notes.json
 *
 * Every slide of a deck carries a `Notes:` block; `Notes: -` says on purpose that a slide has nothing to say
 * and is written as an empty string. Handouts are not presented, so they have no notes file.
 */
import type { Deck } from './deck';

/** The explicit "no notes for this slide" marker: `Notes: -`. */
export const NO_NOTES = '-';

export interface SlideNotes {
  /** 1-based, the PDF page. */
  slide: number;
  /** Plain text; one line per paragraph (`Ask:`, `Time:` and the like start their own line). */
  notes: string;
}

/** The notes of every slide, in page order; a slide without notes or with the marker gets "". */
export function deckNotes(deck: Deck): SlideNotes[] {
  return deck.slides.map((s) => ({ slide: s.number, notes: s.notes === NO_NOTES ? '' : (s.notes ?? '') }));
}

/** The notes file's bytes: deterministic, so an unchanged source gives an identical file. */
export function notesJson(deck: Deck): string {
  return `${JSON.stringify(deckNotes(deck), null, 2)}\n`;
}

/** `negotiation.ko.pdf` -> `negotiation.ko.notes.json`. */
export function notesFileOf(pdf: string): string {
  return pdf.replace(/\.pdf$/, '.notes.json');
}
