import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { messages } from '@shared/messages';
import { HttpError } from '../lib/http';
import { classMessages, parseClassFilter, type ClassFilter } from '@shared/contracts/classes-config';

/** Issues of a failed parse as one readable sentence plus a field -> messages map. */
export function describeIssues(error: z.ZodError): { message: string; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  const message = error.issues.map((i) => i.message).join(' ');
  return { message, errors };
}

/**
 * Parses the JSON body with a shared zod schema. The parsed value replaces req.body, so the handler
 * only ever sees validated, trimmed, typed input.
 */
export function validateBody(schema: z.ZodType): RequestHandler {
  return (req, _res, next) => {
    const parsed = schema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const { message, errors } = describeIssues(parsed.error);
      return next(new HttpError(400, message, errors));
    }
    req.body = parsed.data;
    next();
  };
}

/**
 * Checks a path parameter before the body is read: when `isValid` refuses it the request ends in a 404
 * with `message`, since an unknown key or id names no record whatever the body says. The handler then
 * reads `req.params[name]` knowing it passed, e.g.
 * `router.patch('/:deck', requireAdmin, validateParam('deck', isDeckKey, messages.unknownDeck), ...)`.
 */
export function validateParam(
  name: string,
  isValid: (value: string) => boolean,
  message: string = messages.notFound,
): RequestHandler {
  return (req, _res, next) => {
    const value: unknown = req.params[name];
    if (typeof value !== 'string' || !isValid(value)) return next(new HttpError(404, message));
    next();
  };
}

/** `?class=current|all|{id}` of a list (default current); anything else is a 400 with the choices. */
export function classFilterOr400(raw: unknown): ClassFilter {
  const filter = parseClassFilter(raw);
  if (filter === null) throw new HttpError(400, classMessages.badFilter);
  return filter;
}

/** A database id in a path: a positive integer that fits PostgreSQL's `integer`. */
export const isId = (raw: string): boolean => /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647;
