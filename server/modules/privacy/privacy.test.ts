import fs from 'node:fs';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSR_PAYLOAD_ID } from '@shared/contracts/page-render';
import { PRIVACY_SETTINGS_URL } from '@shared/contracts/privacy-config';
import { loadConfig, TEST_SETTINGS } from '../../config';
import { createTestContext, type TestContext } from '../../test/harness';
import { appRenderingFrom, renderingSite } from '../../test/rendering-site';

/**
 * The operator names the data controller and a contact through settings (PRIVACY_CONTROLLER,
 * PRIVACY_CONTACT), not code, and /privacy shows them in English and Korean, rendered on the server with the
 * page. These tests run the real page renderer (client/src/entry-server.tsx, from source) in the real app.
 */
const SET = {
  controller: '(주)한빛인재개발원 HR Academy',
  contact: 'privacy@hanbit.example, 02-123-4567',
};

let t: TestContext;
let site: string;
/** The app as an operator who set both, and as one who set neither. */
let configured: Express;
let unconfigured: Express;
beforeAll(async () => {
  t = await createTestContext();
  site = renderingSite();
  const { privacy } = loadConfig({
    ...TEST_SETTINGS,
    PRIVACY_CONTROLLER: `  ${SET.controller}  `,
    PRIVACY_CONTACT: SET.contact,
  });
  configured = appRenderingFrom(site, t.database, { ...t.config, privacy });
  unconfigured = appRenderingFrom(site, t.database, t.config);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(site, { recursive: true, force: true });
});

/** The page as a browser receives it: its HTML, and the data it was rendered with. */
async function page(app: Express, url: string) {
  const res = await request(app).get(url).set('Accept', 'text/html');
  expect(res.status, url).toBe(200);
  const json = res.text.split(`id="${SSR_PAYLOAD_ID}">`)[1]?.split('</script>')[0];
  expect(json, `${url} was rendered on the server`).toBeDefined();
  const payload = JSON.parse(json!) as {
    queries: { queries: { queryKey: [string]; state: { data: unknown } }[] };
  };
  const data = Object.fromEntries(payload.queries.queries.map((q) => [q.queryKey[0], q.state.data]));
  return { html: res.text, data };
}

describe('the privacy settings', () => {
  it('are public, as the operator set them, and null where not set', async () => {
    const set = await request(configured).get(PRIVACY_SETTINGS_URL).expect(200);
    expect(set.body).toEqual({ success: true, data: SET });
    const unset = await request(unconfigured).get(PRIVACY_SETTINGS_URL).expect(200);
    expect(unset.body).toEqual({ success: true, data: { controller: null, contact: null } });
  });
});

describe('/privacy rendered on the server', () => {
  it('names the data controller and the contact, in English and in Korean', async () => {
    const en = await page(configured, '/privacy');
    expect(en.html).toContain(
      'Who is responsible for your data: (주)한빛인재개발원 HR Academy. Contact: privacy@hanbit.example, 02-123-4567.',
    );
    expect(en.html).not.toContain('ask your instructor who to contact');
    expect(en.data[PRIVACY_SETTINGS_URL]).toEqual(SET);

    const ko = await page(configured, '/privacy?lang=ko');
    expect(ko.html).toContain('<div lang="ko"');
    expect(ko.html).toContain(
      '이 정보에 대해 책임을 지는 개인정보처리자: (주)한빛인재개발원 HR Academy. 문의처: privacy@hanbit.example, 02-123-4567.',
    );
    expect(ko.html).not.toContain('문의처는 강사에게 확인해 주시기 바랍니다.');
  });

  it('asks the instructor whom to contact when the operator set nothing', async () => {
    const en = await page(unconfigured, '/privacy');
    expect(en.html).toContain(
      'The organisation running this site is responsible for this data (the data controller); ask your instructor who to contact.',
    );
    const ko = await page(unconfigured, '/privacy?lang=ko');
    expect(ko.html).toContain(
      '이 사이트를 운영하는 기관이 개인정보처리자로서 이 정보에 대한 책임을 집니다. 문의처는 강사에게 확인해 주시기 바랍니다.',
    );
  });

  it('shows a setting as text, never as markup', async () => {
    const { privacy } = loadConfig({
      ...TEST_SETTINGS,
      PRIVACY_CONTROLLER: 'Kim & Lee <b>Partners</b>',
      PRIVACY_CONTACT: '<script>alert(1)</script>',
    });
    const { html } = await page(appRenderingFrom(site, t.database, { ...t.config, privacy }), '/privacy');
    expect(html).toContain('Who is responsible for your data: Kim &amp; Lee &lt;b&gt;Partners&lt;/b&gt;.');
    expect(html).not.toContain('<script>alert(1)');
  });
});
