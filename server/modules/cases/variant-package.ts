import { parseDocument } from 'yaml';
import { CASE_FILE, figureOf, SHARED_OWNER } from '@shared/cases/check';
import type { PackageFiles } from '@shared/cases/loaded-case';
import type { CaseFile } from '@shared/cases/schema';
import type { CaseVariantRequest } from '@shared/contracts/case-variant';

/** What a variant is called: a key, slug and report address of its own, and the case it was made from. */
export interface VariantNames {
  key: string;
  slug: string;
  /** The report form's address; required when the base has a report form. */
  apiSlug?: string;
  variantOf: string;
}

/** The figures of a variant request the base case does not have, by full name. */
export const unknownFigures = (file: CaseFile, figures: CaseVariantRequest['figures']): string[] =>
  Object.keys(figures).filter((name) => {
    const [owner, figure] = name.split('.');
    return !figureOf(file, owner!, figure!);
  });

/**
 * The one way a variant is made, for the admin's "Duplicate as a variant" and for a variant shipped as a
 * variant.yaml: the base's package files with a new key, slug, titles and the figures given, set in its case
 * file (its comments and layout kept). The documents are the base's: each names its figures by placeholder,
 * so each changed figure changes in every sheet and note. The debrief deck's PDF was built with the base's
 * figures and would state them, so a variant that changes a figure leaves it out. The caller checks the
 * result like any package; `file` is the base's checked case file.
 */
export function variantPackage(
  files: PackageFiles,
  file: CaseFile,
  names: VariantNames,
  request: CaseVariantRequest,
): Map<string, Uint8Array> {
  const out = new Map(files);
  const doc = parseDocument(new TextDecoder().decode(files.get(CASE_FILE)));
  doc.set('key', names.key);
  doc.set('slug', names.slug);
  doc.set('title', request.title);
  doc.set('titleKo', request.titleKo);
  doc.set('variantOf', names.variantOf);
  if (file.results && names.apiSlug) doc.setIn(['results', 'apiSlug'], names.apiSlug);
  let changed = false;
  for (const [name, value] of Object.entries(request.figures)) {
    const [owner, figure] = name.split('.') as [string, string];
    if (figureOf(file, owner, figure)?.value !== value) changed = true;
    if (owner === SHARED_OWNER) doc.setIn(['figures', figure, 'value'], value);
    else
      doc.setIn(['roles', file.roles.findIndex((r) => r.slug === owner), 'figures', figure, 'value'], value);
  }
  const deck = file.documents.debriefDeck;
  if (changed && deck) {
    doc.deleteIn(['documents', 'debriefDeck']);
    out.delete(deck.en);
    out.delete(deck.ko);
  }
  // the base's notes expected the base's agreements: other figures, no such expectation
  if (changed && file.results?.expected) doc.deleteIn(['results', 'expected']);
  out.set(CASE_FILE, new TextEncoder().encode(doc.toString({ lineWidth: 0 })));
  return out;
}
