import { agreementTermsText } from '@shared/agreement';
import type { ClassFlowDefinition } from '@shared/class-flow';
import { RESULT_LIMITS } from '@shared/contracts/results-config';
import { LEFT_CLASS_NAME } from '@shared/deal-rules';
import type { ReportedSimulation } from '@shared/simulations';
import type { DealResultValues, DealRow, VersionRow } from './repository';
import type { TableSeats } from './views';

/**
 * The API's name fields of a pair's result row: the reporting role's members (registry `reporterRole`) and
 * the other role's, each side's names joined with " & " (a trio's mirrors). A member who left the class, or
 * is leaving now, is LEFT_CLASS_NAME.
 */
export function resultNames(
  sim: ReportedSimulation,
  t: TableSeats,
  leaving: number | null = null,
): { reporterName: string; counterpartName: string } {
  const names = (reporter: boolean) =>
    t.members
      .filter((m) => (m.role === sim.results.reporterRole) === reporter)
      .map((m) => (m.seatId === leaving ? undefined : t.seats.get(m.seatId)?.name) ?? LEFT_CLASS_NAME)
      .join(' & ')
      .slice(0, RESULT_LIMITS.name);
  return { reporterName: names(true), counterpartName: names(false) };
}

/** A final agreement as the pair's one row in `results` (the same table as the anonymous reports). */
export function dealResultValues(
  sim: ReportedSimulation,
  flow: ClassFlowDefinition,
  deal: DealRow,
  version: VersionRow,
  t: TableSeats,
  round: number,
  confirmedByBoth: boolean,
): DealResultValues {
  const body = version.body;
  return {
    simKey: sim.key,
    classId: deal.classId,
    dealId: deal.id,
    ...resultNames(sim, t),
    noAgreement: body.noAgreement,
    amountPaid: body.noAgreement ? null : body.amount,
    additionalTerms: agreementTermsText(flow.agreement, body, 'en').slice(0, RESULT_LIMITS.additionalTerms),
    confirmedByBoth,
    tableNo: deal.tableNo,
    round,
    firstOfferRole: deal.firstOfferRole,
    firstOfferAmount: deal.firstOfferAmount === null ? null : Number(deal.firstOfferAmount),
    contingentAmount: body.contingent?.amount ?? null,
    contingentCondition: body.contingent?.condition ?? null,
  };
}
