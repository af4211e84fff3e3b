import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardFigures } from '@shared/contracts/dashboard';
import { resultMessages } from '@shared/contracts/results-config';
import { registerFixtureSimulation, unregisterFixtureSimulation } from '@shared/testing/fixture-simulation';
import { resultsCsv } from '@/features/results/lib/results-csv';
import { toResultRows } from '@/features/results/lib/result-rows';
import { caseFiguresAnswer } from '@/test/case-figures';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { AppRouter } from '../router';
import { REPORTED } from '@shared/testing/listed-result';

/**
 * A simulation added to the registry, and nothing else, gets every client page: its card, role choice,
 * report form, results table with chart and CSV, and its dashboard figures. (Server: server/fixture-simulation.test.ts.)
 */
registerFixtureSimulation();
afterAll(unregisterFixtureSimulation);

preloadLazyChunks(
  () => import('@/features/simulations/components/simulations-page'),
  () => import('@/features/simulations/components/role-choice-page'),
  () => import('@/features/results/components/report-results-page'),
  () => import('@/features/results/components/view-results-page'),
  () => import('@/features/admin/components/admin-page'),
);

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const listed = [
  {
    id: 4,
    shippingDirectorName: 'Han Jiwoo',
    portManagerName: 'Seo Yuna',
    noAgreement: false,
    amountPaid: 600_000_000,
    additionalTerms: 'Ten-year term',
    createdAt: '2026-11-24T01:00:00.000Z',
    classId: 1,
    ...REPORTED,
  },
];
const dashboard: DashboardFigures = {
  currentClass: { id: 1, name: 'Class 1', startedAt: '2026-11-24T00:00:00.000Z' },
  results: { bySimulation: { harbourLease: { total: 7, hidden: 1 } }, total: 7 },
  feedback: { active: 0, archived: 0 },
  recentActivity: [],
  generatedAt: '2026-11-24T01:00:00.000Z',
};

/**
 * A fake API: every simulation open, the fixture's submit, list, case figures and dashboard, and the session.
 */
function server(signedIn: boolean) {
  return stubFetch((url, init) => {
    const figures = caseFiguresAnswer(url);
    if (figures) return figures;
    if (url === '/api/auth/me')
      return signedIn ? json(200, { success: true, data: admin }) : json(401, { success: false });
    if (url === '/api/visibility/simulations') return json(200, {});
    if (url === '/api/sims/hbl/submit' && init.method === 'POST')
      return json(201, { success: true, data: { id: 5 } });
    if (url === '/api/sims/hbl/results?class=current') return json(200, { success: true, data: listed });
    if (url === '/api/admin/dashboard') return json(200, { success: true, data: dashboard });
    return json(404, { success: false, message: 'Not found.' });
  });
}

const signIn = () => localStorage.setItem('user', JSON.stringify(admin));

let nativeAlert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  nativeAlert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  // A report is confirmed by a notice on /simulations, never by the page-blocking alert().
  expect(nativeAlert).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a simulation registered only in shared/simulations.ts', () => {
  it('has a card on /simulations with its instructions and report links, and a role-choice page', async () => {
    server(false);
    const list = renderWithApp(<AppRouter />, { path: '/simulations' });
    const card = await screen.findByRole('article', { name: 'Harbour Lease' });
    expect(within(card).getByRole('link', { name: 'Instructions' })).toHaveAttribute(
      'href',
      '/simulations/harbour-lease-instructions',
    );
    expect(within(card).getByRole('link', { name: 'Report Results' })).toHaveAttribute(
      'href',
      '/simulations/harbour-lease-results',
    );

    list.unmount();
    renderWithApp(<AppRouter />, { path: '/simulations/harbour-lease-instructions' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbour Lease - Choose Your Role' }),
    ).toBeVisible();
    const tenant = await screen.findByRole('article', { name: 'Shipping Line Director' });
    expect(within(tenant).getByRole('link', { name: 'Report Results' })).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Port Authority Manager' })).queryByRole('link', {
        name: 'Report Results',
      }),
    ).not.toBeInTheDocument();
  });

  it('has a report form with its own labels that posts its own field names', async () => {
    const user = userEvent.setup();
    const calls = server(false);
    renderWithApp(<AppRouter />, { path: '/simulations/harbour-lease-results' });
    await user.type(await screen.findByLabelText('Shipping Director Name'), 'Han Jiwoo');
    await user.type(screen.getByLabelText('Port Manager Name'), 'Seo Yuna');
    await user.type(screen.getByLabelText('Annual Rent (KRW)'), '600000000');
    expect(screen.getByText('The yearly rent, in won.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/sims/hbl/submit')).toBe(true));
    const post = calls.find((c) => c.url === '/api/sims/hbl/submit')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      shipping_director_name: 'Han Jiwoo',
      port_manager_name: 'Seo Yuna',
      no_agreement: false,
      amount_paid: 600_000_000,
      additional_terms: '',
    });
    // back on /simulations, confirmed by a dismissible notice with the thank-you message
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(resultMessages.submitted);
    expect(await screen.findByRole('article', { name: 'Harbour Lease' })).toBeVisible();
    await user.click(within(notice).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has a results table, a debrief chart and a CSV with its own columns', async () => {
    signIn();
    server(true);
    renderWithApp(<AppRouter />, { path: '/simulations/harbour-lease-view-results' });
    const table = await screen.findByRole('region', { name: 'Harbour Lease results table' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Director',
      'Port Manager',
      'Agreement Status',
      'Annual Rent',
      'Additional Terms',
      'Reported',
      'Actions',
    ]);
    expect(within(table).getByText('Han Jiwoo')).toBeVisible();
    expect(await screen.findByText('Debrief: agreed annual rents')).toBeVisible();
    // each side's figures are drawn once asked for (View results hides them until then)
    expect(screen.queryByText("Tenant's figures")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: "Show both sides' confidential figures" }));
    expect(screen.getByText("Tenant's figures")).toBeVisible();
    // its own reference figures, from the API's case figures
    expect(screen.getByRole('img', { name: /Tenant limit ₩650,000,000/ })).toBeInTheDocument();

    const csv = resultsCsv('harbourLease', toResultRows('harbourLease', listed));
    expect(csv.split('\r\n')[0]).toContain(
      'ID,Round,Director,Port Manager,Agreement Status,Annual Rent (KRW)',
    );
    expect(csv).toContain('Han Jiwoo,Seo Yuna,Agreement Reached,600000000,Ten-year term');
  });

  it('has its own count on the admin dashboard and a card in the Simulations tab', async () => {
    const user = userEvent.setup();
    signIn();
    server(true);
    renderWithApp(<AppRouter />, { path: '/admin' });
    const count = await screen.findByRole('group', { name: 'Harbour Lease' });
    await waitFor(() => expect(count).toHaveTextContent('7results reported (1 hidden from the table)'));
    await user.click(screen.getByRole('tab', { name: 'Simulations' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Simulations' });
    const card = await within(panel).findByRole('group', { name: 'Harbour Lease' });
    expect(card).toHaveTextContent('7 results reported, 1 hidden from the table.');
    expect(within(card).getByRole('link', { name: /View results/ })).toHaveAttribute(
      'href',
      '/simulations/harbour-lease-view-results',
    );
  });
});
