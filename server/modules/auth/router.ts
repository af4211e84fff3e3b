import { Router, type CookieOptions, type Request, type RequestHandler } from 'express';
import { noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import type { ModuleContext } from '../context';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, deviceCookieValue } from './device-cookie';
import { loginAttemptOf, loginLimits } from './login-limits';
import { sessionUser, signIn, signOut, signOutEverywhere, toUser } from './service';

export const SESSION_COOKIE = 'sid';

/** Reads the session cookie on every request and sets req.admin when it belongs to a live session. */
export function sessionMiddleware({ db, config }: ModuleContext): RequestHandler {
  return async (req, _res, next) => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof token !== 'string' || token.length === 0 || token.length > 100) return next();
    // Express 5 passes a rejection (the database is down) to the error handler.
    const user = await sessionUser(db, token, config.session);
    if (user) {
      req.admin = user;
      req.sessionToken = token;
    }
    next();
  };
}

/** Secure whenever the request came over HTTPS, directly or through a trusted proxy. */
const cookieOptions = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.secure,
  path: '/',
});

export function authRouter(ctx: ModuleContext): Router {
  const { db, config } = ctx;
  const router = Router();

  // the first of the limits parses the body
  router.post('/login', ...loginLimits(ctx), async (req, res) => {
    const attempt = loginAttemptOf(res);
    const { admin, token } = await signIn(
      db,
      attempt.admin,
      attempt.password,
      config.session,
      req.sessionToken,
      config.passwordHashCost,
    );
    res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: config.session.maxAgeMs });
    // This browser is now a known device of the account (its own budget of failed sign-ins).
    res.cookie(DEVICE_COOKIE, deviceCookieValue(admin, attempt.deviceId ?? undefined), {
      ...cookieOptions(req),
      path: req.baseUrl, // sent to sign-in only
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
    noStore(res);
    sendOk(res, toUser(admin));
  });

  router.post('/logout', async (req, res) => {
    await signOut(db, req.sessionToken);
    await ctx.liveStreams.endLapsedInstructorStreams();
    res.clearCookie(SESSION_COOKIE, cookieOptions(req));
    sendOk(res, null);
  });

  router.get('/me', requireAdmin, (req, res) => {
    noStore(res);
    sendOk(res, toUser(req.admin!));
  });

  /** Signs the instructor out everywhere (a lost phone, a shared classroom PC). */
  router.post('/sessions/revoke-all', requireAdmin, async (req, res) => {
    const count = await signOutEverywhere(db, req.admin!.id);
    await ctx.liveStreams.endLapsedInstructorStreams();
    res.clearCookie(SESSION_COOKIE, cookieOptions(req));
    sendOk(res, { revoked: count });
  });

  return router;
}
