import { amountReadBack } from '@shared/format';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { readAmountText, type AmountReading } from '@shared/amount-text';
import { RESULT_LIMITS, reportedSimulation, submissionSchema } from '@shared/contracts/results';
import { paths } from '@shared/routes';
import type { Lang } from '@shared/simulations';
import { AmountCheck } from '@/components/amount-input/amount-check';
import { AmountInput } from '@/components/amount-input/amount-input';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Fieldset, Input, Label, Textarea } from '@/components/ui/field';
import { WaitingForApp } from '@/components/ui/waiting-for-app';
import { WaitingForNetwork } from '@/components/ui/waiting-for-network';
import { flashNotice } from '@/lib/flash-notice';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { isImplausibleAmount } from '@/lib/plausibility';
import { cn } from '@/lib/utils';
import { submitErrorMessage, useSubmitResult } from '../api/submit-result';
import { reportDraft, type ReportDraft } from '../lib/report-draft';
import { reportFormText } from '../lib/report-form-text';
import { CopyReport } from './copy-report';

type Field = 'reporter' | 'counterpart' | 'amount' | 'terms';

/** What the form holds; the amount as the field shows it: grouped digits, or Korean units as typed. */
type Values = ReportDraft;

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
 * The shared schema's verdict on the form, as the first message per form field, in the form's language;
 * for an amount that cannot be read, the parser's message (shared/amount-text.ts) says what is wrong.
 */
function validate(sim: string, v: Values, lang: Lang) {
  const { results } = reportedSimulation(sim);
  const amount = readAmountText(v.amount, lang);
  const parsed = submissionSchema(sim, lang).safeParse(bodyOf(sim, v, amount));
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

/** A name field shows how many characters are left once it comes this close to the limit. */
const NAME_COUNTER_FROM = RESULT_LIMITS.name - 20;

/**
 * The results report, in English or Korean. What is typed is kept
 * as a draft in the tab until it is sent. `closed`: the instructor closed the simulation while the student
 * was typing; the form stays, read-only, with a button that copies what was typed.
 */
export function ResultForm({
  sim,
  lang = 'en',
  closed = false,
  onClosedAnswer,
}: {
  sim: string;
  lang?: Lang;
  closed?: boolean;
  /** The server answered 403: the simulation was closed before this page heard of it. */
  onClosedAnswer?: () => void;
}) {
  const cfg = reportedSimulation(sim);
  const { reporter, counterpart, amount } = cfg.results;
  const termsHint = lang === 'ko' ? cfg.results.termsHintKo : cfg.results.termsHint;
  const t = reportFormText[lang];
  const label = (party: typeof reporter) => (lang === 'ko' ? party.labelKo : party.label);
  const [, navigate] = useLocation();
  const submit = useSubmitResult(sim);
  const [values, setValues] = useState<Values>(empty);
  // The draft is read after hydration, so the server's page and the browser's first render agree.
  useEffect(() => {
    const draft = reportDraft.read(sim);
    if (draft) setValues(draft);
  }, [sim]);
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

  const { body, errors, amount: reading } = validate(sim, values, lang);
  // Before the first submit a field speaks up only once something is typed in it (a name too long, an
  // amount that cannot be read), never to say it is required.
  const shown: Partial<Record<Field, string>> = attempted
    ? errors
    : {
        reporter: values.reporter.trim() ? errors.reporter : undefined,
        counterpart: values.counterpart.trim() ? errors.counterpart : undefined,
        amount: values.amount && !values.noAgreement ? errors.amount : undefined,
      };

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    // A changed amount (or agreement) is a new question: the one on screen no longer applies.
    if (key === 'amount' || key === 'noAgreement') setAsking(null);
    setValues((v) => {
      const next = { ...v, [key]: value };
      reportDraft.write(sim, next);
      return next;
    });
  };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submit.isPending || closed) return;
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
          reportDraft.clear(sim);
          // The confirmation is a role="alert" notice on /simulations, not the page-blocking alert().
          flashNotice.set(t.messages.submitted);
          navigate(paths.simulations);
        },
        onError: (err) => {
          const { message, closed: closedAnswer } = submitErrorMessage(err, lang);
          // Closed before this page heard of it: said in the page's words (never "not open yet"), and the
          // page fetches the settings again to keep the form read-only.
          setSubmitError(closedAnswer ? t.closedWhileReporting(cfg) : message);
          if (closedAnswer) onClosedAnswer?.();
        },
      },
    );
  }

  const readBack =
    !values.noAgreement && reading.ok
      ? [amountReadBack(reading.value), reading.note].filter(Boolean).join(' ')
      : '';

  const summary = [
    t.summaryHeading(cfg),
    `${label(reporter)}: ${values.reporter.trim()}`,
    `${label(counterpart)}: ${values.counterpart.trim()}`,
    `${t.noAgreement}: ${values.noAgreement ? t.yes : t.no}`,
    ...(values.noAgreement
      ? []
      : [
          `${lang === 'ko' ? amount.labelKo : amount.label}: ${values.amount.trim()}${reading.ok ? ` (${amountReadBack(reading.value)})` : ''}`,
          `${t.terms}: ${values.terms.trim()}`,
        ]),
  ].join('\n');

  const errorId = (f: Field) => `${id}-${f}-error`;
  const fieldProps = (f: Field, extraDescribedBy?: string) => ({
    id: `${id}-${f}`,
    'aria-invalid': shown[f] ? true : undefined,
    'aria-describedby': cn(extraDescribedBy, shown[f] && errorId(f)) || undefined,
    className: invalidStyle,
  });

  return (
    <Card className="max-w-3xl p-5 sm:p-8" lang={lang}>
      {closed && <CopyReport summary={summary} lang={lang} className="mb-6" />}
      <form noValidate onSubmit={onSubmit} aria-label={t.formLabel(lang === 'ko' ? cfg.titleKo : cfg.title)}>
        <Fieldset className="min-w-0 space-y-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <FieldBox
              label={label(reporter)}
              htmlFor={`${id}-reporter`}
              error={shown.reporter}
              errorId={errorId('reporter')}
              count={values.reporter.length >= NAME_COUNTER_FROM ? values.reporter.length : undefined}
              limit={RESULT_LIMITS.name}
            >
              <Input
                {...fieldProps('reporter')}
                ref={refs.reporter}
                value={values.reporter}
                onChange={(e) => set('reporter', e.target.value)}
                readOnly={closed}
                autoComplete="name"
                aria-required
              />
            </FieldBox>
            <FieldBox
              label={label(counterpart)}
              htmlFor={`${id}-counterpart`}
              error={shown.counterpart}
              errorId={errorId('counterpart')}
              count={values.counterpart.length >= NAME_COUNTER_FROM ? values.counterpart.length : undefined}
              limit={RESULT_LIMITS.name}
            >
              <Input
                {...fieldProps('counterpart')}
                ref={refs.counterpart}
                value={values.counterpart}
                onChange={(e) => set('counterpart', e.target.value)}
                readOnly={closed}
                autoComplete="off"
                aria-required
              />
            </FieldBox>
          </div>

          <FieldBox
            label={lang === 'ko' ? amount.labelKo : amount.label}
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
                readOnly={closed}
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
                t.notNeeded
              ) : (
                <>
                  {lang === 'ko' ? amount.helpKo : amount.help}{' '}
                  <span>
                    {t.amountHelp.text}
                    <span lang="ko">{t.amountHelp.example}</span>
                    {t.amountHelp.end}
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
              disabled={closed}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
            />
            <label htmlFor={`${id}-none`} className="text-base font-medium text-slate-800">
              {t.noAgreement}
            </label>
          </div>

          <FieldBox label={t.terms} htmlFor={`${id}-terms`} error={shown.terms} errorId={errorId('terms')}>
            <Textarea
              {...fieldProps('terms', cn(`${id}-terms-help`, termsHint && `${id}-terms-hint`))}
              ref={refs.terms}
              value={values.terms}
              onChange={(e) => set('terms', e.target.value)}
              disabled={values.noAgreement}
              readOnly={closed}
              maxLength={RESULT_LIMITS.additionalTerms}
              rows={4}
            />
            <p id={`${id}-terms-help`} className="mt-1 flex justify-between gap-4 text-sm text-slate-600">
              <span>{t.termsHelp}</span>
              <span className="shrink-0 tabular-nums" aria-hidden>
                {values.terms.length}/{RESULT_LIMITS.additionalTerms}
              </span>
            </p>
            {termsHint && (
              <p id={`${id}-terms-hint`} className="mt-1 text-sm text-slate-600">
                {termsHint}
              </p>
            )}
          </FieldBox>

          {submitError && !closed && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
              {submitError}
            </p>
          )}

          {asking !== null && (
            <AmountCheck
              amount={asking}
              lang={lang}
              onConfirm={confirmAmount}
              onChange={changeAmount}
              confirmDisabled={submit.isPending || closed}
            />
          )}

          <WaitingForNetwork paused={submit.isPaused} lang={lang} className="sm:text-right" />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {/* Until the app has taken the page over: above the buttons on a phone, beside them on a laptop. */}
            <WaitingForApp lang={lang} className="order-last self-center sm:order-first" />
            <Button asChild variant="secondary">
              <Link href={paths.simulations}>{t.cancel}</Link>
            </Button>
            <Button type="submit" disabled={submit.isPending || closed}>
              {submit.isPending ? t.submitting : t.submit}
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
  count,
  limit,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  errorId: string;
  /** Characters typed, shown against `limit` when given (near the limit of a name). */
  count?: number;
  limit?: number;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {count !== undefined && (
        <p
          className={cn(
            'mt-1 text-right text-sm tabular-nums',
            limit !== undefined && count > limit ? 'font-medium text-red-700' : 'text-slate-600',
          )}
          aria-hidden
        >
          {count}/{limit}
        </p>
      )}
      {/* Always present, so a message that appears while typing is announced. */}
      <p id={errorId} aria-live="polite" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}
