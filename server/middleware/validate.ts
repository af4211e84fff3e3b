import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { HttpError } from '../lib/http';

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

/** Parses a positive integer path parameter; anything else is a 404 (no such record). */
export function parseId(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw new HttpError(404, 'Not found.');
  }
  return Number(raw);
}
