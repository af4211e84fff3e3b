import type { Lang } from '../simulations';
import { figureOf } from './check';
import type { LoadedCase } from './loaded-case';
import { renderPlaceholders } from './placeholders';

/**
 * The registered cases' documents, by the path the registry gives each (`cases/{key}/{path in the package}`),
 * rendered in the reader's language on the way out. The server fills it as it registers each package
 * (server/modules/cases); the content loader and the content tests read it. On globalThis, like the
 * registry, so every copy of this module sees the same.
 */
interface Store {
  cases: Map<string, LoadedCase>;
  /** Bumped on every change, so caches of rendered documents know to start again. */
  version: number;
}
const store = ((globalThis as Record<symbol, unknown>)[Symbol.for('course-site.case-documents')] ??= {
  cases: new Map(),
  version: 0,
}) as Store;

export function setCaseDocuments(loaded: LoadedCase): void {
  store.cases.set(loaded.file.key, loaded);
  store.version += 1;
}

export function forgetCaseDocuments(key: string): void {
  store.cases.delete(key);
  store.version += 1;
}

/** Changes with every registration: a cache of rendered documents is valid for one version. */
export const caseDocumentsVersion = () => store.version;

/** The registry's path of a document of a case's package. */
export const caseDocumentPath = (key: string, packagePath: string) => `cases/${key}/${packagePath}`;

const DOCUMENT = /^cases\/([a-zA-Z0-9]+)\/(.+)$/;

/** A registered case's Markdown document with its figures written out in `lang`; undefined for any other path. */
export function caseDocumentText(registryPath: string, lang: Lang): string | undefined {
  const m = DOCUMENT.exec(registryPath);
  const loaded = m ? store.cases.get(m[1]!) : undefined;
  return loaded && packageDocumentText(loaded, m![2]!, lang);
}

/**
 * A package's Markdown document (by its path inside the package) with its figures written out in `lang`:
 * a registered case's, or one checked but not added yet (the preview before Add).
 */
export function packageDocumentText(loaded: LoadedCase, packagePath: string, lang: Lang): string | undefined {
  const source = loaded.documents.get(packagePath);
  if (source === undefined) return undefined;
  return renderPlaceholders(source, lang, (owner, name) => figureOf(loaded.file, owner, name)?.value);
}

/** The same document as written in its package, placeholders in. */
export function caseDocumentSource(registryPath: string): string | undefined {
  const m = DOCUMENT.exec(registryPath);
  return m ? store.cases.get(m[1]!)?.documents.get(m[2]!) : undefined;
}

/** A registered case's PDF (its debrief deck) by its registry path. */
export function caseBinary(registryPath: string): Uint8Array | undefined {
  const m = DOCUMENT.exec(registryPath);
  return m ? store.cases.get(m[1]!)?.binaries.get(m[2]!) : undefined;
}
