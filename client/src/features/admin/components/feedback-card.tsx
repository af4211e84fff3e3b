import { MessageSquareHeart } from 'lucide-react';
import { Link } from 'wouter';
import { activeFeedbackMessage } from '@shared/contracts/feedback-config';
import { paths } from '@shared/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The Course Feedback card: the active count, its message and the way in. */
export function FeedbackCard({
  activeCount,
  archivedCount,
  isLoading,
}: {
  activeCount: number;
  /** Undefined when the figures could not be loaded. */
  archivedCount?: number;
  isLoading: boolean;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MessageSquareHeart className="h-5 w-5 text-brand-700" aria-hidden />
          Course Feedback
        </h3>
        {!isLoading && (
          <Badge tone={activeCount > 0 ? 'blue' : 'gray'} aria-label={`${activeCount} active`}>
            {activeCount}
          </Badge>
        )}
      </div>
      <p className="mt-3 break-words text-slate-700">
        {isLoading ? 'Counting active feedback…' : activeFeedbackMessage(activeCount, archivedCount)}
      </p>
      <Button asChild className="mt-5">
        <Link href={paths.adminFeedback}>View Feedback</Link>
      </Button>
    </Card>
  );
}
