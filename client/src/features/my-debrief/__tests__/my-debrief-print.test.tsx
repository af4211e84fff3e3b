import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulationPaths } from '@shared/routes';
import { simulationOf } from '@shared/simulations';
import { renderWithApp } from '@/test/render';
import MyDebriefPage from '../components/my-debrief-page';
import { myDebriefServer, released, SIM } from './my-debrief-fixtures';
import { printWords } from './print-words';

afterEach(() => {
  document.documentElement.lang = 'en';
  vi.restoreAllMocks();
});

const PAGE = simulationPaths(simulationOf(SIM)).myDebrief;

describe.each(['en', 'ko'] as const)("a student's takeaway on screen, to print (%s)", (lang) => {
  const w = printWords[lang];

  it('is one page of every section, with a Print / Save as PDF button that prints it on A4', async () => {
    myDebriefServer(lang).state.released = true;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { container } = renderWithApp(<MyDebriefPage sim={SIM} seat={{ state: 'seated', lang }} />, {
      path: PAGE,
    });
    await screen.findByRole('region', { name: w.sections[0] });
    expect(
      screen.getAllByRole('region').map((r) => within(r).getAllByRole('heading')[0]!.textContent),
    ).toEqual(w.sections);
    expect(screen.getByRole('region', { name: w.sections[1] })).toHaveTextContent(w.landed);
    expect(screen.getByRole('link', { name: w.back })).toHaveAttribute('href', '/me');
    expect(container.querySelector('[data-layout="screen"]')).not.toBeNull();
    expect(container.querySelector('style')?.textContent).toBe('@page { size: A4; margin: 14mm; }');
    screen.getByRole('button', { name: w.print }).click();
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('a student who played more than one round', () => {
  it('chooses the round to print on screen', async () => {
    myDebriefServer('en', released({ rounds: [1, 2], round: 2 }), [released()]).state.released = true;
    renderWithApp(<MyDebriefPage sim={SIM} seat={{ state: 'seated', lang: 'en' }} />, { path: PAGE });
    expect(await screen.findByRole('navigation', { name: 'The rounds you played' })).toBeInTheDocument();
  });
});
