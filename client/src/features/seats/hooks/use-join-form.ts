import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useWatch } from 'react-hook-form';
import { classCodeOf, joinSeatSchema } from '@shared/contracts/seats';
import type { Lang } from '@shared/simulations';
import { useCourseForm } from '@/lib/form';
import { joinableClassQueryOptions } from '../api/get-joinable-class';
import { useJoinSeat } from '../api/join-seat';
import { joinProblem, suggestedName } from '../lib/seat-errors';

/** What the page above the form may ask of it. */
export interface JoinFormHandle {
  /**
   * "Join the current class" (a seat of an ended class): the name field takes the focus when the code names
   * the current class; otherwise a code of no class, or of one that has ended, is cleared and the code field
   * takes the focus, for the code on the join screen.
   */
  startJoin(): Promise<void>;
}

/**
 * The join form's state: the body as typed (the page's language is its `lang`), checked by the server's
 * schema in that language, and the server's refusals put on the field they are about (lib/seat-errors.ts).
 * A problem is said on sending and goes from a field as soon as it is changed (`edited`); a problem of the
 * form as a whole stays until the next try.
 */
export function useJoinForm({
  lang,
  initialCode,
  ref,
}: {
  lang: Lang;
  initialCode: string;
  ref?: Ref<JoinFormHandle>;
}) {
  const form = useCourseForm(joinSeatSchema(lang), {
    defaultValues: { code: initialCode, name: '', lang },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  // the page's language (chosen on the form, or the browser's once known) is the one the body asks for
  useEffect(() => {
    form.setValue('lang', lang);
  }, [form, lang]);
  const client = useQueryClient();
  const wholeCode = classCodeOf(useWatch({ control: form.control, name: 'code' }));
  // the field with the problem takes the focus, once the form is enabled again after a request
  const focusNext = useRef<'code' | 'name' | null>(null);

  const join = useJoinSeat({
    mutationConfig: {
      onError: (err) => {
        const { field, message } = joinProblem(err, lang);
        form.setError(field === 'form' ? 'root.server' : field, { type: 'server', message });
        // closed or gone meanwhile: what the form says under the code follows
        if (field === 'code' && wholeCode)
          void client.invalidateQueries({ queryKey: joinableClassQueryOptions(wholeCode).queryKey });
        if (field === 'code' || field === 'name') focusNext.current = field;
      },
    },
  });

  useEffect(() => {
    if (join.isPending || !focusNext.current) return;
    form.setFocus(focusNext.current);
    focusNext.current = null;
  });

  const send = form.handleSubmit((body) => {
    if (!join.isPending) join.mutate(body);
  });

  const edited = (field: 'code' | 'name') => form.clearErrors(field);

  useImperativeHandle(ref, () => ({
    async startJoin() {
      // what the server says of the code in the field (asked again when the first answer was a refusal)
      const named = wholeCode
        ? await client.ensureQueryData(joinableClassQueryOptions(wholeCode)).catch(() => undefined)
        : undefined;
      if (named) return form.setFocus('name');
      if (wholeCode) {
        form.setValue('code', '');
        edited('code');
      }
      form.setFocus('code');
    },
  }));

  return {
    form,
    join,
    wholeCode,
    /** The free name the server offered for a taken one, while that refusal stands under the name. */
    suggestion: form.formState.errors.name?.type === 'server' ? suggestedName(join.error) : undefined,
    send,
    /** Takes the suggested name and joins with it: one tap. */
    sendSuggestion: (name: string) => {
      form.setValue('name', name);
      void send();
    },
    edited,
    /** The messages shown were in the other language: they go, what was typed stays. */
    languageChanged: (next: Lang) => {
      if (next !== lang) form.clearErrors();
    },
  };
}
