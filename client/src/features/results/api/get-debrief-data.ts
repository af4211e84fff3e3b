import { queryOptions, useQuery } from '@tanstack/react-query';
import { classQuery } from '@shared/contracts/classes-config';
import { debriefUrls, type DebriefData } from '@shared/contracts/debrief';
import { getData } from '@/lib/api';

/**
 * The pairs' final agreements, plans and surveys for the projector debrief (instructor only): of this class,
 * or with `all` the earlier classes' too (`earlier`), drawn faintly behind.
 */
export const debriefDataQueryOptions = (sim: string, filter: 'current' | 'all' = 'current') => {
  const url = `${debriefUrls(sim).data}?${classQuery(filter)}`;
  return queryOptions({
    queryKey: [debriefUrls(sim).data, { class: filter }],
    queryFn: () => getData<DebriefData>(url),
    // a pair's deal or survey, a reported result, a new class or a release changes what the views show
    meta: { liveTopics: ['deal', `results:${sim}`, 'classes', 'debrief'] },
  });
};

export const useDebriefData = (
  sim: string,
  filter: 'current' | 'all' = 'current',
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...debriefDataQueryOptions(sim, filter), enabled });
