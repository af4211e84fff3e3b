import { resultSimulations, type ResultSimulation } from '@shared/contracts/results-config';
import { simulationSlugs } from '@shared/contracts/roles';
import { toCsv } from '@/lib/csv';
import { formatLocalDateTime } from './format';
import type { ResultRow } from './result-rows';

/** The CSV of the rows the table shows: plain amounts (so a spreadsheet can sum them), local times. */
export function resultsCsv(sim: ResultSimulation, rows: readonly ResultRow[]): string {
  const cfg = resultSimulations[sim];
  return toCsv(rows, [
    { header: 'ID', value: (r) => r.id },
    { header: cfg.reporterColumn, value: (r) => r.reporter },
    { header: cfg.counterpartColumn, value: (r) => r.counterpart },
    { header: 'Agreement Status', value: (r) => (r.noAgreement ? 'No Agreement' : 'Agreement Reached') },
    { header: `${cfg.amountColumn} (KRW)`, value: (r) => r.amountPaid },
    { header: 'Additional Terms', value: (r) => r.additionalTerms },
    { header: 'Reported At', value: (r) => formatLocalDateTime(r.createdAt) },
  ]);
}

export function resultsCsvFilename(sim: ResultSimulation, now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
  return `${simulationSlugs[sim]}-results-${day}.csv`;
}
