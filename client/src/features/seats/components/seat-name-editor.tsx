import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { seatNameSchema, type MySeat } from '@shared/contracts/seats';
import { Button } from '@/components/ui/button';
import { Fieldset, Input } from '@/components/ui/field';
import { useEditMySeat } from '../api/edit-my-seat';
import { editProblem } from '../lib/seat-errors';
import { seatText } from '../lib/seat-text';
import { fieldIds, inputProps } from './seat-field';

/**
 * The student's name, changed in place: Change name turns it into a field with Save and Cancel. The
 * request says the seat's language, so a refusal (a name taken, with its suggestion) reads in it.
 */
export function SeatNameEditor({ seat }: { seat: MySeat }) {
  const t = seatText[seat.lang].home;
  const id = useId();
  const [editing, setEditing] = useState(false);
  // what the field holds while editing: a rename heard live from another device does not overwrite it
  const [name, setName] = useState(seat.name);
  const [problem, setProblem] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  // the field takes the focus with its problem, once it is enabled again after the request
  const focusAfter = useRef(false);
  const edit = useEditMySeat({
    mutationConfig: {
      onSuccess: () => setEditing(false),
      onError: (err) => {
        setProblem(editProblem(err, seat.lang));
        focusAfter.current = true;
      },
    },
  });
  useEffect(() => {
    if (edit.isPending || !focusAfter.current) return;
    focusAfter.current = false;
    input.current?.focus();
  });

  const start = () => {
    setName(seat.name);
    setProblem(undefined);
    setEditing(true);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (edit.isPending) return;
    const parsed = seatNameSchema(seat.lang).safeParse(name);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    if (parsed.data === seat.name) return setEditing(false);
    setProblem(undefined);
    edit.mutate({ name: parsed.data, lang: seat.lang });
  };

  if (!editing)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{t.nameLabel}</p>
          <p data-testid="seat-name" className="break-words text-2xl font-bold text-slate-900">
            {seat.name}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={start}>
          <Pencil className="h-4 w-4" aria-hidden />
          {t.rename}
        </Button>
      </div>
    );

  return (
    <form onSubmit={submit} noValidate aria-label={t.rename}>
      <Fieldset disabled={edit.isPending} className="min-w-0">
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-600">
          {t.nameLabel}
        </label>
        <Input
          ref={input}
          {...inputProps(`${id}-name`, problem)}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoFocus
          autoComplete="nickname"
          className="mt-1 text-lg"
        />
        <p id={fieldIds(`${id}-name`).help} className="mt-1 text-sm text-slate-600">
          {seatText[seat.lang].join.nameHelp}
        </p>
        <p
          id={fieldIds(`${id}-name`).error}
          aria-live="polite"
          className="mt-1 text-sm font-medium text-red-700 empty:hidden"
        >
          {problem}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={edit.isPending}>
            {edit.isPending ? t.saving : t.save}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
            {t.cancel}
          </Button>
        </div>
      </Fieldset>
    </form>
  );
}
