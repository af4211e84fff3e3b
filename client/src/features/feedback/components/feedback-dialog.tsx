import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import {
  FEEDBACK_LIMITS,
  courseReviewRefusedKo,
  courseReviewText,
  feedbackSubmissionSchema,
  type FeedbackSubmissionInput,
} from '@shared/contracts/feedback';
import type { Lang } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input, Label, Textarea } from '@/components/ui/field';
import { WaitingForNetwork } from '@/components/ui/waiting-for-network';
import { ApiError } from '@/lib/api';
import { showServerErrors, useCourseForm } from '@/lib/form';
import { useSubmitFeedback } from '../api/submit-feedback';
import { RatingField } from './rating-field';

const empty = (name: string): FeedbackSubmissionInput => ({
  rating: null as unknown as number,
  name,
  comments: '',
  favoritePart: '',
});

/**
 * Why a review was refused, in the dialog's language: the server's and the schema's words are English, and
 * the only refusal a Korean student can meet while typing is a character that cannot be stored.
 */
const refusal = (lang: Lang, status: number, message: string, fallback: string) =>
  ({ en: message, ko: courseReviewRefusedKo[status] ?? fallback })[lang];

/**
 * The course feedback dialog: form -> submitting -> thank you. The form lives here, outside the dialog's
 * content, so closing the dialog half-way loses nothing; it is cleared only once the server has stored it.
 */
export function FeedbackDialog({
  open,
  onOpenChange,
  lang = 'en',
  defaultName = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'ko' when opened from a Korean page: every word, message and the thank-you are Korean. */
  lang?: Lang;
  /** The name the form starts with (a seated student's own, from /me); the student may change or clear it. */
  defaultName?: string;
}) {
  const t = courseReviewText[lang];
  const form = useCourseForm(feedbackSubmissionSchema, {
    defaultValues: empty(defaultName),
    mode: 'onSubmit',
  });
  const [thanks, setThanks] = useState(false);
  const submitHintId = useId();
  const problemId = useId();
  const thanksId = useId();
  const submit = useSubmitFeedback({
    mutationConfig: {
      onSuccess: () => {
        form.reset(empty(''));
        setThanks(true);
      },
      onError: (err) => {
        // Closed form (403), too many (429) or refused input (400): say why under the form as well.
        if (err instanceof ApiError && err.status < 500 && err.serverMessage)
          showServerErrors(form, err, {
            fallback: t.submitFailed,
            inLanguage: () => refusal(lang, err.status, err.serverMessage!, t.submitFailed),
          });
        window.alert(t.submitFailed);
      },
    },
  });
  const submitting = submit.isPending;
  const rating = form.watch('rating') as number | null;
  const errors = form.formState.errors;
  // One message for the whole form: the schema's refusals of any field, or the server's.
  const problem =
    errors.root?.server?.message ??
    (['name', 'comments', 'favoritePart', 'rating'] as const)
      .map((field) => errors[field]?.message)
      .filter(Boolean)
      .map((message) => refusal(lang, 400, message!, t.submitFailed))[0];

  const change = (open: boolean) => {
    // A new visit to the dialog after a thank-you starts with the (empty) form again.
    if (!open && thanks) setThanks(false);
    onOpenChange(open);
  };

  const onSubmit = form.handleSubmit((body) => submit.mutate(body));

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        lang={lang}
        title={t.open}
        description={thanks ? undefined : t.description}
        className="max-w-xl"
      >
        {thanks ? (
          <div role="status" className="flex flex-col items-center py-4 text-center">
            <CheckCircle2 className="h-12 w-12 text-green-700" aria-hidden />
            <div id={thanksId}>
              <p className="mt-3 text-lg font-semibold text-slate-900">{t.thanks}</p>
              <p className="mt-1 text-slate-600">{t.sent}</p>
            </div>
            <DialogClose asChild>
              {/* The submit button is gone: focus moves here and reads the thank-you with it. */}
              <Button className="mt-6" autoFocus aria-describedby={thanksId}>
                {t.done}
              </Button>
            </DialogClose>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <RatingField
                  value={field.value as number | null}
                  onChange={field.onChange}
                  disabled={submitting}
                  t={t}
                />
              )}
            />
            <TextField
              label={t.name}
              optional={t.optional}
              field={form.register('name')}
              max={FEEDBACK_LIMITS.name}
              disabled={submitting}
              autoComplete="name"
            />
            <TextField
              label={t.comments}
              optional={t.optional}
              multiline
              field={form.register('comments')}
              max={FEEDBACK_LIMITS.comments}
              disabled={submitting}
            />
            <TextField
              label={t.favoritePart}
              optional={t.optional}
              field={form.register('favoritePart')}
              max={FEEDBACK_LIMITS.favoritePart}
              disabled={submitting}
            />
            {problem && (
              <p id={problemId} role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {problem}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
              {rating === null && (
                <p id={submitHintId} className="text-sm text-slate-600 sm:mr-auto">
                  {t.chooseRating}
                </p>
              )}
              <Button
                type="submit"
                disabled={rating === null || submitting}
                aria-describedby={rating === null ? submitHintId : problem ? problemId : undefined}
              >
                {submitting ? t.submitting : t.submit}
              </Button>
            </div>
            <WaitingForNetwork paused={submit.isPaused} className="mt-2 sm:text-right" />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function TextField({
  label,
  optional,
  field,
  max,
  multiline,
  disabled,
  autoComplete = 'off',
}: {
  label: string;
  optional: string;
  field: UseFormRegisterReturn;
  max: number;
  multiline?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}) {
  const id = useId();
  const props = {
    id,
    maxLength: max,
    disabled,
    autoComplete,
    ...field,
  };
  return (
    <div>
      <Label htmlFor={id}>
        {label} <span className="font-normal text-slate-600">{optional}</span>
      </Label>
      {multiline ? <Textarea rows={4} {...props} /> : <Input type="text" {...props} />}
    </div>
  );
}
