import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers, sessions } from '../../db/schema';

export type AdminRow = typeof adminUsers.$inferSelect;

export async function findAdminByEmail(db: Db, email: string): Promise<AdminRow | null> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email.toLowerCase()));
  return row ?? null;
}

/** The instructor account: the first one, when there are several. */
export async function findFirstAdmin(db: Db): Promise<AdminRow | null> {
  const [row] = await db.select().from(adminUsers).orderBy(asc(adminUsers.id)).limit(1);
  return row ?? null;
}

/**
 * Creates the account or replaces its email, name and password hash, and ends every session in the same
 * transaction, so nobody stays signed in with the old password.
 */
export async function saveAdminCredentials(
  db: Db,
  values: { email: string; name: string; passwordHash: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .orderBy(asc(adminUsers.id))
      .limit(1);
    const row = { ...values, updatedAt: new Date() };
    if (existing) await tx.update(adminUsers).set(row).where(eq(adminUsers.id, existing.id));
    else await tx.insert(adminUsers).values(row);
    await tx.delete(sessions);
  });
}

/** A new email or name only: the sessions stay. */
export async function updateAdminProfile(
  db: Db,
  id: number,
  profile: { email: string; name: string },
): Promise<void> {
  await db
    .update(adminUsers)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(adminUsers.id, id));
}
