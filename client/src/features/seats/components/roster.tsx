import { formatDateTime, timeAgo } from '@shared/format';
import { useNow } from '@/lib/use-now';
import { Pencil, QrCode, UserMinus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { renameSeatSchema, type RosterSeat } from '@shared/contracts/seats';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ClassPicker } from '@/features/classes/components/class-picker';
import { useClassFilter } from '@/features/classes/hooks/use-class-filter';
import { showServerErrors, useCourseForm } from '@/lib/form';
import { useRenameSeat } from '../api/rename-seat';
import { useRoster } from '@/lib/roster';
import { langNames } from '../lib/seat-text';
import { rosterText } from '../lib/roster-text';
import { RemoveSeatDialog } from './remove-seat-dialog';
import { ReseatDialog } from './reseat-dialog';

/**
 * The roster: who is in the class, in the order they joined, whether a page of theirs is open now, and
 * for the current class renaming, removing and re-seating a student. Earlier classes' rosters are read
 * through the class picker. Follows the class live.
 */
export function Roster() {
  const [filter, setFilter] = useClassFilter();
  const roster = useRoster(filter);
  const now = useNow();
  const current = filter === 'current';
  const [removing, setRemoving] = useState<RosterSeat | null>(null);
  const [reseating, setReseating] = useState<RosterSeat | null>(null);

  return (
    <section aria-labelledby="roster-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="roster-heading" className="text-lg font-semibold text-slate-900">
          Roster
        </h3>
        <ClassPicker value={filter} onChange={setFilter} />
      </div>
      {roster.isPending ? (
        <Spinner label="Loading the roster" />
      ) : roster.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {rosterText.rosterLoadFailed}
        </p>
      ) : roster.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-700">
          {current ? rosterText.empty : rosterText.emptyEarlier}
        </p>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Students in the class, in the order they joined</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Language
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Joined
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Online
                </th>
                {current && (
                  <th scope="col" className="px-4 py-2 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {roster.data.map((seat) => (
                <RosterRow
                  key={seat.id}
                  seat={seat}
                  now={now}
                  actions={current}
                  onRemove={() => setRemoving(seat)}
                  onReseat={() => setReseating(seat)}
                />
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <RemoveSeatDialog target={removing} onClose={() => setRemoving(null)} />
      <ReseatDialog target={reseating} onClose={() => setReseating(null)} />
    </section>
  );
}

function RosterRow({
  seat,
  now,
  actions,
  onRemove,
  onReseat,
}: {
  seat: RosterSeat;
  now: Date;
  actions: boolean;
  onRemove: () => void;
  onReseat: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  return (
    <tr className="align-top">
      <td className="px-4 py-3 font-medium text-slate-900">
        {renaming ? (
          <RenameField seat={seat} onDone={() => setRenaming(false)} />
        ) : (
          <span className="break-words">{seat.name}</span>
        )}
      </td>
      <td className="px-4 py-3" lang={seat.lang}>
        {langNames[seat.lang]}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={seat.joinedAt}>{formatDateTime(seat.joinedAt)}</time>
      </td>
      <td className="px-4 py-3">
        {seat.online ? (
          <Badge tone="green">{rosterText.online}</Badge>
        ) : seat.lastSeenAt ? (
          <time dateTime={seat.lastSeenAt} className="text-slate-700">
            {rosterText.lastSeen(timeAgo(seat.lastSeenAt, now))}
          </time>
        ) : (
          <span className="text-slate-600">{rosterText.neverSeen}</span>
        )}
      </td>
      {actions && (
        <td className="px-4 py-2">
          <div className="flex flex-wrap justify-end gap-2">
            {!renaming && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRenaming(true)}
                aria-label={`Rename ${seat.name}`}
              >
                <Pencil className="h-4 w-4" aria-hidden />
                Rename
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={onReseat} aria-label={`Re-seat QR for ${seat.name}`}>
              <QrCode className="h-4 w-4" aria-hidden />
              Re-seat
            </Button>
            <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${seat.name}`}>
              <UserMinus className="h-4 w-4" aria-hidden />
              Remove
            </Button>
          </div>
        </td>
      )}
    </tr>
  );
}

/** The name, changed in place: Enter or Save sends it, Escape or Cancel leaves it as it was. */
function RenameField({ seat, onDone }: { seat: RosterSeat; onDone: () => void }) {
  const id = useId();
  const form = useCourseForm(renameSeatSchema, {
    defaultValues: { name: seat.name },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const rename = useRenameSeat({
    mutationConfig: {
      onSuccess: onDone,
      onError: (err) => showServerErrors(form, err, { fallback: rosterText.renameFailed }),
    },
  });
  const submit = form.handleSubmit(({ name }) => {
    if (name === seat.name) return onDone();
    rename.mutate({ id: seat.id, name });
  });
  const escape = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onDone();
  };
  const errors = form.formState.errors;
  const problem = errors.name?.message ?? errors.root?.server?.message;
  return (
    <form onSubmit={submit} noValidate aria-label={`Rename ${seat.name}`} className="space-y-2">
      <Input
        {...form.register('name')}
        id={`${id}-name`}
        aria-label="New name"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onKeyDown={escape}
        disabled={rename.isPending}
        autoFocus
        className="h-9 text-sm"
      />
      {problem && (
        <p id={`${id}-problem`} className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone} disabled={rename.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
