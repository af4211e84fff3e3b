import { stringify } from 'yaml';
import type { CaseSource, LoadedCase, PackageFiles } from '@shared/cases/loaded-case';
import type { CaseProblem } from '@shared/cases/schema';

/** STUB until the registry lands: the cases this process knows, in memory. */
const cases = new Map<string, { loaded: LoadedCase; source: CaseSource }>();

export function registerCase(loaded: LoadedCase, source: CaseSource): void {
  cases.set(loaded.file.key, { loaded, source });
}

export function unregisterCase(key: string): void {
  cases.delete(key);
}

export function caseSummaries(): Array<{
  key: string;
  slug: string;
  title: string;
  titleKo: string;
  kind: string;
  source: CaseSource;
  status: 'ok' | 'invalid';
  problems: CaseProblem[];
  enabled: boolean;
  archived: boolean;
}> {
  return [...cases.values()].map(({ loaded: { file }, source }) => ({
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
}

/** A built-in case's files (the stub writes its case file back out of what was loaded). */
export function builtInPackageFiles(key: string): PackageFiles | undefined {
  const entry = cases.get(key);
  if (entry?.source !== 'built-in') return undefined;
  const { file, documents, binaries } = entry.loaded;
  const files = new Map<string, Uint8Array>([['case.yaml', new TextEncoder().encode(stringify(file))]]);
  for (const [path, text] of documents) files.set(path, new TextEncoder().encode(text));
  for (const [path, bytes] of binaries) files.set(path, bytes);
  return files;
}
