import { GraduationCap, QrCode } from 'lucide-react';
import { Link } from 'wouter';
import type { DashboardFigures } from '@shared/contracts/dashboard';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { StartClassButton } from './start-class-dialog';

/** The top of the Overview: which class is running (its figures are the ones below), and the way to start the next. */
export function CurrentClass({
  current,
  isLoading,
}: {
  current: DashboardFigures['currentClass'] | undefined;
  isLoading: boolean;
}) {
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-5">
      <p className="flex min-w-0 items-center gap-2 text-slate-800" aria-live="polite">
        <GraduationCap className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
        {current ? (
          <span className="min-w-0 break-words">
            Current class: <strong className="font-semibold text-slate-900">{current.name}</strong>, started{' '}
            <time dateTime={current.startedAt}>{formatDateTime(current.startedAt)}</time>
          </span>
        ) : (
          <span>Current class: {isLoading ? 'loading…' : 'not available right now'}</span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <Link href={paths.join}>
            <QrCode className="h-4 w-4" aria-hidden />
            Join screen
          </Link>
        </Button>
        <StartClassButton />
      </div>
    </Card>
  );
}
