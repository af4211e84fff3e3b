import { formatCount, formatDateTime } from '@shared/format';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  classMessages,
  classQuery,
  researchExportUrl,
  type CourseClass,
} from '@shared/contracts/classes-config';
import { courseReportPath, simulationPaths } from '@shared/routes';
import { teamGames } from '@shared/contracts/tariff-config';
import { reportedSimulations } from '@shared/simulations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useClasses } from '@/features/classes/api/get-classes';
import { retentionText } from '../lib/retention';
import { DeleteClassDialog } from './delete-class-dialog';
import { RenameClassDialog } from './rename-class-dialog';
import { RetentionDialog } from './retention-dialog';
import { StartClassButton } from './start-class-dialog';
import { GuideLink } from '@/components/guide-link';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

type Action = 'rename' | 'retention' | 'delete';

/**
 * Classes: every class, newest first, with its dates, counts and how long its personal data is kept, and
 * ways to rename it, change that, or delete an ended class.
 */
export function ClassesTab() {
  const classes = useClasses();
  const [open, setOpen] = useState<{ action: Action; target: CourseClass } | null>(null);
  const targetOf = (action: Action) => (open?.action === action ? open.target : null);
  const close = () => setOpen(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">Classes</h2>
        <GuideLink section="classes" className="mr-auto" />
        <StartClassButton />
      </div>
      <p className="max-w-3xl text-slate-600">
        Each class keeps its own results, feedback and Tariff Wars games. The results, feedback and game pages
        show the current class unless you choose another one (or all classes) in their Class picker.
      </p>
      {classes.isLoading ? (
        <Spinner label="Loading classes" />
      ) : classes.isError || !classes.data ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {classMessages.loadFailed}
        </p>
      ) : (
        <ul className="space-y-4" aria-label="Classes, newest first">
          {classes.data.map((c) => (
            <li key={c.id}>
              <ClassCard item={c} onAction={(action) => setOpen({ action, target: c })} />
            </li>
          ))}
        </ul>
      )}
      <RenameClassDialog target={targetOf('rename')} onClose={close} />
      <RetentionDialog target={targetOf('retention')} onClose={close} />
      <DeleteClassDialog target={targetOf('delete')} onClose={close} />
    </div>
  );
}

function ClassCard({ item, onAction }: { item: CourseClass; onAction: (action: Action) => void }) {
  const headingId = `class-${item.id}-name`;
  const { results, feedback, recommendScore, tariffGames } = item.counts;
  // a team game's page lists every game of the class, whichever team game it played
  const gameSim = teamGames()[0];
  const gamePage = gameSim ? simulationPaths(gameSim).game : '';
  return (
    <article className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="break-words text-lg font-semibold text-slate-900">
              {item.name}
            </h3>
            {item.isCurrent && <Badge tone="green">Current</Badge>}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Started <time dateTime={item.startedAt}>{formatDateTime(item.startedAt)}</time>
            {item.endedAt ? (
              <>
                {' '}
                · ended <time dateTime={item.endedAt}>{formatDateTime(item.endedAt)}</time>
              </>
            ) : (
              ' · running now'
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onAction('rename')}
            aria-label={`Rename ${item.name}`}
          >
            <Pencil className="h-4 w-4" aria-hidden />
            Rename
          </Button>
          {/* the current class cannot be deleted (the server refuses too): start another first */}
          {!item.isCurrent && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onAction('delete')}
              aria-label={`Delete ${item.name}…`}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              Delete class…
            </Button>
          )}
        </div>
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span data-testid="class-retention">{retentionText(item)}</span>
        {!item.personalDataDestroyedAt && (
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2 text-brand-800 underline underline-offset-2"
            onClick={() => onAction('retention')}
            aria-label={`Change how long ${item.name} keeps personal data`}
          >
            Change
          </Button>
        )}
      </p>
      <ResearchExport item={item} />
      <p className="mt-2 text-sm">
        <Link
          href={courseReportPath(item.id)}
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Course report of {item.name} (for the client, EN/KO, print or CSV)
        </Link>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {reportedSimulations().map((sim) => (
          <Count key={sim.key} label={`${sim.title} results`} value={formatCount(results[sim.key] ?? 0)} />
        ))}
        <Count label="Feedback" value={formatCount(feedback)} />
        <Count label="Tariff Wars games" value={formatCount(tariffGames)} />
        <Count
          label="Recommend score"
          value={recommendScore === null ? '–' : signed(recommendScore)}
          srValue={recommendScore === null ? 'none yet' : undefined}
        />
      </dl>
      {tariffGames > 0 && gameSim && (
        <p className="mt-3">
          <Link
            href={item.isCurrent ? gamePage : `${gamePage}?${classQuery(item.id)}`}
            className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {gameSim.title} games of {item.name}
          </Link>
        </p>
      )}
    </article>
  );
}

function Count({ label, value, srValue }: { label: string; value: string; srValue?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-bold tabular-nums text-slate-900">
        {srValue ? (
          <>
            <span aria-hidden>{value}</span>
            <span className="sr-only">{srValue}</span>
          </>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

/** The class's data for research: a CSV under random ids, no names; free text only when ticked. */
function ResearchExport({ item }: { item: CourseClass }) {
  const [freeText, setFreeText] = useState(false);
  const boxId = `class-${item.id}-free-text`;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <a
        className="font-medium text-brand-800 underline underline-offset-2"
        href={researchExportUrl(item.id, freeText)}
        download
        aria-label={`Research export of ${item.name} (CSV, no names)`}
      >
        Research export (CSV, no names)
      </a>
      <span className="flex items-center gap-1">
        <input
          id={boxId}
          type="checkbox"
          checked={freeText}
          onChange={(e) => setFreeText(e.target.checked)}
          className="h-4 w-4"
        />
        <label htmlFor={boxId}>with free text (terms, comments)</label>
      </span>
    </p>
  );
}
