import { formatLocalDate } from '@shared/format';
import type { CourseClass } from '@shared/contracts/classes-config';

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
