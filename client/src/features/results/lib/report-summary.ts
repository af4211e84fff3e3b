import { amountReadBack } from '@shared/format';
import { readAmountText } from '@shared/amount-text';
import { reportedSimulation } from '@shared/contracts/results';
import type { Lang } from '@shared/simulations';
import { localized } from '@shared/words';
import { reportFormText } from './report-form-text';
import type { ReportValues } from './report-form-schema';

/** The report as plain text, in the form's language: what the Copy button of a closed form copies. */
export function reportSummary(sim: string, lang: Lang, v: ReportValues): string {
  const cfg = reportedSimulation(sim);
  const { reporter, counterpart, amount } = cfg.results;
  const t = reportFormText[lang];
  const reading = readAmountText(v.amount, lang);
  return [
    t.summaryHeading(cfg),
    `${localized(reporter, 'label', lang)}: ${v.reporter.trim()}`,
    `${localized(counterpart, 'label', lang)}: ${v.counterpart.trim()}`,
    `${t.noAgreement}: ${v.noAgreement ? t.yes : t.no}`,
    ...(v.noAgreement
      ? []
      : [
          `${localized(amount, 'label', lang)}: ${v.amount.trim()}${reading.ok ? ` (${amountReadBack(reading.value)})` : ''}`,
          `${t.terms}: ${v.terms.trim()}`,
        ]),
  ].join('\n');
}
