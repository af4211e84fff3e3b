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
