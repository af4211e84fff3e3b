import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { serverSecrets } from './schema';

/** The secrets a process has read, per database: a secret never changes once drawn. */
const known = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * The server's secret called `name`: 32 random bytes, drawn by the first process that needs it and stored, so
 * every process of the site (one database) signs and checks with the same key. Read once per process; a read
 * that fails (the database is down) is tried again by the next caller.
 */
export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let ofDb = known.get(db);
  if (!ofDb) known.set(db, (ofDb = new Map()));
  const cached = ofDb.get(name);
  if (cached) return cached;
  const reading = (async () => {
    // two processes drawing at once: the first insert wins, and both read what it stored
    await db
      .insert(serverSecrets)
      .values({ name, value: crypto.randomBytes(32).toString('base64url') })
      .onConflictDoNothing({ target: serverSecrets.name });
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    return Buffer.from(row!.value, 'base64url');
  })();
  ofDb.set(name, reading);
  reading.catch(() => ofDb.delete(name));
  return reading;
}
