import { amountWords } from '../format';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { checkCasePackage } from './check';
import type { PackageFiles } from './loaded-case';

/**
 * The checker on the shipped Queen of Sorrows package and on a dozen broken copies of it: each problem is
 * reported with its file, field and line, in words an instructor can act on.
 */
const dir = path.join(import.meta.dirname, '../../content/cases/queen-of-sorrows');
const readFolder = (at: string, prefix = ''): Array<[string, Uint8Array]> =>
  fs
    .readdirSync(at, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? readFolder(path.join(at, e.name), `${prefix}${e.name}/`)
        : [
            [`${prefix}${e.name}`, new Uint8Array(fs.readFileSync(path.join(at, e.name)))] as [
              string,
              Uint8Array,
            ],
          ],
    );
const seed = new Map(readFolder(dir));
const text = (files: PackageFiles, name: string) => new TextDecoder().decode(files.get(name));
const bytes = (s: string) => new TextEncoder().encode(s);

/** The seed with some files replaced (or removed with null). */
function variant(changes: Record<string, string | Uint8Array | null>): PackageFiles {
  const files = new Map(seed);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) files.delete(name);
    else files.set(name, typeof value === 'string' ? bytes(value) : value);
  }
  return files;
}

/** The seed's case.yaml with one edit made on its YAML document (comments and layout kept). */
function editCaseFile(edit: (doc: ReturnType<typeof parseDocument>) => void): string {
  const doc = parseDocument(text(seed, 'case.yaml'));
  edit(doc);
  return doc.toString({ lineWidth: 0 });
}

const problemsOf = (files: PackageFiles) => {
  const check = checkCasePackage(files);
  return check.ok ? [] : check.problems;
};

describe('checkCasePackage', () => {
  it('passes the shipped package and gives its case file, documents and deck', () => {
    const check = checkCasePackage(seed);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.loaded.file.key).toBe('queenOfSorrows');
    expect(check.loaded.documents.get('roles/studio.ko.md')).toContain('{{studio.ceiling}}');
    expect(check.loaded.binaries.has('debrief-deck.en.pdf')).toBe(true);
  });

  it('says a package without a case file has none', () => {
    expect(problemsOf(variant({ 'case.yaml': null }))).toEqual([
      { file: 'case.yaml', path: '', line: null, message: 'the package has no case.yaml at its root' },
    ]);
  });

  it('gives the line of a YAML syntax error', () => {
    const broken = text(seed, 'case.yaml').replace('title: Queen of Sorrows', 'title: [Queen of Sorrows');
    const [problem] = problemsOf(variant({ 'case.yaml': broken }));
    expect(problem).toMatchObject({ file: 'case.yaml', line: expect.any(Number) });
    expect(problem!.line).toBeGreaterThanOrEqual(5);
  });

  it('names an unknown field, a missing one and a wrong value with their paths and lines', () => {
    const yaml = editCaseFile((doc) => {
      doc.setIn(['roles', 1, 'colour'], 'blue');
      doc.deleteIn(['titleKo']);
      doc.setIn(['format'], 'auction');
    });
    const problems = problemsOf(variant({ 'case.yaml': yaml }));
    const lineOf = (needle: string) => yaml.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'roles.1', message: 'unknown field "colour"' }),
        expect.objectContaining({ path: 'titleKo', message: 'is missing' }),
        expect.objectContaining({ path: 'format', line: lineOf('format: auction') }),
      ]),
    );
  });

  it("says when a role's own figure is kept from that role", () => {
    const yaml = editCaseFile((doc) => doc.setIn(['roles', 1, 'figures', 'ceiling', 'never'], ['studio']));
    const problems = problemsOf(variant({ 'case.yaml': yaml }));
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: 'roles.1.figures.ceiling.never.0',
        message: "roles.studio.figures: 'ceiling' is listed in never for the studio itself",
      }),
    );
  });

  it('says which document the case file names is missing, in which language', () => {
    expect(problemsOf(variant({ 'roles/agent.ko.md': null }))).toContainEqual(
      expect.objectContaining({
        path: 'roles.0.sheet.ko',
        message: 'the document roles/agent.ko.md is not in the package',
      }),
    );
  });

  it('says which document has no title (the "# Title" line its page shows)', () => {
    const untitled = text(seed, 'teaching-notes.ko.md').replace(/^#\s.*$/m, '');
    expect(problemsOf(variant({ 'teaching-notes.ko.md': untitled }))).toEqual([
      {
        file: 'teaching-notes.ko.md',
        path: '',
        line: null,
        message: 'teaching-notes.ko.md has no title: start it with a "# Title" line',
      },
    ]);
  });

  it('gives the file and line of a placeholder that names no figure', () => {
    const notes = `${text(seed, 'teaching-notes.en.md')}\n\nThe studio's dream: {{studio.dream}}.\n`;
    const line = notes.split('\n').length - 1;
    expect(problemsOf(variant({ 'teaching-notes.en.md': notes }))).toEqual([
      {
        file: 'teaching-notes.en.md',
        path: '',
        line,
        message: '{{studio.dream}} names no figure of the case file',
      },
    ]);
  });

  it('refuses a role sheet that names a figure its role must never see', () => {
    const sheet = text(seed, 'roles/agent.en.md').replace('# ', '# {{studio.backup}} ');
    expect(problemsOf(variant({ 'roles/agent.en.md': sheet }))).toContainEqual({
      file: 'roles/agent.en.md',
      path: '',
      line: 1,
      message: "the agent's sheet names studio.backup, which the agent must never see",
    });
  });

  it('says which of its figures a role sheet never states', () => {
    const sheet = text(seed, 'roles/studio.ko.md').replaceAll('{{studio.target}}', '8천만 원');
    expect(problemsOf(variant({ 'roles/studio.ko.md': sheet }))).toContainEqual(
      expect.objectContaining({
        file: 'roles/studio.ko.md',
        message: "the studio's sheet never states {{studio.target}}",
      }),
    );
  });

  it('keeps every role-private figure out of the sheets every role reads', () => {
    const general = `${text(seed, 'general-information.ko.md')}\n{{agent.walkAway}}\n`;
    expect(problemsOf(variant({ 'general-information.ko.md': general }))).toContainEqual(
      expect.objectContaining({
        file: 'general-information.ko.md',
        message:
          'every role reads general-information.ko.md: it may name only shared figures, not agent.walkAway',
      }),
    );
  });

  it('wants every scored term scored for every role, and a term of the agreement', () => {
    const yaml = editCaseFile((doc) => {
      doc.deleteIn(['termPoints', 1, 'points', 'studio']);
      doc.setIn(['termPoints', 2, 'key'], 'helicopter');
    });
    const problems = problemsOf(variant({ 'case.yaml': yaml }));
    expect(problems).toContainEqual(
      expect.objectContaining({ message: "'schedule' gives no points to the studio" }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ message: "'helicopter' is not a term of the agreement" }),
    );
  });

  it('wants exactly one walk-away line per side on the debrief chart', () => {
    const yaml = editCaseFile((doc) => doc.setIn(['chart', 3, 'walkAway'], true));
    expect(problemsOf(variant({ 'case.yaml': yaml }))).toContainEqual(
      expect.objectContaining({
        path: 'chart',
        message: 'the chart marks 2 walk-away lines for the counterpart: it needs exactly one',
      }),
    );
  });

  it('names a reporting role that does not exist, and a document that is not UTF-8', () => {
    const yaml = editCaseFile((doc) => doc.setIn(['results', 'reporterRole'], 'director'));
    const problems = problemsOf(
      variant({ 'case.yaml': yaml, 'takeaway.ko.md': new Uint8Array([0xff, 0xfe, 0x00]) }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ path: 'results.reporterRole', message: 'no role is called "director"' }),
    );
    expect(problems).toContainEqual(expect.objectContaining({ message: 'takeaway.ko.md is not UTF-8 text' }));
  });
});

describe('amountWords', () => {
  it('writes won as the documents do, in English and Korean', () => {
    expect([3e8, 5e7, 39e8, 1e9, 25e7, 1_550_000_000, 12_345_000].map((v) => amountWords(v, 'en'))).toEqual([
      '300 million won',
      '50 million won',
      '3.9 billion won',
      '1 billion won',
      '250 million won',
      '1.55 billion won',
      '12,345,000 won',
    ]);
    expect([3e8, 5e7, 39e8, 1e9, 25e7, 1_550_000_000, 12_345_000].map((v) => amountWords(v, 'ko'))).toEqual([
      '3억 원',
      '5천만 원',
      '39억 원',
      '10억 원',
      '2억 5천만 원',
      '15억 5천만 원',
      '1,234만 5천 원',
    ]);
  });
});
