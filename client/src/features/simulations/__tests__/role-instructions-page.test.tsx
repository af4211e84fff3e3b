import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { paths } from '@shared/routes';
import { json, renderWithApp, stubFetch } from '@/test/render';
import RoleInstructionsPage from '../components/role-instructions-page';
import { allOpen, api, signInAsAdmin } from './fixtures';
import { simPaths } from '@/test/sim-paths';
import { tariffPaths } from '@shared/testing/tariff-wars';

const docs = {
  en: {
    title: "Queen of Sorrows — Confidential Instructions for Yeji's Agent",
    html: '<h2>Background</h2><p>You have been the agent.</p>',
  },
  ko: {
    title: '슬픔의 여왕 — 예지 소속사 대표 기밀 지침',
    html: '<h2>배경</h2><p>귀하는 예지의 소속사 대표입니다.</p>',
  },
};
const doc = (lang: 'en' | 'ko') => docs[lang];

/** The role-instructions API: open, or closed with the server's 403 message. */
const rolesApi = (open = true) =>
  api(allOpen(), (url) => {
    const m = /^\/api\/sims\/(\w+)\/roles\/(\w+)\?lang=(en|ko)$/.exec(url);
    if (!m) return undefined;
    if (!open)
      return json(403, {
        success: false,
        message: 'Queen of Sorrows is not open yet. Your instructor will open it when the class is ready.',
      });
    const lang = m[3] as 'en' | 'ko';
    return json(200, { success: true, data: { sim: m[1], role: m[2], lang, ...doc(lang) } });
  });

/** The two agent routes, as the app's router has them. */
const AgentRoutes = () => (
  <Switch>
    <Route path={simPaths.casting.agent}>
      <RoleInstructionsPage sim="queenOfSorrows" role="agent" lang="en" />
    </Route>
    <Route path={simPaths.casting.agentKo}>
      <RoleInstructionsPage sim="queenOfSorrows" role="agent" lang="ko" />
    </Route>
  </Switch>
);

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => localStorage.clear());

describe('role instructions page', () => {
  it('shows a spinner, then the confidential instructions with the way back', async () => {
    stubFetch(rolesApi());
    renderWithApp(<AgentRoutes />, { path: simPaths.casting.agent });
    expect(screen.getByRole('status')).toHaveTextContent('Loading instructions');
    const h1 = await screen.findByRole('heading', {
      level: 1,
      name: "Queen of Sorrows — Confidential Instructions for Yeji's Agent",
    });
    expect(h1).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'Background' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Confidential' })).toHaveTextContent(
      /Confidential.*For your role only\./,
    );
    expect(screen.getAllByRole('link', { name: 'Back to Role Selection' })[0]).toHaveAttribute(
      'href',
      simPaths.casting.roles,
    );
    expect(screen.getAllByRole('link', { name: 'Back to Simulations' })[0]).toHaveAttribute(
      'href',
      paths.simulations,
    );
    // the agent reports (their instructions say so), so their page links to the report
    expect(screen.getAllByRole('link', { name: 'Report Results' })[0]).toHaveAttribute(
      'href',
      simPaths.casting.report,
    );
  });

  it('leads to the case’s general information, in the page’s language', async () => {
    for (const [lang, name, href] of [
      ['en', 'General information', '/simulations/shinhwa-vs-daesung-general-information'],
      ['ko', '공통 정보', '/simulations/shinhwa-vs-daesung-general-information-korean'],
    ] as const) {
      stubFetch(rolesApi());
      const view = renderWithApp(<RoleInstructionsPage sim="shinhwaDaesung" role="daesung" lang={lang} />);
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
      view.unmount();
    }
  });

  it('leaves the studio page without Report Results: only the agent reports', async () => {
    stubFetch(rolesApi());
    renderWithApp(<RoleInstructionsPage sim="queenOfSorrows" role="studio" lang="en" />);
    await screen.findByText('You have been the agent.');
    expect(screen.queryByRole('link', { name: 'Report Results' })).not.toBeInTheDocument();
  });

  it('switches to Korean and back, at the top of the page each time', async () => {
    const calls = stubFetch(rolesApi());
    const { location } = renderWithApp(<AgentRoutes />, { path: simPaths.casting.agent });
    await screen.findByText('You have been the agent.');
    const switcher = screen.getByRole('navigation', { name: 'Language' });
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    scrollTo.mockClear();

    await userEvent.click(within(switcher).getByRole('link', { name: '한국어' }));
    expect(location.history.at(-1)).toBe(simPaths.casting.agentKo);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    const body = await screen.findByText('귀하는 예지의 소속사 대표입니다.');
    expect(body.closest('article')).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '슬픔의 여왕 — 예지 소속사 대표 기밀 지침',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', { name: '한국어' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(calls.map((c) => c.url)).toContain('/api/sims/queenOfSorrows/roles/agent?lang=ko');

    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(location.history.at(-1)).toBe(simPaths.casting.agent);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(await screen.findByText('You have been the agent.')).toBeInTheDocument();
  });

  it('shows the server’s "not open yet" message instead of the instructions when closed', async () => {
    stubFetch(rolesApi(false));
    const view = renderWithApp(<AgentRoutes />, { path: simPaths.casting.agent });
    expect(
      await screen.findByText(
        'Queen of Sorrows is not open yet. Your instructor will open it when the class is ready.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Confidential' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    view.unmount();

    // the Korean page says it in Korean
    renderWithApp(<AgentRoutes />, { path: simPaths.casting.agentKo });
    expect(
      await screen.findByText(
        '슬픔의 여왕은 아직 열리지 않았습니다. 수업 준비가 끝나면 강사가 열어 드립니다.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toContainElement(
      screen.getAllByRole('link', { name: '시뮬레이션 목록으로 돌아가기' }).at(-1)!,
    );
  });

  it('speaks Korean around a Korean document: document language, links, banner once, buttons', async () => {
    stubFetch(rolesApi());
    const view = renderWithApp(<AgentRoutes />, { path: simPaths.casting.agentKo });
    await screen.findByText('귀하는 예지의 소속사 대표입니다.');
    expect(document.documentElement.lang).toBe('ko');
    const banner = screen.getByRole('note', { name: '대외비' });
    expect(banner).toHaveTextContent(/^대외비본인 역할 전용 자료입니다\./);
    expect(banner.textContent).not.toMatch(/Confidential/);
    expect(screen.getAllByRole('link', { name: '역할 선택으로 돌아가기' })[0]).toHaveAttribute(
      'href',
      simPaths.casting.rolesKo,
    );
    expect(screen.getAllByRole('link', { name: '시뮬레이션 목록으로 돌아가기' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: '인쇄' })).toBeInTheDocument();
    // the Korean report form, at the top and the bottom of the page
    for (const link of screen.getAllByRole('link', { name: '결과 보고' }))
      expect(link).toHaveAttribute('href', '/simulations/queen-of-sorrows-results-korean');
    expect(screen.queryByText(/Back to|Print|Report Results/)).not.toBeInTheDocument();
    view.unmount();
    expect(document.documentElement.lang).toBe('en');
  });

  it('leads from a Korean Tariff Wars page to the Korean team page, and from an English one to the English', async () => {
    for (const [lang, name, team, text] of [
      ['ko', '팀 페이지에서 참여하기', tariffPaths().team('ko'), '귀하는 예지의 소속사 대표입니다.'],
      ['en', 'Join your team', tariffPaths().team('en'), 'You have been the agent.'],
    ] as const) {
      stubFetch(rolesApi());
      const view = renderWithApp(<RoleInstructionsPage sim="solaraLunara" role="solara" lang={lang} />);
      await screen.findByText(text);
      const links = screen.getAllByRole('link', { name });
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toHaveAttribute('href', team);
      view.unmount();
    }
  });

  it('offers a retry when the instructions cannot be loaded', async () => {
    let fail = true;
    stubFetch(
      api(allOpen(), (url) => {
        if (!url.startsWith('/api/sims/')) return undefined;
        if (fail) return json(500, { success: false, message: 'Something went wrong on the server.' });
        return json(200, {
          success: true,
          data: { sim: 'queenOfSorrows', role: 'agent', lang: 'en', ...doc('en') },
        });
      }),
    );
    renderWithApp(<AgentRoutes />, { path: simPaths.casting.agent });
    expect(await screen.findByRole('alert')).toHaveTextContent('The instructions could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have been the agent.')).toBeInTheDocument();
  });

  it('offers Report Results on both law-firm pages', async () => {
    for (const role of ['shinhwa', 'daesung'] as const) {
      stubFetch(rolesApi());
      const view = renderWithApp(<RoleInstructionsPage sim="shinhwaDaesung" role={role} lang="en" />);
      await screen.findByText('You have been the agent.');
      expect(screen.getAllByRole('link', { name: 'Report Results' })[0]).toHaveAttribute(
        'href',
        simPaths.legalFee.report,
      );
      view.unmount();
    }
  });

  it('tells the instructor when students cannot see the page', async () => {
    signInAsAdmin();
    const visibility = allOpen();
    visibility.solaraLunara.isVisible = false;
    stubFetch(
      api(visibility, (url) =>
        url.startsWith('/api/sims/')
          ? json(200, {
              success: true,
              data: { sim: 'solaraLunara', role: 'lunara', lang: 'en', ...doc('en') },
            })
          : undefined,
      ),
    );
    renderWithApp(<RoleInstructionsPage sim="solaraLunara" role="lunara" lang="en" />);
    expect(await screen.findByText('Closed to students')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to Role Selection' }))
      expect(link).toHaveAttribute('href', simPaths.tariff.roles);
  });
});
