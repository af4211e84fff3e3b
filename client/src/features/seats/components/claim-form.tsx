import { useEffect, useId, useRef } from 'react';
import { SEAT_CODE_LENGTH, claimSeatSchema } from '@shared/contracts/seats';
import type { Lang } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { Fieldset, Input } from '@/components/ui/field';
import { showServerErrors, useCourseForm } from '@/lib/form';
import { useClaimSeat } from '../api/claim-seat';
import { claimProblem } from '../lib/seat-errors';
import { seatText } from '../lib/seat-text';
import { SeatField, inputProps } from './seat-field';

/** Opens on this device the seat another device shows the code of ("K7QM-2PXR", typed as read). */
export function ClaimForm({ lang, onBack }: { lang: Lang; onBack: () => void }) {
  const t = seatText[lang];
  const id = useId();
  // the server's schema in the page's language; the body's `lang` is added on sending
  const form = useCourseForm(claimSeatSchema(lang), {
    defaultValues: { seatCode: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  // the field takes the focus with its problem, once it is enabled again after the request
  const focusAfter = useRef(false);
  const claim = useClaimSeat({
    mutationConfig: {
      onError: (err) => {
        // every refusal is about the one field, in the page's language whatever the server wrote
        showServerErrors(form, err, { fallback: t.failed, inLanguage: () => claimProblem(err, lang) });
        focusAfter.current = true;
      },
    },
  });
  useEffect(() => {
    if (claim.isPending || !focusAfter.current) return;
    focusAfter.current = false;
    form.setFocus('seatCode');
  });

  const submit = form.handleSubmit(({ seatCode }) => {
    if (!claim.isPending) claim.mutate({ seatCode, lang });
  });
  const errors = form.formState.errors;
  const problem = errors.seatCode?.message ?? errors.root?.server?.message;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="mt-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t.claim.title}
      </h2>
      <p className="mt-2 text-slate-700">{t.claim.intro}</p>
      <Fieldset disabled={claim.isPending} className="mt-4 min-w-0 space-y-5">
        <SeatField id={`${id}-code`} label={t.claim.label} help={t.claim.help} error={problem}>
          <Input
            {...form.register('seatCode')}
            {...inputProps(`${id}-code`, problem)}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={SEAT_CODE_LENGTH + 6}
            className="h-14 font-mono text-2xl uppercase tracking-[0.2em]"
          />
        </SeatField>
        <Button type="submit" size="lg" className="w-full" disabled={claim.isPending}>
          {claim.isPending ? t.claim.sending : t.claim.submit}
        </Button>
      </Fieldset>
      <p className="mt-4 text-center">
        <Button
          type="button"
          variant="ghost"
          onClick={onBack}
          className="h-auto min-h-11 text-base text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {t.claim.back}
        </Button>
      </p>
    </form>
  );
}
