/**
 * Checks case packages as the server does when it starts or when an instructor adds one:
 *
 *   npm run case:check content/cases/queen-of-sorrows       # a package folder
 *   npm run case:check content/cases/queen-of-sorrows-no-deal   # a variant's folder: the package it makes
 *   npm run case:check my-case.zip                          # the same as a .zip
 *   npm run case:check                                      # every package under content/cases
 *
 * Prints each problem with its file, line and field ("case.yaml:42 roles.0.figures.ceiling.never.0: ..."),
 * and exits 1 when any package has one.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { checkCasePackage } from '../shared/cases/check';
import type { PackageFiles } from '../shared/cases/loaded-case';
import type { CaseProblem } from '../shared/cases/schema';
import { builtInCasesDir } from '../server/modules/cases/built-in';
import { checkFolder, readPackageFolder } from '../server/modules/cases/package-folder';
import { readCaseZip, ZipRefusal } from '../server/modules/cases/zip';

export async function problemsOf(target: string): Promise<CaseProblem[]> {
  if (!statSync(target).isDirectory()) {
    try {
      return checkProblems(await readCaseZip(readFileSync(target)));
    } catch (err) {
      if (err instanceof ZipRefusal) return [err.problem];
      throw err;
    }
  }
  // a variant's folder (variant.yaml) is made from the base package beside it, as the server makes it
  const { check } = checkFolder(readPackageFolder(target), (name) => {
    const base = join(target, '..', name);
    return existsSync(base) && statSync(base).isDirectory() ? readPackageFolder(base) : undefined;
  });
  return check.ok ? [] : check.problems;
}

const checkProblems = (files: PackageFiles) => {
  const check = checkCasePackage(files);
  return check.ok ? [] : check.problems;
};

/** One line per problem, as an editor's problem list reads them. */
export const problemLine = (p: CaseProblem) =>
  `${p.file}${p.line === null ? '' : `:${p.line}`}${p.path ? ` ${p.path}` : ''}: ${p.message}`;

async function main(args: string[]) {
  const targets = args.length
    ? args.map((a) => resolve(a))
    : readdirSync(builtInCasesDir())
        .map((name) => join(builtInCasesDir(), name))
        .filter((p) => statSync(p).isDirectory());
  let failed = 0;
  for (const target of targets) {
    const problems = await problemsOf(target);
    const name = relative(process.cwd(), target) || target;
    if (problems.length === 0) {
      console.log(`ok    ${name}`);
      continue;
    }
    failed += 1;
    console.log(`FAIL  ${name}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    for (const p of problems) console.log(`      ${problemLine(p)}`);
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(`case:check failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  });
}
