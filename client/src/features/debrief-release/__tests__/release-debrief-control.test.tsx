import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { debriefUrls } from '@shared/contracts/debrief';
import { json, renderWithApp, stubFetch } from '@/test/render';
import { ReleaseDebriefControl } from '../components/release-debrief-control';

const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
const url = debriefUrls('queenOfSorrows').release;

/** The release switch as the server keeps it: GET answers it, POST `{released}` sets it. */
function releaseServer(released: boolean) {
  const state = { released, posted: [] as unknown[] };
  stubFetch((u, init) => {
    if (u === '/api/auth/me') return json(200, { success: true, data: admin });
    if (u === url && (init.method ?? 'GET') === 'GET')
      return json(200, { success: true, data: { released: state.released } });
    if (u === url && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { released: boolean };
      state.posted.push(body);
      state.released = body.released;
      return json(200, { success: true, data: { released: state.released } });
    }
    return json(404, { success: false, message: 'Not found.' });
  });
  return state;
}

beforeEach(() => localStorage.setItem('user', JSON.stringify(admin)));
afterEach(() => localStorage.clear());

describe('Release debrief', () => {
  it('says the debrief is not released, releases it on a click, then offers Withdraw debrief', async () => {
    const user = userEvent.setup();
    const server = releaseServer(false);
    renderWithApp(<ReleaseDebriefControl sim="queenOfSorrows" />);
    expect(await screen.findByText('Debrief not released:')).toBeVisible();
    expect(screen.getByText(/students wait for it on their phones\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Release debrief' }));
    expect(await screen.findByRole('button', { name: 'Withdraw debrief' })).toBeVisible();
    expect(server.posted).toEqual([{ released: true }]);
    expect(screen.getByText('Debrief released:').parentElement).toHaveTextContent(
      'Debrief released: each student can open their own on their phone.',
    );
    expect(screen.queryByRole('button', { name: 'Release debrief' })).not.toBeInTheDocument();
  });

  it('shows a released debrief as released, and withdraws it', async () => {
    const user = userEvent.setup();
    const server = releaseServer(true);
    renderWithApp(<ReleaseDebriefControl sim="queenOfSorrows" />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw debrief' }));
    expect(await screen.findByRole('button', { name: 'Release debrief' })).toBeVisible();
    expect(server.posted).toEqual([{ released: false }]);
    expect(screen.getByText('Debrief not released:')).toBeVisible();
  });

  it('shows nothing for a simulation without a student debrief', () => {
    releaseServer(false);
    const { container } = renderWithApp(<ReleaseDebriefControl sim="solaraLunara" />);
    expect(container).toBeEmptyDOMElement();
  });
});
