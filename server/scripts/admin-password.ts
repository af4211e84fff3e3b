/**
 * `npm run admin:password` - gives the instructor account a new password, which signs out every session
 * (setAdminCredentials does that, whichever way the password changes).
 * Uses ADMIN_EMAIL / ADMIN_NAME when set, else the existing account's; the new password is
 * NEW_ADMIN_PASSWORD when set, else a generated one, printed once.
 */
import { asc } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { migrateAndSeed } from '../db/migrate';
import { adminUsers } from '../db/schema';
import { loadEnvFile } from '../lib/env-file';
import { DEFAULT_ADMIN_EMAIL, setAdminCredentials } from '../modules/auth/admin-account';
import { generatePassword } from '../modules/auth/password';

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateAndSeed(database);
    const [existing] = await database.db.select().from(adminUsers).orderBy(asc(adminUsers.id)).limit(1);
    const email = config.admin.email ?? existing?.email ?? DEFAULT_ADMIN_EMAIL;
    const name = existing && !process.env.ADMIN_NAME ? existing.name : config.admin.name;
    const fromEnv = process.env.NEW_ADMIN_PASSWORD;
    if (fromEnv !== undefined && fromEnv.length < 12)
      throw new ConfigError('NEW_ADMIN_PASSWORD must be at least 12 characters');
    const password = fromEnv ?? generatePassword();
    await setAdminCredentials(database.db, email, password, name, config.passwordHashCost); // also ends every session
    console.log(
      `Instructor sign-in updated\n  email:    ${email}\n  password: ${fromEnv ? '(as given)' : password}`,
    );
    if (config.admin.password) {
      console.log(
        'Note: ADMIN_PASSWORD is set in the environment; the server will reset to it on its next start.',
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
