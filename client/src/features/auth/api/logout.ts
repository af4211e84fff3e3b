import { useMutation } from '@tanstack/react-query';
import { authUrls } from '@shared/contracts/auth-config';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/auth/logout: ends this browser's session. */
export const logout = (): Promise<void> => apiRequest('POST', authUrls.logout);

/** Signing out as a mutation, through the session of lib/auth (AuthProvider calls `logout` above). */
export function useLogout({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logout> } = {}) {
  const auth = useAuth();
  return useMutation({ ...mutationConfig, mutationFn: auth.logout });
}
