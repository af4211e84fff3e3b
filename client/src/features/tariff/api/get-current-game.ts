import { queryOptions, useQuery } from '@tanstack/react-query';
import { tariffUrls, type TariffGameState } from '@shared/contracts/tariff-config';
import { getData } from '@/lib/api';

/** The current class's game as the instructor sees it (who locked, never what), or null before the first. */
export const getCurrentGame = () => getData<TariffGameState | null>(tariffUrls.current);

/**
 * Keyed by its URL, so the live channel's `tariff` event refetches it (locks arrive as teams lock); coming
 * back to the tab refetches it too.
 */
export const currentGameQueryOptions = () =>
  queryOptions({ queryKey: [tariffUrls.current], queryFn: getCurrentGame, refetchOnWindowFocus: 'always' });

export const useCurrentGame = ({ enabled = true } = {}) =>
  useQuery({ ...currentGameQueryOptions(), enabled });
