import { registerCaseFigures, unregisterCaseFigures } from '@shared/case-figures';
import { forgetCaseDocuments, setCaseDocuments } from '@shared/cases/documents';
import type { CaseSource, LoadedCase, PackageFiles } from '@shared/cases/loaded-case';
import type { CaseSummary } from '@shared/contracts/cases-config';
import { caseFiguresOfCase, classFlowOfCase, simulationOfCase } from './to-registry';
import { registerSimulation, unregisterSimulation } from '@shared/simulations';

/**
 * The server's side of the case registry: which packages are registered, from where, and the ones that failed
 * their check (listed with their problems, registered nowhere: a broken package disables only itself). The
 * public entry and the class flow go to shared/simulations.ts, the figures to shared/case-figures, the
 * documents to shared/cases/documents.ts (rendered in the reader's language when the content loader asks).
 */
/** A case as the admin's Cases page lists it (the contract's summary, less whether a class used it). */
export type CaseEntry = Omit<CaseSummary, 'used'>;

interface Store {
  loaded: Map<string, { loaded: LoadedCase; source: CaseSource; files?: PackageFiles }>;
  invalid: Map<string, CaseEntry>;
}

// On globalThis for the same reason as the registry: the tests load this module afresh per file.
const store = ((globalThis as Record<symbol, unknown>)[Symbol.for('course-site.case-packages')] ??= {
  loaded: new Map(),
  invalid: new Map(),
}) as Store;

/** Registers a checked package: its public entry, class flow, figures and documents. */
export function registerCase(loaded: LoadedCase, source: CaseSource, files?: PackageFiles): void {
  const file = loaded.file;
  registerSimulation(simulationOfCase(file), classFlowOfCase(file));
  registerCaseFigures(file.key, caseFiguresOfCase(file));
  setCaseDocuments(loaded);
  store.loaded.set(file.key, { loaded, source, files });
  store.invalid.delete(file.key);
}

/** Records a package that failed its check, under its key (or its folder's name when it has none). */
export function recordInvalidCase(entry: Omit<CaseEntry, 'status' | 'enabled' | 'archived'>): void {
  store.invalid.set(entry.key, { ...entry, status: 'invalid', enabled: false, archived: false });
}

/** Takes a case out of the registry (its public entry, flow, figures and documents). */
export function unregisterCase(key: string): void {
  unregisterSimulation(key);
  unregisterCaseFigures(key);
  forgetCaseDocuments(key);
  store.loaded.delete(key);
  store.invalid.delete(key);
}

/** Every case the server knows, registered or not, as the admin's Cases page lists them. */
export function caseSummaries(): CaseEntry[] {
  const ok = [...store.loaded.values()].map(({ loaded: { file }, source }) => ({
    key: file.key,
    slug: file.slug,
    title: file.title,
    titleKo: file.titleKo,
    kind: file.kind,
    source,
    status: 'ok' as const,
    problems: [],
    enabled: true,
    archived: false,
  }));
  return [...ok, ...store.invalid.values()];
}

export const registeredCase = (key: string) => store.loaded.get(key);

/** A built-in case's shipped files (its folder under content/cases), for export. */
export function builtInPackageFiles(key: string): PackageFiles | undefined {
  const entry = store.loaded.get(key);
  return entry?.source === 'built-in' ? entry.files : undefined;
}

/**
 * Takes every added case out of this process's registry (the tests' clean slate between files: the registry
 * outlives a test file's modules, and the next file's database has none of the last one's packages).
 */
export function forgetAddedCases(): void {
  for (const [key, entry] of store.loaded) if (entry.source === 'added') unregisterCase(key);
  for (const [key, entry] of store.invalid) if (entry.source === 'added') store.invalid.delete(key);
}
