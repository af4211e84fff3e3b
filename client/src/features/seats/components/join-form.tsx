import { useId, type Ref } from 'react';
import type { Lang } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { Fieldset, Input } from '@/components/ui/field';
import { useJoinForm, type JoinFormHandle } from '../hooks/use-join-form';
import { seatText } from '../lib/seat-text';
import { JoinCodeField } from './join-code-field';
import { JoinLangChoice } from './join-lang-choice';
import { SeatField, inputProps } from './seat-field';

export type { JoinFormHandle } from '../hooks/use-join-form';

/**
 * The join form: the class code (filled in from the join screen's QR), the name classmates call the
 * student and the language they read, which is also the page's. Each problem is said next to its field, in
 * the chosen language, and nothing typed is lost. The same schema as the server's checks it first.
 */
export function JoinForm({
  lang,
  onLangChange,
  initialCode,
  onClaim,
  ref,
}: {
  ref?: Ref<JoinFormHandle>;
  lang: Lang;
  onLangChange: (lang: Lang) => void;
  initialCode: string;
  /** Switches to the seat-code form. */
  onClaim: () => void;
}) {
  const t = seatText[lang];
  const id = useId();
  const ids = { code: `${id}-code`, name: `${id}-name`, lang: `${id}-lang` };
  const { form, join, wholeCode, suggestion, send, sendSuggestion, edited, languageChanged } = useJoinForm({
    lang,
    initialCode,
    ref,
  });
  const errors = form.formState.errors;

  return (
    <form onSubmit={send} noValidate aria-label={t.join.title} className="mt-6">
      <Fieldset disabled={join.isPending} className="min-w-0 space-y-5">
        <JoinCodeField
          id={ids.code}
          lang={lang}
          wholeCode={wholeCode}
          error={errors.code?.message}
          field={form.register('code', { onChange: () => edited('code') })}
          initialCode={initialCode}
        />

        <div>
          <SeatField
            id={ids.name}
            label={t.join.nameLabel}
            help={t.join.nameHelp}
            error={errors.name?.message}
          >
            <Input
              {...form.register('name', { onChange: () => edited('name') })}
              {...inputProps(ids.name, errors.name?.message)}
              autoComplete="nickname"
              enterKeyHint="go"
            />
          </SeatField>
          {suggestion && (
            <Button
              type="button"
              variant="secondary"
              className="mt-2"
              onClick={() => sendSuggestion(suggestion)}
            >
              {t.join.useSuggestion(suggestion)}
            </Button>
          )}
        </div>

        <JoinLangChoice
          id={ids.lang}
          lang={lang}
          error={errors.lang?.message}
          onChoose={(next) => {
            languageChanged(next);
            onLangChange(next);
          }}
        />

        {errors.root?.server && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {errors.root.server.message}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={join.isPending}>
          {join.isPending ? t.join.joining : t.join.submit}
        </Button>
      </Fieldset>
      <p className="mt-4 text-center">
        <Button
          type="button"
          variant="ghost"
          onClick={onClaim}
          className="h-auto min-h-11 text-base text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {t.join.claimLink}
        </Button>
      </p>
    </form>
  );
}
