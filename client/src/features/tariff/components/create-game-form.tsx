import { useId, useState, type FormEvent } from 'react';
import { TARIFF_PAIRS_MAX, TARIFF_PAIRS_MIN, tariffMessages } from '@shared/contracts/tariff-config';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { useCreateGame } from '../api/create-game';

/** How many pairs play (1-30: a Solara team against a Lunara team each), and Create. */
export function CreateGameForm({ submitLabel, onCreated }: { submitLabel: string; onCreated?: () => void }) {
  const [pairs, setPairs] = useState('4');
  const create = useCreateGame();
  const id = useId();
  const n = Number(pairs);
  const valid = Number.isInteger(n) && n >= TARIFF_PAIRS_MIN && n <= TARIFF_PAIRS_MAX;
  const problem =
    !valid && pairs !== ''
      ? tariffMessages.pairs
      : create.isError
        ? errorMessage(create.error, 'The game could not be created. Please try again.')
        : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid && !create.isPending) create.mutate(n, { onSuccess: () => onCreated?.() });
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-sm">
      <Label htmlFor={`${id}-pairs`}>Pairs (a Solara team against a Lunara team each)</Label>
      <Input
        id={`${id}-pairs`}
        type="number"
        inputMode="numeric"
        min={TARIFF_PAIRS_MIN}
        max={TARIFF_PAIRS_MAX}
        value={pairs}
        onChange={(e) => setPairs(e.target.value)}
        aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ''}`}
        aria-invalid={problem && !valid ? true : undefined}
        className="w-32 text-lg"
      />
      <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
        {TARIFF_PAIRS_MIN} to {TARIFF_PAIRS_MAX}. {valid ? `${n * 2} teams, ${n * 2} join codes.` : ''}
      </p>
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
