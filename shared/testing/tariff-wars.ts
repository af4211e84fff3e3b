import { TARIFF_CHOICES, tariffPayoff, teamGameOf } from '../contracts/tariff-config';
import { simulationPaths } from '../routes';

/** Tariff Wars, the shipped team game (content/cases/solara-lunara), as the tests play it. */
export const TARIFF_WARS = 'solaraLunara';
export const tariffWars = () => teamGameOf(TARIFF_WARS)!;
export const tariffRules = () => tariffWars().game.rules;
/** Its pages: `.game`, `.scoreboard`, `.team('en' | 'ko')`. */
export const tariffPaths = () => simulationPaths(tariffWars());

/** Its payoff matrix as "own / their" cells, for each (own choice, their choice), as the documents print them. */
export const tariffPayoffCells = () =>
  TARIFF_CHOICES.flatMap((own) =>
    TARIFF_CHOICES.map((their) => ({
      own,
      their,
      ownPoints: tariffPayoff(tariffRules(), own, their),
      theirPoints: tariffPayoff(tariffRules(), their, own),
    })),
  );
export const payoffCell = (p: { ownPoints: number; theirPoints: number }) =>
  `${p.ownPoints} / ${p.theirPoints}`;
