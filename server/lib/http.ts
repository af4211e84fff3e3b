import type { Response } from 'express';

/** An error with an HTTP status and a message safe to show to the user. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export function sendOk<T>(res: Response, data: T, status = 200): void {
  res.status(status).json({ success: true, data });
}

export function noStore(res: Response): void {
  res.set('Cache-Control', 'no-store');
}
