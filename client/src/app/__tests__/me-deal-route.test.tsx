import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyPair } from '@shared/contracts/deal';
import { mySeatUrl, type MySeat } from '@shared/contracts/seats-config';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { AppRouter } from '../router';

// The student's page composes two features: the seat's assignments (seats) and, under a negotiation's, the
// deal's steps (deal); neither imports the other.
preloadLazyChunks(
  () => import('@/features/seats/components/me-page'),
  () => import('@/features/deal/components/deal-card'),
);

afterEach(() => localStorage.clear());

const seat: MySeat = {
  id: 7,
  name: 'Mina',
  lang: 'en',
  seatCode: 'K7QM2PXR',
  class: { id: 2, name: 'Hyundai Card cohort 7' },
  assignments: [
    {
      simulation: 'queenOfSorrows',
      round: 1,
      role: 'agent',
      table: 7,
      partners: [{ name: 'Minho Lee', role: 'studio' }],
    },
    {
      simulation: 'shinhwaDaesung',
      round: 1,
      role: 'observer',
      table: 2,
      partners: [
        { name: 'Ara', role: 'shinhwa' },
        { name: 'Bo', role: 'daesung' },
      ],
    },
  ],
};

const pair: MyPair = {
  round: 1,
  rounds: [1],
  table: 7,
  role: 'agent',
  members: [
    { name: 'Mina', role: 'agent', me: true },
    { name: 'Minho Lee', role: 'studio', me: false },
  ],
  step: 'plan',
  plan: null,
  firstOffer: null,
  agreement: null,
  survey: null,
  drafts: {},
  debriefReleased: false,
};

const open = { isVisible: true, isAccessible: true };

describe('/me with a negotiation assigned', () => {
  it('shows the deal under the negotiator’s assignment, and none for an observer', async () => {
    const calls = stubFetch((url) => {
      if (url === '/api/auth/me') return json(401, { success: false, message: 'Please sign in' });
      if (url === '/api/seats/me') return json(200, { success: true, data: seat });
      if (url === '/api/class-timer') return json(200, { success: true, data: null });
      if (url === '/api/visibility/simulations')
        return json(200, { queenOfSorrows: open, shinhwaDaesung: open, solaraLunara: open });
      if (url === '/api/sims/queenOfSorrows/my-pair') return json(200, { success: true, data: pair });
      return json(404, { success: false, message: 'Not found.' });
    });
    renderWithApp(<AppRouter />, { path: '/me' });
    const [queen, observer] = await screen.findAllByTestId('my-assignment');
    const deal = await within(queen!).findByRole('region', { name: 'Deal' });
    expect(
      await within(deal).findByRole('heading', { level: 4, name: 'Plan before the talks' }),
    ).toBeVisible();
    expect(within(observer!).queryByRole('region', { name: 'Deal' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain('/api/sims/shinhwaDaesung/my-pair');
  });

  it('asks for the next round’s pair when the roles switch at the same table, with the same partner', async () => {
    let mySeat: MySeat = { ...seat, assignments: [seat.assignments[0]!] };
    let myPair = pair;
    stubFetch((url) => {
      if (url === '/api/auth/me') return json(401, { success: false, message: 'Please sign in' });
      if (url === mySeatUrl) return json(200, { success: true, data: mySeat });
      if (url === '/api/class-timer') return json(200, { success: true, data: null });
      if (url === '/api/visibility/simulations')
        return json(200, { queenOfSorrows: open, shinhwaDaesung: open, solaraLunara: open });
      if (url === '/api/sims/queenOfSorrows/my-pair') return json(200, { success: true, data: myPair });
      return json(404, { success: false, message: 'Not found.' });
    });
    const { client } = renderWithApp(<AppRouter />, { path: '/me' });
    expect(await screen.findByRole('region', { name: 'Deal' })).toBeVisible();

    // round 2 is published: table 7 again, Minho Lee again, each in the other role (the seat's answer
    // changes, as the live `seat` event has /me ask for it)
    mySeat = {
      ...mySeat,
      assignments: [
        {
          ...seat.assignments[0]!,
          round: 2,
          role: 'studio',
          partners: [{ name: 'Minho Lee', role: 'agent' }],
        },
      ],
    };
    myPair = {
      ...pair,
      round: 2,
      rounds: [1, 2],
      role: 'studio',
      members: [
        { name: 'Mina', role: 'studio', me: true },
        { name: 'Minho Lee', role: 'agent', me: false },
      ],
    };
    await client.invalidateQueries({ queryKey: [mySeatUrl] });
    expect(await screen.findByRole('region', { name: 'Deal · round 2' })).toBeVisible();
  });
});
