import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderWithApp, stubFetch } from '@/test/render';
import GeneralInformationPage from '../components/general-information-page';
import RoleChoicePage from '../components/role-choice-page';
import { allOpen, api } from './fixtures';

const sheet = {
  en: {
    title: 'Tariff Wars — General Information',
    html: '<h2>The points</h2><p>Both delegations have this table.</p>',
  },
  ko: { title: '관세 전쟁 — 공통 정보', html: '<h2>점수표</h2><p>두 대표단 모두 이 표를 받습니다.</p>' },
};

/** The general-information API: open, or closed with the server's 403 message. */
const sheetApi = (open = true) =>
  api(allOpen(), (url) => {
    const m = /^\/api\/sims\/(\w+)\/general-information\?lang=(en|ko)$/.exec(url);
    if (!m) return undefined;
    if (!open) return json(403, { success: false, message: 'Tariff Wars is not open yet.' });
    const lang = m[2] as 'en' | 'ko';
    return json(200, { success: true, data: { sim: m[1], lang, ...sheet[lang] } });
  });

afterEach(() => localStorage.clear());

describe('general information page', () => {
  it('shows the case’s public facts, with no confidential banner, the way back and the other language', async () => {
    stubFetch(sheetApi());
    renderWithApp(<GeneralInformationPage sim="solaraLunara" lang="en" />, {
      path: '/simulations/solara-lunara-general-information',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the general information');
    expect(await screen.findByRole('heading', { level: 1, name: sheet.en.title })).toBeInTheDocument();
    expect(screen.getByText('Both delegations have this table.')).toBeInTheDocument();
    expect(screen.getByText(/The facts both sides and any observer know/)).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Confidential' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Role Selection/ })).toHaveAttribute(
      'href',
      '/simulations/solara-lunara-instructions',
    );
    expect(screen.getByRole('link', { name: '한국어' })).toHaveAttribute(
      'href',
      '/simulations/solara-lunara-general-information-korean',
    );
  });

  it('is Korean at its Korean address', async () => {
    stubFetch(sheetApi());
    renderWithApp(<GeneralInformationPage sim="solaraLunara" lang="ko" />, {
      path: '/simulations/solara-lunara-general-information-korean',
    });
    expect(await screen.findByRole('heading', { level: 1, name: sheet.ko.title })).toBeInTheDocument();
    expect(screen.getByText(/양측과 관찰자가 모두 아는 사실입니다/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ko');
  });

  it('tells a student that a closed case is not open yet, and shows nothing of it', async () => {
    stubFetch(sheetApi(false));
    renderWithApp(<GeneralInformationPage sim="solaraLunara" lang="en" />);
    expect(await screen.findByText(/Tariff Wars is not open yet/)).toBeInTheDocument();
    expect(screen.queryByText('Both delegations have this table.')).not.toBeInTheDocument();
  });

  it('is offered first on every role choice, in the page’s language', async () => {
    for (const [sim, lang, name, href] of [
      [
        'queenOfSorrows',
        'en',
        'Read first: the general information, the facts both sides know',
        '/simulations/queen-of-sorrows-general-information',
      ],
      [
        'shinhwaDaesung',
        'ko',
        '먼저 읽기: 양측이 모두 아는 사실을 담은 공통 정보',
        '/simulations/shinhwa-vs-daesung-general-information-korean',
      ],
      [
        'solaraLunara',
        'en',
        'Read first: the general information, the facts both sides know',
        '/simulations/solara-lunara-general-information',
      ],
    ] as const) {
      stubFetch(api(allOpen()));
      const view = renderWithApp(<RoleChoicePage sim={sim} lang={lang} />);
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      // above the roles' cards, so it is read before a role is chosen
      const firstCard = screen.getAllByRole('article')[0]!;
      expect(link.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      view.unmount();
    }
  });
});
