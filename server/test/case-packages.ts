import fs from 'node:fs';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';

/** The tiny valid case package the tests add, export and remove (key tinyHarbour, slug tiny-harbour). */
export const TINY_CASE_DIR = path.join(import.meta.dirname, 'fixtures/cases/tiny-harbour');

/** A package's files by path, read from a folder. */
export function packageFolder(dir = TINY_CASE_DIR): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else files.set(rel, fs.readFileSync(path.join(dir, rel)));
    }
  };
  walk('');
  return files;
}

/**
 * The tiny package as a .zip: `edit` changes its files first (a new key, a broken case.yaml), and `folder`
 * puts them in one top-level folder, as zipping a folder does.
 */
export function tinyCaseZip({
  edit,
  folder,
}: { edit?: (files: Map<string, Uint8Array>) => void; folder?: string } = {}): Buffer {
  const files = packageFolder();
  edit?.(files);
  const zippable: Zippable = {};
  for (const [p, bytes] of files) zippable[folder ? `${folder}/${p}` : p] = bytes;
  return Buffer.from(zipSync(zippable));
}

/** The tiny package's case.yaml with its text replaced (`from` must be in it). */
export const editCaseYaml =
  (...pairs: Array<[from: string, to: string]>) =>
  (files: Map<string, Uint8Array>) => {
    let text = Buffer.from(files.get('case.yaml')!).toString('utf8');
    for (const [from, to] of pairs) {
      if (!text.includes(from)) throw new Error(`case.yaml has no "${from}"`);
      text = text.replace(from, to);
    }
    files.set('case.yaml', Buffer.from(text));
  };

/** The tiny package under another key and slug, for a second case. */
export const renamedCase = (key: string, slug: string) =>
  editCaseYaml(
    ['key: tinyHarbour', `key: ${key}`],
    ['slug: tiny-harbour', `slug: ${slug}`],
    // its report form's address is its own too
    [
      'apiSlug: thb',
      `apiSlug: ${key
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .slice(0, 8)}`,
    ],
  );
