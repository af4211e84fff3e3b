import { Maximize, Search } from 'lucide-react';
import { useDeferredValue, useRef, useState } from 'react';
import { Redirect } from 'wouter';
import { paths, simulationPaths } from '@shared/routes';
import { simulationOf } from '@shared/simulations';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { useAssignment } from '../api/get-assignment';
import { projectedTables } from '../lib/find-name';
import { runText } from '../lib/run-text';
// names and answers typed in Korean: the web font for a PC without a Korean one
import '@/lib/korean-font';

/** The projector's list of tables and names: instructor only (it lists students' names). */
export default function PairsPage({ sim }: { sim: string }) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <Redirect to={paths.simulations} replace />;
  return <Pairs sim={sim} />;
}

/**
 * Table numbers with the two or three names in large type, in table order, following the assignment live;
 * no roles and no figures. A filter box for the student who cannot find their name.
 */
function Pairs({ sim }: { sim: string }) {
  const def = simulationOf(sim);
  usePageTitle(`${def.title} Tables`);
  const assignment = useAssignment(sim);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const screen = useRef<HTMLDivElement>(null);
  const view = assignment.data;
  const tables = view ? projectedTables(view, deferred) : [];

  return (
    <div ref={screen} className="min-h-screen bg-white px-4 py-6 sm:px-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4 fullscreen-hidden">
        <BackLink href={simulationPaths(def).run}>Back to the run page</BackLink>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void screen.current?.requestFullscreen?.().catch(() => undefined)}
        >
          <Maximize className="h-4 w-4" aria-hidden />
          Full screen
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900 lg:text-4xl">{def.title}: your table</h1>
        <div className="relative w-full max-w-xs">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Find your name"
            placeholder="Find your name"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="h-12 pl-10 text-xl"
          />
        </div>
      </div>

      {assignment.isPending ? (
        <Spinner label="Loading the tables" />
      ) : assignment.isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
          {runText.loadFailed}
        </p>
      ) : !view || !view.published ? (
        <p className="mt-10 text-center text-3xl text-slate-700">
          The tables will appear here when they are published.
        </p>
      ) : tables.length === 0 ? (
        <p className="mt-10 text-center text-3xl text-slate-700">No table has this name.</p>
      ) : (
        <ol className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-3 2xl:grid-cols-4" aria-label="Tables">
          {tables.map((t) => (
            <li
              key={t.table}
              aria-label={`Table ${t.table}`}
              className="flex gap-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
            >
              <span className="min-w-[3ch] text-5xl font-black tabular-nums text-brand-800" aria-hidden>
                {t.table}
              </span>
              <span className="min-w-0 text-3xl font-semibold leading-snug text-slate-900">
                {t.names.map((n, i) => (
                  <span key={i} className="block break-words">
                    {n}
                  </span>
                ))}
                {t.observers.map((n, i) => (
                  <span key={`o${i}`} className="block break-words text-xl font-normal text-slate-600">
                    watching: {n}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
