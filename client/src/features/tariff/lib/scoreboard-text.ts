import { wordsIn } from '@shared/words';

/**
 * The scoreboard page's own words beside the projector's (shared/tariff-wars-text.ts): the browser tab's
 * title, which names the game.
 */
export const scoreboardWords = wordsIn(
  { pageTitle: (game: string) => `${game} scoreboard` },
  { pageTitle: (game: string) => `${game} 점수판` },
);
