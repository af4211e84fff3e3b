import type { Lang } from '../simulations';
import type { CheckedCase } from './cases-config';
import type { VariantFigure, VariantForm } from './case-variant';

/**
 * The dry run's answer (`POST /api/cases?dryRun=1`, instructor only): what a package would add, as it would
 * be read, before the instructor presses Add. The server renders every document as its pages do (the same
 * safe Markdown, the figures written out in each language), so the page only shows what it is sent.
 */
export interface CaseDryRun extends CheckedCase {
  /** Each role's confidential instructions, as the role's students will read them. */
  roleSheets: Array<{ slug: string; title: string; titleKo: string; sheet: RenderedDocument }>;
  /** The public facts every role reads, when the package has them. */
  generalInformation: RenderedDocument | null;
  teachingNotes: RenderedDocument;
  /** Every figure the documents name, written out as they write it. */
  figures: PreviewFigure[];
  /** Which two figures bound the bargaining range (negotiations): as the variant form names them. */
  walkAway: VariantForm['walkAway'];
}

/** A document in both languages: its title (its first heading) and its body as HTML, with no raw HTML in it. */
export type RenderedDocument = Record<Lang, { title: string; html: string }>;

export interface PreviewFigure extends VariantFigure {
  /** The amount as the documents write it: "30 million won", "3천만 원". */
  words: Record<Lang, string>;
}
