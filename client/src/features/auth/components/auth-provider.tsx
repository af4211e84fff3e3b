import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoginInput, User } from '@shared/contracts/auth';
import { ApiError } from '@/lib/api';
import { AuthContext, type AuthValue } from '@/lib/auth';
import { localStore } from '@/lib/local-store';
import { getMeQueryOptions } from '../api/get-me';
import { login as loginRequest } from '../api/login';
import { logout as logoutRequest } from '../api/logout';

export const USER_STORAGE_KEY = 'user';

// A hand-written check keeps zod out of the bundle every page loads.
const isUser = (v: unknown): v is User =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as User).email === 'string' &&
  typeof (v as User).name === 'string' &&
  typeof (v as User).isAdmin === 'boolean';

/**
 * The signed-in user. A server-rendered page brings the user its session proves (`initialUser`); otherwise
 * localStorage 'user' restores the UI at once on page load and the server, which is the authority,
 * confirms it with /api/auth/me. Either way the cache is cleared once the session is gone.
 */
export function AuthProvider({ children, initialUser }: { children: ReactNode; initialUser?: User | null }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(() =>
    initialUser !== undefined ? initialUser : localStore.read(USER_STORAGE_KEY, isUser),
  );

  const remember = useCallback((next: User | null) => {
    setUser(next);
    if (next) localStore.write(USER_STORAGE_KEY, next);
    else localStore.remove(USER_STORAGE_KEY);
  }, []);

  useEffect(() => {
    if (initialUser !== undefined) {
      // the server already checked the session: keep the cache in step with it
      remember(initialUser);
      return;
    }
    if (!user) return;
    let cancelled = false;
    queryClient
      .fetchQuery(getMeQueryOptions())
      .then((me) => !cancelled && remember(me))
      .catch((err) => {
        // Only a definite "no" from the server signs out; a network blip keeps the cached user.
        if (!cancelled && err instanceof ApiError && err.status === 401) remember(null);
      });
    return () => {
      cancelled = true;
    };
    // confirm once per page load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const login = useCallback(
    async (input: LoginInput) => {
      const me = await loginRequest(input);
      remember(me);
      // Admin-only views differ from what a visitor was shown.
      await queryClient.invalidateQueries();
      return me;
    },
    [queryClient, remember],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch (err) {
      console.error('Sign-out request failed', err);
    }
    remember(null);
    queryClient.clear();
  }, [queryClient, remember]);

  const value = useMemo<AuthValue>(
    () => ({ user, isAdmin: Boolean(user?.isAdmin), login, logout }),
    [user, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
