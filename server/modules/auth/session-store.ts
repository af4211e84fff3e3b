import crypto from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers, sessions } from '../../db/schema';
import { sha256 } from '../../lib/tokens';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
}

export interface SessionPolicy {
  idleMs: number;
  maxAgeMs: number;
}

/** Creates a session and returns the token for the cookie; the database only ever sees its hash. */
export async function createSession(db: Db, adminId: number, policy: SessionPolicy): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    adminId,
    expiresAt: new Date(Date.now() + policy.maxAgeMs),
  });
  return token;
}

/** The user of a live session, refreshing its idle timer; null when unknown, idle too long or past its maximum age. */
export async function findSessionUser(
  db: Db,
  token: string,
  policy: SessionPolicy,
): Promise<SessionUser | null> {
  const now = new Date();
  const tokenHash = sha256(token);
  const [row] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.adminId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
      ),
    );
  if (!row) return null;
  // Touch at most once a minute: the idle timer does not need a write per request.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { id: row.id, email: row.email, name: row.name };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

export async function deleteAllSessions(db: Db, adminId: number): Promise<number> {
  const gone = await db.delete(sessions).where(eq(sessions.adminId, adminId)).returning();
  return gone.length;
}

/** Ends every session of every account (a new password: see setAdminCredentials). */
export async function deleteEverySession(db: Db): Promise<void> {
  await db.delete(sessions);
}

export async function deleteExpiredSessions(db: Db, policy: SessionPolicy): Promise<void> {
  const now = Date.now();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - policy.idleMs))));
}
