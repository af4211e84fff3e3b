import { useId, useMemo } from 'react';
import { reportedSimulation } from '@shared/contracts/results';
import type { Lang } from '@shared/simulations';
import { localized } from '@shared/words';
import { Card } from '@/components/ui/card';
import { Fieldset } from '@/components/ui/field';
import { useCourseForm } from '@/lib/form';
import { emptyReport, reportFormSchema, shownProblems } from '../lib/report-form-schema';
import { reportFormText } from '../lib/report-form-text';
import { reportSummary } from '../lib/report-summary';
import { useReportDraft } from '../lib/use-report-draft';
import { useReportSubmit } from '../lib/use-report-submit';
import { CopyReport } from './copy-report';
import { ResultFormActions } from './result-form-actions';
import { ResultAmountField } from './result-form-amount-field';
import type { ReportFieldProps } from './result-form-field-box';
import { ResultNameField } from './result-form-name-field';
import { ResultTermsFields } from './result-form-terms-field';

/**
 * The results report, in English or Korean. What is typed is kept as a draft in the tab until it is sent.
 * `closed`: the instructor closed the simulation while the student was typing; the form stays, read-only,
 * with a button that copies what was typed.
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
  const t = reportFormText[lang];
  const schema = useMemo(() => reportFormSchema(sim, lang), [sim, lang]);
  // Every change is checked as it is typed (see shownProblems for when a field says so).
  const form = useCourseForm(schema, { defaultValues: emptyReport, mode: 'onChange' });
  useReportDraft(form, sim);
  const sending = useReportSubmit(form, { sim, lang, closed, onClosedAnswer });
  const id = useId();
  const values = form.watch();
  const { errors, isSubmitted } = form.formState;
  const fields: ReportFieldProps = {
    form,
    id,
    sim,
    lang,
    closed,
    values,
    shown: shownProblems(errors, values, isSubmitted),
  };

  return (
    <Card className="max-w-3xl p-5 sm:p-8" lang={lang}>
      {closed && <CopyReport summary={reportSummary(sim, lang, values)} lang={lang} className="mb-6" />}
      <form
        noValidate
        onSubmit={sending.onSubmit}
        aria-label={t.formLabel(localized(reportedSimulation(sim), 'title', lang))}
      >
        <Fieldset className="min-w-0 space-y-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <ResultNameField {...fields} party="reporter" autoComplete="name" />
            <ResultNameField {...fields} party="counterpart" autoComplete="off" />
          </div>
          <ResultAmountField {...fields} onEdit={sending.dropQuestion} />
          <ResultTermsFields {...fields} onEdit={sending.dropQuestion} />
          <ResultFormActions
            lang={lang}
            closed={closed}
            serverError={errors.root?.server?.message}
            sending={sending}
          />
        </Fieldset>
      </form>
    </Card>
  );
}
