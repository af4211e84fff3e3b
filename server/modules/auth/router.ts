import { Router, type CookieOptions, type RequestHandler } from 'express';
import { loginSchema, type LoginInput, type User } from '@shared/contracts/auth';
import { messages } from '@shared/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError, noStore, sendOk } from '../../lib/http';
import { createRateLimiter } from '../../middleware/rate-limit';
import { requireAdmin } from '../../middleware/require-admin';
import { validateBody } from '../../middleware/validate';
import { findAdminByEmail } from './admin-account';
import { hashPassword, verifyPassword } from './password';
import { createSession, deleteAllSessions, deleteSession, findSessionUser } from './session-store';

export const SESSION_COOKIE = 'sid';

/** Reads the session cookie on every API request and sets req.admin when it belongs to a live session. */
export function sessionMiddleware(db: Db, config: Config): RequestHandler {
  return async (req, _res, next) => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof token !== 'string' || token.length === 0 || token.length > 100) return next();
    try {
      const user = await findSessionUser(db, token, config.session);
      if (user) {
        req.admin = user;
        req.sessionToken = token;
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}

// Verifying against a throwaway hash when the email is unknown keeps both failures equally slow.
let dummyHash: Promise<string> | undefined;

const toUser = (u: { email: string; name: string }): User => ({
  email: u.email,
  name: u.name,
  isAdmin: true,
});

export function authRouter(db: Db, config: Config, adminAccountReady: Promise<void>): Router {
  const router = Router();
  const cookieOptions: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secureCookie,
    path: '/',
  };
  const loginLimiter = createRateLimiter(config.rateLimit, {
    windowMs: 15 * 60_000,
    limit: 10,
    skipSuccessfulRequests: true,
    message: messages.tooManyLogins,
  });

  router.post('/login', loginLimiter, validateBody(loginSchema), async (req, res) => {
    const { email, password } = req.body as LoginInput;
    await adminAccountReady; // the configured credentials are in place before any are checked
    const admin = await findAdminByEmail(db, email);
    const valid = admin
      ? await verifyPassword(password, admin.passwordHash)
      : await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-password'))).then(
          () => false,
        );
    if (!admin || !valid) throw new HttpError(401, messages.loginFailed);

    // A fresh session id on every sign-in; any session the browser already had ends here.
    if (req.sessionToken) await deleteSession(db, req.sessionToken);
    const token = await createSession(db, admin.id, config.session);
    res.cookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: config.session.maxAgeMs });
    noStore(res);
    sendOk(res, toUser(admin));
  });

  router.post('/logout', async (req, res) => {
    if (req.sessionToken) await deleteSession(db, req.sessionToken);
    res.clearCookie(SESSION_COOKIE, cookieOptions);
    sendOk(res, null);
  });

  router.get('/me', requireAdmin, (req, res) => {
    noStore(res);
    sendOk(res, toUser(req.admin!));
  });

  /** Signs the instructor out everywhere (a lost phone, a shared classroom PC). */
  router.post('/sessions/revoke-all', requireAdmin, async (req, res) => {
    const count = await deleteAllSessions(db, req.admin!.id);
    res.clearCookie(SESSION_COOKIE, cookieOptions);
    sendOk(res, { revoked: count });
  });

  return router;
}
