import { reportedSimulation } from '@shared/contracts/results-config';
import { toCsv } from '@/lib/csv';
import { formatLocalDate, formatLocalDateTime } from '@/lib/format-date';
import type { ResultRow } from './result-rows';

/** The CSV of the rows the table shows: plain amounts (so a spreadsheet can sum them), local times. */
export function resultsCsv(sim: string, rows: readonly ResultRow[]): string {
  const { reporter, counterpart, amount } = reportedSimulation(sim).results;
  return toCsv(rows, [
    { header: 'ID', value: (r) => r.id },
    { header: reporter.column, value: (r) => r.reporter },
    { header: counterpart.column, value: (r) => r.counterpart },
    { header: 'Agreement Status', value: (r) => (r.noAgreement ? 'No Agreement' : 'Agreement Reached') },
    { header: `${amount.column} (KRW)`, value: (r) => r.amountPaid },
    { header: 'Additional Terms', value: (r) => r.additionalTerms },
    { header: 'Reported At', value: (r) => formatLocalDateTime(r.createdAt) },
  ]);
}

export function resultsCsvFilename(sim: string, now = new Date()): string {
  return `${reportedSimulation(sim).slug}-results-${formatLocalDate(now)}.csv`;
}
