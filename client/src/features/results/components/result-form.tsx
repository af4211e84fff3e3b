import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { amountDigits, amountReadBack, readAmountText, type AmountReading } from '@shared/amount-text';
import {
  RESULT_LIMITS,
  reportedSimulation,
  resultMessages,
  submissionSchema,
} from '@shared/contracts/results';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Fieldset, Input, Label, Textarea } from '@/components/ui/field';
import { WaitingForApp } from '@/components/ui/waiting-for-app';
import { flashNotice } from '@/lib/flash-notice';
import { cn } from '@/lib/utils';
import { submitErrorMessage, useSubmitResult } from '../api/submit-result';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { isImplausibleAmount } from '../lib/plausibility';
import { AmountInput } from './amount-input';

type Field = 'reporter' | 'counterpart' | 'amount' | 'terms';

interface Values {
  reporter: string;
  counterpart: string;
  /** What the amount field shows: grouped digits, or Korean units as typed (`1억 5천만`). */
  amount: string;
  noAgreement: boolean;
  terms: string;
}

/** A field with an error shows it in its border too, not only in the message below. */
const invalidStyle = 'aria-invalid:border-red-600 aria-invalid:ring-2 aria-invalid:ring-red-600/20';

const empty: Values = { reporter: '', counterpart: '', amount: '', noAgreement: false, terms: '' };

/** The request body in the API's snake_case, from what the form holds and how its amount reads. */
function bodyOf(sim: string, v: Values, amount: AmountReading) {
  const { results } = reportedSimulation(sim);
  return {
    [results.reporter.field]: v.reporter,
    [results.counterpart.field]: v.counterpart,
    no_agreement: v.noAgreement,
    // An amount that cannot be read is not sent as its digits: it is missing, and the form says why.
    amount_paid: v.noAgreement ? null : amount.ok ? amount.value : undefined,
    // The terms box is disabled with no agreement: what it held is not part of the report.
    additional_terms: v.noAgreement ? '' : v.terms,
  };
}

/**
 * The shared schema's verdict on the form, as the first message per form field; for an amount that
 * cannot be read, the parser's message (shared/amount-text.ts) says what is wrong with the text.
 */
function validate(sim: string, v: Values) {
  const { results } = reportedSimulation(sim);
  const amount = readAmountText(v.amount);
  const parsed = submissionSchema(sim).safeParse(bodyOf(sim, v, amount));
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success) {
    const fieldOf: Record<string, Field> = {
      [results.reporter.field]: 'reporter',
      [results.counterpart.field]: 'counterpart',
      amount_paid: 'amount',
      additional_terms: 'terms',
    };
    for (const issue of parsed.error.issues) {
      const field = fieldOf[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!v.noAgreement && !amount.ok) errors.amount = amount.message;
  return { body: parsed.success ? parsed.data : null, errors, amount };
}

/** The results report (SPEC sections 2, 4, 5 and 8). */
export function ResultForm({ sim }: { sim: string }) {
  const cfg = reportedSimulation(sim);
  const { reporter, counterpart, amount } = cfg.results;
  const [, navigate] = useLocation();
  const submit = useSubmitResult(sim);
  const [values, setValues] = useState<Values>(empty);
  const [attempted, setAttempted] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // The amount the form asks about before sending it ("Is ₩15 right?"), and the one already confirmed.
  const [asking, setAsking] = useState<number | null>(null);
  const confirmed = useRef<number | null>(null);
  // One key per fill of the form: a double click, a retry or a second tab stores the result once.
  const idempotencyKey = useRef(newIdempotencyKey());
  const refs = {
    reporter: useRef<HTMLInputElement>(null),
    counterpart: useRef<HTMLInputElement>(null),
    amount: useRef<HTMLInputElement>(null),
    terms: useRef<HTMLTextAreaElement>(null),
  };
  const id = useId();

  const { body, errors, amount: reading } = validate(sim, values);
  // Before the first submit only the amount speaks up, and only once something is typed in it.
  const shown: Partial<Record<Field, string>> = attempted
    ? errors
    : { amount: values.amount && !values.noAgreement ? errors.amount : undefined };

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    // A changed amount (or agreement) is a new question: the one on screen no longer applies.
    if (key === 'amount' || key === 'noAgreement') setAsking(null);
    setValues((v) => ({ ...v, [key]: value }));
  };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submit.isPending) return;
    setAttempted(true);
    if (!body) {
      setAsking(null);
      const first = (['reporter', 'counterpart', 'amount', 'terms'] as const).find((f) => errors[f]);
      if (first) refs[first].current?.focus();
      return;
    }
    const paid = body.amount_paid;
    if (paid !== null && paid !== confirmed.current && isImplausibleAmount(sim, paid)) {
      setAsking(paid);
      return;
    }
    send(body);
  }

  function confirmAmount() {
    confirmed.current = asking;
    if (body) send(body);
  }

  function changeAmount() {
    setAsking(null);
    refs.amount.current?.focus();
  }

  function send(body: NonNullable<ReturnType<typeof validate>['body']>) {
    setAsking(null);
    setSubmitError(null);
    submit.mutate(
      { body, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: () => {
          idempotencyKey.current = newIdempotencyKey();
          // SPEC section 8's "alert": a role="alert" notice on /simulations, not the page-blocking alert().
          flashNotice.set(resultMessages.submitted);
          navigate(paths.simulations);
        },
        onError: (err) => setSubmitError(submitErrorMessage(err)),
      },
    );
  }

  // The question takes the focus when it appears, on its safe answer, so it is read and cannot be missed.
  const changeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking !== null) changeButton.current?.focus();
  }, [asking]);

  const readBack =
    !values.noAgreement && reading.ok
      ? [amountReadBack(reading.value), reading.note].filter(Boolean).join(' ')
      : '';

  const errorId = (f: Field) => `${id}-${f}-error`;
  const fieldProps = (f: Field, extraDescribedBy?: string) => ({
    id: `${id}-${f}`,
    'aria-invalid': shown[f] ? true : undefined,
    'aria-describedby': cn(extraDescribedBy, shown[f] && errorId(f)) || undefined,
    className: invalidStyle,
  });

  return (
    <Card className="max-w-3xl p-5 sm:p-8">
      <form noValidate onSubmit={onSubmit} aria-label={`${cfg.title} results`}>
        <Fieldset className="min-w-0 space-y-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <FieldBox
              label={reporter.label}
              htmlFor={`${id}-reporter`}
              error={shown.reporter}
              errorId={errorId('reporter')}
            >
              <Input
                {...fieldProps('reporter')}
                ref={refs.reporter}
                value={values.reporter}
                onChange={(e) => set('reporter', e.target.value)}
                maxLength={RESULT_LIMITS.name}
                autoComplete="name"
                aria-required
              />
            </FieldBox>
            <FieldBox
              label={counterpart.label}
              htmlFor={`${id}-counterpart`}
              error={shown.counterpart}
              errorId={errorId('counterpart')}
            >
              <Input
                {...fieldProps('counterpart')}
                ref={refs.counterpart}
                value={values.counterpart}
                onChange={(e) => set('counterpart', e.target.value)}
                maxLength={RESULT_LIMITS.name}
                autoComplete="off"
                aria-required
              />
            </FieldBox>
          </div>

          <FieldBox
            label={amount.label}
            htmlFor={`${id}-amount`}
            error={shown.amount}
            errorId={errorId('amount')}
          >
            <div className="relative">
              <span
                className={cn(
                  'pointer-events-none absolute inset-y-0 left-3 flex items-center',
                  values.noAgreement ? 'text-slate-400' : 'text-slate-600',
                )}
                aria-hidden
              >
                ₩
              </span>
              <AmountInput
                {...fieldProps('amount', `${id}-amount-readback ${id}-amount-help`)}
                ref={refs.amount}
                value={values.amount}
                onValueChange={(text) => set('amount', text)}
                disabled={values.noAgreement}
                aria-required={!values.noAgreement}
                className={cn(invalidStyle, 'pl-8 tabular-nums')}
              />
            </div>
            {/* What will be sent, read back while typing: "150,000,000 원 · 1억 5천만 원". */}
            <p
              id={`${id}-amount-readback`}
              aria-live="polite"
              className="mt-1 text-sm font-medium text-slate-800 tabular-nums empty:hidden"
              data-testid="amount-readback"
            >
              {readBack}
            </p>
            <p id={`${id}-amount-help`} className="mt-1 text-sm text-slate-600">
              {values.noAgreement ? (
                'Not needed: no agreement was reached.'
              ) : (
                <>
                  {amount.help}{' '}
                  <span>
                    Digits or Korean units, as in 150,000,000 or <span lang="ko">1억 5천만</span>.
                  </span>
                </>
              )}
            </p>
          </FieldBox>

          <div className="flex items-start gap-3">
            <input
              id={`${id}-none`}
              type="checkbox"
              checked={values.noAgreement}
              onChange={(e) => set('noAgreement', e.target.checked)}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
            />
            <label htmlFor={`${id}-none`} className="text-base font-medium text-slate-800">
              No agreement was reached
            </label>
          </div>

          <FieldBox
            label="Additional Terms"
            htmlFor={`${id}-terms`}
            error={shown.terms}
            errorId={errorId('terms')}
          >
            <Textarea
              {...fieldProps('terms', `${id}-terms-help`)}
              ref={refs.terms}
              value={values.terms}
              onChange={(e) => set('terms', e.target.value)}
              disabled={values.noAgreement}
              maxLength={RESULT_LIMITS.additionalTerms}
              rows={4}
            />
            <p id={`${id}-terms-help`} className="mt-1 flex justify-between gap-4 text-sm text-slate-600">
              <span>Optional: anything else you agreed, such as bonuses, schedule or credits.</span>
              <span className="shrink-0 tabular-nums" aria-hidden>
                {values.terms.length}/{RESULT_LIMITS.additionalTerms}
              </span>
            </p>
          </FieldBox>

          {submitError && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
              {submitError}
            </p>
          )}

          {asking !== null && (
            <div
              role="alertdialog"
              aria-labelledby={`${id}-ask`}
              aria-describedby={`${id}-ask-detail`}
              className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
              onKeyDown={(e) => {
                if (e.key === 'Escape') changeAmount();
              }}
            >
              <p id={`${id}-ask`} className="font-semibold">
                Is ₩{amountDigits(asking)} right?
              </p>
              <p id={`${id}-ask-detail`} className="mt-1 text-sm">
                That is {amountReadBack(asking)}, far from the amounts this negotiation is about. Check the
                zeros and the units (1억 is 100,000,000) before you send it.
              </p>
              <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row">
                <Button type="button" onClick={confirmAmount} disabled={submit.isPending}>
                  Yes, send it
                </Button>
                <Button ref={changeButton} type="button" variant="secondary" onClick={changeAmount}>
                  Change it
                </Button>
              </div>
            </div>
          )}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {/* Until the app has taken the page over: above the buttons on a phone, beside them on a laptop. */}
            <WaitingForApp className="order-last self-center sm:order-first" />
            <Button asChild variant="secondary">
              <Link href={paths.simulations}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? 'Submitting...' : 'Submit Results'}
            </Button>
          </div>
        </Fieldset>
      </form>
    </Card>
  );
}

function FieldBox({
  label,
  htmlFor,
  error,
  errorId,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {/* Always present, so a message that appears while typing is announced. */}
      <p id={errorId} aria-live="polite" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}
