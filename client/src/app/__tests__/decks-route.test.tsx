import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mySeatUrl, type MySeat } from '@shared/contracts/seats-config';
import type { DeckVisibility } from '@shared/contracts/visibility-config';
import { decksIn, paths } from '@shared/routes';
import type { Lang } from '@shared/simulations';
import { noteHello } from '@/lib/live/live-hello';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { AppRouter } from '../router';

// The decks page in its reader's language: app/ gives the decks feature a Korean seat's language (seats),
// asked for only once the live stream has said this browser is a seat, or `?lang=ko` from the address.
preloadLazyChunks(
  () => import('../decks-route'),
  () => import('@/features/seats/components/assignment-notice'),
);

afterEach(() => {
  act(() => noteHello({ seated: false }));
  document.documentElement.lang = 'en';
});

const allOn: DeckVisibility = {
  negotiation: { isVisible: true, isDownloadable: true },
  ai: { isVisible: true, isDownloadable: true },
  communication: { isVisible: true, isDownloadable: true },
  collaboration: { isVisible: true, isDownloadable: true },
};

const seat = (lang: Lang): MySeat => ({
  id: 7,
  name: 'Mina',
  lang,
  seatCode: 'K7QM2PXR',
  assignments: [],
  class: { id: 2, name: 'Cohort 7' },
});

/** The deck settings, nothing followed, and this browser's seat (null: none, 401 as the server answers). */
function server(me: MySeat | null) {
  return stubFetch((url) => {
    if (url === '/api/visibility/decks') return json(200, allOn);
    if (url === '/api/presenter/follow') return json(200, { success: true, data: null });
    if (url === mySeatUrl)
      return me ? json(200, { success: true, data: me }) : json(401, { success: false, message: 'No seat.' });
    return json(404, { success: false, message: 'Not found.' });
  });
}

const seatReads = (calls: { url: string }[]) => calls.filter((c) => c.url === mySeatUrl);

describe('the decks route', () => {
  it('is Korean for a Korean seat, once the stream says this browser is one', async () => {
    const calls = server(seat('ko'));
    renderWithApp(<AppRouter />, { path: paths.decks });
    await screen.findByRole('heading', { level: 2, name: 'Negotiation Workshop' });
    expect(seatReads(calls)).toHaveLength(0);
    act(() => noteHello({ seated: true }));
    expect(await screen.findByRole('heading', { level: 1, name: '발표 자료' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '협상 워크숍' })).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: '협상 워크숍' })).getByRole('link', {
        name: '슬라이드 내려받기',
      }),
    ).toHaveAttribute('href', '/decks/negotiation.ko.pdf');
    expect(document.documentElement.lang).toBe('ko');
    // one read of the seat, shared with the seat notice above the page
    expect(seatReads(calls)).toHaveLength(1);
  });

  it('stays English for an English seat', async () => {
    server(seat('en'));
    renderWithApp(<AppRouter />, { path: paths.decks });
    act(() => noteHello({ seated: true }));
    await screen.findByRole('heading', { level: 2, name: 'Negotiation Workshop' });
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: 'Presentation Decks' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });

  it('asks nothing of a visitor without a seat: English, and no request for a seat (no 401)', async () => {
    const calls = server(null);
    renderWithApp(<AppRouter />, { path: paths.decks });
    act(() => noteHello({ seated: false }));
    await screen.findByRole('heading', { level: 2, name: 'AI Workshop' });
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: 'Presentation Decks' })).toBeVisible();
    expect(seatReads(calls)).toHaveLength(0);
  });

  it('is Korean with ?lang=ko, for anyone, with no seat read', async () => {
    const calls = server(null);
    renderWithApp(<AppRouter />, { path: decksIn('ko') });
    expect(await screen.findByRole('heading', { level: 2, name: 'AI 워크숍' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: '발표 자료' })).toBeVisible();
    expect(document.documentElement.lang).toBe('ko');
    expect(seatReads(calls)).toHaveLength(0);
  });
});
