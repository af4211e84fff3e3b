import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SSR_PAYLOAD_ID } from '@shared/contracts/page-render';
import { feedbackUrls } from '@shared/contracts/feedback-config';
import { FEEDBACK_FORM_SETTING } from '../db/migrate';
import { appSettings } from '../db/schema';
import { readSettingsVersion, writePublicSettings } from '../db/settings-version';
import { changeDeckSetting } from '../modules/decks/service';
import type { TestContext } from '../test/harness';
import { openRenderingSite } from '../test/rendering-site';

vi.setConfig({ testTimeout: 60_000 });

/**
 * Kept visitor pages follow the settings version, not the live channel: a public setting written by code that
 * publishes nothing on the live bus (a service called directly, a plain write through the settings-version
 * helper) still shows on the very next visitor page. Runs on PGlite, where the version is kept in the process,
 * and on PostgreSQL when TEST_DATABASE_URL is set, where it is read per request.
 */
let t: TestContext;
let app: Express;
let close: () => Promise<void>;
beforeAll(async () => ({ t, app, close } = await openRenderingSite()));
afterAll(() => close());

async function page(url: string) {
  const res = await request(app).get(url).set('Accept', 'text/html').expect(200);
  const json = res.text.split(`id="${SSR_PAYLOAD_ID}">`)[1]!.split('</script>')[0]!;
  const payload = JSON.parse(json) as {
    queries: { queries: { queryKey: [string]; state: { data: unknown } }[] };
  };
  const data = Object.fromEntries(payload.queries.queries.map((q) => [q.queryKey[0], q.state.data]));
  return { html: res.text, data };
}

describe('a public switch flipped by a writer that publishes nothing on the live channel', () => {
  it('shows on the very next visitor page (a service called without its router)', async () => {
    const before = await page('/decks');
    // the page is kept: asked again, it is the same page, from memory
    expect((await page('/decks')).html).toBe(before.html);
    expect(before.data['/api/visibility/decks']).toMatchObject({ ai: { isDownloadable: true } });

    await changeDeckSetting(t.database.db, 'ai', { isDownloadable: false });
    expect((await page('/decks')).data['/api/visibility/decks']).toMatchObject({
      ai: { isDownloadable: false },
    });
    await changeDeckSetting(t.database.db, 'ai', { isDownloadable: true });
    expect((await page('/decks')).data['/api/visibility/decks']).toMatchObject({
      ai: { isDownloadable: true },
    });
  });

  it('shows on the very next visitor page (a plain write through the settings-version helper)', async () => {
    expect((await page('/about')).data[feedbackUrls.formSetting]).toEqual({ isVisible: true });
    const version = await readSettingsVersion(t.database.db);
    await writePublicSettings(t.database.db, (tx) =>
      tx.update(appSettings).set({ isVisible: false }).where(eq(appSettings.key, FEEDBACK_FORM_SETTING)),
    );
    expect(await readSettingsVersion(t.database.db)).toBe(version + 1);
    expect((await page('/about')).data[feedbackUrls.formSetting]).toEqual({ isVisible: false });
    await writePublicSettings(t.database.db, (tx) =>
      tx.update(appSettings).set({ isVisible: true }).where(eq(appSettings.key, FEEDBACK_FORM_SETTING)),
    );
    expect((await page('/about')).data[feedbackUrls.formSetting]).toEqual({ isVisible: true });
  });

  it('leaves the version as it was when the write fails (its transaction rolls back)', async () => {
    const version = await readSettingsVersion(t.database.db);
    await expect(
      writePublicSettings(t.database.db, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await readSettingsVersion(t.database.db)).toBe(version);
  });
});
