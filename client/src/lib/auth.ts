import { createContext, useContext } from 'react';
import type { LoginInput, User } from '@shared/contracts/auth';

/**
 * Who is signed in, for every feature: the session itself (the provider, sign-in and sign-out requests)
 * is the auth feature's, which app/provider.tsx puts around the app.
 */
export interface AuthValue {
  user: User | null;
  isAdmin: boolean;
  /** Signs in; rejects with the server's ApiError when it refuses. */
  login(input: LoginInput): Promise<User>;
  /** Signs out here whatever the server answers. */
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
