import fs from 'node:fs';
import path from 'node:path';
import { CASE_FILE, checkCasePackage } from '@shared/cases/check';
import type { CaseCheck, PackageFiles } from '@shared/cases/loaded-case';
import { recordInvalidCase, registerCase } from './registry';
import { checkVariantFolder, isVariantFolder } from './variant-folder';

/** Every file of a package folder, by its path inside the package ("roles/agent.en.md"). */
export function readPackageFolder(dir: string): PackageFiles {
  const files = new Map<string, Uint8Array>();
  const walk = (at: string, prefix: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else if (entry.isFile()) files.set(`${prefix}${entry.name}`, fs.readFileSync(full));
    }
  };
  walk(dir, '');
  return files;
}

/**
 * A folder's package checked: a package folder as it is, a variant's folder (its variant.yaml) made from the
 * base package beside it, which `packageIn` gives by folder name. `files` is what to register and export.
 */
export function checkFolder(
  files: PackageFiles,
  packageIn: (name: string) => PackageFiles | undefined,
): { check: CaseCheck; files?: PackageFiles } {
  if (!isVariantFolder(files)) return { check: checkOnce(files), files };
  // a variant is made from a package, not from another variant
  const base = (name: string) => {
    const found = packageIn(name);
    return found?.has(CASE_FILE) ? found : undefined;
  };
  return checkVariantFolder(files, base, checkOnce);
}

/** Each folder's files are checked once, whether as a package or as a variant's base (start-up stays quick). */
const checks = new WeakMap<PackageFiles, CaseCheck>();
function checkOnce(files: PackageFiles): CaseCheck {
  let check = checks.get(files);
  if (!check) checks.set(files, (check = checkCasePackage(files)));
  return check;
}

// on globalThis: a test file that loads this module afresh finds the packages registered already
const loadedRoots = ((globalThis as Record<symbol, unknown>)[Symbol.for('course-site.case-roots')] ??=
  new Set<string>()) as Set<string>;

/**
 * Checks and registers every package of a folder of packages (content/cases; the component tests' setup
 * names it: no server paths in a browser test). Each folder is read once; a variant's is made from its base's
 * files as read.
 */
export function loadCasesFolder(dir: string): void {
  if (loadedRoots.has(dir)) return;
  loadedRoots.add(dir);
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const read = new Map(folders.map((name) => [name, readPackageFolder(path.join(dir, name))]));
  for (const [name, files] of read) {
    const { check, files: registered } = checkFolder(files, (base) => read.get(base));
    if (check.ok) registerCase(check.loaded, 'built-in', registered);
    else
      recordInvalidCase({
        key: check.key ?? name,
        slug: name,
        title: name,
        titleKo: name,
        kind: '',
        source: 'built-in',
        problems: check.problems,
      });
  }
}
