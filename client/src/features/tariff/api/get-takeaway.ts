import { queryOptions, useQuery } from '@tanstack/react-query';
import { tariffUrls, type TariffTakeaway } from '@shared/contracts/tariff-config';
import type { Lang } from '@shared/simulations';
import { getData } from '@/lib/api';

/**
 * The game's takeaway page in the team page's language (GET /api/tariff/takeaway?lang=): asked for only once
 * the team's game is over, when the server answers it.
 */
export const takeawayQueryOptions = (lang: Lang) => {
  const url = tariffUrls.takeawayIn(lang);
  return queryOptions({
    queryKey: [url],
    queryFn: () => getData<TariffTakeaway>(url),
    // the page never changes; the team view, which decides whether it shows, follows `tariff`
    meta: { liveTopics: [] },
  });
};

export const useTakeaway = (lang: Lang) => useQuery(takeawayQueryOptions(lang));
