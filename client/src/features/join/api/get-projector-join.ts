import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROJECTOR_JOIN_URL, type ProjectorJoinScreen } from '@shared/contracts/join';
import { getData } from '@/lib/api';

/**
 * The join screen as a projector joined by code shows it (GET /api/join/projector, the projector's cookie):
 * null when this browser is joined to no running presentation. The count follows the roster live (a
 * projector's stream hears that signal).
 */
export const projectorJoinQueryOptions = () =>
  queryOptions({
    queryKey: [PROJECTOR_JOIN_URL],
    queryFn: () => getData<ProjectorJoinScreen | null>(PROJECTOR_JOIN_URL),
    meta: { liveTopics: ['roster', 'classes'] },
  });

export const useProjectorJoin = () => useQuery(projectorJoinQueryOptions());
