import { Router, type CookieOptions, type Request, type RequestHandler } from 'express';
import { loginSchema, type LoginInput, type User } from '@shared/contracts/auth';
import { messages } from '@shared/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError, noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { validateBody } from '../../middleware/validate';
import { adminAccountSettled } from './admin-account';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, deviceCookieValue } from './device-cookie';
import { loginAttemptOf, loginLimits } from './login-limits';
import { hashPassword, verifyPassword } from './password';
import { createSession, deleteAllSessions, deleteSession, findSessionUser } from './session-store';

export const SESSION_COOKIE = 'sid';

/**
 * Reads the session cookie on every request and sets req.admin when it belongs to a live session. While
 * the start-up check of ADMIN_PASSWORD runs, a cookie waits for it: a changed password ends every session.
 */
export function sessionMiddleware(db: Db, config: Config): RequestHandler {
  return async (req, _res, next) => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof token !== 'string' || token.length === 0 || token.length > 100) return next();
    try {
      if (!(await adminAccountSettled(db))) return next();
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

/** Secure whenever the request came over HTTPS, directly or through a trusted proxy. */
const cookieOptions = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.secure,
  path: '/',
});

export function authRouter(db: Db, config: Config, adminAccountReady: Promise<void>): Router {
  const router = Router();
  const limits = loginLimits(db, config.rateLimit, adminAccountReady);

  router.post('/login', validateBody(loginSchema), ...limits, async (req, res) => {
    const { password } = req.body as LoginInput;
    const { admin, deviceId } = loginAttemptOf(res);
    const valid = admin
      ? await verifyPassword(password, admin.passwordHash)
      : await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-password'))).then(
          () => false,
        );
    if (!admin || !valid) throw new HttpError(401, messages.loginFailed);

    // A fresh session id on every sign-in; any session the browser already had ends here.
    if (req.sessionToken) await deleteSession(db, req.sessionToken);
    const token = await createSession(db, admin.id, config.session);
    res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: config.session.maxAgeMs });
    // This browser is now a known device of the account (its own budget of failed sign-ins).
    res.cookie(DEVICE_COOKIE, deviceCookieValue(admin, deviceId ?? undefined), {
      ...cookieOptions(req),
      path: req.baseUrl, // sent to sign-in only
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
    noStore(res);
    sendOk(res, toUser(admin));
  });

  router.post('/logout', async (req, res) => {
    if (req.sessionToken) await deleteSession(db, req.sessionToken);
    res.clearCookie(SESSION_COOKIE, cookieOptions(req));
    sendOk(res, null);
  });

  router.get('/me', requireAdmin, (req, res) => {
    noStore(res);
    sendOk(res, toUser(req.admin!));
  });

  /** Signs the instructor out everywhere (a lost phone, a shared classroom PC). */
  router.post('/sessions/revoke-all', requireAdmin, async (req, res) => {
    const count = await deleteAllSessions(db, req.admin!.id);
    res.clearCookie(SESSION_COOKIE, cookieOptions(req));
    sendOk(res, { revoked: count });
  });

  return router;
}
