import { queryOptions, useQuery } from '@tanstack/react-query';
import { debriefUrls, type DebriefFigures } from '@shared/contracts/debrief';
import { getData } from '@/lib/api';

/**
 * The case's confidential figures (instructor only; the server answers 401 to anyone else): the results
 * chart's reference lines and the case the debrief views measure on. Read from the API, never from the
 * bundle, which every visitor downloads.
 */
export const caseFiguresQuery = (sim: string) => {
  const url = debriefUrls(sim).caseFigures;
  return queryOptions({
    queryKey: [url],
    queryFn: () => getData<DebriefFigures>(url),
    // the figures are the registry's: they change only with a new build
    staleTime: Infinity,
    meta: { liveTopics: [] },
  });
};

export const useCaseFigures = (sim: string) => useQuery(caseFiguresQuery(sim));
