import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VariantForm } from '@shared/contracts/case-variant';
import type { CaseSummary } from '@shared/contracts/cases-config';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { CasesTab } from '../components/cases-tab';

preloadLazyChunks(() => import('@/components/ui/toaster'));
afterEach(() => vi.restoreAllMocks());

const QUEEN: CaseSummary = {
  key: 'queenOfSorrows',
  slug: 'queen-of-sorrows',
  title: 'Queen of Sorrows',
  titleKo: '슬픔의 여왕',
  kind: 'Casting and salary negotiation',
  source: 'built-in',
  status: 'ok',
  problems: [],
  enabled: true,
  archived: false,
  used: false,
};

const FORM: VariantForm = {
  title: 'Queen of Sorrows',
  titleKo: '슬픔의 여왕',
  figures: [
    { name: 'agent.walkAway', owner: 'agent', label: 'Agent walk-away', value: 50_000_000 },
    { name: 'studio.ceiling', owner: 'studio', label: 'Studio ceiling', value: 200_000_000 },
  ],
  walkAway: { seller: 'agent.walkAway', buyer: 'studio.ceiling' },
};

/** The cases API; `variant` answers a saved variant (by default: stored as queenOfSorrowsV2). */
function server(
  variant = () =>
    json(201, { success: true, data: { key: 'queenOfSorrowsV2', slug: 'queen-of-sorrows-v2' } }),
) {
  return stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/cases' && method === 'GET') return json(200, { success: true, data: [QUEEN] });
    if (url === '/api/cases/queenOfSorrows/figures') return json(200, { success: true, data: FORM });
    if (url === '/api/cases/queenOfSorrows/variant' && method === 'POST') return variant();
    return json(404, { success: false, message: 'Not found.' });
  });
}

describe('Duplicate as a variant', () => {
  it('works out the bargaining range as the instructor types, and saves only the figures changed', async () => {
    const calls = server();
    renderWithApp(<CasesTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Duplicate as a variant…: Queen of Sorrows' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Queen of Sorrows as a variant' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Bargaining range: 50 million won to 200 million won. These sides can agree.',
    );

    const ceiling = within(dialog).getByLabelText(/Studio ceiling/);
    await userEvent.clear(ceiling);
    await userEvent.type(ceiling, '4500만');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /No bargaining range.*These sides cannot agree/,
    );

    const title = within(dialog).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Queen of Sorrows: no deal possible');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as a new case' }));
    expect(await screen.findByText(/is a new case \(queenOfSorrowsV2\)/)).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      title: 'Queen of Sorrows: no deal possible',
      titleKo: '슬픔의 여왕 (변형)',
      figures: { 'studio.ceiling': 45_000_000 },
    });
  });

  it('will not save a figure it cannot read, and says why under the field', async () => {
    const calls = server();
    renderWithApp(<CasesTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Duplicate as a variant…: Queen of Sorrows' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Queen of Sorrows as a variant' });
    const walkAway = await within(dialog).findByLabelText(/Agent walk-away/);
    await userEvent.clear(walkAway);
    await userEvent.type(walkAway, 'lots');
    expect(walkAway).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save as a new case' })).toBeDisabled();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('says under a title what the server’s schema says of it, and under the form why a save was refused', async () => {
    const calls = server(() =>
      json(400, { success: false, message: 'This case has too many variants already: remove one first.' }),
    );
    renderWithApp(<CasesTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Duplicate as a variant…: Queen of Sorrows' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Queen of Sorrows as a variant' });
    const title = await within(dialog).findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as a new case' }));
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('Give the variant a title.');
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);

    // the server refuses the save: its words under the form, gone once the instructor changes something
    await userEvent.type(title, 'Queen of Sorrows, again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as a new case' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('too many variants already');
    await userEvent.type(title, '!');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });
});
