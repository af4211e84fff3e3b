import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { editMySeatSchema, type MySeat } from '@shared/contracts/seats';
import { Button } from '@/components/ui/button';
import { Fieldset, Input } from '@/components/ui/field';
import { showServerErrors, useCourseForm } from '@/lib/form';
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
  const [editing, setEditing] = useState(false);

  if (editing) return <SeatNameForm seat={seat} onDone={() => setEditing(false)} />;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{t.nameLabel}</p>
        <p data-testid="seat-name" className="break-words text-2xl font-bold text-slate-900">
          {seat.name}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        <Pencil className="h-4 w-4" aria-hidden />
        {t.rename}
      </Button>
    </div>
  );
}

/**
 * The name's field, Save and Cancel. It starts from the name as it was when editing began: a rename heard
 * live from another device does not overwrite what is being typed.
 */
function SeatNameForm({ seat, onDone }: { seat: MySeat; onDone: () => void }) {
  const t = seatText[seat.lang].home;
  const id = `${useId()}-name`;
  const form = useCourseForm(editMySeatSchema(seat.lang), {
    defaultValues: { name: seat.name },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  // the field takes the focus with its problem, once it is enabled again after the request
  const focusAfter = useRef(false);
  const edit = useEditMySeat({
    mutationConfig: {
      onSuccess: onDone,
      onError: (err) => {
        // the server names the field it refused in the seat's language; anything else is said in it too
        showServerErrors(form, err, {
          fallback: seatText[seat.lang].failed,
          inLanguage: (field, message) => (field === 'name' ? message : editProblem(err, seat.lang)),
        });
        focusAfter.current = true;
      },
    },
  });
  useEffect(() => {
    if (edit.isPending || !focusAfter.current) return;
    focusAfter.current = false;
    form.setFocus('name');
  });

  const submit = form.handleSubmit(({ name }) => {
    if (edit.isPending) return;
    if (name === seat.name) return onDone();
    edit.mutate({ name, lang: seat.lang });
  });
  const errors = form.formState.errors;
  const problem = errors.name?.message ?? errors.root?.server?.message;

  return (
    <form onSubmit={submit} noValidate aria-label={t.rename}>
      <Fieldset disabled={edit.isPending} className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-600">
          {t.nameLabel}
        </label>
        <Input
          {...form.register('name')}
          {...inputProps(id, problem)}
          autoFocus
          autoComplete="nickname"
          className="mt-1 text-lg"
        />
        <p id={fieldIds(id).help} className="mt-1 text-sm text-slate-600">
          {seatText[seat.lang].join.nameHelp}
        </p>
        <p
          id={fieldIds(id).error}
          aria-live="polite"
          className="mt-1 text-sm font-medium text-red-700 empty:hidden"
        >
          {problem}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={edit.isPending}>
            {edit.isPending ? t.saving : t.save}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={onDone}>
            {t.cancel}
          </Button>
        </div>
      </Fieldset>
    </form>
  );
}
