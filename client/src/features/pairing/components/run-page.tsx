import { ArrowLeftRight, Dices, MonitorUp, MoveRight, Send, Shuffle, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, Redirect } from 'wouter';
import {
  DEFAULT_ODD_CHOICE,
  newAssignmentSchema,
  type AssignmentAction,
  type AssignmentView,
  type OddChoice,
} from '@shared/contracts/pairing';
import { PRESENT_WITHIN_MS, isPresent, type RosterSeat } from '@shared/contracts/seats-config';
import { paths, simulationPaths } from '@shared/routes';
import { hasResults, simulationOf } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useNow } from '@/lib/relative-time';
import { useRoster } from '@/lib/roster';
import { useChangeAssignment, useCreateAssignment, usePublishAssignment } from '../api/change-assignment';
import { useAssignment } from '../api/get-assignment';
import { latecomersOf } from '../lib/present';
import { runText } from '../lib/run-text';
import { AssignmentBoard } from './assignment-board';
import { SeatPicker } from './seat-picker';
import { RoleRulesCard } from './role-rules-card';

/** A simulation's run page: roles and partners for the seated students. Instructor only, like View results. */
export default function RunPage({ sim }: { sim: string }) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <Redirect to={paths.simulations} replace />;
  return <RunView sim={sim} />;
}

/** Ticked by default when present now; what the instructor ticked or unticked stays so. */
function useTicks(now: Date) {
  const [overrides, setOverrides] = useState<Record<number, boolean>>({});
  return {
    isChecked: (seat: RosterSeat) => overrides[seat.id] ?? isPresent(seat, now),
    onToggle: (seat: RosterSeat, on: boolean) => setOverrides((o) => ({ ...o, [seat.id]: on })),
  };
}

function RunView({ sim }: { sim: string }) {
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
  const busy = create.isPending || change.isPending || publish.isPending;
  const oddId = useId();

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
          {!published && (
            <Card className="space-y-5 p-5">
              <h2 className="text-xl font-semibold text-slate-900">Who takes part</h2>
              {roster.data.length === 0 ? (
                <p className="text-slate-700">{runText.emptyRoster}</p>
              ) : (
                <SeatPicker
                  legend={`Students present (online now or seen in the last ${PRESENT_WITHIN_MS / 60_000} minutes are ticked)`}
                  seats={roster.data}
                  now={now}
                  {...chosen}
                />
              )}
              <fieldset aria-describedby={`${oddId}-help`}>
                <legend className="font-semibold text-slate-900">With an odd number</legend>
                <p id={`${oddId}-help`} className="text-sm text-slate-600">
                  Chosen before assigning: who is left over when the students do not pair up evenly.
                </p>
                <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                  {(
                    [
                      ['trio', 'One trio: two students share a role'],
                      ['observer', 'One observer, who watches a table'],
                    ] as const
                  ).map(([value, label]) => (
                    <label key={value} className="flex min-h-10 items-center gap-2">
                      <input
                        type="radio"
                        name={`${oddId}-odd`}
                        className="h-5 w-5 accent-brand-700"
                        checked={odd === value}
                        onChange={() => setOdd(value)}
                      />
                      {label}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="flex flex-wrap gap-3">
                {view ? (
                  <Button variant="secondary" disabled={busy} onClick={assign}>
                    <Dices className="h-4 w-4" aria-hidden />
                    Re-roll
                  </Button>
                ) : (
                  <Button disabled={busy} onClick={assign}>
                    <Shuffle className="h-4 w-4" aria-hidden />
                    Assign roles and partners
                  </Button>
                )}
              </div>
            </Card>
          )}

          <RoleRulesCard sim={sim} />

          {view && (
            <section aria-labelledby="run-assignment" className="space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="run-assignment" className="text-xl font-semibold text-slate-900">
                  {published ? 'Published: students see their role and partner' : 'Draft: not yet published'}
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
        </div>
      )}
    </Page>
  );
}

/** Swap the two selected students, or move the one selected to another table. */
function EditBar({
  view,
  selected,
  busy,
  onSwap,
  onMove,
}: {
  view: AssignmentView;
  selected: number[];
  busy: boolean;
  onSwap: (ids: [number, number]) => void;
  onMove: (seatId: number, table: number) => void;
}) {
  const id = useId();
  const [table, setTable] = useState('');
  const one = selected.length === 1 ? selected[0]! : null;
  const ownTable = view.pairs.find((p) => p.members.some((m) => m.seatId === one))?.table;
  const tables = view.pairs.map((p) => p.table).filter((t) => t !== ownTable);
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <p className="basis-full text-sm text-slate-600" aria-live="polite">
        {selected.length === 0
          ? 'Select two students to swap them, or one to move to another table.'
          : `${selected.length} selected.`}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={busy || selected.length !== 2}
        onClick={() => onSwap([selected[0]!, selected[1]!])}
      >
        <ArrowLeftRight className="h-4 w-4" aria-hidden />
        Swap
      </Button>
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-table`} className="text-sm font-medium text-slate-800">
          Move to table
        </label>
        <select
          id={`${id}-table`}
          className="h-9 rounded-md border border-slate-300 bg-white px-2"
          value={table}
          disabled={one === null}
          onChange={(e) => setTable(e.target.value)}
        >
          <option value="">Choose</option>
          {tables.map((t) => (
            <option key={t} value={t}>
              Table {t}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || one === null || table === ''}
          onClick={() => one !== null && onMove(one, Number(table))}
        >
          <MoveRight className="h-4 w-4" aria-hidden />
          Move
        </Button>
      </div>
    </div>
  );
}

/**
 * After publishing: students who joined since (the roster's seats the assignment does not place) and the
 * flagged ones are paired in one action; or one of them joins a chosen table as a mirror.
 */
function Latecomers({
  view,
  roster,
  now,
  busy,
  onPair,
  onMirror,
}: {
  view: AssignmentView;
  roster: RosterSeat[];
  now: Date;
  busy: boolean;
  onPair: (seatIds: number[]) => void;
  onMirror: (seatId: number, table: number) => void;
}) {
  const id = useId();
  const late = latecomersOf(roster, view);
  const ticks = useTicks(now);
  const [mirror, setMirror] = useState({ seatId: '', table: '' });
  const candidates = [
    ...view.unpaired.map((u) => ({ id: u.seatId, name: u.name })),
    ...late.map((s) => ({ id: s.id, name: s.name })),
  ];
  const ticked = late.filter(ticks.isChecked).map((s) => s.id);
  // a student just added is no longer one to choose
  const who = candidates.some((c) => String(c.id) === mirror.seatId) ? mirror.seatId : '';
  return (
    <Card className="space-y-4 p-5">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Users className="h-5 w-5" aria-hidden />
        Latecomers and students without a partner
      </h2>
      {late.length === 0 ? (
        <p className="text-slate-700">Everyone in the class is in this assignment.</p>
      ) : (
        <SeatPicker legend="Joined after publishing" seats={late} now={now} {...ticks} />
      )}
      <Button disabled={busy || ticked.length + view.unpaired.length === 0} onClick={() => onPair(ticked)}>
        <UserPlus className="h-4 w-4" aria-hidden />
        Pair latecomers
      </Button>
      {candidates.length > 0 && view.pairs.length > 0 && (
        <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4">
          <p className="basis-full text-sm text-slate-600">Or add one student to a table as a mirror.</p>
          <label className="flex flex-col text-sm font-medium text-slate-800" htmlFor={`${id}-who`}>
            Student
            <select
              id={`${id}-who`}
              className="mt-1 h-9 rounded-md border border-slate-300 bg-white px-2"
              value={who}
              onChange={(e) => setMirror((m) => ({ ...m, seatId: e.target.value }))}
            >
              <option value="">Choose</option>
              {candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm font-medium text-slate-800" htmlFor={`${id}-at`}>
            Table
            <select
              id={`${id}-at`}
              className="mt-1 h-9 rounded-md border border-slate-300 bg-white px-2"
              value={mirror.table}
              onChange={(e) => setMirror((m) => ({ ...m, table: e.target.value }))}
            >
              <option value="">Choose</option>
              {view.pairs.map((p) => (
                <option key={p.table} value={p.table}>
                  Table {p.table}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={busy || who === '' || mirror.table === ''}
            onClick={() => onMirror(Number(who), Number(mirror.table))}
          >
            Add as mirror
          </Button>
        </div>
      )}
    </Card>
  );
}
