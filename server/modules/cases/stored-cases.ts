import type { RequestHandler } from 'express';
import type { ModuleContext } from '../context';
import { syncStoredCases } from './service';

/** How long a process waits to try again when the stored cases could not be read at start. */
const RETRY_MS = 10_000;

/**
 * Registers the stored packages in this process: at start, again whenever any process says a case was added
 * or removed (the live channel), and after the channel reconnects (a message may have been lost). The
 * middleware holds requests until the first load is done, so no page is answered without the added cases;
 * when the database cannot be read then, the site starts without them and tries again.
 */
export function storedCasesLoaded({ db, live, logger }: ModuleContext): RequestHandler {
  const load = (): Promise<boolean> =>
    syncStoredCases(db).then(
      () => true,
      (err: unknown) => {
        logger.error({ err }, 'could not load the added cases');
        return false;
      },
    );
  live.subscribe(
    (message) => {
      if (message.event.type === 'cases') void load();
    },
    () => void load(),
  );
  const retry = () => setTimeout(() => void load().then((done) => done || retry()), RETRY_MS).unref();
  const first = load().then((done) => {
    if (!done) retry();
  });
  return (_req, _res, next) => {
    void first.then(() => next());
  };
}
