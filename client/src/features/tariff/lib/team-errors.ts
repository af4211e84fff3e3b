import { tariffMessages } from '@shared/contracts/tariff-config';
import { ApiError } from '@/lib/api';
import type { TeamText } from './team-text';

/** What a team reads when joining failed, in its page's language. */
export function joinErrorText(err: unknown, t: TeamText): string {
  if (!(err instanceof ApiError)) return t.errors.failed;
  switch (err.status) {
    case 400:
      return t.errors.code;
    case 404:
      return t.errors.unknownCode;
    case 403:
      return t.errors.closed;
    case 410:
      return t.errors.gameEnded;
    case 429:
      return t.errors.tooMany;
    default:
      return t.errors.failed;
  }
}

/** What a team reads when locking failed: already locked (another phone of the team), or the round closed. */
export function lockErrorText(err: unknown, t: TeamText): string {
  if (err instanceof ApiError && err.status === 409) {
    return err.serverMessage === tariffMessages.alreadyLocked
      ? t.errors.alreadyLocked
      : t.errors.roundNotOpen;
  }
  if (err instanceof ApiError && err.status === 403) return t.errors.closed;
  if (err instanceof ApiError && err.status === 410) return t.errors.gameEnded;
  return t.errors.failed;
}
