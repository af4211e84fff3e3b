import type { CaseFile } from '@shared/cases/schema';
import {
  caseVariantMessages,
  type CaseVariantRequest,
  type VariantForm,
} from '@shared/contracts/case-variant';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http';
import { caseMessages, type CheckedCase } from '@shared/contracts/cases-config';
import { figuresFormOf } from './figures-form';
import { builtInPackageFiles, caseSummaries, registeredCase } from './registry';
import { storedPackage } from './repository';
import { addCase } from './service';
import { unknownFigures, variantPackage, type VariantNames } from './variant-package';
import { readCaseZip, zipPackage } from './zip';

/** A registered case's file, or 404. */
function caseFileOr404(key: string): CaseFile {
  const entry = registeredCase(key);
  if (!entry) throw new HttpError(404, caseMessages.notFound);
  return entry.loaded.file;
}

/** The variant form of a case: its titles, every figure, and which two bound the bargaining range. */
export const variantForm = (key: string): VariantForm => figuresFormOf(caseFileOr404(key));

/** The case's own package files: an added case's upload, a built-in's shipped folder. */
async function packageFiles(db: Db, key: string): Promise<Map<string, Uint8Array>> {
  const stored = await storedPackage(db, key);
  if (stored) return readCaseZip(Buffer.from(stored.zip));
  const files = builtInPackageFiles(key);
  if (!files) throw new HttpError(404, caseMessages.notFound);
  return new Map(files);
}

/** The first of base+"V2", base+"V3", ... no case has, for each of key, slug and API slug. */
function freeName(taken: ReadonlySet<string | undefined>, join: (n: number) => string): string {
  for (let n = 2; n < 100; n++) if (!taken.has(join(n))) return join(n);
  throw new HttpError(409, caseVariantMessages.tooManyVariants);
}

/**
 * Saves a copy of a case as a new one: the same documents, a new key, slug and titles, the figures given.
 * The copy is checked like any upload (a figure change can make a sheet wrong only through its placeholders,
 * which the check reads) and added as an added case, exported as the package it was saved as.
 */
export async function addVariant(db: Db, key: string, request: CaseVariantRequest): Promise<CheckedCase> {
  const file = caseFileOr404(key);
  const unknown = unknownFigures(file, request.figures)[0];
  if (unknown) throw new HttpError(400, caseVariantMessages.unknownFigure(unknown));
  const files = await packageFiles(db, key);
  const cases = caseSummaries();
  const base = file.variantOf ?? file.key;
  const baseFile = registeredCase(base)?.loaded.file ?? file;
  const names: VariantNames = {
    key: freeName(new Set(cases.map((c) => c.key)), (n) => `${base.slice(0, 29)}V${n}`),
    slug: freeName(new Set(cases.map((c) => c.slug)), (n) => `${baseFile.slug}-v${n}`),
    variantOf: base,
  };
  if (file.results) {
    const apiSlugs = new Set(cases.map((c) => registeredCase(c.key)?.loaded.file.results?.apiSlug));
    const apiBase = baseFile.results!.apiSlug.slice(0, 6);
    // the API slug is letters only: the variant's is the base's with a letter for its number (b for 2, ...)
    names.apiSlug = freeName(apiSlugs, (n) => `${apiBase}${String.fromCharCode(96 + (n % 26))}`);
  }
  return addCase(db, Buffer.from(zipPackage(variantPackage(files, file, names, request))));
}
