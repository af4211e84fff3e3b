import { useId } from 'react';
import { TARIFF_CODE_LENGTH } from '@shared/contracts/tariff-config';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';
import { showServerErrors } from '@/lib/form';
import type { useJoinTeam } from '../api/join-team';
import type { JoinFormState } from '../lib/join-form';
import { joinErrorText } from '../lib/team-errors';
import type { TeamText } from '../lib/team-text';

/**
 * The join form: the code on the team's card, typed as read ("k7m 2qx" is K7M2QX), checked by the
 * server's own schema before it is sent. The page passes its join mutation, which a QR link's code has
 * perhaps already sent (its refusal shows here too until the form is sent), and the form's state.
 */
export function JoinForm({
  join,
  form,
  ended,
  t,
}: {
  join: ReturnType<typeof useJoinTeam>;
  form: JoinFormState;
  ended: boolean;
  t: TeamText;
}) {
  const id = useId();
  const { errors, isSubmitted } = form.formState;
  const submit = form.handleSubmit(({ code }) => {
    if (join.isPending) return;
    join.mutate(code, {
      // the server speaks English: the team reads its page's words for each refusal
      onError: (err) =>
        showServerErrors(form, err, { fallback: t.errors.failed, inLanguage: () => joinErrorText(err, t) }),
    });
  });
  // the schema refuses a code in one way only, which the page says in its language
  const problem = errors.code
    ? t.errors.code
    : (errors.root?.server?.message ?? (join.isError && !isSubmitted ? joinErrorText(join.error, t) : null));

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {t.join.heading}
      </h2>
      {ended && (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">
          {t.join.ended}
        </p>
      )}
      <p className="mt-2 text-slate-700">{t.join.intro}</p>
      <form onSubmit={submit} className="mt-4" noValidate>
        <Label htmlFor={`${id}-code`}>{t.join.label}</Label>
        <Input
          id={`${id}-code`}
          {...form.register('code')}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          maxLength={TARIFF_CODE_LENGTH + 4}
          aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          className="h-14 font-mono text-2xl uppercase tracking-[0.3em]"
        />
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
          {t.join.help}
        </p>
        {/[\u3131-\u318E\uAC00-\uD7A3]/.test(form.watch('code') ?? '') && (
          <p role="status" className="mt-2 text-sm font-medium text-amber-900">
            {t.join.hangul}
          </p>
        )}
        {problem && (
          <p id={`${id}-problem`} role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        )}
        <Button type="submit" size="lg" className="mt-4 w-full" disabled={join.isPending}>
          {join.isPending ? t.join.joining : t.join.submit}
        </Button>
      </form>
    </section>
  );
}
