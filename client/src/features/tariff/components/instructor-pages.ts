import { currentGameQueryOptions } from '../api/get-current-game';
import { publicAddressQueryOptions } from '../api/get-public-address';
import { useSimulationVisibility } from '@/features/visibility/api/use-visibility';

/**
 * The instructor's two Tariff Wars pages in one chunk (load-pages.ts loads them through this module), and
 * what the server renderer loads for each.
 */
export { default as GameControlPage } from './game-control-page';
export { default as ScoreboardPage } from './scoreboard-page';

export const gameControlQueries = () => [
  currentGameQueryOptions(),
  publicAddressQueryOptions(),
  useSimulationVisibility.query(),
];
export const scoreboardQueries = () => [currentGameQueryOptions()];
