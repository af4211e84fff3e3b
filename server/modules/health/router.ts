import { Router } from 'express';
import { messages } from '@shared/messages';
import { HttpError, noStore, sendOk } from '../../lib/http';
import type { ModuleContext } from '../context';
import { databaseAnswers } from './service';

/** GET /api/health: 200 while the database answers, 503 when it does not (for probes and monitors). */
export function healthRouter({ database }: ModuleContext): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    noStore(res);
    if (!(await databaseAnswers(database))) throw new HttpError(503, messages.databaseUnavailable);
    sendOk(res, { status: 'ok', database: database.kind });
  });
  return router;
}
