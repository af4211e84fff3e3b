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

  it('checks a variant folder as the package its variant.yaml makes, and says where variant.yaml is wrong', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'case-check-'));
    fs.cpSync(path.join(builtInCasesDir(), 'queen-of-sorrows'), path.join(root, 'queen-of-sorrows'), {
      recursive: true,
    });
    const variant = (name: string, yaml: string) => {
      fs.mkdirSync(path.join(root, name));
      fs.writeFileSync(path.join(root, name, 'variant.yaml'), yaml);
      return problemsOf(path.join(root, name));
    };
    const head = 'key: queenOfSorrowsX\nslug: qos-x\ntitle: X\ntitleKo: X\n';
    expect(
      await variant(
        'good',
        `base: queen-of-sorrows\n${head}apiSlug: qosx\nfigures:\n  studio.ceiling: 1000\n`,
      ),
    ).toEqual([]);
    const wrong = await variant(
      'wrong',
      `base: queen-of-sorrows\n${head}figures:\n  studio.ceiling: 1000\n  studio.dream: 5\n`,
    );
    expect(wrong.map(problemLine)).toEqual([
      'variant.yaml:8 figures.studio.dream: the base has no figure studio.dream',
      "variant.yaml:1 apiSlug: is missing: the base has a report form, and the variant's needs an address of its own",
    ]);
    const invalid = await variant(
      'invalid',
      `base: queen-of-sorrows\n${head}figures:\n  studio.ceiling: -1\n`,
    );
    expect(invalid.map(problemLine)).toEqual([
      'variant.yaml:7 figures.studio.ceiling: Too small: expected number to be >0',
    ]);
    const orphan = await variant('orphan', `base: no-such-case\n${head}apiSlug: qosy\n`);
    expect(orphan.map(problemLine)).toEqual([
      'variant.yaml:1 base: no case package "no-such-case" beside this folder',
    ]);
  });

  it('has the JSON Schema editors read up to date (npm run case:schema)', () => {
    expect(fs.readFileSync(path.join(builtInCasesDir(), 'case.schema.json'), 'utf8')).toBe(
      caseFileJsonSchema(),
    );
  });
});
