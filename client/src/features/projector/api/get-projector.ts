import { queryOptions } from '@tanstack/react-query';
import { PROJECTOR_URL, type ProjectorView } from '@shared/contracts/presenter-config';
import { getData } from '@/lib/api';

/**
 * What this browser shows as a projector joined by code: null when it is joined to no running presentation.
 * Asked once, as the page opens (the slides page follows the presentation itself).
 */
export const projectorQuery = () =>
  queryOptions({
    queryKey: [PROJECTOR_URL],
    queryFn: () => getData<ProjectorView | null>(PROJECTOR_URL),
    staleTime: Infinity,
    meta: { liveTopics: [] },
  });
