import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { meWithCode, mySeatUrl } from '../../shared/contracts/seats-config';
import type { Lang } from '../../shared/simulations';
import { failedRequest, newPage, type PageSession } from './browser';
import type { Site } from './site';

/** A phone's screen, as the journeys hold one. */
export const PHONE = { width: 390, height: 844 };

/** A student's phone with its seat in the class: its /me page stays open. */
export interface Phone {
  name: string;
  lang: Lang;
  session: PageSession;
  page: Page;
  seatId: number;
}

/** What the join form and My class say, in each language. */
export const joinWords = {
  en: { home: 'My class', name: 'Your name', join: 'Join' },
  ko: { home: '내 수업', name: '이름', join: '참여하기' },
} as const;

/** A phone opens the join address and joins with its name in its language; it stays on My class. */
export async function joinClass(site: Site, code: string, name: string, lang: Lang): Promise<Phone> {
  const session = await newPage(site.browser, { viewport: PHONE });
  // a page without a seat asks for it and is answered 401 (it shows the join form)
  session.expectError(failedRequest(401, mySeatUrl));
  const { page } = session;
  await page.goto(`${site.server.url}${meWithCode(code)}`);
  const form = page.getByRole('form', { name: 'Join the class' });
  await form.waitFor();
  if (lang === 'ko') await form.locator('label', { hasText: '한국어' }).click();
  const t = joinWords[lang];
  await page.getByRole('textbox', { name: t.name, exact: true }).fill(name);
  await page.getByRole('button', { name: t.join, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: t.home, exact: true }).waitFor();
  expect(await page.getByTestId('seat-name').textContent()).toBe(name);
  // the seat's id, as the phone's own seat says it (to find it in the instructor's assignments)
  const seatId = await page.evaluate(
    async (u) => ((await (await fetch(u)).json()) as { data: { id: number } }).data.id,
    mySeatUrl,
  );
  return { name, lang, session, page, seatId };
}

/** Queen of Sorrows' roles as a phone names them, by slug. */
export const queenOfSorrowsRoles: Record<string, Record<Lang, string>> = {
  agent: { en: "Yeji's Agent", ko: '예지 소속사 대표' },
  studio: { en: 'Studio Executive Producer', ko: '제작사 총괄 프로듀서' },
};

/** What a phone's /me says of its Queen of Sorrows place, in its language. */
export const queenOfSorrowsPlace = (lang: Lang, role: string, partner: string, table: number) =>
  lang === 'ko'
    ? `슬픔의 여왕에서 당신의 역할은 ${queenOfSorrowsRoles[role]![lang]}입니다. 상대: ${partner}, ${table}번 테이블.`
    : `You are ${queenOfSorrowsRoles[role]![lang]} in Queen of Sorrows. Your partner: ${partner}, table ${table}.`;

/** The assignment card on a phone's /me (the deal card sits inside it). */
export const myAssignment = (page: Page) => page.getByTestId('my-assignment');
