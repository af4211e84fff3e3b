import { queryOptions, useQuery } from '@tanstack/react-query';
import { resultUrls, type ListedResult } from '@shared/contracts/results-config';
import { getData } from '@/lib/api';
import { toResultRows } from '../lib/result-rows';

/** The instructor's list of one simulation's results (hidden ones excluded by the server). */
export const resultsQueryOptions = (sim: string) => {
  const url = resultUrls(sim).list;
  return queryOptions({
    queryKey: [url],
    queryFn: () => getData<ListedResult[]>(url),
    select: (data) => toResultRows(sim, data),
    // The whole list (tens of thousands of rows in a long course) is not put into the page's HTML: the
    // server renders the page around it and the browser fetches it (issue 16).
    meta: { renderOnServer: false },
  });
};

export const useResults = (sim: string) => useQuery(resultsQueryOptions(sim));
