import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Response } from 'express';
import type { Ok } from '@shared/contracts/envelope';

/**
 * An error with an HTTP status and a message safe to show to the user; `code` names the reason where a
 * client acts on it (the deal's `agreement-changed`, say), and goes into the answer beside the message.
 */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    public readonly code?: string,
  ) {
    super(message);
  }
}

/** The failure answer of an HttpError: the envelope, its field messages and its code when it has them. */
export const failureBody = (err: HttpError) => ({
  success: false as const,
  message: err.message,
  ...(err.errors ? { errors: err.errors } : {}),
  ...(err.code ? { code: err.code } : {}),
});

export function sendOk<T>(res: Response, data: T, status = 200): void {
  res.status(status).json({ success: true, data } satisfies Ok<T>);
}

export function noStore(res: Response): void {
  res.set('Cache-Control', 'no-store');
}

/**
 * The same `{ success: true, data: [...] }` answer as sendOk, written a page of items at a time with a turn
 * of the event loop between pages, so a long list never blocks the process. An error before the first page
 * becomes the usual error answer; one after it cuts the response off (its JSON is then incomplete).
 */
export async function sendOkInPages<T>(res: Response, pages: AsyncIterable<T[]>): Promise<void> {
  let started = false;
  try {
    for await (const items of pages) {
      const json = JSON.stringify(items).slice(1, -1);
      if (!started) {
        res.status(200).type('application/json');
        res.write('{"success":true,"data":[');
      } else if (json) res.write(',');
      res.write(json);
      started = true;
      await nextTurn();
    }
  } catch (err) {
    if (!started) throw err;
    res.destroy(err as Error);
    return;
  }
  if (!started) return sendOk(res, []);
  res.end(']}');
}
