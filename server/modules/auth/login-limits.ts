import type { RequestHandler, Response } from 'express';
import { loginSchema } from '@shared/contracts/auth';
import { messages } from '@shared/messages';
import { sentCookie } from '../../lib/device-token';
import { createRateLimiter } from '../../middleware/rate-limit';
import { withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { DEVICE_COOKIE, trustedDeviceId } from './device-cookie';
import { findAdminByEmail, type AdminRow } from './repository';

/** What the sign-in limits learned about an attempt before any password is checked. */
export interface LoginAttempt {
  /** The account of the email given, or null when there is none. */
  admin: AdminRow | null;
  /** The normalised email: the key of the per-account budget. */
  email: string;
  /** The id from a valid device cookie of this account, or null. */
  deviceId: string | null;
  /** The password given, checked by the handler only once the budgets let the attempt through. */
  password: string;
}

export function loginAttemptOf(res: Response): LoginAttempt {
  return res.locals.loginAttempt as LoginAttempt;
}

/** The budgets of failed sign-ins (docs/operations.md, Security). */
export const LOGIN_LIMITS = {
  /** A known device: its own failures only, never anyone else's. */
  perDevice: { limit: 10, windowMs: 15 * 60_000 },
  /** Without a known device: every address together, per email. */
  perAccount: { limit: 5, windowMs: 60_000 },
  /** Without a known device: per client address, whatever the email. */
  perAddress: { limit: 10, windowMs: 15 * 60_000 },
};

/**
 * The middleware before the sign-in handler: parses the body (a bad one is a 400 that costs no budget), finds
 * the account and the device, then applies the budgets that fit. A blocked attempt is a 429 with `tooManyLogins` and its password is
 * never checked. Every attempt is counted before the password is checked (and given back when it succeeds),
 * so a burst of parallel guesses gets no more than the budget.
 */
export function loginLimits({ db, config, limits, adminAccountReady }: ModuleContext): RequestHandler[] {
  const enabled = config.rateLimit;
  const shared = { limits, config };
  const identify = withBody(loginSchema, async (req, res, { email, password }, next) => {
    await adminAccountReady; // the configured credentials are in place before any are checked
    const admin = await findAdminByEmail(db, email);
    const attempt: LoginAttempt = {
      admin,
      email: email.toLowerCase(),
      deviceId: admin ? trustedDeviceId(sentCookie(req, DEVICE_COOKIE), admin) : null,
      password,
    };
    res.locals.loginAttempt = attempt;
    next();
  });
  const known = (res: Response) => loginAttemptOf(res).deviceId !== null;
  const common = { skipSuccessfulRequests: true, message: messages.tooManyLogins };
  const perDevice = createRateLimiter(shared, {
    ...common,
    ...LOGIN_LIMITS.perDevice,
    identifier: 'sign-in-device',
    skip: (_req, res) => !enabled || !known(res),
    keyGenerator: (_req, res) => `device:${loginAttemptOf(res).deviceId}`,
  });
  const perAccount = createRateLimiter(shared, {
    ...common,
    ...LOGIN_LIMITS.perAccount,
    identifier: 'sign-in-account',
    skip: (_req, res) => !enabled || known(res),
    keyGenerator: (_req, res) => `account:${loginAttemptOf(res).email}`,
  });
  const perAddress = createRateLimiter(shared, {
    ...common,
    ...LOGIN_LIMITS.perAddress,
    identifier: 'sign-in-address',
    skip: (_req, res) => !enabled || known(res),
  });
  return [identify, perDevice, perAddress, perAccount];
}
