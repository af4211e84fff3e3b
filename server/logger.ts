import { pino } from 'pino';
import { safeError } from './lib/safe-error';

export const createLogger = (level: string) =>
  pino({
    level,
    redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { err: safeError },
  });
