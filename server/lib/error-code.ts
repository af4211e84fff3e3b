/**
 * An error's code (SQLSTATE from PostgreSQL or PGlite, or Node's errno name), found on the error or down its
 * causes (Drizzle wraps the driver's error as the cause).
 */
export function errorCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** A unique constraint refused the write (SQLSTATE 23505). */
export const isUniqueViolation = (err: unknown) => errorCode(err) === '23505';

/**
 * A NOT NULL column refused the write (SQLSTATE 23502) and it was `column`: the driver's error names it
 * (PostgreSQL's and PGlite's `column` field), else its message does.
 */
export function isNotNullViolationOf(err: unknown, column: string): boolean {
  if (errorCode(err) !== '23502') return false;
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { column: named, message } = e as { column?: unknown; message?: unknown };
    if (named === column) return true;
    if (typeof message === 'string' && message.includes(`"${column}"`)) return true;
  }
  return false;
}
