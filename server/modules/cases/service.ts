import crypto from 'node:crypto';
import { checkCasePackage } from '@shared/cases/check';
import type { CaseCheck, LoadedCase } from '@shared/cases/loaded-case';
import type { CaseProblem } from '@shared/cases/schema';
import type { CaseDryRun } from '@shared/contracts/case-preview';
import { caseMessages, type CaseSummary, type CheckedCase } from '@shared/contracts/cases-config';
import type { Db } from '../../db/client';
import { writePublicSettings } from '../../db/settings-version';
import { isUniqueViolation } from '../../lib/error-code';
import { HttpError } from '../../lib/http';
import { builtInPackageFiles, caseSummaries, registerCase, registeredCase, unregisterCase } from './registry';
import {
  archivePackage,
  deletePackage,
  insertPackage,
  storedKeys,
  storedPackage,
  storedPackages,
  usedSimKeys,
} from './repository';
import { previewOf, renderedPreviewOf } from './preview';
import { readCaseZip, ZipRefusal, zipPackage } from './zip';

/** The simulation key columns of the class tables (results, assignments, ...) are varchar(32). */
const SIM_KEY_MAX = 32;

/** A package that is not a case: a 400 with every problem, so the instructor can fix them all at once. */
export class CasePackageRefused extends Error {
  constructor(public readonly problems: CaseProblem[]) {
    super(caseMessages.invalid);
  }
}

/** The .zip read and checked: the loaded case, or the problems (nothing thrown). */
export async function checkZip(zip: Buffer): Promise<CaseCheck> {
  let files: Map<string, Uint8Array>;
  try {
    files = await readCaseZip(zip);
  } catch (err) {
    if (err instanceof ZipRefusal) return { ok: false, key: null, problems: [err.problem] };
    throw err;
  }
  const check = checkCasePackage(files);
  if (check.ok && check.loaded.file.key.length > SIM_KEY_MAX)
    return {
      ok: false,
      key: check.loaded.file.key,
      problems: [
        {
          file: 'case.yaml',
          path: 'key',
          line: null,
          message: `a key is at most ${SIM_KEY_MAX} characters: results and seats name the case by it`,
        },
      ],
    };
  return check;
}

/** The checked upload, or the 400's problems, or a 409 when its key or slug is already a case's. */
async function acceptedUpload(db: Db, zip: Buffer): Promise<LoadedCase> {
  const check = await checkZip(zip);
  if (!check.ok) throw new CasePackageRefused(check.problems);
  const { key, slug } = check.loaded.file;
  const taken = [...caseSummaries(), ...(await storedKeys(db))];
  if (taken.some((c) => c.key === key)) throw new HttpError(409, caseMessages.keyTaken(key));
  if (taken.some((c) => c.slug === slug)) throw new HttpError(409, caseMessages.slugTaken(slug));
  // the report form's address (/api/sims/{apiSlug}/submit) is the case's too
  const apiSlug = check.loaded.file.results?.apiSlug;
  if (apiSlug && caseSummaries().some((c) => registeredCase(c.key)?.loaded.file.results?.apiSlug === apiSlug))
    throw new HttpError(409, caseMessages.apiSlugTaken(apiSlug));
  return check.loaded;
}

/** `?dryRun=1`: everything an Add checks, nothing stored; the case as it would be read. */
export async function checkUpload(db: Db, zip: Buffer): Promise<CaseDryRun> {
  const loaded = await acceptedUpload(db, zip);
  return {
    key: loaded.file.key,
    slug: loaded.file.slug,
    preview: previewOf(loaded),
    ...renderedPreviewOf(loaded),
  };
}

/** Stores the package as uploaded and registers it here (the caller tells the other processes). */
export async function addCase(db: Db, zip: Buffer): Promise<CheckedCase> {
  const loaded = await acceptedUpload(db, zip);
  const { key, slug } = loaded.file;
  try {
    // a new case is a new simulation on the visitors' pages: kept pages of the old list are stale
    await writePublicSettings(db, (tx) => insertPackage(tx, { key, slug, zip }));
  } catch (err) {
    // another Add of the same key or slug won the race
    if (isUniqueViolation(err)) throw new HttpError(409, caseMessages.keyTaken(key));
    throw err;
  }
  await syncStoredCases(db);
  return { key, slug, preview: previewOf(loaded) };
}

/**
 * Removes an added case: deleted when no class used it, else archived (kept for its results, closed to
 * students). Built-in cases ship with the site and stay.
 */
export async function removeCase(db: Db, key: string): Promise<'deleted' | 'archived'> {
  const stored = await storedPackage(db, key);
  if (!stored) {
    if (caseSummaries().some((c) => c.key === key)) throw new HttpError(409, caseMessages.builtIn);
    throw new HttpError(404, caseMessages.notFound);
  }
  const used = (await usedSimKeys(db, [key])).has(key);
  await writePublicSettings(db, (tx) => (used ? archivePackage(tx, key) : deletePackage(tx, key)));
  await syncStoredCases(db);
  return used ? 'archived' : 'deleted';
}

/** The package to download: an added case's bytes as uploaded; a built-in case's shipped files, zipped. */
export async function packageOf(db: Db, key: string): Promise<{ slug: string; zip: Uint8Array }> {
  const stored = await storedPackage(db, key);
  if (stored) return { slug: stored.slug, zip: stored.zip };
  const summary = caseSummaries().find((c) => c.key === key && c.source === 'built-in');
  const files = summary && builtInPackageFiles(key);
  if (!summary || !files) throw new HttpError(404, caseMessages.notFound);
  return { slug: summary.slug, zip: zipPackage(files) };
}

/** Every case for the Cases tab: the registry's, the stored packages that failed their check, and which are used. */
export async function listCases(db: Db): Promise<CaseSummary[]> {
  const stored = await storedKeys(db);
  const archived = new Set(stored.filter((s) => s.archivedAt).map((s) => s.key));
  const listed = caseSummaries().filter((c) => !invalid.has(c.key));
  const all = [...listed, ...invalid.values()];
  const used = await usedSimKeys(
    db,
    all.map((c) => c.key),
  );
  return all.map((c) => ({ ...c, archived: c.archived || archived.has(c.key), used: used.has(c.key) }));
}

// ---- the stored packages in this process's registry ----

/** The added cases this process registered, by key: the hash of the bytes it registered. */
const registered = new Map<string, string>();
/** Stored packages that no longer pass the check: listed with their problems, never registered. */
const invalid = new Map<string, Omit<CaseSummary, 'used'>>();
let syncing: Promise<void> = Promise.resolve();

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * Brings this process's registry in line with the stored packages: each new or changed one is read and
 * checked again (a check that grew stricter may now refuse it: then it is listed as invalid, with its
 * problems, and only it is left out), and each one gone is unregistered. Runs at start and whenever any
 * process adds or removes a case; one run at a time.
 */
export function syncStoredCases(db: Db): Promise<void> {
  const run = syncing.then(() => syncOnce(db));
  syncing = run.catch(() => {});
  return run;
}

async function syncOnce(db: Db): Promise<void> {
  const rows = await storedPackages(db);
  const seen = new Set<string>();
  for (const row of rows) {
    seen.add(row.key);
    const hash = sha256(row.zip);
    if (registered.get(row.key) === hash) continue;
    const builtIn = caseSummaries().some((c) => c.key === row.key && c.source === 'built-in');
    const check: CaseCheck = builtIn
      ? {
          ok: false,
          key: row.key,
          problems: [{ file: 'case.yaml', path: 'key', line: null, message: 'a built-in case has this key' }],
        }
      : await checkZip(row.zip);
    if (check.ok && check.loaded.file.key === row.key) {
      registerCase(check.loaded, 'added');
      registered.set(row.key, hash);
      invalid.delete(row.key);
      continue;
    }
    if (registered.delete(row.key)) unregisterCase(row.key);
    const problems = check.ok
      ? [{ file: 'case.yaml', path: 'key', line: null, message: `the key is no longer "${row.key}"` }]
      : check.problems;
    const file = check.ok ? check.loaded.file : undefined;
    invalid.set(row.key, {
      key: row.key,
      slug: row.slug,
      title: file?.title ?? row.key,
      titleKo: file?.titleKo ?? row.key,
      kind: file?.kind ?? '',
      source: 'added',
      status: 'invalid',
      problems,
      enabled: false,
      archived: row.archivedAt !== null,
    });
  }
  for (const key of [...registered.keys()])
    if (!seen.has(key)) {
      unregisterCase(key);
      registered.delete(key);
    }
  for (const key of [...invalid.keys()]) if (!seen.has(key)) invalid.delete(key);
}
