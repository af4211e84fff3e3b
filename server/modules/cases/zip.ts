import { zipSync } from 'fflate';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { PackageFiles } from '@shared/cases/loaded-case';
import type { CaseProblem } from '@shared/cases/schema';
import { CASE_ZIP_LIMITS, caseMessages } from '@shared/contracts/cases-config';

/**
 * A case package's .zip, read with every rule an upload from outside must pass: nothing outside the package
 * (no `..`, no absolute path, no backslash, no symlink), a bounded number of entries, and a bounded size of
 * each entry and of them all, counted in the bytes actually inflated as well as the sizes the zip declares
 * (a zip bomb declares small sizes). A refusal is a ZipRefusal: a problem the instructor can read.
 */
export class ZipRefusal extends Error {
  constructor(
    message: string,
    /** The entry at fault, when one is. */
    public readonly file = '',
  ) {
    super(message);
  }

  get problem(): CaseProblem {
    return { file: this.file, path: '', line: null, message: this.message };
  }
}

export type ZipLimits = typeof CASE_ZIP_LIMITS;

/** What a folder zipped on a Mac carries besides the folder: never part of a package. */
const isMacArtefact = (name: string) => name.startsWith('__MACOSX/') || name.split('/').pop() === '.DS_Store';

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Why an entry's name is refused, or null when it names a place inside the package. */
export function refusedName(name: string): string | null {
  if (name.includes('\\')) return `"${name}": a path in the package uses / (not \\).`;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return `"${name}": an absolute path is not allowed.`;
  if (name.split('/').includes('..')) return `"${name}": a path may not go up a folder (..).`;
  if (name.includes('\0')) return `"${name}": a path may not hold a NUL character.`;
  return null;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      buffer,
      // names are decoded and checked here, in the package's own words; sizes are checked as they inflate
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true },
      (err, zip) => (err ? reject(new ZipRefusal(caseMessages.unreadableZip)) : resolve(zip)),
    ),
  );
}

function entryName(entry: Entry): string {
  // decodeStrings off: the name is its raw bytes. Read as UTF-8 (a package's paths are ASCII; a CP437 name
  // that is not would fail the check of document paths anyway)
  const raw = entry.fileNameRaw ?? (entry.fileName as unknown as Buffer);
  return Buffer.from(raw).toString('utf8');
}

/** Inflates one entry, counting its bytes: past `max` it stops at once (the declared size may lie). */
function inflate(zip: ZipFile, entry: Entry, name: string, max: number, tooBig: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(new ZipRefusal(`"${name}" cannot be read: ${err.message}.`, name));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > max) {
          stream.destroy();
          return reject(new ZipRefusal(tooBig, name));
        }
        chunks.push(chunk);
      });
      stream.on('error', (e: Error) =>
        reject(e instanceof ZipRefusal ? e : new ZipRefusal(`"${name}" cannot be read: ${e.message}.`, name)),
      );
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * The package's files by path. A zip whose files all sit in one top-level folder (zipping a folder makes one)
 * is read as if that folder were the package; folders themselves and a Mac's `__MACOSX/` and `.DS_Store`
 * are left out.
 */
export async function readCaseZip(
  buffer: Buffer,
  limits: ZipLimits = CASE_ZIP_LIMITS,
): Promise<Map<string, Uint8Array>> {
  if (buffer.length === 0) throw new ZipRefusal(caseMessages.empty);
  if (buffer.length > limits.bodyBytes) throw new ZipRefusal(caseMessages.tooLarge);
  const zip = await openZip(buffer);
  try {
    if (zip.entryCount > limits.entries)
      throw new ZipRefusal(
        `The package has ${zip.entryCount} entries; at most ${limits.entries} are allowed.`,
      );
    const files = new Map<string, Uint8Array>();
    let total = 0;
    const tooMuch = `The package inflates to more than ${mb(limits.totalBytes)}.`;
    for await (const entry of entriesOf(zip)) {
      const name = entryName(entry);
      const refusal = refusedName(name);
      if (refusal) throw new ZipRefusal(refusal, name);
      const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
      if (mode === S_IFLNK)
        throw new ZipRefusal(`"${name}" is a symbolic link: a package holds files only.`, name);
      if (name.endsWith('/') || isMacArtefact(name)) continue;
      if (entry.isEncrypted())
        throw new ZipRefusal(`"${name}" is encrypted: zip the package without a password.`, name);
      const tooBig = `"${name}" inflates to more than ${mb(limits.entryBytes)}.`;
      if (entry.uncompressedSize > limits.entryBytes) throw new ZipRefusal(tooBig, name);
      if (total + entry.uncompressedSize > limits.totalBytes) throw new ZipRefusal(tooMuch, name);
      const bytes = await inflate(
        zip,
        entry,
        name,
        Math.min(limits.entryBytes, limits.totalBytes - total),
        tooBig,
      );
      total += bytes.length;
      const path = name.replace(/^\.\//, '');
      if (files.has(path)) throw new ZipRefusal(`"${path}" is in the package twice.`, path);
      files.set(path, bytes);
    }
    return withoutTopFolder(files);
  } finally {
    zip.close();
  }
}

/** The zip's entries one at a time (lazyEntries): the next is read only when the last is done. */
async function* entriesOf(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const next = await new Promise<Entry | null>((resolve, reject) => {
      const onEntry = (entry: Entry) => {
        zip.off('end', onEnd).off('error', onError);
        resolve(entry);
      };
      const onEnd = () => {
        zip.off('entry', onEntry).off('error', onError);
        resolve(null);
      };
      const onError = (err: Error) => {
        zip.off('entry', onEntry).off('end', onEnd);
        reject(
          err instanceof ZipRefusal ? err : new ZipRefusal(`${caseMessages.unreadableZip} (${err.message})`),
        );
      };
      zip.once('entry', onEntry).once('end', onEnd).once('error', onError);
      zip.readEntry();
    });
    if (!next) return;
    yield next;
  }
}

/** Files that all sit in one folder with no case.yaml at the root: that folder is the package. */
function withoutTopFolder(files: Map<string, Uint8Array>): Map<string, Uint8Array> {
  if (files.has('case.yaml')) return files;
  const tops = new Set([...files.keys()].map((p) => (p.includes('/') ? p.split('/')[0] : '')));
  const [top] = tops;
  if (tops.size !== 1 || !top) return files;
  return new Map([...files].map(([p, bytes]) => [p.slice(top.length + 1), bytes]));
}

/**
 * Fixed for every exported entry, so the same files always zip to the same bytes. Local midnight: a zip's
 * time is written from the local date and time, so this reads 2020-01-01 00:00 in every time zone.
 */
const EXPORT_MTIME = () => new Date(2020, 0, 1);

/** A package's files as a .zip, in path order, each with the same time: the same files give the same bytes. */
export function zipPackage(files: PackageFiles): Uint8Array {
  const entries = [...files.keys()].sort();
  return zipSync(
    Object.fromEntries(entries.map((path) => [path, [files.get(path)!, { mtime: EXPORT_MTIME() }]])),
    { level: 6 },
  );
}
