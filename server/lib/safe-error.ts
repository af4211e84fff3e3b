/**
 * An error as it may appear in the logs: its kind, code, message and stack, never the values of the request
 * that caused it. Drizzle puts a failed query's parameters (names, amounts, comments) in its message, and
 * PostgreSQL its rows in `detail`; only the fields named here are kept, with any `params:` line removed.
 */
export interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

const withoutParams = (text: string) => text.replace(/^params: .*$/gm, 'params: [not logged]');

export function safeError(value: unknown, depth = 0): SafeError {
  // pino-http hands its serializers pino's own serialization of the error, with the error itself as `raw`
  const err = value instanceof Error ? value : (value as { raw?: unknown } | null)?.raw;
  if (!(err instanceof Error)) return { type: typeof value, message: '[not an Error]' };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.constructor?.name ?? 'Error',
    message: withoutParams(err.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(err.stack ? { stack: withoutParams(err.stack) } : {}),
    ...(err.cause !== undefined && depth < 3 ? { cause: safeError(err.cause, depth + 1) } : {}),
  };
}
