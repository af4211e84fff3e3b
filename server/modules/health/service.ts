import type { Database } from '../../db/client';

const PING_TIMEOUT_MS = 2_000;

/** Whether the database answers a trivial query within the time a load balancer's probe waits. */
export async function databaseAnswers(database: Database, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
