import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { classQuery } from '@shared/contracts/classes-config';
import { debriefUrls, type DebriefData } from '@shared/contracts/debrief';
import { getData } from '@/lib/api';

/** Which round's pairs: one round, every round together ('all'), or the latest (undefined). */
export type DebriefRound = number | 'all' | undefined;

/**
 * The pairs' final agreements, plans and surveys for the projector debrief (instructor only): of this class,
 * or with `all` the earlier classes' too (`earlier`), drawn faintly behind; of one round of the case, of
 * every round, or of the latest. Each round has a query of its own, so going back to a round shows it at
 * once.
 */
export const debriefDataQueryOptions = (
  sim: string,
  filter: 'current' | 'all' = 'current',
  round: DebriefRound = undefined,
) => {
  const roundQuery = round === undefined ? '' : `&round=${round}`;
  const url = `${debriefUrls(sim).data}?${classQuery(filter)}${roundQuery}`;
  return queryOptions({
    queryKey: [debriefUrls(sim).data, round === undefined ? { class: filter } : { class: filter, round }],
    queryFn: () => getData<DebriefData>(url),
    // a pair's deal or survey, a reported result, a new class or a release changes what the views show
    meta: { liveTopics: ['deal', `results:${sim}`, 'classes', 'debrief'] },
  });
};

export const useDebriefData = (
  sim: string,
  filter: 'current' | 'all' = 'current',
  {
    enabled = true,
    round,
    keepPrevious = false,
  }: {
    enabled?: boolean;
    round?: DebriefRound;
    /** While another round loads, the previous answer stays (marked isPlaceholderData): the round picker keeps its rounds. */
    keepPrevious?: boolean;
  } = {},
) =>
  useQuery({
    ...debriefDataQueryOptions(sim, filter, round),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
