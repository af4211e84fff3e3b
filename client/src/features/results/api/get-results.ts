import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassFilter } from '@shared/contracts/classes-config';
import { resultUrls, type ListedResult } from '@shared/contracts/results-config';
import { getData } from '@/lib/api';
import { toResultRows } from '../lib/result-rows';

export interface ResultsListOptions {
  /** List the results the instructor has hidden too, marked (`?hidden=include`). */
  includeHidden?: boolean;
}

/** The start of the key of every list of a simulation's results: invalidating it refreshes all of them. */
export const resultsListsKey = (sim: string) => [resultUrls(sim).list] as const;

/** The instructor's list of one simulation's results, of one class or of all of them. */
export const resultsQueryOptions = (
  sim: string,
  filter: ClassFilter = 'current',
  { includeHidden = false }: ResultsListOptions = {},
) => {
  const urls = resultUrls(sim);
  return queryOptions({
    queryKey: [...resultsListsKey(sim), { class: filter, includeHidden }],
    queryFn: () => getData<ListedResult[]>(urls.listOf(filter, { includeHidden })),
    select: (data) => toResultRows(sim, data),
    // a new class changes which results "this class" lists
    meta: { liveTopics: [`results:${sim}`, 'classes'] },
  });
};

export const useResults = (
  sim: string,
  filter: ClassFilter = 'current',
  options: ResultsListOptions = {},
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...resultsQueryOptions(sim, filter, options), enabled });
