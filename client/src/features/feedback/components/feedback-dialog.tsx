import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  FEEDBACK_LIMITS,
  courseReviewRefusedKo,
  courseReviewText,
  feedbackSubmissionSchema,
} from '@shared/contracts/feedback';
import type { Lang } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input, Label, Textarea } from '@/components/ui/field';
import { WaitingForNetwork } from '@/components/ui/waiting-for-network';
import { ApiError } from '@/lib/api';
import { useSubmitFeedback } from '../api/submit-feedback';
import { RatingField } from './rating-field';

const empty = { rating: null as number | null, name: '', comments: '', favoritePart: '' };

/**
 * The course feedback dialog: form -> submitting -> thank you. The answers
 * live here, outside the dialog's content, so closing the dialog half-way loses nothing; they are cleared
 * only once the server has stored them.
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
  const [form, setForm] = useState(() => ({ ...empty, name: defaultName }));
  const [thanks, setThanks] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submitHintId = useId();
  const problemId = useId();
  const thanksId = useId();
  const submit = useSubmitFeedback({
    mutationConfig: {
      onSuccess: () => {
        setForm(empty);
        setThanks(true);
      },
      onError: (err) => {
        // Closed form (403), too many (429) or refused input (400): say why under the form as well.
        if (err instanceof ApiError && err.status < 500 && err.serverMessage)
          setProblem(
            lang === 'ko' ? (courseReviewRefusedKo[err.status] ?? t.submitFailed) : err.serverMessage,
          );
        window.alert(t.submitFailed);
      },
    },
  });
  const submitting = submit.isPending;

  const change = (open: boolean) => {
    // A new visit to the dialog after a thank-you starts with the (empty) form again.
    if (!open && thanks) setThanks(false);
    onOpenChange(open);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = feedbackSubmissionSchema.safeParse(form);
    if (!parsed.success) {
      // (the schema's messages are English; the only refusal a Korean form can meet is a character)
      setProblem(
        lang === 'ko' ? courseReviewRefusedKo[400]! : parsed.error.issues.map((i) => i.message).join(' '),
      );
      return;
    }
    setProblem(null);
    submit.mutate(parsed.data);
  };

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
            <RatingField
              value={form.rating}
              onChange={(rating) => setForm((f) => ({ ...f, rating }))}
              disabled={submitting}
              t={t}
            />
            <TextField
              label={t.name}
              optional={t.optional}
              value={form.name}
              max={FEEDBACK_LIMITS.name}
              onChange={(name) => setForm((f) => ({ ...f, name }))}
              disabled={submitting}
              autoComplete="name"
            />
            <TextField
              label={t.comments}
              optional={t.optional}
              multiline
              value={form.comments}
              max={FEEDBACK_LIMITS.comments}
              onChange={(comments) => setForm((f) => ({ ...f, comments }))}
              disabled={submitting}
            />
            <TextField
              label={t.favoritePart}
              optional={t.optional}
              value={form.favoritePart}
              max={FEEDBACK_LIMITS.favoritePart}
              onChange={(favoritePart) => setForm((f) => ({ ...f, favoritePart }))}
              disabled={submitting}
            />
            {problem && (
              <p id={problemId} role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {problem}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
              {form.rating === null && (
                <p id={submitHintId} className="text-sm text-slate-600 sm:mr-auto">
                  {t.chooseRating}
                </p>
              )}
              <Button
                type="submit"
                disabled={form.rating === null || submitting}
                aria-describedby={form.rating === null ? submitHintId : problem ? problemId : undefined}
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
  value,
  max,
  onChange,
  multiline,
  disabled,
  autoComplete = 'off',
}: {
  label: string;
  optional: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  multiline?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}) {
  const id = useId();
  const props = {
    id,
    value,
    maxLength: max,
    disabled,
    autoComplete,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
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
