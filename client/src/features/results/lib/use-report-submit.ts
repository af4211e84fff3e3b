import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { reportedSimulation, type Submission } from '@shared/contracts/results';
import { paths } from '@shared/routes';
import type { Lang } from '@shared/simulations';
import { flashNotice } from '@/lib/flash-notice';
import { showServerErrors } from '@/lib/form';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { isImplausibleAmount } from '@/lib/plausibility';
import { submitErrorMessage, useSubmitResult } from '../api/submit-result';
import { reportDraft } from './report-draft';
import { reportFieldOf, type ReportForm } from './report-form-schema';
import { reportFormText } from './report-form-text';

/**
 * Sending a report: the form's check, then "Is ₩15 right?" for an amount far outside the scenario, then the
 * request with this fill's idempotency key; on success the draft goes and /simulations says it was received,
 * on a refusal the server's reasons go on the fields (or under them) and nothing typed is lost.
 */
export function useReportSubmit(
  form: ReportForm,
  {
    sim,
    lang,
    closed,
    onClosedAnswer,
  }: { sim: string; lang: Lang; closed: boolean; onClosedAnswer?: () => void },
) {
  const t = reportFormText[lang];
  const [, navigate] = useLocation();
  const submit = useSubmitResult(sim);
  // The body the form asks about before sending it ("Is ₩15 right?"), and the amount already confirmed.
  const [asking, setAsking] = useState<Submission | null>(null);
  const confirmed = useRef<number | null>(null);
  // One key per fill of the form: a double click, a retry or a second tab stores the result once.
  const idempotencyKey = useRef(newIdempotencyKey());

  function refused(err: unknown) {
    const { message, closed: closedAnswer } = submitErrorMessage(err, lang);
    if (closedAnswer) {
      // Closed before this page heard of it: said in the page's words (never "not open yet"), and the
      // page fetches the settings again to keep the form read-only.
      form.setError('root.server', {
        type: 'server',
        message: t.closedWhileReporting(reportedSimulation(sim)),
      });
      onClosedAnswer?.();
      return;
    }
    showServerErrors(form, err, {
      fallback: message,
      fieldOf: reportFieldOf(sim),
      inLanguage: (field, said) => (field === 'root' ? message : (t.serverWords(said) ?? message)),
    });
  }

  function send(body: Submission) {
    setAsking(null);
    form.clearErrors('root.server');
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
        onError: refused,
      },
    );
  }

  const checked = form.handleSubmit(
    (body) => {
      const paid = body.amount_paid;
      if (paid !== null && paid !== confirmed.current && isImplausibleAmount(sim, paid))
        // The check answers after the click's own work is done: the question is drawn, and takes the focus
        // (AmountCheck), at once rather than whenever React next gets to it.
        flushSync(() => setAsking(body));
      else send(body);
    },
    // The fields say what is wrong, and the first of them takes the focus.
    () => setAsking(null),
  );

  return {
    submit,
    onSubmit(e: FormEvent) {
      e.preventDefault();
      if (submit.isPending || closed) return;
      void checked();
    },
    /** The amount the form is asking about, if it is. */
    asking: asking?.amount_paid ?? null,
    confirmAmount() {
      if (!asking) return;
      confirmed.current = asking.amount_paid;
      send(asking);
    },
    changeAmount() {
      setAsking(null);
      form.setFocus('amount');
    },
    /** A changed amount (or agreement) is a new question: the one on screen no longer applies. */
    dropQuestion: () => setAsking(null),
  };
}
