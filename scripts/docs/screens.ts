// The instructor guide's screens (docs/images, listed in its README.md), and how one is saved.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import type { Lang } from '../../shared/simulations';

export const IMAGES = fileURLToPath(new URL('../../docs/images/', import.meta.url));
/** The instructor's laptop and a student's phone. */
export const LAPTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Each screen's file, `{nn}-{screen}-{lang}.png`, in the order of a class. */
const SCREENS = {
  adminClasses: '01-admin-classes',
  joinScreen: '02-join-screen',
  joinForm: '03-join-form',
  studentHome: '04-student-home',
  rolesAndPartners: '05-roles-and-partners',
  dealPlan: '06-deal-plan',
  dealFirstOffer: '07-deal-first-offer',
  dealAgreement: '08-deal-agreement',
  results: '09-results',
  debriefFigures: '10-debrief-figures',
  debriefClassesSoFar: '11-debrief-classes-so-far',
  myDebrief: '12-my-debrief',
  tariffTeam: '13-tariff-team',
} as const;
type ScreenId = keyof typeof SCREENS;

const written: string[] = [];

/**
 * Saves the page's viewport as a screen's PNG once its fonts have loaded, animations finished (a toast or
 * dialog mid-fade would be half drawn). `top`: scrolled to just under the navbar first.
 */
export async function shot(page: Page, id: ScreenId, lang: Lang, top?: Locator): Promise<void> {
  await top?.evaluate((el) => {
    const header = document.querySelector('header');
    const sticky = header && ['sticky', 'fixed'].includes(getComputedStyle(header).position);
    const offset = (sticky ? header.getBoundingClientRect().height : 0) + 12;
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - offset, behavior: 'instant' });
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const file = `${SCREENS[id]}-${lang}.png`;
  await page.screenshot({ path: path.join(IMAGES, file), animations: 'disabled', caret: 'hide' });
  written.push(file);
  console.log(`  ${file}`);
}

/**
 * Runs the steps that show a screen. One that fails says which screen did not appear, and keeps a picture
 * of `page` as it was then (in the temporary directory).
 */
export async function screen(id: ScreenId, page: Page, steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (err) {
    const why = err instanceof Error ? err.message.split('\n').slice(0, 6).join('\n') : String(err);
    const seen = path.join(os.tmpdir(), `docs-shots-failed-${SCREENS[id]}.png`);
    const saved = await page.screenshot({ path: seen }).then(
      () => `\nthe page then (${page.url()}): ${seen}`,
      () => '',
    );
    throw new Error(`the screen ${SCREENS[id]} did not appear:\n${why}${saved}`, { cause: err });
  }
}

/**
 * After a whole run: removes the PNGs of screens no longer taken (renamed or dropped), and says which images
 * docs/images/README.md does not list yet.
 */
export function tidyImages(): void {
  for (const f of fs.readdirSync(IMAGES)) {
    if (/^\d\d-.+-(en|ko)\.png$/.test(f) && !written.includes(f)) fs.rmSync(path.join(IMAGES, f));
  }
  const list = path.join(IMAGES, 'README.md');
  const readme = fs.existsSync(list) ? fs.readFileSync(list, 'utf8') : '';
  for (const f of written.filter((f) => !readme.includes(f))) {
    console.warn(`docs:shots: warning: docs/images/README.md does not list ${f}`);
  }
}
