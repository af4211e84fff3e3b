import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { classesPastRetention, destroyPersonalData } from '../../db/personal-data';
import { tablesThatLostRows, type Scrubber } from '../../db/scrub';

/** How often each process looks for classes whose retention ran out (and once, a minute after it starts). */
export const RETENTION_CHECK_MS = 60 * 60_000;

/**
 * Destroys the personal data of every class whose retention ran out by `now`, each class in one transaction,
 * and logs what: the class id, when, and per table how many rows were deleted (those that hang on a seat or
 * an assignment too) and how many emptied; never a name or anything else a student wrote. Safe on several processes at once:
 * a class already done is not found again, and doing one twice changes nothing.
 */
export async function destroyExpiredPersonalData(
  db: Db,
  logger: Logger,
  now = new Date(),
  scrubber?: Pick<Scrubber, 'request'>,
): Promise<number[]> {
  const due = await classesPastRetention(db, now);
  for (const classId of due) {
    const { deleted, emptied } = await db.transaction((tx) => destroyPersonalData(tx, classId, now));
    logger.info(
      { classId, at: now.toISOString(), deleted, emptied },
      'personal data destroyed: the retention period ended',
    );
    // the destroyed rows stay in the database's files until their tables are rewritten
    scrubber?.request(tablesThatLostRows(deleted, emptied));
  }
  return due;
}

/** Runs the check a minute after start and then every hour; the returned function stops it. */
export function scheduleRetention(db: Db, logger: Logger, scrubber: Pick<Scrubber, 'request'>): () => void {
  const run = () =>
    void destroyExpiredPersonalData(db, logger, new Date(), scrubber).catch((err: Error) =>
      logger.error({ err }, 'the retention check failed; it runs again within the hour'),
    );
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, RETENTION_CHECK_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
