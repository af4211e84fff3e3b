import { useMutation } from '@tanstack/react-query';
import { PROJECTOR_URL, type ProjectorView } from '@shared/contracts/presenter-config';
import type { ProjectorJoin } from '@shared/contracts/presenter';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/presenter/projector: ties this browser to the presentation whose code it typed (a cookie). */
export const joinProjector = (input: ProjectorJoin): Promise<ProjectorView> =>
  requestData<ProjectorView>('POST', PROJECTOR_URL, input);

export const useJoinProjector = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof joinProjector> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: joinProjector });
