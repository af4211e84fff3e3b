import type { CaseSource } from '../cases/loaded-case';
import type { CaseProblem } from '../cases/schema';

/**
 * Cases as data (instructor only): the built-in cases and those added as a case package (a .zip of
 * `case.yaml` and its documents). Adding, exporting and removing one; the Admin page's Cases tab.
 */
export const casesUrl = '/api/cases';
export const caseUrl = (key: string) => `${casesUrl}/${encodeURIComponent(key)}`;
export const casePackageUrl = (key: string) => `${caseUrl(key)}/package`;
/** POST with `?dryRun=1`: the package is checked and previewed, not added. */
export const caseDryRunUrl = `${casesUrl}?dryRun=1`;

export const CASE_ZIP_TYPE = 'application/zip';

/** What an uploaded package may be: its .zip, its entries, each entry and all of them inflated. */
export const CASE_ZIP_LIMITS = {
  bodyBytes: 5 * 1024 * 1024,
  entries: 200,
  entryBytes: 50 * 1024 * 1024,
  totalBytes: 50 * 1024 * 1024,
} as const;

/** A case as the Cases tab lists it. */
export interface CaseSummary {
  key: string;
  slug: string;
  title: string;
  titleKo: string;
  kind: string;
  source: CaseSource;
  /** invalid: a stored package that no longer passes the check; it is not offered to anyone. */
  status: 'ok' | 'invalid';
  problems: CaseProblem[];
  enabled: boolean;
  /** An added case a class used, removed: kept for its results, hidden from students. */
  archived: boolean;
  /**
   * A class used it (results, assignments, deals or plans name its key): removing an added case then
   * archives it instead of deleting it.
   */
  used: boolean;
}

/** What a package would add: its roles and documents, shown before Add. */
export interface CasePreview {
  title: string;
  titleKo: string;
  kind: string;
  roles: Array<{ slug: string; title: string; titleKo: string }>;
  /** Every document of the package by its path inside it, sorted. */
  documents: string[];
}

export interface AddedCase {
  key: string;
  slug: string;
}

export interface CheckedCase extends AddedCase {
  preview: CasePreview;
}

/** The 400 of a package that is not a case: the envelope's failure with every problem found. */
export interface CasePackageFailure {
  success: false;
  message: string;
  problems: CaseProblem[];
}

export const caseMessages = {
  notFound: 'No such case.',
  notZip: 'Send the case package as a .zip file (Content-Type: application/zip).',
  empty: 'The upload is empty: choose a .zip file of a case package.',
  tooLarge: `A case package may be at most ${CASE_ZIP_LIMITS.bodyBytes / 1024 / 1024} MB as a .zip.`,
  unreadableZip: 'This file is not a .zip archive that can be read.',
  invalid: 'This case package has problems: nothing was added.',
  keyTaken: (key: string) => `A case with the key "${key}" already exists: change the key in case.yaml.`,
  apiSlugTaken: (apiSlug: string) =>
    `Another case reports its results under "${apiSlug}": change results.apiSlug in case.yaml.`,
  slugTaken: (slug: string) => `A case with the slug "${slug}" already exists: change the slug in case.yaml.`,
  builtIn: 'A built-in case cannot be removed: it ships with the site.',
  loadFailed: 'The cases could not be loaded. Please try again later.',
  addFailed: 'The case could not be added. Please try again.',
  removeFailed: 'The case could not be removed. Please try again.',
} as const;
