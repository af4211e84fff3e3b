import { pino } from 'pino';

export const createLogger = (level: string) =>
  pino({ level, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] });
