import { createContext, useContext, type ReactNode } from 'react';
import {
  teamGameOf,
  teamNames,
  type TariffCountry,
  type TeamGameSimulation,
} from '@shared/contracts/tariff-config';

/**
 * The team game whose page this is (its case, from the address: `/simulations/{slug}-game`). A game shown on
 * it names its own case (`simKey`), which is normally the page's: gameSimulation finds it, falling back to
 * the page's for a game whose case has since been removed.
 */
const PageGame = createContext<TeamGameSimulation | null>(null);

export function PageGameProvider({ sim, children }: { sim: TeamGameSimulation; children: ReactNode }) {
  return <PageGame.Provider value={sim}>{children}</PageGame.Provider>;
}

export function usePageGame(): TeamGameSimulation {
  const sim = useContext(PageGame);
  if (!sim) throw new Error('a team game page renders inside PageGameProvider');
  return sim;
}

/** The case a game plays, as the registry has it (its title and team names). */
export function useGameSimulation(game: { simKey: string } | null | undefined): TeamGameSimulation {
  const page = usePageGame();
  return (game && teamGameOf(game.simKey)) || page;
}

/** A game's two team names in English, as the instructor's pages show them. */
export function useTeamNames(game: { simKey: string } | null | undefined): Record<TariffCountry, string> {
  return teamNames(useGameSimulation(game).game, 'en');
}
