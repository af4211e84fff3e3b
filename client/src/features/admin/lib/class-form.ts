import { classMessages, newClassSchema, renameClassSchema } from '@shared/contracts/classes';
import { ApiError } from '@/lib/api';

/** The name's problem by the shared schema (the same one the server parses with), or null. */
export function classNameProblem(name: string): string | null {
  const parsed = renameClassSchema.safeParse({ name });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? classMessages.nameRequired);
}

/** The body of POST /api/classes as the shared schema makes it (the name trimmed). */
export const newClassBody = (name: string, closeSimulations: boolean) =>
  newClassSchema.parse({ name, closeSimulations });

/**
 * What a refused start or rename says: the server's own words for a bad name (400) or an unknown class
 * (404, with the shared message if it gave none), else the fallback.
 */
export function classRequestProblem(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status === 404) return err.serverMessage || classMessages.notFound;
  if (err instanceof ApiError && err.status === 400 && err.serverMessage) return err.serverMessage;
  return fallback;
}
