import type { CaseFile, CaseProblem } from './schema';

/** A package's files by their path inside the package ("case.yaml", "roles/agent.en.md"). */
export type PackageFiles = ReadonlyMap<string, Uint8Array>;

/** A package that passed every check: its case file and its documents, placeholders not yet rendered. */
export interface LoadedCase {
  file: CaseFile;
  /** Markdown documents by package path, as written (placeholders in). */
  documents: ReadonlyMap<string, string>;
  /** PDFs (a debrief deck) by package path. */
  binaries: ReadonlyMap<string, Uint8Array>;
}

export type CaseCheck =
  { ok: true; loaded: LoadedCase } | { ok: false; key: string | null; problems: CaseProblem[] };

/** Where a case came from: shipped in content/cases, or added by an instructor through the site. */
export type CaseSource = 'built-in' | 'added';
