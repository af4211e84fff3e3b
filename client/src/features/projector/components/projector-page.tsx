import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { PROJECTOR_CODE_LENGTH, type ProjectorView } from '@shared/contracts/presenter-config';
import { projectorJoinSchema } from '@shared/contracts/presenter';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Fieldset, Input, Label } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { showServerErrors, useCourseForm } from '@/lib/form';
import { projectorQuery } from '../api/get-projector';
import { useJoinProjector } from '../api/join-projector';
import { showSlides } from '../lib/show-slides';

/**
 * /projector, on the projector's own browser (no sign-in): the code the presenter view shows ties this
 * browser to the instructor's presentation, and it shows the slides alone, following every move. A browser
 * already joined to a running presentation goes straight to its slides (the slides page comes back here
 * when the instructor opens another deck).
 */
export default function ProjectorPage() {
  const joined = useQuery(projectorQuery());
  const [going, setGoing] = useState(false);
  useEffect(() => {
    if (joined.data) showSlides(joined.data);
  }, [joined.data]);

  const opening = Boolean(joined.data) || going;
  return (
    <Page
      title="Projector"
      heading="Show the slides on this screen"
      intro="For the projector’s own computer: enter the code the presenter view shows on the instructor’s laptop (Connect a projector). This screen then shows the slides alone, in step with the presentation, until it ends. No sign-in is needed, and no notes are ever shown here."
      className="max-w-xl"
    >
      {joined.isPending || opening ? (
        <Spinner label={opening ? 'Opening the slides' : 'Loading'} />
      ) : (
        <>
          <ProjectorCodeForm
            submitLabel="Show the slides"
            onJoined={(view) => {
              setGoing(true);
              showSlides(view);
            }}
          />
          <p className="mt-6 text-slate-700">
            To show the class’s join screen (its code, QR code and who has joined) instead, open{' '}
            <Link href={paths.projectorJoin} className="font-medium text-brand-700 underline">
              the join screen
            </Link>{' '}
            and enter the same code.
          </p>
        </>
      )}
    </Page>
  );
}

/** The projector code, typed on the projector's own browser: joined, `onJoined` says what to show. */
export function ProjectorCodeForm({
  submitLabel,
  onJoined,
}: {
  submitLabel: string;
  onJoined: (view: ProjectorView) => void;
}) {
  const id = useId();
  const form = useCourseForm(projectorJoinSchema, {
    defaultValues: { code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const join = useJoinProjector({
    mutationConfig: {
      onSuccess: (view) => onJoined(view),
      onError: (err) => {
        showServerErrors(form, err, {
          fallback: 'The code could not be checked. Check the connection and try again.',
        });
        requestAnimationFrame(() => form.setFocus('code'));
      },
    },
  });

  const submit = form.handleSubmit((body) => {
    if (!join.isPending) join.mutate(body);
  });
  const errors = form.formState.errors;
  const problem = errors.code?.message ?? errors.root?.server?.message;

  return (
    <form onSubmit={submit} noValidate aria-label="Connect this screen">
      <Fieldset disabled={join.isPending} className="min-w-0 space-y-5">
        <div>
          <Label htmlFor={`${id}-code`}>Projector code</Label>
          <Input
            {...form.register('code')}
            id={`${id}-code`}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-help ${id}-error`}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={PROJECTOR_CODE_LENGTH + 6}
            className="h-14 font-mono text-2xl uppercase tracking-[0.2em]"
          />
          <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
            {PROJECTOR_CODE_LENGTH} letters and digits, such as K7Q-M2P: the presenter view shows it on the
            instructor’s laptop (Connect a projector).
          </p>
          <p
            id={`${id}-error`}
            aria-live="polite"
            className="mt-1 text-sm font-medium text-red-700 empty:hidden"
          >
            {problem}
          </p>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={join.isPending}>
          {join.isPending ? 'Connecting…' : submitLabel}
        </Button>
      </Fieldset>
    </form>
  );
}
