import { Router } from 'express';
import { messages } from '@shared/messages';
import type { Database } from '../../db/client';
import { noStore } from '../../lib/http';

const PING_TIMEOUT_MS = 2_000;

export function healthRouter(database: Database): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    noStore(res);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
        }),
      ]);
      res.json({ success: true, data: { status: 'ok', database: database.kind } });
    } catch {
      res.status(503).json({ success: false, message: messages.databaseUnavailable });
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
