import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { debriefMessages, debriefUrls } from '@shared/contracts/debrief';
import type { MyPair } from '@shared/contracts/deal';
import type { MySeat } from '@shared/contracts/seats-config';
import type { Lang } from '@shared/simulations';
import { declaredTopics } from '@/lib/live/live-topics';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { me, pairOf, partner, versionOf } from '@/features/deal/__tests__/deal-server';
import { released } from '@/features/my-debrief/__tests__/my-debrief-fixtures';
import { AppRouter } from '../router';

// /me composes the seat's assignments (seats) and the deal's steps (deal); the debrief is its own route.
preloadLazyChunks(
  () => import('@/features/seats/components/me-page'),
  () => import('@/features/deal/components/deal-card'),
  () => import('../my-debrief-route'),
);

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

const SIM = 'queenOfSorrows';
const seat = (lang: Lang): MySeat => ({
  id: 7,
  name: 'Mina',
  lang,
  seatCode: 'K7QM2PXR',
  class: { id: 2, name: 'Cohort 7' },
  assignments: [
    { simulation: SIM, round: 1, role: 'agent', table: 7, partners: [{ name: 'Minho Lee', role: 'studio' }] },
  ],
});

/** A final agreement; the survey neither sent nor skipped: the phone is on step 4 of 5. */
const surveying = (debriefReleased: boolean): MyPair =>
  pairOf({
    step: 'survey',
    agreement: { ...versionOf(1), confirmations: [partner, me], status: 'confirmed', final: true },
    debriefReleased,
  });

/** The class's server: the release is the instructor's switch, read by my-pair and my-debrief alike. */
function classServer(lang: Lang) {
  const state = { released: false };
  stubFetch((url) => {
    if (url === '/api/auth/me') return json(401, { success: false, message: 'Please sign in' });
    if (url === '/api/seats/me') return json(200, { success: true, data: seat(lang) });
    if (url === '/api/class-timer') return json(200, { success: true, data: null });
    if (url === '/api/visibility/simulations')
      return json(200, { [SIM]: { isVisible: true, isAccessible: true } });
    if (url === `/api/sims/${SIM}/my-pair`)
      return json(200, { success: true, data: surveying(state.released) });
    if (url === debriefUrls(SIM).myDebrief)
      return state.released
        ? json(200, { success: true, data: released() })
        : json(403, { success: false, message: debriefMessages[lang].notReleased });
    return json(404, { success: false, message: 'Not found.' });
  });
  return state;
}

const words = {
  en: {
    survey: 'How did it go?',
    open: 'Open my debrief',
    said: 'Your instructor has released your own debrief: you can open it now.',
    report: 'Your deal in the class',
  },
  ko: {
    survey: '협상은 어땠습니까?',
    open: '내 디브리핑 보기',
    said: '강사가 내 디브리핑을 공개했습니다. 지금 바로 열어 볼 수 있습니다.',
    report: '반 전체에서 우리 합의의 위치',
  },
} as const;

describe('a student who has not done the survey, when the instructor releases the debrief', () => {
  it.each(['en', 'ko'] as const)(
    'reaches their own debrief from /me, the survey still offered (%s)',
    async (lang) => {
      const user = userEvent.setup();
      const t = words[lang];
      const server = classServer(lang);
      const { client } = renderWithApp(<AppRouter />, { path: '/me' });
      const deal = await screen.findByTestId('deal-card');
      expect(await within(deal).findByRole('heading', { level: 4, name: t.survey })).toBeVisible();
      expect(within(deal).queryByRole('link', { name: t.open })).not.toBeInTheDocument();

      // the release reaches the phone as the live channel's `debrief` event
      server.released = true;
      await act(() =>
        client.invalidateQueries({ predicate: (q) => declaredTopics(q.meta)?.includes('debrief') ?? false }),
      );
      const open = await within(deal).findByRole('link', { name: t.open });
      expect(within(deal).getByText(t.said)).toBeVisible();
      // the survey is still there, first, to fill in or to leave
      expect(within(deal).getByRole('heading', { level: 4, name: t.survey })).toBeVisible();

      await user.click(open);
      expect(await screen.findByRole('region', { name: t.report })).toBeVisible();
      expect(document.documentElement.lang).toBe(lang);
    },
  );
});
