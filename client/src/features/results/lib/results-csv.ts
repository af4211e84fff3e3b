import { reportedSimulation } from '@shared/contracts/results-config';
import { toCsv, type CsvValue } from '@/lib/csv';
import { formatLocalDate, formatLocalDateTime } from '@/lib/format-date';
import type { ResultRow } from './result-rows';

export interface ResultsCsvOptions {
  /** With rows of several classes (the picker's "All classes"): a Class column with each row's class name. */
  classNameOf?: (classId: number) => string;
  /** With hidden rows listed too: a Hidden column (yes/no). */
  withHidden?: boolean;
}

/** The CSV of the rows the table shows: plain amounts (so a spreadsheet can sum them), local times. */
export function resultsCsv(
  sim: string,
  rows: readonly ResultRow[],
  { classNameOf, withHidden = false }: ResultsCsvOptions = {},
): string {
  const { reporter, counterpart, amount } = reportedSimulation(sim).results;
  const columns: { header: string; value: (r: ResultRow) => CsvValue }[] = [
    { header: 'ID', value: (r) => r.id },
    ...(classNameOf ? [{ header: 'Class', value: (r: ResultRow) => classNameOf(r.classId) }] : []),
    { header: reporter.column, value: (r) => r.reporter },
    { header: counterpart.column, value: (r) => r.counterpart },
    { header: 'Agreement Status', value: (r) => (r.noAgreement ? 'No Agreement' : 'Agreement Reached') },
    { header: `${amount.column} (KRW)`, value: (r) => r.amountPaid },
    { header: 'Additional Terms', value: (r) => r.additionalTerms },
    { header: 'Reported At', value: (r) => formatLocalDateTime(r.createdAt) },
    ...(withHidden ? [{ header: 'Hidden', value: (r: ResultRow) => (r.isHidden ? 'yes' : 'no') }] : []),
  ];
  return toCsv(rows, columns);
}

export function resultsCsvFilename(sim: string, now = new Date()): string {
  return `${reportedSimulation(sim).slug}-results-${formatLocalDate(now)}.csv`;
}
