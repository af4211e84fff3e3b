import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderWithApp, stubFetch } from '@/test/render';
import ObserverSheetPage from '../components/observer-sheet-page';
import RoleChoicePage from '../components/role-choice-page';
import { allOpen, api } from './fixtures';

const sheet = {
  en: {
    title: 'Observer Sheet — Watching a Negotiation',
    html: '<h2>2. The first offer</h2><p>Record it.</p>',
  },
  ko: { title: '관찰 기록지 — 협상을 지켜보며', html: '<h2>2. 첫 제안</h2><p>정확하게 기록하십시오.</p>' },
};

/** The observer-sheet API: open, or closed with the server's 403 message. */
const sheetApi = (open = true) =>
  api(allOpen(), (url) => {
    const m = /^\/api\/sims\/(\w+)\/observer-sheet\?lang=(en|ko)$/.exec(url);
    if (!m) return undefined;
    if (!open) return json(403, { success: false, message: 'Shinhwa vs Daesung is not open yet.' });
    const lang = m[2] as 'en' | 'ko';
    return json(200, { success: true, data: { sim: m[1], lang, ...sheet[lang] } });
  });

afterEach(() => localStorage.clear());

describe('observer sheet page', () => {
  it('shows the sheet of an open negotiation, with the way back and to the other language', async () => {
    stubFetch(sheetApi());
    renderWithApp(<ObserverSheetPage sim="shinhwaDaesung" lang="en" />, {
      path: '/simulations/shinhwa-vs-daesung-observer-sheet',
    });
    expect(await screen.findByRole('heading', { level: 1, name: sheet.en.title })).toBeInTheDocument();
    expect(screen.getByText('Record it.')).toBeInTheDocument();
    expect(screen.getByText(/holds neither side’s confidential figures/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Role Selection/ })).toHaveAttribute(
      'href',
      '/simulations/shinhwa-vs-daesung-instructions',
    );
    expect(screen.getByRole('link', { name: '한국어' })).toHaveAttribute(
      'href',
      '/simulations/shinhwa-vs-daesung-observer-sheet-korean',
    );
  });

  it('is Korean at its Korean address', async () => {
    stubFetch(sheetApi());
    renderWithApp(<ObserverSheetPage sim="shinhwaDaesung" lang="ko" />, {
      path: '/simulations/shinhwa-vs-daesung-observer-sheet-korean',
    });
    expect(await screen.findByRole('heading', { level: 1, name: sheet.ko.title })).toBeInTheDocument();
    expect(screen.getByText('정확하게 기록하십시오.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ko');
  });

  it('tells a student that a closed negotiation is not open yet, and shows no sheet', async () => {
    stubFetch(sheetApi(false));
    renderWithApp(<ObserverSheetPage sim="shinhwaDaesung" lang="en" />);
    expect(await screen.findByText(/Shinhwa vs Daesung is not open yet/)).toBeInTheDocument();
    expect(screen.queryByText('Record it.')).not.toBeInTheDocument();
  });

  it('is offered on every role choice, in the page’s language: a pair’s, and Tariff Wars’ for a game', async () => {
    stubFetch(api(allOpen()));
    const { unmount } = renderWithApp(<RoleChoicePage sim="queenOfSorrows" lang="ko" />);
    expect(await screen.findByRole('link', { name: '관찰자라면 관찰 기록지를 여십시오' })).toHaveAttribute(
      'href',
      '/simulations/queen-of-sorrows-observer-sheet-korean',
    );
    unmount();
    renderWithApp(<RoleChoicePage sim="solaraLunara" />);
    expect(
      await screen.findByRole('link', { name: 'Watching the game? Open the observer sheet' }),
    ).toHaveAttribute('href', '/simulations/solara-lunara-observer-sheet');
  });

  it('tells Tariff Wars’ observer that the sheet is for watching two teams', async () => {
    stubFetch(sheetApi());
    renderWithApp(<ObserverSheetPage sim="solaraLunara" lang="ko" />, {
      path: '/simulations/solara-lunara-observer-sheet-korean',
    });
    expect(
      await screen.findByText(/솔라라 팀과 루나라 팀의 게임을 지켜보는 학생용 자료입니다/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/simulations/solara-lunara-observer-sheet',
    );
  });
});
