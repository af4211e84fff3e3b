import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassFilter } from '@shared/contracts/classes-config';
import { tariffUrls, type TariffGameState } from '@shared/contracts/tariff-config';
import { getData } from '@/lib/api';

/** Every game of a class (or of all classes), newest first, as the instructor sees it. */
export const getClassGames = (filter: ClassFilter) => getData<TariffGameState[]>(tariffUrls.gamesOf(filter));

/** The live channel's `tariff` event refetches it like the current game. */
export const classGamesQueryOptions = (filter: ClassFilter) =>
  queryOptions({
    queryKey: [tariffUrls.gamesOf(filter)],
    queryFn: () => getClassGames(filter),
    meta: { liveTopics: ['tariff'] },
  });

export const useClassGames = (filter: ClassFilter, { enabled = true } = {}) =>
  useQuery({ ...classGamesQueryOptions(filter), enabled });
