import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { caseFileJsonSchema } from '../shared/cases/json-schema';
import { builtInCasesDir } from '../server/modules/cases/built-in';
import { problemLine, problemsOf } from './case-check';

describe('npm run case:check', () => {
  const shipped = fs
    .readdirSync(builtInCasesDir(), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

  it.each(shipped)('passes the shipped package %s', async (name) => {
    expect(await problemsOf(path.join(builtInCasesDir(), name))).toEqual([]);
  });

  it('reads a .zip of a package folder and says what is wrong, file:line field: message', async () => {
    const folder = path.join(builtInCasesDir(), 'queen-of-sorrows');
    const files: Record<string, Uint8Array> = {};
    const walk = (at: string, prefix: string) => {
      for (const e of fs.readdirSync(at, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(at, e.name), `${prefix}${e.name}/`);
        else
          files[`queen-of-sorrows/${prefix}${e.name}`] = new Uint8Array(
            fs.readFileSync(path.join(at, e.name)),
          );
      }
    };
    walk(folder, '');
    const yaml = new TextDecoder().decode(files['queen-of-sorrows/case.yaml']);
    files['queen-of-sorrows/case.yaml'] = new TextEncoder().encode(
      yaml.replace('reportLink: false', 'reportLink: maybe'),
    );
    const zip = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'case-check-')), 'broken.zip');
    fs.writeFileSync(zip, zipSync(files));
    const problems = await problemsOf(zip);
    const line = yaml.split('\n').findIndex((l) => l.includes('reportLink: false')) + 1;
    expect(problems.map(problemLine)).toEqual([
      `case.yaml:${line} roles.1.reportLink: Invalid input: expected boolean, received string`,
    ]);
  });

  it('has the JSON Schema editors read up to date (npm run case:schema)', () => {
    expect(fs.readFileSync(path.join(builtInCasesDir(), 'case.schema.json'), 'utf8')).toBe(
      caseFileJsonSchema(),
    );
  });
});
