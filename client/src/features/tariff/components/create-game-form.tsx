import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { PRESENT_WITHIN_MS, isPresent } from '@shared/contracts/seats-config';
import {
  TARIFF_PAIRS_MAX,
  TARIFF_PAIRS_MIN,
  TEAM_SIZE_MAX,
  TEAM_SIZE_MIN,
  teamNames,
  tariffMessages,
  tariffTeamCount,
} from '@shared/contracts/tariff-config';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';
import { showServerErrors, useCourseForm } from '@/lib/form';
import { useRoster } from '@/lib/roster';
import { useNow } from '@/lib/use-now';
import { useCreateGame } from '../api/create-game';
import { newGameDefaults, newGameSchema, type TeamSource } from '../lib/new-game-form';
import { usePageGame } from '../lib/page-game';

const TEAM_SIZES = Array.from({ length: TEAM_SIZE_MAX - TEAM_SIZE_MIN + 1 }, (_, i) => TEAM_SIZE_MIN + i);
const SOURCES: readonly (readonly [TeamSource, string])[] = [
  ['codes', 'Printed join codes'],
  ['class', 'Form teams from the class'],
];

/**
 * How the teams are made, and Create: printed join codes for 1-30 pairs (the game's two teams
 * each), or teams formed from the students present now (2-4 each, as the instructor chooses), whose phones
 * open their team page from My class; their teams' codes still work for a device without a seat.
 */
export function CreateGameForm({ submitLabel, onCreated }: { submitLabel: string; onCreated?: () => void }) {
  const sim = usePageGame();
  const schema = useMemo(() => newGameSchema(sim.key), [sim.key]);
  const form = useCourseForm(schema, { defaultValues: newGameDefaults, mode: 'onSubmit' });
  const create = useCreateGame();
  const names = teamNames(sim.game, 'en');
  const id = useId();
  const roster = useRoster();
  const now = useNow();
  const present = roster.data?.filter((s) => isPresent(s, now)).length ?? null;

  const values = form.watch();
  const { source, pairs, teamSize } = values;
  // the button waits for a number of pairs the server takes: the schema is asked at each keystroke
  const checked = schema.safeParse(values);
  const n = Number(pairs);
  const teams = present === null ? null : tariffTeamCount(present, teamSize);
  const valid = source === 'codes' ? checked.success : teams !== null;
  const { errors } = form.formState;
  const pairsProblem =
    source === 'codes' && pairs !== '' && !checked.success
      ? checked.error.issues[0]?.message
      : errors.pairs?.message;
  const problem = pairsProblem ?? errors.teamSize?.message ?? errors.root?.server?.message ?? null;

  const submit = form.handleSubmit((body) => {
    if (!valid || create.isPending) return;
    create.mutate(body, {
      onSuccess: () => onCreated?.(),
      onError: (err) =>
        showServerErrors(form, err, { fallback: 'The game could not be created. Please try again.' }),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-xl">
      <fieldset>
        <legend className="font-semibold text-slate-900">Teams</legend>
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {SOURCES.map(([value, label]) => (
                <label key={value} className="flex min-h-10 items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-source`}
                    className="h-5 w-5 accent-brand-700"
                    checked={field.value === value}
                    onChange={() => {
                      create.reset();
                      form.clearErrors();
                      field.onChange(value);
                    }}
                  />
                  {label}
                </label>
              ))}
            </div>
          )}
        />
      </fieldset>

      {source === 'codes' ? (
        <div className="mt-4">
          <Label htmlFor={`${id}-pairs`}>
            Pairs (a {names.solara} team against a {names.lunara} team each)
          </Label>
          <Input
            id={`${id}-pairs`}
            type="number"
            inputMode="numeric"
            min={TARIFF_PAIRS_MIN}
            max={TARIFF_PAIRS_MAX}
            {...form.register('pairs')}
            aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ''}`}
            aria-invalid={pairsProblem ? true : undefined}
            className="w-32 text-lg"
          />
          <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
            {TARIFF_PAIRS_MIN} to {TARIFF_PAIRS_MAX}.{' '}
            {checked.success ? `${n * 2} teams, ${n * 2} join codes.` : ''}
          </p>
        </div>
      ) : (
        <div className="mt-4">
          <Label htmlFor={`${id}-size`}>Students per team</Label>
          <select
            id={`${id}-size`}
            {...form.register('teamSize', { valueAsNumber: true })}
            aria-describedby={`${id}-help${errors.teamSize ? ` ${id}-problem` : ''}`}
            className="h-11 w-32 rounded-md border border-slate-300 bg-white px-3 text-lg"
          >
            {TEAM_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <p id={`${id}-help`} className="mt-1 text-sm text-slate-600" aria-live="polite">
            {formedText(present, teamSize, teams)}
          </p>
        </div>
      )}

      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <Button type="submit" className="mt-4" disabled={!valid || create.isPending}>
        {create.isPending ? 'Creating…' : submitLabel}
      </Button>
    </form>
  );
}

/** What forming teams would do with the students present now (as the server counts them). */
function formedText(present: number | null, size: number, teams: number | null): string {
  if (present === null) return 'Counting the students present…';
  if (teams === null)
    return present < 2 * TEAM_SIZE_MIN
      ? tariffMessages.tooFewPresent(present)
      : tariffMessages.tooManyPresent(present);
  const small = Math.floor(present / teams);
  const big = Math.ceil(present / teams);
  const sizes = small === big ? `${small}` : `${small}-${big}`;
  const note = size === small || size === big ? '' : ` (teams of ${size} would not pair up)`;
  return `${present} students present now (online, or seen in the last ${PRESENT_WITHIN_MS / 60_000} minutes): ${teams} teams of ${sizes}, ${teams / 2} ${teams === 2 ? 'pair' : 'pairs'}${note}. Their phones open their team page from My class; each team also gets a printed code for a device without a seat.`;
}
