import { CASE_FILE, checkCasePackage } from '@shared/cases/check';
import type { CaseCheck, PackageFiles } from '@shared/cases/loaded-case';
import type { CaseProblem } from '@shared/cases/schema';
import { VARIANT_FILE, variantFileSchema } from '@shared/cases/variant-schema';
import { problem, readYamlFile, utf8 } from '@shared/cases/yaml-file';
import { unknownFigures, variantPackage } from './variant-package';

/**
 * The base's files with the variant folder's own documents in their place: a document the variant's figures
 * would make untrue (Tariff Wars' notes, written about its own payoff matrix) is written again beside
 * variant.yaml under the base's path (`teaching-notes.en.md`).
 */
function withOwnDocuments(base: PackageFiles, own: PackageFiles): PackageFiles {
  const files = new Map(base);
  for (const [path, bytes] of own) if (path !== VARIANT_FILE) files.set(path, bytes);
  return files;
}

/** A folder that ships a variant: its variant.yaml and no case file of its own. */
export const isVariantFolder = (files: PackageFiles) => files.has(VARIANT_FILE) && !files.has(CASE_FILE);

/**
 * A shipped variant's package: its base's files (found by `baseFiles`, from the base's folder name) made into
 * the variant as the admin's form makes one, then checked like any package. Problems of variant.yaml are
 * reported with its lines; those of the package it makes, under the base's folder (`queen-of-sorrows/roles/
 * studio.en.md:12`), where they are fixed. `files` is the package made, for export. `checkPackage` checks the
 * base (the loader's remembers the check it made of the base's folder).
 */
export function checkVariantFolder(
  files: PackageFiles,
  baseFiles: (base: string) => PackageFiles | undefined,
  checkPackage: (files: PackageFiles) => CaseCheck = checkCasePackage,
): { check: CaseCheck; files?: PackageFiles } {
  const fail = (key: string | null, problems: CaseProblem[]) => ({
    check: { ok: false as const, key, problems },
  });
  const text = utf8(files.get(VARIANT_FILE)!);
  if (text === null) return fail(null, [problem(VARIANT_FILE, '', null, 'variant.yaml is not UTF-8 text')]);
  const read = readYamlFile(VARIANT_FILE, text, variantFileSchema);
  if (!read.ok) return fail(read.key, read.problems);
  const spec = read.data;
  const inBase = (p: CaseProblem) => ({ ...p, file: `${spec.base}/${p.file}` });

  const base = baseFiles(spec.base);
  if (!base)
    return fail(spec.key, [
      problem(VARIANT_FILE, 'base', read.at(['base']), `no case package "${spec.base}" beside this folder`),
    ]);
  const baseCheck = checkPackage(base);
  if (!baseCheck.ok)
    return fail(spec.key, [
      problem(VARIANT_FILE, 'base', read.at(['base']), `the base package "${spec.base}" fails its check`),
      ...baseCheck.problems.map(inBase),
    ]);
  const baseFile = baseCheck.loaded.file;
  const problems = unknownFigures(baseFile, spec.figures).map((name) =>
    problem(VARIANT_FILE, `figures.${name}`, read.at(['figures', name]), `the base has no figure ${name}`),
  );
  if (baseFile.results && !spec.apiSlug)
    problems.push(
      problem(
        VARIANT_FILE,
        'apiSlug',
        read.at([]),
        `is missing: the base has a report form, and the variant's needs an address of its own`,
      ),
    );
  if (problems.length > 0) return fail(spec.key, problems);

  const made = variantPackage(
    withOwnDocuments(base, files),
    baseFile,
    { key: spec.key, slug: spec.slug, apiSlug: spec.apiSlug, variantOf: baseFile.variantOf ?? baseFile.key },
    { title: spec.title, titleKo: spec.titleKo, figures: spec.figures },
  );
  const check = checkCasePackage(made);
  return check.ok ? { check, files: made } : fail(spec.key, check.problems.map(inBase));
}
