import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { seatMessages } from '@shared/contracts/seats-config';
import { messages } from '@shared/messages';
import { NO_CLASS } from '../db/class-scope';
import { errorCode, isNotNullViolationOf } from '../lib/error-code';
import { failureBody, HttpError } from '../lib/http';

export const apiNotFound: RequestHandler = (_req, _res, next) => next(new HttpError(404, messages.notFound));

/**
 * The disk is full: PostgreSQL's (and PGlite's, which is PostgreSQL) SQLSTATE 53100 disk_full, raised when
 * it cannot extend a file, or Node's ENOSPC from a write of the server's own.
 */
const isDiskFull = (err: unknown) => ['53100', 'ENOSPC'].includes(errorCode(err) ?? '');

/** Postgres/PGlite connection failures: the database is down, not the request wrong. */
function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown };
  const code = errorCode(err);
  if (code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001'].includes(code))
    return true;
  const msg = `${e?.message ?? ''} ${(e?.cause as Error | undefined)?.message ?? ''}`;
  return /connection terminated|timeout exceeded when trying to connect|query read timeout|PGlite is closed/i.test(
    msg,
  );
}

/**
 * The language of a request's 409 "No class is running": the `lang` it sends (a join's body, a page's
 * query), else the browser's preference between English and Korean.
 */
function requestLang(req: Request): 'en' | 'ko' {
  const sent = (req.body as { lang?: unknown } | undefined)?.lang ?? req.query?.lang;
  if (sent === 'ko' || sent === 'en') return sent;
  return req.acceptsLanguages('en', 'ko') === 'ko' ? 'ko' : 'en';
}

/**
 * A write that needs the current class while none is running: the code's NoClassError, or an insert whose
 * `class_id` default (current_class_id()) found no class. Never a 500: the 409 says so.
 */
const isNoClass = (err: unknown) =>
  (err instanceof HttpError && err.code === NO_CLASS) || isNotNullViolationOf(err, 'class_id');

/** The one place errors become responses: always the JSON envelope, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  let status = 500;
  let message: string = messages.internal;
  let errors: Record<string, string[]> | undefined;
  let code: string | undefined;

  if (isNoClass(err)) {
    status = 409;
    message = seatMessages[requestLang(req)].noClass;
    code = NO_CLASS;
    // a form's field (the join's code) says it too, in the same language
    if (err instanceof HttpError && err.errors)
      errors = Object.fromEntries(Object.keys(err.errors).map((field) => [field, [message]]));
  } else if (err instanceof HttpError) {
    status = err.status;
    message = err.message;
    errors = err.errors;
    code = err.code;
  } else if (err?.type === 'entity.parse.failed') {
    status = 400;
    message = messages.badJson;
  } else if (err?.type === 'entity.too.large') {
    status = 413;
    message = messages.tooLarge;
  } else if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
    status = err.status;
    message = err.expose && err.message ? err.message : messages.badRequest;
  } else if (isDiskFull(err)) {
    status = 503;
    message = messages.diskFull;
  } else if (isDatabaseUnavailable(err)) {
    status = 503;
    message = messages.databaseUnavailable;
  }

  if (status >= 500) req.log?.error({ err }, 'request failed');
  if (res.headersSent) return;
  res.status(status).json(failureBody(new HttpError(status, message, errors, code)));
};
