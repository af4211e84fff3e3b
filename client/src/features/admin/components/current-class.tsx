import { formatDateTime } from '@shared/format';
import { GraduationCap, QrCode } from 'lucide-react';
import { Link } from 'wouter';
import type { DashboardFigures } from '@shared/contracts/dashboard';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { classMessages } from '@shared/contracts/classes-config';
import { EndClassButton } from './end-class-dialog';
import { StartClassButton } from './start-class-dialog';

/**
 * The top of the Overview: which class is running (its figures are the ones below), the way to end it and
 * to start the next; after End class, that no class is running (`current` null).
 */
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
        ) : current === null ? (
          <strong className="font-semibold text-slate-900">{classMessages.noClass}</strong>
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
        {current && <EndClassButton name={current.name} />}
        <StartClassButton />
      </div>
    </Card>
  );
}
