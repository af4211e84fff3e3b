import { unzipSync } from 'fflate';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCasePackage } from '@shared/cases/check';
import {
  caseDryRunUrl,
  caseMessages,
  casePackageUrl,
  casesUrl,
  caseUrl,
  type CaseSummary,
} from '@shared/contracts/cases-config';
import type { CaseDryRun } from '@shared/contracts/case-preview';
import { assignments, casePackages, simulationSettings } from '../../db/schema';
import { readSettingsVersion } from '../../db/settings-version';
import { editCaseYaml, packageFolder, renamedCase, tinyCaseZip } from '../../test/case-packages';
import { createTestContext, type TestContext } from '../../test/harness';
import { caseSummaries, registerCase, unregisterCase } from './registry';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
});
afterAll(() => t.close());

const upload = (zip: Buffer, url = casesUrl) =>
  admin.post(url).set('Content-Type', 'application/zip').send(zip);
const list = async () => {
  const res = await admin.get(casesUrl);
  expect(res.status).toBe(200);
  return res.body.data as CaseSummary[];
};
/** A download's bytes, whatever its type. */
const download = (agent: typeof admin, url: string) =>
  agent
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('the cases API', () => {
  it('is for the instructor only: 401 for a student or visitor, on every route', async () => {
    const visitor = request(t.app);
    expect((await visitor.get(casesUrl)).status).toBe(401);
    const post = await visitor.post(casesUrl).set('Content-Type', 'application/zip').send(tinyCaseZip());
    expect(post.status).toBe(401);
    expect((await visitor.get(casePackageUrl('tinyHarbour'))).status).toBe(401);
    expect((await visitor.delete(caseUrl('tinyHarbour'))).status).toBe(401);
    expect(caseSummaries().some((c) => c.key === 'tinyHarbour')).toBe(false);
    const res = await admin.get(casesUrl);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses an upload from another site, and one that is not a .zip', async () => {
    const cross = await admin
      .post(casesUrl)
      .set('Content-Type', 'application/zip')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(tinyCaseZip());
    expect(cross.status).toBe(403);
    const json = await admin.post(casesUrl).send({ key: 'tinyHarbour' });
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ success: false, message: caseMessages.notZip });
    const empty = await admin.post(casesUrl).set('Content-Type', 'application/zip').send(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const junk = await upload(Buffer.from('not a zip at all'));
    expect(junk.status).toBe(400);
    expect(junk.body.problems[0].message).toBe(caseMessages.unreadableZip);
  });

  it('previews a package with ?dryRun=1 and stores nothing', async () => {
    const before = await readSettingsVersion(t.database.db);
    const res = await upload(tinyCaseZip(), caseDryRunUrl);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      key: 'tinyHarbour',
      slug: 'tiny-harbour',
      preview: {
        title: 'Tiny Harbour',
        titleKo: '작은 항구',
        kind: 'Two-party price negotiation',
        roles: [
          { slug: 'ferry', title: 'Ferry operator', titleKo: '페리 운영사' },
          { slug: 'harbour', title: 'Harbour authority', titleKo: '항만 당국' },
        ],
        documents: [
          'notes/teaching.en.md',
          'notes/teaching.ko.md',
          'roles/ferry.en.md',
          'roles/ferry.ko.md',
          'roles/harbour.en.md',
          'roles/harbour.ko.md',
        ],
      },
    });
    expect(await t.database.db.select().from(casePackages)).toEqual([]);
    expect(await readSettingsVersion(t.database.db)).toBe(before);
    expect((await list()).some((c) => c.key === 'tinyHarbour')).toBe(false);
  });

  it("renders the dry run's sheets and notes in both languages as the pages do, figures written out", async () => {
    const res = await upload(tinyCaseZip(), caseDryRunUrl);
    expect(res.status).toBe(200);
    const dry = res.body.data as CaseDryRun;
    expect(dry.roleSheets.map((r) => [r.slug, r.sheet.en.title, r.sheet.ko.title])).toEqual([
      ['ferry', 'Ferry operator', '페리 운영사'],
      ['harbour', 'Harbour authority', '항만 당국'],
    ]);
    expect(dry.roleSheets[0]!.sheet.en.html).toBe('<p>Pay no more than 30 million won for the season.</p>\n');
    expect(dry.roleSheets[0]!.sheet.ko.html).toBe('<p>시즌 선석료로 3천만 원을 넘기지 마세요.</p>\n');
    expect(dry.roleSheets[1]!.sheet.ko.html).toContain('2천만 원 미만');
    expect(dry.teachingNotes.en.title).toBe('Teaching notes');
    expect(dry.teachingNotes.ko).toEqual({
      title: '강의 노트',
      html: '<p>합의 가능 영역은 두 한계 사이에 있습니다.</p>\n',
    });
    expect(dry.generalInformation).toBeNull();
    expect(dry.figures).toEqual([
      {
        name: 'ferry.ceiling',
        owner: 'ferry',
        label: "Ferry's ceiling",
        value: 30_000_000,
        words: { en: '30 million won', ko: '3천만 원' },
      },
      {
        name: 'harbour.floor',
        owner: 'harbour',
        label: "Harbour's floor",
        value: 20_000_000,
        words: { en: '20 million won', ko: '2천만 원' },
      },
    ]);
    expect(dry.walkAway).toEqual({ seller: 'harbour.floor', buyer: 'ferry.ceiling' });
  });

  it('lets no raw HTML, remote image or script link of a package through its preview', async () => {
    const sheet = [
      '# Ferry operator <script>alert(1)</script>',
      '',
      'Pay no more than {{ferry.ceiling}}.',
      '',
      '<script>alert(2)</script>',
      '',
      '<img src="x" onerror="alert(3)"> ![tracker](https://evil.example/t.png)',
      '',
      '[click](javascript:alert(4)) <a href="https://evil.example" onclick="alert(5)">there</a>',
    ].join('\n');
    const res = await upload(
      tinyCaseZip({ edit: (f) => f.set('roles/ferry.en.md', Buffer.from(sheet)) }),
      caseDryRunUrl,
    );
    expect(res.status).toBe(200);
    const dry = res.body.data as CaseDryRun;
    const html = dry.roleSheets[0]!.sheet.en.html;
    expect(html).not.toMatch(/<(script|img|a)\b/i);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('30 million won');
    // the title is text, shown as such by the page
    expect(dry.roleSheets[0]!.sheet.en.title).toBe('Ferry operator <script>alert(1)</script>');
  });

  it('refuses a package with a document without a title, in the dry run too', async () => {
    const res = await upload(
      tinyCaseZip({ edit: (f) => f.set('notes/teaching.ko.md', Buffer.from('제목이 없습니다.\n')) }),
      caseDryRunUrl,
    );
    expect(res.status).toBe(400);
    expect(res.body.problems).toEqual([
      {
        file: 'notes/teaching.ko.md',
        path: '',
        line: null,
        message: 'notes/teaching.ko.md has no title: start it with a "# Title" line',
      },
    ]);
  });

  it('lists the problems of a package that is not a case, and adds nothing', async () => {
    const res = await upload(
      tinyCaseZip({
        edit: editCaseYaml(['slug: tiny-harbour', 'slug: Tiny_Harbour'], ['kind: ', 'kindd: ']),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: caseMessages.invalid });
    const paths = (res.body.problems as Array<{ file: string; path: string }>).map((p) => p.path);
    expect(paths).toContain('slug');
    for (const p of res.body.problems) expect(p).toMatchObject({ file: 'case.yaml' });
    const dry = await upload(tinyCaseZip({ edit: (f) => f.delete('case.yaml') }), caseDryRunUrl);
    expect(dry.status).toBe(400);
    expect(dry.body.problems).toHaveLength(1);
    expect(await t.database.db.select().from(casePackages)).toEqual([]);
  });

  it('adds a case: stored byte for byte, registered, listed, and the settings version moves', async () => {
    const before = await readSettingsVersion(t.database.db);
    const zip = tinyCaseZip();
    const res = await upload(zip);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: expect.objectContaining({ key: 'tinyHarbour', slug: 'tiny-harbour' }),
    });
    expect(await readSettingsVersion(t.database.db)).toBe(before + 1);
    const [row] = await t.database.db.select().from(casePackages);
    expect(Buffer.compare(row!.zip, zip)).toBe(0);
    expect(caseSummaries().find((c) => c.key === 'tinyHarbour')).toMatchObject({
      source: 'added',
      status: 'ok',
    });
    expect((await list()).find((c) => c.key === 'tinyHarbour')).toMatchObject({
      slug: 'tiny-harbour',
      title: 'Tiny Harbour',
      titleKo: '작은 항구',
      source: 'added',
      status: 'ok',
      problems: [],
      archived: false,
      used: false,
    });
  });

  it('refuses a second case with the same key or slug (409), in a dry run too', async () => {
    const again = await upload(tinyCaseZip());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(caseMessages.keyTaken('tinyHarbour'));
    const sameSlug = await upload(
      tinyCaseZip({ edit: editCaseYaml(['key: tinyHarbour', 'key: otherHarbour']) }),
      caseDryRunUrl,
    );
    expect(sameSlug.status).toBe(409);
    expect(sameSlug.body.message).toBe(caseMessages.slugTaken('tiny-harbour'));
  });

  it('an added case is closed until opened, and its results are at its apiSlug from then on', async () => {
    // tinyHarbour was added above, after the app and its routers were made; students find it closed
    const report = {
      ferry_operator_name: 'Kim Minji',
      harbour_officer_name: 'Park Jisoo',
      no_agreement: false,
      amount_paid: 25_000_000,
      additional_terms: '',
    };
    expect((await request(t.app).post('/api/sims/thb/submit').send(report)).status).toBe(403);
    await admin
      .patch('/api/visibility/simulations/tinyHarbour')
      .send({ isVisible: true, isAccessible: true });
    const sent = await request(t.app).post('/api/sims/thb/submit').send({
      ferry_operator_name: 'Kim Minji',
      harbour_officer_name: 'Park Jisoo',
      no_agreement: false,
      amount_paid: 25_000_000,
      additional_terms: '',
    });
    expect(sent.status).toBe(201);
    const listed = await admin.get('/api/sims/thb/results');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: sent.body.data.id, amountPaid: 25_000_000 }),
    ]);
    // a slug no case has is still nobody's
    expect((await admin.get('/api/sims/zzz/results')).status).toBe(404);
  });

  it('exports an added case as the very bytes that were uploaded', async () => {
    const [row] = await t.database.db.select().from(casePackages);
    const res = await download(admin, casePackageUrl('tinyHarbour'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/zip/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="tiny-harbour.zip"');
    expect(Buffer.compare(res.body as Buffer, row!.zip)).toBe(0);
    expect((await admin.get(casePackageUrl('noSuchCase'))).status).toBe(404);
    expect((await admin.get(casePackageUrl('../etc'))).status).toBe(404);
  });

  it('exports a built-in case as a zip of its files, the same bytes every time', async () => {
    let builtIn = caseSummaries().find((c) => c.source === 'built-in' && c.status === 'ok');
    const registeredHere = !builtIn;
    if (!builtIn) {
      // no case ships yet: the tiny package under another key stands in for one
      const files = packageFolder();
      renamedCase('shippedHarbour', 'shipped-harbour')(files);
      const check = checkCasePackage(files);
      if (!check.ok) throw new Error(JSON.stringify(check.problems));
      registerCase(check.loaded, 'built-in');
      builtIn = caseSummaries().find((c) => c.key === 'shippedHarbour')!;
    }
    try {
      const first = await download(admin, casePackageUrl(builtIn.key));
      expect(first.status).toBe(200);
      expect(first.headers['content-disposition']).toBe(`attachment; filename="${builtIn.slug}.zip"`);
      const second = await download(admin, casePackageUrl(builtIn.key));
      expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
      const files = unzipSync(first.body as Buffer);
      expect(Object.keys(files)).toContain('case.yaml');
      expect(checkCasePackage(new Map(Object.entries(files))).ok).toBe(true);

      // and it cannot be removed
      const removed = await admin.delete(caseUrl(builtIn.key));
      expect(removed.status).toBe(409);
      expect(removed.body.message).toBe(caseMessages.builtIn);
      // nor can an upload take its key
      const taken = await upload(
        tinyCaseZip({ edit: renamedCase(builtIn.key, 'yet-another-harbour') }),
        caseDryRunUrl,
      );
      expect(taken.status).toBe(409);
    } finally {
      if (registeredHere) unregisterCase(builtIn.key);
    }
  });

  it('deletes an added case no class used: gone from the table, the registry and the list', async () => {
    const added = await upload(tinyCaseZip({ edit: renamedCase('unusedHarbour', 'unused-harbour') }));
    expect(added.status).toBe(201);
    expect((await list()).find((c) => c.key === 'unusedHarbour')).toMatchObject({ used: false });
    const before = await readSettingsVersion(t.database.db);
    const res = await admin.delete(caseUrl('unusedHarbour'));
    expect(res.status).toBe(204);
    expect(await readSettingsVersion(t.database.db)).toBe(before + 1);
    expect((await t.database.db.select().from(casePackages)).map((r) => r.key)).toEqual(['tinyHarbour']);
    expect(caseSummaries().some((c) => c.key === 'unusedHarbour')).toBe(false);
    expect((await list()).some((c) => c.key === 'unusedHarbour')).toBe(false);
    expect((await admin.delete(caseUrl('unusedHarbour'))).status).toBe(404);
    // its key is free again
    expect(
      (await upload(tinyCaseZip({ edit: renamedCase('unusedHarbour', 'unused-harbour') }), caseDryRunUrl))
        .status,
    ).toBe(200);
  });

  it('archives an added case a class used: kept, its bytes too, and closed to students', async () => {
    await t.database.db.insert(assignments).values({ simKey: 'tinyHarbour', odd: 'observer', state: {} });
    expect((await list()).find((c) => c.key === 'tinyHarbour')).toMatchObject({
      used: true,
      archived: false,
    });
    const res = await admin.delete(caseUrl('tinyHarbour'));
    expect(res.status).toBe(204);
    const [row] = await t.database.db.select().from(casePackages);
    expect(row).toMatchObject({ key: 'tinyHarbour', archivedAt: expect.any(Date) });
    expect((await list()).find((c) => c.key === 'tinyHarbour')).toMatchObject({ archived: true, used: true });
    const settings = await t.database.db.select().from(simulationSettings);
    expect(settings.find((s) => s.simKey === 'tinyHarbour')).toMatchObject({
      isVisible: false,
      isAccessible: false,
    });
    // still exported as uploaded, and its key still taken
    const exported = await download(admin, casePackageUrl('tinyHarbour'));
    expect(Buffer.compare(exported.body as Buffer, row!.zip)).toBe(0);
    expect((await upload(tinyCaseZip())).status).toBe(409);
  });

  it('reads a zip of a folder as the folder', async () => {
    const res = await upload(
      tinyCaseZip({ folder: 'folder-harbour', edit: renamedCase('folderHarbour', 'folder-harbour') }),
      caseDryRunUrl,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.preview.documents).toContain('roles/ferry.en.md');
  });

  it('refuses a key too long for the class tables', async () => {
    const res = await upload(
      tinyCaseZip({ edit: renamedCase(`k${'x'.repeat(35)}`, 'long-harbour') }),
      caseDryRunUrl,
    );
    expect(res.status).toBe(400);
    expect(res.body.problems).toEqual([expect.objectContaining({ path: 'key' })]);
  });
});

describe('stored packages', () => {
  it('one that no longer passes the check is listed as invalid with its problems, and only it is left out', async () => {
    // a package stored by an earlier release, which the check now refuses
    const broken = tinyCaseZip({
      edit: (f) => {
        renamedCase('brokenHarbour', 'broken-harbour')(f);
        editCaseYaml(['format: negotiation', 'format: auction'])(f);
      },
    });
    await t.database.db
      .insert(casePackages)
      .values({ key: 'brokenHarbour', slug: 'broken-harbour', zip: broken });
    const good = tinyCaseZip({ edit: renamedCase('goodHarbour', 'good-harbour') });
    await t.database.db.insert(casePackages).values({ key: 'goodHarbour', slug: 'good-harbour', zip: good });
    // what another process's add or removal tells every process
    t.database.notify('course_live', JSON.stringify({ event: { type: 'cases' }, to: 'everyone' }));
    await expect.poll(() => caseSummaries().some((c) => c.key === 'goodHarbour')).toBe(true);
    const cases = await list();
    expect(cases.find((c) => c.key === 'brokenHarbour')).toMatchObject({
      status: 'invalid',
      source: 'added',
      problems: [expect.objectContaining({ file: 'case.yaml', path: 'format' })],
    });
    expect(caseSummaries().some((c) => c.key === 'brokenHarbour')).toBe(false);
    expect(cases.find((c) => c.key === 'goodHarbour')).toMatchObject({ status: 'ok' });
    // an invalid one can still be exported (to fix it) and removed
    expect((await download(admin, casePackageUrl('brokenHarbour'))).status).toBe(200);
    expect((await admin.delete(caseUrl('brokenHarbour'))).status).toBe(204);
    expect((await list()).some((c) => c.key === 'brokenHarbour')).toBe(false);
  });
});
