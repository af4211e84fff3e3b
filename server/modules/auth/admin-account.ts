import type { Db } from '../../db/client';
import { generatePassword, hashPassword, verifyPassword } from './password';
import { findFirstAdmin, saveAdminCredentials, updateAdminProfile } from './repository';
import { deleteEverySession } from './session-store';

export const DEFAULT_ADMIN_EMAIL = 'instructor@course.local';

/**
 * Creates the account or replaces its email, name and password, and ends every session in the same
 * transaction: whoever was signed in must prove the new password. This is the only place a password is
 * set (start-up with a changed ADMIN_PASSWORD, `npm run admin:password`), so no path can forget it.
 * The new hash also untrusts every device cookie (see device-cookie.ts).
 *
 * The sessions end first, before the new password is hashed (scrypt, 0.2-0.7 s, seconds on a busy machine):
 * every process reads the session on every request, so from then on none accepts an old one (the
 * other processes had accepted it for 3.8 s). Anyone who signs in with the old password meanwhile loses
 * that session again when the new hash is stored.
 */
export async function setAdminCredentials(
  db: Db,
  email: string,
  password: string,
  name: string,
  hashCost: number,
) {
  await deleteEverySession(db);
  const passwordHash = await hashPassword(password, hashCost);
  await saveAdminCredentials(db, { email: email.toLowerCase(), name, passwordHash });
}

/**
 * The start-up check of each database, while it runs: resolves to true when it finished, false when it
 * failed. Until it settles, the stored password may be about to change, so no session cookie is trusted.
 */
const accountChecks = new WeakMap<Db, Promise<boolean>>();

/**
 * Waits for a running ensureAdminAccount on this database (at once when none runs); false when that check
 * failed, and then the process is stopping and sessions are not to be trusted.
 */
export async function adminAccountSettled(db: Db): Promise<boolean> {
  return (await accountChecks.get(db)) ?? true;
}

/**
 * Makes sure the instructor can sign in. With ADMIN_EMAIL and ADMIN_PASSWORD the account follows them
 * (a different password ends every session; a new email or name alone does not); without a password, the
 * first start generates one and returns it so the caller can print it once.
 */
export function ensureAdminAccount(
  db: Db,
  admin: { email?: string; password?: string; name: string },
  hashCost: number,
): Promise<{ email: string; generatedPassword?: string }> {
  const check = applyAdminAccount(db, admin, hashCost);
  accountChecks.set(
    db,
    check.then(
      () => true,
      () => false,
    ),
  );
  return check;
}

async function applyAdminAccount(
  db: Db,
  admin: { email?: string; password?: string; name: string },
  hashCost: number,
): Promise<{ email: string; generatedPassword?: string }> {
  const existing = await findFirstAdmin(db);
  if (admin.email && admin.password) {
    const email = admin.email.toLowerCase();
    if (!existing || !(await verifyPassword(admin.password, existing.passwordHash))) {
      await setAdminCredentials(db, email, admin.password, admin.name, hashCost);
    } else if (existing.email !== email || existing.name !== admin.name) {
      await updateAdminProfile(db, existing.id, { email, name: admin.name });
    }
    return { email };
  }
  if (existing) return { email: existing.email };
  const email = admin.email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = generatePassword();
  await setAdminCredentials(db, email, generatedPassword, admin.name, hashCost);
  return { email, generatedPassword };
}
