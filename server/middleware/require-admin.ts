import type { RequestHandler } from 'express';
import { messages } from '@shared/messages';
import { HttpError } from '../lib/http';

/** Every admin endpoint goes through this: 401 unless a valid admin session came with the request. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.admin) return next(new HttpError(401, messages.signInRequired));
  next();
};
