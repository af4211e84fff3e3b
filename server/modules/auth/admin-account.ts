import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema';
import { generatePassword, hashPassword, verifyPassword } from './password';

export const DEFAULT_ADMIN_EMAIL = 'instructor@course.local';

export async function findAdminByEmail(db: Db, email: string) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email.toLowerCase()));
  return row ?? null;
}

async function firstAdmin(db: Db) {
  const [row] = await db.select().from(adminUsers).orderBy(asc(adminUsers.id)).limit(1);
  return row ?? null;
}

/** Creates the account or replaces its email, name and password. */
export async function setAdminCredentials(db: Db, email: string, password: string, name: string) {
  const passwordHash = await hashPassword(password);
  const existing = await firstAdmin(db);
  const values = { email: email.toLowerCase(), name, passwordHash, updatedAt: new Date() };
  if (existing) await db.update(adminUsers).set(values).where(eq(adminUsers.id, existing.id));
  else await db.insert(adminUsers).values(values);
}

/**
 * Makes sure the instructor can sign in. With ADMIN_EMAIL and ADMIN_PASSWORD the account follows them;
 * without a password, the first start generates one and returns it so the caller can print it once.
 */
export async function ensureAdminAccount(
  db: Db,
  admin: { email?: string; password?: string; name: string },
): Promise<{ email: string; generatedPassword?: string }> {
  const existing = await firstAdmin(db);
  if (admin.email && admin.password) {
    const same =
      existing &&
      existing.email === admin.email.toLowerCase() &&
      existing.name === admin.name &&
      (await verifyPassword(admin.password, existing.passwordHash));
    if (!same) await setAdminCredentials(db, admin.email, admin.password, admin.name);
    return { email: admin.email.toLowerCase() };
  }
  if (existing) return { email: existing.email };
  const email = admin.email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = generatePassword();
  await setAdminCredentials(db, email, generatedPassword, admin.name);
  return { email, generatedPassword };
}
