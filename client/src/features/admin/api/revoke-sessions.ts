import { useMutation } from '@tanstack/react-query';
import { authUrls } from '@shared/contracts/auth-config';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/auth/sessions/revoke-all: ends every session of the instructor account, this one included. */
export const revokeSessions = () => requestData<{ revoked: number }>('POST', authUrls.revokeAllSessions);

export function useRevokeSessions({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof revokeSessions> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: revokeSessions });
}
