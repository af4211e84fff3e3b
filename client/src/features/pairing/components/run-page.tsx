import { useNow } from '@/lib/use-now';
import { Suspense, useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import {
  DEFAULT_ODD_CHOICE,
  newAssignmentSchema,
  type AssignmentAction,
  type AssignmentView,
  type OddChoice,
} from '@shared/contracts/pairing';
import { paths } from '@shared/routes';
import { simulationOf } from '@shared/simulations';
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
import { NewRoundCard } from './new-round-card';
import { RoleRulesCard } from './role-rules-card';
import { RunAssignmentSection } from './run-assignment-section';
import { RunPageLinks } from './run-page-links';
import { WhoTakesPartCard } from './who-takes-part-card';
// names and answers typed in Korean: the web font for a PC without a Korean one
import '@/lib/korean-font';
import { GuideLink } from '@/components/guide-link';

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

/**
 * The run page's state (who takes part, the odd student's choice, the seats picked, the server's refusal)
 * and its actions; the links, the assignment and the cards are each their own file.
 */
function RunView({ sim, negotiations }: RunPageProps) {
  const def = simulationOf(sim);
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
    <Page title={`${def.title}: Roles and Partners`} intro={<GuideLink section="rolesAndPartners" />}>
      <RunPageLinks def={def} />

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
            <RunAssignmentSection
              sim={sim}
              view={view}
              roster={roster.data}
              now={now}
              selected={selected}
              onSelect={select}
              busy={busy}
              onAct={(action) => act(view, action)}
              onPublish={() => publish.mutate(view.id, done)}
            />
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
