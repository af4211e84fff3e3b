import type { SessionUser } from './modules/auth/session-store';

declare global {
  namespace Express {
    interface Request {
      /** Set by the session middleware when a valid admin session cookie came with the request. */
      admin?: SessionUser;
      /** The raw session token from the cookie, when valid. */
      sessionToken?: string;
    }
  }
}

export {};
