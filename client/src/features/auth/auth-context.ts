import { createContext, useContext } from 'react';
import type { LoginInput, User } from '@shared/contracts/auth';

export interface AuthValue {
  user: User | null;
  isAdmin: boolean;
  login(input: LoginInput): Promise<User>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
