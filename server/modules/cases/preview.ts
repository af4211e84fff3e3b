import { amountWords } from '@shared/format';
import { packageDocumentText } from '@shared/cases/documents';
import type { LoadedCase } from '@shared/cases/loaded-case';
import type { CaseDryRun, RenderedDocument } from '@shared/contracts/case-preview';
import type { CasePreview } from '@shared/contracts/cases-config';
import { LANGS } from '@shared/simulations';
import { renderRoleDocument } from '../../lib/document-markdown';
import { figuresFormOf } from './figures-form';

/** What the Cases tab says of a package, checked or added: the roles and the documents. */
export function previewOf({ file, documents, binaries }: LoadedCase): CasePreview {
  return {
    title: file.title,
    titleKo: file.titleKo,
    kind: file.kind,
    roles: file.roles.map((r) => ({ slug: r.slug, title: r.title, titleKo: r.titleKo })),
    documents: [...documents.keys(), ...binaries.keys()].sort(),
  };
}

/**
 * What the dry run shows before Add: each role's sheet, the general information and the teaching notes as
 * their pages will show them (the figures written out in each language, rendered by the pages' own safe
 * Markdown), every figure in words, and the two that bound the bargaining range. Worked out here, so that no
 * figure logic runs in the page.
 */
export function renderedPreviewOf(loaded: LoadedCase): Omit<CaseDryRun, 'key' | 'slug' | 'preview'> {
  const { file } = loaded;
  const rendered = (pair: Record<(typeof LANGS)[number], string>): RenderedDocument =>
    Object.fromEntries(
      // the check saw every named document in the package, with its title
      LANGS.map((lang) => [lang, renderRoleDocument(packageDocumentText(loaded, pair[lang], lang)!, lang)]),
    ) as RenderedDocument;
  const { figures, walkAway } = figuresFormOf(file);
  return {
    roleSheets: file.roles.map((r) => ({
      slug: r.slug,
      title: r.title,
      titleKo: r.titleKo,
      sheet: rendered(r.sheet),
    })),
    generalInformation: file.documents.generalInformation
      ? rendered(file.documents.generalInformation)
      : null,
    teachingNotes: rendered(file.documents.teachingNotes),
    figures: figures.map((f) => ({
      ...f,
      words: { en: amountWords(f.value, 'en'), ko: amountWords(f.value, 'ko') },
    })),
    walkAway,
  };
}
