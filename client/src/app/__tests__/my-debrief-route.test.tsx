import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { debriefMessages, debriefUrls } from '@shared/contracts/debrief';
import { mySeatUrl, seatMessages, type MySeat } from '@shared/contracts/seats-config';
import { simulationPaths } from '@shared/routes';
import { simulationOf, type Lang } from '@shared/simulations';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { AppRouter } from '../router';

// The student's own debrief: app/ gives the debrief feature the seat's language from GET /api/seats/me.
preloadLazyChunks(() => import('../my-debrief-route'));

afterEach(() => {
  document.documentElement.lang = 'en';
});

const sim = simulationOf('queenOfSorrows');
const seat = (lang: Lang): MySeat => ({
  id: 7,
  name: 'Mina',
  lang,
  seatCode: 'K7QM2PXR',
  assignments: [],
  class: { id: 2, name: 'Cohort 7' },
});

/** `ended`: the seat is of a class that has ended (410, answered in the seat's language). */
function server(me: MySeat | null, { ended = false } = {}) {
  return stubFetch((url) => {
    if (url === mySeatUrl && me && ended)
      return json(410, { success: false, message: seatMessages[me.lang].classEnded });
    if (url === mySeatUrl)
      return me ? json(200, { success: true, data: me }) : json(401, { success: false, message: 'No seat.' });
    if (url === debriefUrls(sim.key).myDebrief)
      return json(403, { success: false, message: debriefMessages[me!.lang].notReleased });
    return json(404, { success: false, message: 'Not found.' });
  });
}

/** The page's heading while the debrief waits for its release, in each language. */
const WAITING = { en: 'Not released yet', ko: '아직 공개되지 않았습니다' } as const;

describe("the student's own debrief route", () => {
  it.each(['en', 'ko'] as const)('is in the seat’s language (%s)', async (lang) => {
    server(seat(lang));
    renderWithApp(<AppRouter />, { path: simulationPaths(sim).myDebrief });
    expect(await screen.findByRole('heading', { level: 2, name: WAITING[lang] })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe(lang);
  });

  it.each(['en', 'ko'] as const)(
    'stays open to a seat of a class that has ended, in its language (%s): the next class takes no debrief away',
    async (lang) => {
      const calls = server(seat(lang), { ended: true });
      renderWithApp(<AppRouter />, { path: simulationPaths(sim).myDebrief });
      expect(await screen.findByRole('heading', { level: 2, name: WAITING[lang] })).toBeInTheDocument();
      expect(calls.map((c) => c.url)).toContain(debriefUrls(sim.key).myDebrief);
      expect(screen.queryByText(/Join the class first/)).not.toBeInTheDocument();
      expect(document.documentElement.lang).toBe(lang);
    },
  );

  it('asks a visitor without a seat to join first, and never asks for a debrief', async () => {
    const calls = server(null);
    renderWithApp(<AppRouter />, { path: simulationPaths(sim).myDebrief });
    expect(await screen.findByText(/Join the class first/)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain(debriefUrls(sim.key).myDebrief);
  });
});
