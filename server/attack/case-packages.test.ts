import crypto from 'node:crypto';
import { zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_ZIP_LIMITS, caseDryRunUrl, caseMessages, casesUrl } from '@shared/contracts/cases-config';
import { casePackages } from '../db/schema';
import { packageFolder, tinyCaseZip } from '../test/case-packages';
import { createTestContext, type TestContext } from '../test/harness';
import { readCaseZip, ZipRefusal } from '../modules/cases/zip';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
});
afterAll(() => t.close());

const MB = 1024 * 1024;

/** The tiny package plus (or with instead) the given entries. */
function evilZip(extra: Zippable, { withPackage = true } = {}): Buffer {
  const files: Zippable = {};
  if (withPackage) for (const [p, bytes] of packageFolder()) files[p] = bytes;
  return Buffer.from(zipSync({ ...files, ...extra }));
}

/** Both add and dry run refuse it with a 400 whose one problem says `message`; nothing is stored. */
async function expectRefused(zip: Buffer, message: RegExp | string) {
  for (const url of [caseDryRunUrl, casesUrl]) {
    const res = await admin.post(url).set('Content-Type', 'application/zip').send(zip);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: caseMessages.invalid });
    expect(res.body.problems).toHaveLength(1);
    expect(res.body.problems[0].message).toMatch(message);
  }
  expect(await t.database.db.select().from(casePackages)).toEqual([]);
}

/**
 * A one-entry zip whose directory declares `declared` bytes for an entry that inflates to many more: the
 * sizes in the local header (offset 22) and the central directory (offset 24) are rewritten.
 */
function lyingZip(name: string, actual: Uint8Array, declared: number): Buffer {
  const zip = Buffer.from(zipSync({ [name]: [actual, { level: 9 }] }));
  expect(zip.readUInt32LE(0)).toBe(0x04034b50);
  zip.writeUInt32LE(declared, 22);
  const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  zip.writeUInt32LE(declared, central + 24);
  return zip;
}

describe('a case package from outside', () => {
  it('may not reach outside the package with ..', async () => {
    await expectRefused(evilZip({ '../escape.md': Buffer.from('x') }), /may not go up a folder/);
    await expectRefused(evilZip({ 'roles/../../escape.md': Buffer.from('x') }), /may not go up a folder/);
  });

  it('may not name an absolute path', async () => {
    await expectRefused(evilZip({ '/etc/cron.d/evil': Buffer.from('x') }), /absolute path/);
    await expectRefused(evilZip({ 'C:/Windows/evil.md': Buffer.from('x') }), /absolute path/);
  });

  it('may not use backslashes', async () => {
    await expectRefused(evilZip({ 'roles\\evil.md': Buffer.from('x') }), /uses \//);
  });

  it('may not hold a symbolic link', async () => {
    // unix mode S_IFLNK (0o120000) in the upper half of the external attributes, as `zip -y` writes it
    const link: Zippable = {
      'roles/link.md': [Buffer.from('/etc/passwd'), { os: 3, attrs: ((0o120777 << 16) >>> 0) | 0 }],
    };
    await expectRefused(evilZip(link), /symbolic link/);
  });

  it(`may hold at most ${CASE_ZIP_LIMITS.entries} entries`, async () => {
    const many: Zippable = {};
    for (let i = 0; i < CASE_ZIP_LIMITS.entries; i++) many[`notes/extra-${i}.md`] = Buffer.from(`# ${i}`);
    await expectRefused(evilZip(many), new RegExp(`at most ${CASE_ZIP_LIMITS.entries}`));
  });

  it('may not inflate an entry past 50 MB', async () => {
    const zeros = new Uint8Array(CASE_ZIP_LIMITS.entryBytes + 1);
    await expectRefused(evilZip({ 'notes/bomb.md': [zeros, { level: 9 }] }), /more than 50 MB/);
  });

  it('may not inflate past 50 MB in all', async () => {
    const half = new Uint8Array(CASE_ZIP_LIMITS.totalBytes / 2 + 1);
    await expectRefused(
      evilZip({ 'notes/a.md': [half, { level: 9 }], 'notes/b.md': [half, { level: 9 }] }),
      /inflates to more than 50 MB/,
    );
  });

  it('is stopped when an entry inflates past the size it declared (a zip bomb that lies)', async () => {
    const zeros = new Uint8Array(8 * MB);
    await expectRefused(lyingZip('notes/bomb.md', zeros, 100), /cannot be read/);
  });

  it('is refused past 5 MB before it is read (413)', async () => {
    const body = crypto.randomBytes(CASE_ZIP_LIMITS.bodyBytes + 1);
    const res = await admin.post(casesUrl).set('Content-Type', 'application/zip').send(body);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, message: caseMessages.tooLarge });
  });

  it("leaves a Mac's __MACOSX and .DS_Store out of the package", async () => {
    // a folder zipped on a Mac: the folder, its .DS_Store, and __MACOSX beside it
    const files = await readCaseZip(
      Buffer.from(
        zipSync({
          ...Object.fromEntries([...packageFolder()].map(([p, b]) => [`tiny-harbour/${p}`, b])),
          'tiny-harbour/.DS_Store': Buffer.from([0]),
          '__MACOSX/tiny-harbour/._case.yaml': Buffer.from([0]),
        }),
      ),
    );
    expect([...files.keys()].sort()).toEqual([...packageFolder().keys()].sort());
  });
});

describe('readCaseZip', () => {
  const small = { ...CASE_ZIP_LIMITS, entryBytes: 1_000, totalBytes: 1_500 };

  it('counts the bytes it inflates, whatever the zip declares', async () => {
    const zip = lyingZip('notes/a.md', new Uint8Array(5_000), 10);
    await expect(readCaseZip(zip, small)).rejects.toBeInstanceOf(ZipRefusal);
  });

  it('checks the declared sizes before inflating anything', async () => {
    const zip = Buffer.from(zipSync({ 'a.md': new Uint8Array(1_001) }));
    await expect(readCaseZip(zip, small)).rejects.toThrow(/"a.md" inflates to more than/);
    const two = Buffer.from(zipSync({ 'a.md': new Uint8Array(900), 'b.md': new Uint8Array(900) }));
    await expect(readCaseZip(two, small)).rejects.toThrow(/The package inflates to more than/);
  });

  it('reads a plain package as its files', async () => {
    const files = await readCaseZip(tinyCaseZip());
    expect(Buffer.from(files.get('case.yaml')!).toString()).toContain('key: tinyHarbour');
  });
});
