import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resultMessages } from '@shared/contracts/results-config';
import { flashNotice } from '@/lib/flash-notice';
import { renderWithApp, stubFetch } from '@/test/render';
import SimulationsPage from '../components/simulations-page';
import { allOpen, api, signInAsAdmin } from './fixtures';
import { simPaths } from '@/test/sim-paths';

afterEach(() => {
  localStorage.clear();
  flashNotice.clear();
});

const card = (name: string) => screen.getByRole('article', { name });
const linksOf = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('Negotiation Simulations page', () => {
  it('shows a student the three open simulations with their links, and Tariff Wars with its instructions and team page', async () => {
    stubFetch(api(allOpen()));
    renderWithApp(<SimulationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Negotiation Simulations' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Queen of Sorrows' });

    expect(linksOf(card('Queen of Sorrows'))).toEqual([
      ['Instructions', simPaths.casting.roles],
      ['Report Results', simPaths.casting.report],
    ]);
    expect(linksOf(card('Shinhwa vs Daesung'))).toEqual([
      ['Instructions', simPaths.legalFee.roles],
      ['Report Results', simPaths.legalFee.report],
    ]);
    expect(linksOf(card('Tariff Wars'))).toEqual([
      ['Instructions', simPaths.tariff.roles],
      ['Team page', '/simulations/solara-lunara-team'],
    ]);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('hides invisible simulations from a student and their links while access is closed', async () => {
    const visibility = allOpen();
    visibility.shinhwaDaesung.isVisible = false;
    visibility.queenOfSorrows.isAccessible = false;
    stubFetch(api(visibility));
    renderWithApp(<SimulationsPage />);
    const casting = await screen.findByRole('article', { name: 'Queen of Sorrows' });
    expect(screen.queryByRole('article', { name: 'Shinhwa vs Daesung' })).not.toBeInTheDocument();
    expect(linksOf(casting)).toEqual([]);
    expect(within(casting).getByText(/Not open yet/)).toBeInTheDocument();
    expect(linksOf(card('Tariff Wars'))).toEqual([
      ['Instructions', simPaths.tariff.roles],
      ['Team page', '/simulations/solara-lunara-team'],
    ]);
  });

  it('says so when nothing is visible', async () => {
    const visibility = allOpen();
    for (const s of Object.values(visibility)) s.isVisible = false;
    stubFetch(api(visibility));
    renderWithApp(<SimulationsPage />);
    expect(await screen.findByText('No simulations to show yet')).toBeInTheDocument();
  });

  it('shows the instructor every simulation, the results tables and the switches, and saves a change', async () => {
    signInAsAdmin();
    const visibility = allOpen();
    visibility.shinhwaDaesung.isVisible = false;
    const calls = stubFetch(api(visibility));
    renderWithApp(<SimulationsPage />);
    const legal = await screen.findByRole('article', { name: 'Shinhwa vs Daesung' });
    expect(within(legal).getByText('Hidden from students')).toBeInTheDocument();
    expect(linksOf(card('Queen of Sorrows'))).toContainEqual(['View Results', simPaths.casting.results]);
    expect(linksOf(legal)).toContainEqual(['View Results', simPaths.legalFee.results]);
    expect(linksOf(card('Tariff Wars'))).toEqual([
      ['Instructions', simPaths.tariff.roles],
      ['Team page', '/simulations/solara-lunara-team'],
      ['Run the game', '/simulations/solara-lunara-game'],
    ]);

    const access = within(card('Tariff Wars')).getByRole('switch', { name: 'Allow access' });
    expect(access).toBeChecked();
    await userEvent.click(access);
    expect(access).not.toBeChecked();
    expect(within(card('Tariff Wars')).getByText('Access closed')).toBeInTheDocument();
    const patch = calls.find((c) => c.init.method === 'PATCH');
    expect(patch?.url).toBe('/api/visibility/simulations/solaraLunara');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ isAccessible: false });
  });

  it('confirms a reported result with a dismissible role="alert" notice, once', async () => {
    const user = userEvent.setup();
    stubFetch(api(allOpen()));
    flashNotice.set(resultMessages.submitted);
    const first = renderWithApp(<SimulationsPage />);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Thank you! Your results have been submitted successfully.');
    await screen.findByRole('article', { name: 'Queen of Sorrows' });
    await user.click(within(notice).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    first.unmount();
    renderWithApp(<SimulationsPage />);
    await screen.findByRole('article', { name: 'Queen of Sorrows' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
