import type { NeutralSubmission } from '@shared/contracts/results';
import { reportedSimulation, type ListedResult } from '@shared/contracts/results-config';

/** A listed result with neutral party keys, so one table, chart and export serve every simulation. */
export interface ResultRow extends NeutralSubmission {
  id: number;
  createdAt: string;
  /** The class that was current when it was reported. */
  classId: number;
  /** Hidden by the instructor (listed only when the page asks for hidden results too). */
  isHidden: boolean;
  /** The round of the case the result is of (1 for the first, and for a report from the form). */
  round: number;
  /** What a seated pair's agreement adds; null for a report from the anonymous form. */
  deal: ResultDeal | null;
}

/** A result row that a pair's agreement on their phones made (the deal), beyond the report's fields. */
export interface ResultDeal {
  table: number | null;
  /** Both members confirmed it (else the instructor settled or entered it). */
  confirmedByBoth: boolean;
  /** Won, and the role slug of the side that opened. */
  firstOffer: { amount: number; role: string | null } | null;
  contingent: { amount: number; condition: string } | null;
}

/** The deal's fields of a listed row, or null when the row came from the report form. */
function dealOf(r: ListedResult): ResultDeal | null {
  const table = r.table ?? null;
  if (r.confirmedByBoth !== true && table === null) return null;
  return {
    table,
    confirmedByBoth: r.confirmedByBoth === true,
    firstOffer:
      r.firstOfferAmount != null ? { amount: r.firstOfferAmount, role: r.firstOfferRole ?? null } : null,
    contingent:
      r.contingentAmount != null
        ? { amount: r.contingentAmount, condition: r.contingentCondition ?? '' }
        : null,
  };
}

/** The API edge on this side: its party names (`yejiAgentName`, ...) to neutral ones, from the registry. */
export function toResultRows(sim: string, listed: readonly ListedResult[]): ResultRow[] {
  const { reporter, counterpart } = reportedSimulation(sim).results;
  return listed.map((r) => {
    return {
      id: r.id,
      reporter: String(r[reporter.key] ?? ''),
      counterpart: String(r[counterpart.key] ?? ''),
      noAgreement: r.noAgreement,
      amountPaid: r.amountPaid,
      additionalTerms: r.additionalTerms ?? '',
      createdAt: r.createdAt,
      classId: r.classId,
      isHidden: r.isHidden ?? false,
      round: r.round,
      deal: dealOf(r),
    };
  });
}

/** Whether the rows are of more than the first round of a case: the table then says each row's round. */
export const anyLaterRound = (rows: readonly ResultRow[]) => rows.some((r) => r.round > 1);

/** Agreed results first by amount, largest first; no-agreement results last. */
export function sortResults(rows: readonly ResultRow[]): ResultRow[] {
  const agreed = rows.filter((r) => !r.noAgreement);
  const none = rows.filter((r) => r.noAgreement);
  // Array.prototype.sort is stable: equal amounts keep the order the server listed them in.
  agreed.sort((a, b) => (b.amountPaid ?? 0) - (a.amountPaid ?? 0));
  return [...agreed, ...none];
}

/** Case-insensitive substring match on both party names and the additional terms. */
export function searchResults(rows: readonly ResultRow[], query: string): ResultRow[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...rows];
  return rows.filter((r) =>
    [r.reporter, r.counterpart, r.additionalTerms].some((text) => text.toLocaleLowerCase().includes(q)),
  );
}

/** Rows of one page of the table; pages count from 0. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice(page * size, page * size + size);
}

/**
 * The rows of other classes than this one, for the debrief chart's faint background: by class
 * when the current class is known, else every row that is not in this class's own list.
 */
export function rowsOfOtherClasses(
  all: readonly ResultRow[],
  current: { classId?: number; rows: readonly ResultRow[] },
): ResultRow[] {
  if (current.classId !== undefined) return all.filter((r) => r.classId !== current.classId);
  const ids = new Set(current.rows.map((r) => r.id));
  return all.filter((r) => !ids.has(r.id));
}
