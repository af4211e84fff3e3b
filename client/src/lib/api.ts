import type { Fail, Ok } from '@shared/contracts/envelope';

/**
 * The one fetcher of the client. Every request sends the cookies; any non-2xx answer throws an ApiError
 * whose message is "STATUS: body", and which keeps the server's `message` for forms.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly bodyText: string,
    public readonly serverMessage?: string,
    /** The server's messages per field of the request body (a 400's `errors`), for the form's fields. */
    public readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }
}

const isFieldErrors = (v: unknown): v is Record<string, string[]> =>
  typeof v === 'object' &&
  v !== null &&
  Object.values(v).every((m) => Array.isArray(m) && m.every((s) => typeof s === 'string'));

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let serverMessage: string | undefined;
  let fieldErrors: Record<string, string[]> | undefined;
  try {
    const parsed = JSON.parse(text) as Partial<Record<keyof Fail, unknown>>;
    if (typeof parsed.message === 'string') serverMessage = parsed.message;
    if (isFieldErrors(parsed.errors)) fieldErrors = parsed.errors;
  } catch {
    // not JSON: the text itself is the message
  }
  throw new ApiError(res.status, text, serverMessage, fieldErrors);
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
let send: Fetch = (url, init) => fetch(url, init);

/** Server-side rendering reads the API through the visitor's own session (entry-server.tsx). */
export function setApiFetch(fetchForServer: Fetch): void {
  send = fetchForServer;
}

export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await send(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** Sends a request whose answer is the envelope `{ success: true, data }` and returns its data. */
export async function requestData<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  return (await apiRequest<Ok<T>>(method, url, body)).data;
}

/** GET an envelope `{ success: true, data }` and return its data. */
export const getData = <T>(url: string): Promise<T> => requestData<T>('GET', url);

/** The message to show a user for a failed request: the server's own words when it gave some. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}
