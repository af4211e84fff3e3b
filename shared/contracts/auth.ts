import { z } from 'zod';
import { text } from './text';

export const loginSchema = z.object({
  email: text('Email').trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The signed-in user, as the server reports it and as the browser caches it under localStorage 'user'. */
export const userSchema = z.object({
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** The auth endpoints the client calls (DESIGN.md "API"). */
export const authUrls = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  revokeAllSessions: '/api/auth/sessions/revoke-all',
} as const;
