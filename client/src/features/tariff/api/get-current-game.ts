import { queryOptions, useQuery } from '@tanstack/react-query';
import { tariffUrls, type TariffGameState } from '@shared/contracts/tariff-config';
import { getData } from '@/lib/api';

/** The current class's game as the instructor sees it (who locked, never what), or null before the first. */
export const getCurrentGame = () => getData<TariffGameState | null>(tariffUrls.current);

/** A `tariff` event on the live channel refetches it (locks arrive as teams lock); so does coming back. */
export const currentGameQueryOptions = () =>
  queryOptions({
    queryKey: [tariffUrls.current],
    queryFn: getCurrentGame,
    refetchOnWindowFocus: 'always',
    meta: { liveTopics: ['tariff'] },
  });

export const useCurrentGame = ({ enabled = true } = {}) =>
  useQuery({ ...currentGameQueryOptions(), enabled });
