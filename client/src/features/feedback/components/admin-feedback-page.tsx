import { ChevronDown, Download } from 'lucide-react';
import { useState } from 'react';
import { classMessages, type ClassFilter } from '@shared/contracts/classes-config';
import { feedbackMessages, type FeedbackEntry } from '@shared/contracts/feedback-config';
import { paths } from '@shared/routes';
import { ClassPicker } from '@/features/classes/components/class-picker';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Spinner } from '@/components/ui/spinner';
import { classNameOf } from '@/features/classes/lib/class-name';
import { useClasses } from '@/features/classes/api/get-classes';
import { useClassFilter } from '@/features/classes/hooks/use-class-filter';
import { ApiError } from '@/lib/api';
import { downloadText } from '@/lib/csv';
import { usePageTitle } from '@/lib/use-page-title';
import { useArchiveFeedback, useArchivingFeedbackIds } from '../api/archive-feedback';
import { useFeedback } from '../api/get-feedback';
import { feedbackCsv, feedbackCsvFilename } from '../lib/feedback-csv';
import { FeedbackSummaryPanel } from './feedback-summary-panel';
import { FeedbackTable } from './feedback-table';
import '@/lib/korean-font';
import { BackLink } from '@/components/ui/back-link';
import { GuideLink } from '@/components/guide-link';

/**
 * Admin Course Feedback: summary, active table, collapsible archived table, CSV, of the
 * class the picker shows (the current one unless the URL's `?class=` says otherwise). The route
 * table puts the door (the auth feature's AdminGate) around it.
 */
export default function AdminFeedbackPage() {
  const [filter, setFilter] = useClassFilter();
  const { data, isLoading, isError, error } = useFeedback(filter);
  const archive = useArchiveFeedback({
    mutationConfig: {
      onError: (err) => {
        console.error('Failed to update feedback', err);
        window.alert(feedbackMessages.archiveFailed);
      },
    },
  });
  const pending = useArchivingFeedbackIds();
  const toggle = (e: FeedbackEntry) => archive.mutate({ id: e.id, isArchived: !e.isArchived });

  usePageTitle('Course Feedback');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <BackLink href={paths.admin}>Back to Admin</BackLink>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Course Feedback</h1>
      <GuideLink section="feedback" className="mt-2" />
      <ClassPicker className="mt-6" value={filter} onChange={setFilter} />
      <div className="mt-8">
        {isLoading ? (
          <Spinner label="Loading feedback" />
        ) : isError || !data ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {typeof filter === 'number' && error instanceof ApiError && error.status === 404
              ? classMessages.notFound
              : feedbackMessages.loadFailed}
          </p>
        ) : data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
            {feedbackMessages.noneYet}
          </p>
        ) : (
          <FeedbackLists entries={data} filter={filter} pending={pending} onToggle={toggle} />
        )}
      </div>
    </div>
  );
}

function FeedbackLists({
  entries,
  filter,
  pending,
  onToggle,
}: {
  entries: FeedbackEntry[];
  filter: ClassFilter;
  pending: ReadonlySet<number>;
  onToggle: (e: FeedbackEntry) => void;
}) {
  const [archivedOpen, setArchivedOpen] = useState(false);
  const classes = useClasses();
  const active = entries.filter((e) => !e.isArchived);
  const archived = entries.filter((e) => e.isArchived);

  return (
    <div className="space-y-10">
      <FeedbackSummaryPanel entries={entries} />

      <section aria-labelledby="active-feedback">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="active-feedback" className="text-lg font-semibold text-slate-900">
            Active feedback ({active.length})
          </h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              downloadText(
                feedbackCsvFilename(),
                feedbackCsv(entries, {
                  classNameOf: filter === 'all' ? (id) => classNameOf(classes.data, id) : undefined,
                }),
              )
            }
          >
            <Download className="h-4 w-4" aria-hidden />
            Download CSV <span className="sr-only">of all feedback, archived included</span>
          </Button>
        </div>
        {active.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-600">
            {feedbackMessages.noActive}
          </p>
        ) : (
          <FeedbackTable
            caption="Active feedback"
            entries={active}
            pending={pending}
            onToggleArchived={onToggle}
          />
        )}
      </section>

      <Collapsible open={archivedOpen} onOpenChange={setArchivedOpen} asChild>
        <section aria-labelledby="archived-feedback">
          <h2 id="archived-feedback" className="text-lg font-semibold text-slate-900">
            <CollapsibleTrigger className="inline-flex items-center gap-2 rounded-lg py-1 pr-2 hover:text-brand-800">
              <ChevronDown
                className={`h-5 w-5 transition-transform ${archivedOpen ? '' : '-rotate-90'}`}
                aria-hidden
              />
              Archived feedback ({archived.length})
            </CollapsibleTrigger>
          </h2>
          <CollapsibleContent className="mt-3">
            {archived.length === 0 ? (
              <p className="text-slate-600">No archived feedback.</p>
            ) : (
              <FeedbackTable
                caption="Archived feedback"
                entries={archived}
                pending={pending}
                onToggleArchived={onToggle}
              />
            )}
          </CollapsibleContent>
        </section>
      </Collapsible>
    </div>
  );
}
