import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { printLayoutOf, simulationPaths } from '@shared/routes';
import { simulationOf } from '@shared/simulations';
import { renderWithApp } from '@/test/render';
import MyDebriefPage from '../components/my-debrief-page';
import { myDebriefServer, released, SIM } from './my-debrief-fixtures';
import { printWords } from './print-words';

/** `?print=1`: the takeaway already in its print layout. */
afterEach(() => {
  document.documentElement.lang = 'en';
});

const PRINT = printLayoutOf(simulationPaths(simulationOf(SIM)).myDebrief);
const everything = { hidden: true };

describe.each(['en', 'ko'] as const)('?print=1 (%s)', (lang) => {
  const w = printWords[lang];

  it('is the same page in its print layout: every section, no link or button, the header hidden, A4', async () => {
    myDebriefServer(lang).state.released = true;
    const { container } = renderWithApp(<MyDebriefPage sim={SIM} seat={{ state: 'seated', lang }} />, {
      path: PRINT,
    });
    for (const name of w.sections) expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    expect(
      screen.getAllByRole('region').map((r) => within(r).getAllByRole('heading')[0]!.textContent),
    ).toEqual(w.sections);
    expect(screen.getByRole('region', { name: w.sections[1] })).toHaveTextContent(w.landed);
    // not rendered at all, not merely hidden
    expect(screen.queryByRole('button', everything)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { ...everything, name: w.back })).not.toBeInTheDocument();
    // on screen too, the page hides what the printer leaves out (the site's header is `no-print`): index.css
    expect(container.querySelector('[data-layout="print"]')).toHaveClass('print-layout');
    expect(container.querySelector('style')?.textContent).toBe('@page { size: A4; margin: 14mm; }');
    expect(document.documentElement.lang).toBe(lang);
  });
});

describe('?print=1 for a student who played more than one round', () => {
  it('prints the round asked for on screen, without the choice of rounds', async () => {
    myDebriefServer('en', released({ rounds: [1, 2], round: 2 }), [released()]).state.released = true;
    renderWithApp(<MyDebriefPage sim={SIM} seat={{ state: 'seated', lang: 'en' }} />, { path: PRINT });
    await screen.findByRole('region', { name: 'Your deal in the class' });
    expect(screen.queryByRole('navigation', { ...everything, name: 'The rounds you played' })).toBeNull();
  });
});
