import type { User } from '@shared/contracts/auth';
import { messages } from '@shared/messages';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http';
import { adminAccountSettled } from './admin-account';
import { hashPassword, verifyPassword } from './password';
import type { AdminRow } from './repository';
import {
  createSession,
  deleteAllSessions,
  deleteSession,
  findSessionUser,
  type SessionPolicy,
  type SessionUser,
} from './session-store';

export const toUser = (u: { email: string; name: string }): User => ({
  email: u.email,
  name: u.name,
  isAdmin: true,
});

// Verifying against a throwaway hash when the email is unknown keeps both failures equally slow
// (one per cost: the account's hash is made at the configured cost).
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = hashPassword('not-a-password', cost)));
  return hash;
}

/**
 * Signs the account in when the password is its own: ends the session the browser already had (a fresh
 * session id on every sign-in) and returns the account with the new session's token. An unknown email and
 * a wrong password get the same 401, after the same work.
 */
export async function signIn(
  db: Db,
  admin: AdminRow | null,
  password: string,
  policy: SessionPolicy,
  previousToken: string | undefined,
  hashCost: number,
): Promise<{ admin: AdminRow; token: string }> {
  const valid = admin
    ? await verifyPassword(password, admin.passwordHash)
    : await verifyPassword(password, await dummyHash(hashCost)).then(() => false);
  if (!admin || !valid) throw new HttpError(401, messages.loginFailed);
  if (previousToken) await deleteSession(db, previousToken);
  return { admin, token: await createSession(db, admin.id, policy) };
}

export async function signOut(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, token);
}

/** Ends every session of the account (a lost phone, a shared classroom PC); answers how many. */
export function signOutEverywhere(db: Db, adminId: number): Promise<number> {
  return deleteAllSessions(db, adminId);
}

/**
 * The user of a session token, or null. While the start-up check of ADMIN_PASSWORD runs, this waits for
 * it: a changed password ends every session, and a failed check trusts none.
 */
export async function sessionUser(db: Db, token: string, policy: SessionPolicy): Promise<SessionUser | null> {
  if (!(await adminAccountSettled(db))) return null;
  return findSessionUser(db, token, policy);
}
