import fs from 'node:fs';
import path from 'node:path';
import { checkCasePackage } from '@shared/cases/check';
import type { PackageFiles } from '@shared/cases/loaded-case';
import { recordInvalidCase, registerCase } from './registry';

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

// on globalThis: a test file that loads this module afresh finds the packages registered already
const loadedRoots = ((globalThis as Record<symbol, unknown>)[Symbol.for('course-site.case-roots')] ??=
  new Set<string>()) as Set<string>;

/** The same for any folder of packages (the component tests' setup names it: no server paths in a browser test). */
export function loadCasesFolder(dir: string): void {
  if (loadedRoots.has(dir)) return;
  loadedRoots.add(dir);
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  for (const name of folders) {
    const files = readPackageFolder(path.join(dir, name));
    const check = checkCasePackage(files);
    if (check.ok) registerCase(check.loaded, 'built-in', files);
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
