import { useNow } from '@/lib/use-now';
import { MonitorUp, Send } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, Redirect } from 'wouter';
import {
  DEFAULT_ODD_CHOICE,
  newAssignmentSchema,
  type AssignmentAction,
  type AssignmentView,
  type OddChoice,
} from '@shared/contracts/pairing';
import { paths, simulationPaths } from '@shared/routes';
import { hasResults, simulationOf } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useRoster } from '@/lib/roster';
import {
  useChangeAssignment,
  useCreateAssignment,
  useNewRound,
  usePublishAssignment,
} from '../api/change-assignment';
import { useAssignment } from '../api/get-assignment';
import { runText } from '../lib/run-text';
import { useTicks } from '../lib/use-ticks';
import { AssignmentBoard } from './assignment-board';
import { EditBar } from './edit-bar';
import { Latecomers } from './latecomers-card';
import { NewRoundCard } from './new-round-card';
import { RoleRulesCard } from './role-rules-card';
import { WhoTakesPartCard } from './who-takes-part-card';
// names and answers typed in Korean: the web font for a PC without a Korean one
import '@/lib/korean-font';

interface RunPageProps {
  sim: string;
  /**
   * What the pairs do once the assignment is published (the negotiations, another feature): the route
   * table composes it in, and the page shows it first from then on.
   */
  negotiations?: ReactNode;
}

/** A simulation's run page: roles and partners for the seated students. Instructor only, like View results. */
export default function RunPage(props: RunPageProps) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <Redirect to={paths.simulations} replace />;
  return <RunView {...props} />;
}

function RunView({ sim, negotiations }: RunPageProps) {
  const def = simulationOf(sim);
  const links = simulationPaths(def);
  const assignment = useAssignment(sim);
  const roster = useRoster();
  const now = useNow();
  const chosen = useTicks(now);
  const [odd, setOdd] = useState<OddChoice>(DEFAULT_ODD_CHOICE);
  const [selected, setSelected] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAssignment(sim);
  const change = useChangeAssignment(sim);
  const publish = usePublishAssignment(sim);
  const newRound = useNewRound(sim);
  const busy = create.isPending || change.isPending || publish.isPending || newRound.isPending;

  // On success the new assignment is shown and the selection starts again; on a refusal the server's
  // message is shown and everything chosen stays as it was.
  const done = {
    onSuccess: () => {
      setError(null);
      setSelected([]);
    },
    onError: (err: Error) => setError(errorMessage(err, runText.failed)),
  };

  const assign = () => {
    const seats = (roster.data ?? []).filter(chosen.isChecked).map((s) => s.id);
    const parsed = newAssignmentSchema.safeParse({ seatIds: seats, odd });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    create.mutate(parsed.data, done);
  };
  const act = (view: AssignmentView, action: AssignmentAction) =>
    change.mutate({ id: view.id, action }, done);
  const select = (seatId: number, on: boolean) =>
    setSelected((s) =>
      on ? [...s.filter((x) => x !== seatId), seatId].slice(-2) : s.filter((x) => x !== seatId),
    );

  const view = assignment.data;
  const published = view?.published === true;

  return (
    <Page title={`${def.title}: Roles and Partners`}>
      <div className="-mt-4 mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link href={paths.simulations} className="text-brand-700 underline-offset-4 hover:underline">
          ← Back to Simulations
        </Link>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <Link href={links.pairs}>
              <MonitorUp className="h-4 w-4" aria-hidden />
              Projector: tables
            </Link>
          </Button>
          {hasResults(def) && (
            <Button asChild variant="secondary" size="sm">
              <Link href={links.results}>View results</Link>
            </Button>
          )}
        </div>
      </div>

      {error && (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {error}
        </p>
      )}

      {assignment.isPending || roster.isPending ? (
        <Spinner label="Loading the class" />
      ) : assignment.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {runText.loadFailed}
        </p>
      ) : roster.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {runText.rosterFailed}
        </p>
      ) : (
        <div className="space-y-8">
          {/* the negotiations may load their code on their own: the page does not wait for it */}
          {published && (
            <Suspense fallback={<Spinner label="Loading the negotiations" />}>{negotiations}</Suspense>
          )}

          {/* a next round's draft is re-drawn the way it was asked for (New round), not from the roster */}
          {!published && !(view && view.round > 1) && (
            <WhoTakesPartCard
              roster={roster.data}
              now={now}
              chosen={chosen}
              odd={odd}
              onOdd={setOdd}
              hasDraft={Boolean(view)}
              busy={busy}
              onAssign={assign}
            />
          )}

          <RoleRulesCard sim={sim} />

          {view && (
            <section aria-labelledby="run-assignment" className="space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="run-assignment" className="text-xl font-semibold text-slate-900">
                  {/* a class that plays the case again sees which round this is */}
                  {view.round > 1
                    ? runText.roundHeading(view.round, published)
                    : published
                      ? 'Published: students see their role and partner'
                      : 'Draft: not yet published'}
                </h2>
                {!published && (
                  <Button disabled={busy} onClick={() => publish.mutate(view.id, done)}>
                    <Send className="h-4 w-4" aria-hidden />
                    Publish
                  </Button>
                )}
              </div>
              <EditBar
                view={view}
                selected={selected}
                busy={busy}
                onSwap={([a, b]) => act(view, { action: 'swap', seatIds: [a, b] })}
                onMove={(seatId, table) => act(view, { action: 'move', seatId, table })}
              />
              <AssignmentBoard
                sim={sim}
                view={view}
                selected={selected}
                onSelect={select}
                onAbsent={published ? (seatId) => act(view, { action: 'absent', seatId }) : undefined}
                onPresent={published ? (seatId) => act(view, { action: 'present', seatId }) : undefined}
                busy={busy}
              />
              {published && (
                <Latecomers
                  view={view}
                  roster={roster.data}
                  now={now}
                  busy={busy}
                  onPair={(seatIds) => act(view, { action: 'latecomers', seatIds })}
                  onMirror={(seatId, table) => act(view, { action: 'mirror', seatId, table })}
                />
              )}
            </section>
          )}

          {view && view.pairs.length > 0 && (published || view.round > 1) && (
            <NewRoundCard
              round={published ? view.round : view.round - 1}
              busy={busy}
              onStart={(mode) => newRound.mutate(mode, done)}
            />
          )}
        </div>
      )}
    </Page>
  );
}
