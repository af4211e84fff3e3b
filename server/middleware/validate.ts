import type { NextFunction, Request, RequestHandler, Response } from 'express';
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

/** The JSON body parsed by `schema`, or a 400 with every issue's message and a field -> messages map. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const { message, errors } = describeIssues(parsed.error);
    throw new HttpError(400, message, errors);
  }
  return parsed.data;
}

/**
 * A handler given the JSON body parsed by `schema` and typed by it, so no handler casts `req.body`, e.g.
 * `router.patch('/:id', requireAdmin, withBody(renameClassSchema, async (req, res, { name }) => ...))`.
 * A body the schema refuses ends in the 400 of `parseBody` before the handler runs. Path parameters are typed
 * by the route's path.
 */
export function withBody<S extends z.ZodType, P = Request['params']>(
  schema: S,
  handler: (req: Request<P>, res: Response, body: z.output<S>, next: NextFunction) => void | Promise<void>,
): RequestHandler<P> {
  return (req, res, next) => handler(req, res, parseBody(schema, req.body), next);
}

/** A path parameter's check (a middleware) that also reads the parameter in the handler, typed. */
export interface ParamCheck<T extends string> extends RequestHandler {
  /** The parameter, which passed the check (a request it never checked is answered as if it failed). */
  of(req: Request): T;
}

/**
 * Checks a path parameter before the body is read: when `isValid` refuses it the request ends in a 404
 * with `message`, since an unknown key or id names no record whatever the body says. The handler then
 * reads it with `of`, typed by `isValid` when that is a type guard, e.g.
 * `const deck = validateParam('deck', isDeckKey, messages.unknownDeck)`, then
 * `router.patch('/:deck', requireAdmin, deck, withBody(schema, (req, res, patch) => change(deck.of(req), patch)))`.
 */
export function validateParam<T extends string>(
  name: string,
  isValid: (value: string) => value is T,
  message?: string,
): ParamCheck<T>;
export function validateParam(
  name: string,
  isValid: (value: string) => boolean,
  message?: string,
): ParamCheck<string>;
export function validateParam(
  name: string,
  isValid: (value: string) => boolean,
  message: string = messages.notFound,
): ParamCheck<string> {
  const of = (req: Request): string => {
    const value: unknown = req.params[name];
    if (typeof value !== 'string' || !isValid(value)) throw new HttpError(404, message);
    return value;
  };
  const check: RequestHandler = (req, _res, next) => {
    of(req);
    next();
  };
  return Object.assign(check, { of });
}

/** `?class=current|all|{id}` of a list (default current); anything else is a 400 with the choices. */
export function classFilterOr400(raw: unknown): ClassFilter {
  const filter = parseClassFilter(raw);
  if (filter === null) throw new HttpError(400, classMessages.badFilter);
  return filter;
}

/** A database id in a path: a positive integer that fits PostgreSQL's `integer`. */
export const isId = (raw: string): boolean => /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647;
