import { formatLocalDate, formatLocalDateTime } from '@shared/format';
import { reportedSimulation } from '@shared/contracts/results-config';
import { toCsv, type CsvValue } from '@/lib/csv';
import { roleTitle } from '@/lib/role-title';
import type { ResultRow } from './result-rows';

export interface ResultsCsvOptions {
  /** With rows of several classes (the picker's "All classes"): a Class column with each row's class name. */
  classNameOf?: (classId: number) => string;
  /** With hidden rows listed too: a Hidden column (yes/no). */
  withHidden?: boolean;
}

/**
 * The CSV of the rows the table shows: plain amounts (so a spreadsheet can sum them), local times, each row's
 * round of the case (always, so that a class's files line up whether it played once or more). When a
 * seated pair's agreement made any of the rows, the deal's columns follow the terms (empty for the rows
 * reported on the form).
 */
export function resultsCsv(
  sim: string,
  rows: readonly ResultRow[],
  { classNameOf, withHidden = false }: ResultsCsvOptions = {},
): string {
  const { reporter, counterpart, amount } = reportedSimulation(sim).results;
  const columns: Column[] = [
    { header: 'ID', value: (r) => r.id },
    ...(classNameOf ? [{ header: 'Class', value: (r: ResultRow) => classNameOf(r.classId) }] : []),
    { header: 'Round', value: (r) => r.round },
    { header: reporter.column, value: (r) => r.reporter },
    { header: counterpart.column, value: (r) => r.counterpart },
    { header: 'Agreement Status', value: (r) => (r.noAgreement ? 'No Agreement' : 'Agreement Reached') },
    { header: `${amount.column} (KRW)`, value: (r) => r.amountPaid },
    { header: 'Additional Terms', value: (r) => r.additionalTerms },
    ...(rows.some((r) => r.deal) ? dealColumns(sim) : []),
    { header: 'Reported At', value: (r) => formatLocalDateTime(r.createdAt) },
    ...(withHidden ? [{ header: 'Hidden', value: (r: ResultRow) => (r.isHidden ? 'yes' : 'no') }] : []),
  ];
  return toCsv(rows, columns);
}

type Column = { header: string; value: (r: ResultRow) => CsvValue };

/** A pair's table, who confirmed, where the talks opened and the contingent part. */
const dealColumns = (sim: string): Column[] => [
  { header: 'Table', value: (r) => r.deal?.table ?? null },
  { header: 'Confirmed by both', value: (r) => (r.deal?.confirmedByBoth ? 'yes' : 'no') },
  { header: 'First offer', value: (r) => r.deal?.firstOffer?.amount ?? null },
  {
    header: 'First offer by',
    value: (r) => (r.deal?.firstOffer?.role ? roleTitle(sim, r.deal.firstOffer.role) : null),
  },
  { header: 'Contingent amount', value: (r) => r.deal?.contingent?.amount ?? null },
  { header: 'Contingent condition', value: (r) => r.deal?.contingent?.condition ?? null },
];

export function resultsCsvFilename(sim: string, now = new Date()): string {
  return `${reportedSimulation(sim).slug}-results-${formatLocalDate(now)}.csv`;
}
