import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@shared/contracts/auth';
import { authUrls, type User } from '@shared/contracts/auth-config';
import { requestData } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/auth/login: the user the new session cookie belongs to. */
export const login = (input: LoginInput): Promise<User> => requestData<User>('POST', authUrls.login, input);

/**
 * Signing in as a mutation, for the form's pending and error states. It goes through the session of
 * lib/auth (AuthProvider calls `login` above), so that every page learns who signed in.
 */
export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  const auth = useAuth();
  return useMutation({ ...mutationConfig, mutationFn: auth.login });
}
