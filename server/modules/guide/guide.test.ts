import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideSections } from '@shared/guide-sections';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
});
afterAll(() => t.close());

describe('GET /guide', () => {
  it('shows the signed-in instructor the guide, with an anchor for every section a page links to', async () => {
    const res = await admin.get('/guide');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<h1 id="instructors-guide">Instructor&#39;s guide</h1>');
    for (const [page, id] of Object.entries(guideSections))
      expect(res.text, `${page} links to #${id}`).toContain(`id="${id}"`);
    // Screenshots come from the guide's own route; a link to another file of the repository keeps its words.
    expect(res.text).toContain('<img src="/guide/images/02-join-screen-en.png"');
    expect(res.text).not.toMatch(/href="[^"#h][^"]*\.md/);
  });

  it('sends a signed-out visitor to the instructor page instead, and shows no screenshot', async () => {
    const page = await request(t.app).get('/guide');
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/admin');
    expect(page.text).not.toContain('Instructor');
    const image = await request(t.app).get('/guide/images/02-join-screen-en.png');
    expect(image.status).toBe(401);
    expect(image.headers['content-type']).not.toMatch(/image/);
  });

  it('serves only the screenshots themselves', async () => {
    const image = await admin.get('/guide/images/02-join-screen-en.png');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    for (const path of [
      '/guide/images/..%2Finstructor-guide.md',
      '/guide/images/%2e%2e%2f%2e%2e%2fpackage.json',
      '/guide/images/README.md',
      '/guide/images/missing.png',
    ])
      expect((await admin.get(path)).status, path).toBe(404);
  });
});
