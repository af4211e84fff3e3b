import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCasePackage } from '@shared/cases/check';
import { paths } from '../../lib/paths';
import { caseFiguresOfCase, simulationOfCase } from './to-registry';

/**
 * content/cases/README.md documents the format with a small complete example: its files, as printed there,
 * pass the check (with the Korean documents the README says are "written the same way") and become a case.
 */
function exampleFiles(): Map<string, Uint8Array> {
  const readme = fs.readFileSync(path.join(paths.root, 'content/cases/README.md'), 'utf8');
  const files = new Map<string, Uint8Array>();
  for (const m of readme.matchAll(/^`([a-z0-9./-]+)`:\n\n```[a-z]*\n([\s\S]*?)```$/gm)) {
    const [, name, body] = m;
    files.set(name!, new TextEncoder().encode(body));
    if (name!.endsWith('.en.md'))
      files.set(name!.replace('.en.md', '.ko.md'), new TextEncoder().encode(body));
  }
  return files;
}

describe('the README example package', () => {
  it('passes the check and becomes a case with its figures', () => {
    const files = exampleFiles();
    expect([...files.keys()].filter((f) => f.endsWith('.en.md') || f === 'case.yaml')).toHaveLength(4);
    const check = checkCasePackage(files);
    expect(check.ok ? [] : check.problems).toEqual([]);
    if (!check.ok) return;
    expect(simulationOfCase(check.loaded.file).slug).toBe('berth-fee');
    const figures = caseFiguresOfCase(check.loaded.file);
    expect(figures.roles.ferry!.never.map((f) => f.ko)).toEqual(['2천만 원']);
    expect(figures.chart?.filter((c) => c.walkAway).map((c) => c.figure.en)).toEqual([
      '30 million won',
      '20 million won',
    ]);
  });
});
