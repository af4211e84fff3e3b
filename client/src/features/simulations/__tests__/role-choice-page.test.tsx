import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderWithApp, stubFetch } from '@/test/render';
import RoleChoicePage from '../components/role-choice-page';
import { allOpen, api, signInAsAdmin } from './fixtures';
import { simPaths } from '@/test/sim-paths';
import { tariffPaths } from '@shared/testing/tariff-wars';

afterEach(() => localStorage.clear());

describe('role choice', () => {
  it('asks for confirmation: "I\'m not sure" closes the dialog, Confirm opens the instructions', async () => {
    stubFetch(api(allOpen()));
    const { location } = renderWithApp(<RoleChoicePage sim="queenOfSorrows" />, {
      path: simPaths.casting.roles,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Queen of Sorrows - Choose Your Role' }),
    ).toBeInTheDocument();
    const agent = await screen.findByRole('article', { name: "Yeji's Agent" });

    await userEvent.click(within(agent).getByRole('button', { name: 'Choose this role' }));
    let dialog = screen.getByRole('dialog', { name: 'Confirm your role' });
    expect(dialog).toHaveTextContent("Yeji's Agent");
    await userEvent.click(within(dialog).getByRole('button', { name: "I'm not sure" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location.history).toEqual([simPaths.casting.roles]);

    await userEvent.click(within(agent).getByRole('button', { name: 'Choose this role' }));
    dialog = screen.getByRole('dialog', { name: 'Confirm your role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe(simPaths.casting.agent);
  });

  it('is Korean at its -korean address: title, cards, switch, dialog, and it opens the Korean instructions', async () => {
    stubFetch(api(allOpen()));
    const view = renderWithApp(
      <RoleChoicePage sim="queenOfSorrows" lang="ko" review={<p>강의 평가 자리</p>} />,
      { path: simPaths.casting.rolesKo },
    );
    expect(document.documentElement.lang).toBe('ko');
    expect(screen.getByRole('heading', { level: 1, name: '슬픔의 여왕 - 역할 선택' })).toBeVisible();
    const language = screen.getByRole('navigation', { name: 'Language' });
    expect(within(language).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      simPaths.casting.roles,
    );
    expect(within(language).getByRole('link', { name: '한국어' })).toHaveAttribute('aria-current', 'page');
    const agent = await screen.findByRole('article', { name: '예지 소속사 대표' });
    expect(agent).toHaveTextContent('7년 만에 복귀하는 배우 예지를 대리하여');
    // the Korean report form
    expect(within(agent).getByRole('link', { name: '결과 보고' })).toHaveAttribute(
      'href',
      simPaths.casting.reportKo,
    );
    expect(screen.getByText('강의 평가 자리')).toBeVisible();
    // nothing of the page is English but the switch's own label
    expect(screen.queryByText(/Choose|Back to|Report Results|Agent|Producer/)).not.toBeInTheDocument();

    await userEvent.click(within(agent).getByRole('button', { name: '이 역할 선택' }));
    const dialog = screen.getByRole('dialog', { name: '역할 확인' });
    expect(dialog).toHaveAttribute('lang', 'ko');
    expect(dialog).toHaveTextContent('예지 소속사 대표');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(view.location.history.at(-1)).toBe(simPaths.casting.agentKo);
    view.unmount();
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers 한국어 on the English page (the join QR opens it), and leads the old ?lang=ko address there', async () => {
    stubFetch(api(allOpen()));
    const english = renderWithApp(<RoleChoicePage sim="shinhwaDaesung" />, { path: simPaths.legalFee.roles });
    const language = screen.getByRole('navigation', { name: 'Language' });
    expect(within(language).getByRole('link', { name: '한국어' })).toHaveAttribute(
      'href',
      simPaths.legalFee.rolesKo,
    );
    expect(within(language).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    expect(document.documentElement.lang).toBe('en');
    english.unmount();

    const { location } = renderWithApp(<RoleChoicePage sim="shinhwaDaesung" />, {
      path: `${simPaths.legalFee.roles}?lang=ko`,
    });
    expect(location.history.at(-1)).toBe(simPaths.legalFee.rolesKo);
  });

  it('confirms the studio role too, and puts Report Results on the agent card only', async () => {
    stubFetch(api(allOpen()));
    const { location } = renderWithApp(<RoleChoicePage sim="queenOfSorrows" />);
    const studio = await screen.findByRole('article', { name: 'Studio Executive Producer' });
    expect(within(studio).queryByRole('link', { name: 'Report Results' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: "Yeji's Agent" })).getByRole('link', {
        name: 'Report Results',
      }),
    ).toHaveAttribute('href', simPaths.casting.report);

    await userEvent.click(within(studio).getByRole('button', { name: 'Choose this role' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(location.history.at(-1)).toBe(simPaths.casting.studio);
  });

  it('offers the legal-fee roles, with Report Results on the Shinhwa card', async () => {
    stubFetch(api(allOpen()));
    const { location } = renderWithApp(<RoleChoicePage sim="shinhwaDaesung" />);
    const shinhwa = await screen.findByRole('article', { name: 'Shinhwa Senior Associate' });
    expect(within(shinhwa).getByRole('link', { name: 'Report Results' })).toHaveAttribute(
      'href',
      simPaths.legalFee.report,
    );
    const daesung = screen.getByRole('article', { name: 'Daesung General Counsel Representative' });
    expect(within(daesung).queryByRole('link', { name: 'Report Results' })).not.toBeInTheDocument();
    await userEvent.click(within(daesung).getByRole('button', { name: 'Choose this role' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(daesung).getByRole('button', { name: 'Choose this role' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(location.history.at(-1)).toBe(simPaths.legalFee.daesung);
  });

  it('shows the Tariff Wars banner and title, and links each country straight to its instructions', async () => {
    stubFetch(api(allOpen()));
    renderWithApp(<RoleChoicePage sim="solaraLunara" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tariff Wars - Instructions' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Tariff Wars/ })).toHaveAttribute(
      'src',
      '/images/tariff-wars-banner.svg',
    );
    const solara = await screen.findByRole('article', { name: 'Solara Representative' });
    expect(within(solara).getByRole('link', { name: 'View Instructions' })).toHaveAttribute(
      'href',
      simPaths.tariff.solara,
    );
    expect(
      within(screen.getByRole('article', { name: 'Lunara Representative' })).getByRole('link', {
        name: 'View Instructions',
      }),
    ).toHaveAttribute('href', simPaths.tariff.lunara);
    expect(screen.queryByRole('button', { name: 'Choose this role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report Results' })).not.toBeInTheDocument();
  });

  it('in Korean, leads Tariff Wars students to the Korean instructions and the Korean team page', async () => {
    stubFetch(api(allOpen()));
    renderWithApp(<RoleChoicePage sim="solaraLunara" lang="ko" />, { path: simPaths.tariff.rolesKo });
    const solara = await screen.findByRole('article', { name: '솔라라 대표' });
    expect(within(solara).getByRole('link', { name: '지침 보기' })).toHaveAttribute(
      'href',
      simPaths.tariff.solaraKo,
    );
    expect(screen.getByRole('link', { name: '팀 페이지에서 참여하기' })).toHaveAttribute(
      'href',
      tariffPaths().team('ko'),
    );
    expect(screen.queryByRole('link', { name: /Team|View Instructions/ })).not.toBeInTheDocument();
  });

  it('tells a student that a closed simulation is not open yet, but shows the instructor the roles', async () => {
    const visibility = allOpen();
    visibility.queenOfSorrows.isAccessible = false;
    stubFetch(api(visibility));
    const student = renderWithApp(<RoleChoicePage sim="queenOfSorrows" />);
    expect(
      await screen.findByText(
        'Queen of Sorrows is not open yet. Your instructor will open it when the class is ready.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    student.unmount();

    signInAsAdmin();
    renderWithApp(<RoleChoicePage sim="queenOfSorrows" />);
    expect(await screen.findByRole('article', { name: "Yeji's Agent" })).toBeInTheDocument();
    expect(screen.getByText('Closed to students')).toBeInTheDocument();
  });

  it('offers the instructor the Tariff Wars teaching notes (it has no results page), and a student nothing', async () => {
    stubFetch(api(allOpen()));
    const student = renderWithApp(<RoleChoicePage sim="solaraLunara" />);
    await screen.findByRole('article', { name: 'Solara Representative' });
    expect(screen.queryByRole('button', { name: /Teaching notes/ })).not.toBeInTheDocument();
    student.unmount();

    signInAsAdmin();
    renderWithApp(<RoleChoicePage sim="solaraLunara" />);
    await screen.findByRole('article', { name: 'Solara Representative' });
    expect(screen.getByRole('button', { name: /Teaching notes/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves the teaching notes of a simulation with results to its results page', async () => {
    signInAsAdmin();
    stubFetch(api(allOpen()));
    renderWithApp(<RoleChoicePage sim="queenOfSorrows" />);
    await screen.findByRole('article', { name: "Yeji's Agent" });
    expect(screen.queryByRole('button', { name: /Teaching notes/ })).not.toBeInTheDocument();
  });
});

describe('role choice with "Assigned roles only" on', () => {
  const readable = (roles: string[] | null) => (url: string) =>
    url === '/api/sims/queenOfSorrows/readable-roles'
      ? json(200, { success: true, data: { roles } })
      : undefined;

  it('offers a student their own role alone, never the other side or the observer sheet', async () => {
    stubFetch(api(allOpen(), readable(['studio'])));
    renderWithApp(<RoleChoicePage sim="queenOfSorrows" />, { path: simPaths.casting.roles });
    const studio = await screen.findByRole('article', { name: 'Studio Executive Producer' });
    expect(within(studio).getByRole('button', { name: 'Choose this role' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('article', { name: "Yeji's Agent" })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /observer sheet/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Your instructor has given you this role: read only its instructions.'),
    ).toBeVisible();
  });

  it('in Korean, sends a student without a role to 내 수업 and offers no role', async () => {
    stubFetch(api(allOpen(), readable([])));
    renderWithApp(<RoleChoicePage sim="queenOfSorrows" lang="ko" />, { path: simPaths.casting.rolesKo });
    expect(
      await screen.findByText(
        /이 시뮬레이션의 역할은 강사가 배정합니다\. 내 수업에서 내 역할과 지침을 확인해 주십시오\./,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '내 수업' })).toHaveAttribute('href', '/me');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이 역할 선택' })).not.toBeInTheDocument();
  });

  it('offers every role to the instructor and while the rule is off', async () => {
    stubFetch(api(allOpen(), readable(null)));
    renderWithApp(<RoleChoicePage sim="queenOfSorrows" />, { path: simPaths.casting.roles });
    await screen.findByRole('article', { name: "Yeji's Agent" });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText(/Your instructor/)).not.toBeInTheDocument();
  });
});
