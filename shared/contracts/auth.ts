import { z } from 'zod';
import { text } from './text';

/** Sign-in and the user; the URLs and the User type without zod: auth-config.ts. */
export * from './auth-config';

export const loginSchema = z.object({
  email: text('Email').trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;
