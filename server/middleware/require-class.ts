import type { RequestHandler } from 'express';
import { currentClass } from '../db/class-scope';
import type { Db } from '../db/client';

/**
 * A write that belongs to the current class (a pairing, a Tariff Wars game): 409 "No class is running"
 * before anything else is checked, while none is (after End class, until the next one starts). Reads pass.
 */
export const requireClassForWrites =
  (db: Db): RequestHandler =>
  (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    currentClass(db).then(() => next(), next);
  };
