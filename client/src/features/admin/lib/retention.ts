import { formatLocalDate } from '@shared/format';
import { renameClassSchema } from '@shared/contracts/classes';
import { classMessages, type CourseClass } from '@shared/contracts/classes-config';

type Retention = Pick<CourseClass, 'retentionDays' | 'destroysPersonalDataAt' | 'personalDataDestroyedAt'>;

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * What happens to a class's personal data, in one line: destroyed already, kept until the class is
 * deleted (0 days), or kept so many days after the class ends (with the day once the class has ended).
 */
export function retentionText(c: Retention): string {
  if (c.personalDataDestroyedAt)
    return `Personal data destroyed on ${formatLocalDate(c.personalDataDestroyedAt)}`;
  if (c.retentionDays === 0) return 'Personal data kept until the class is deleted';
  const kept = `Personal data kept ${days(c.retentionDays)} after the class ends`;
  return c.destroysPersonalDataAt
    ? `${kept} · destroyed on ${formatLocalDate(c.destroysPersonalDataAt)}`
    : kept;
}

/**
 * The typed number of days by the shared schema (the server's own check): the days, or the message.
 * An empty field is not 0 (0 means "keep until deleted", which should be typed on purpose).
 */
export function parseRetentionDays(raw: string): { days: number } | { problem: string } {
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  const parsed = renameClassSchema.safeParse({ retentionDays: value });
  return parsed.success && parsed.data.retentionDays !== undefined
    ? { days: parsed.data.retentionDays }
    : { problem: parsed.error?.issues[0]?.message ?? classMessages.retention };
}
