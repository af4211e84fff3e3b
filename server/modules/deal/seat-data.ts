import type { AgreedDeal } from '@shared/agreement';
import { CLASS_FLOWS } from '@shared/class-flow';
import { findSimulation, hasResults } from '@shared/simulations';
import { publishedTable, roundsOf } from '../pairing';
import { tableSeats, tellPair, type DealDeps, type PairTable } from './pair';
import { findDeal, lockDeal, seatDealRecord, updateDealResult } from './repository';
import { resultNames } from './result-row';
import { presentMembers } from './views';

/**
 * A seat's deal data as its owner sees it (the export) and what its leaving does to its pairs. Plans,
 * surveys and drafts go with the seat (the database cascades); what the seat wrote to a pair stays the pair's.
 */

/**
 * Before a seat of the current class is deleted: each final agreement of its tables keeps its result row,
 * with this student's name replaced by LEFT_CLASS_NAME. Returns what to tell once the seat is gone: the
 * partners' phones (their deal, and their /me) and the instructor's run page (which lists the member as left).
 */
export async function seatLeaving(deps: DealDeps, seatId: number): Promise<() => void> {
  const told: Array<{ key: string; table: PairTable; renamed: boolean }> = [];
  for (const { key } of CLASS_FLOWS) {
    const sim = findSimulation(key);
    if (!sim || !hasResults(sim)) continue;
    // every round the student sat in: each final agreement keeps its row without their name
    for (const round of await roundsOf(deps.db, key)) {
      const published = await publishedTable(deps.db, key, seatId, round);
      if (!published) continue;
      const table = await tableSeats(deps.db, published);
      const deal = await findDeal(deps.db, published.assignmentId, published.table);
      let renamed = false;
      if (deal?.finalAt) {
        renamed = await deps.db.transaction(async (tx) => {
          const { classId, simKey, assignmentId, tableNo } = deal;
          await lockDeal(tx, { classId, simKey, assignmentId, tableNo });
          return updateDealResult(tx, deal.id, resultNames(sim, table, seatId));
        });
      }
      const seats = new Map(table.seats);
      seats.delete(seatId);
      told.push({ key, table: { ...table, seats }, renamed });
    }
  }
  return () => {
    for (const { key, table, renamed } of told) {
      tellPair(deps.live, key, table, renamed);
      // their /me shows the partner as having left, and says so
      const partners = presentMembers(table).map((m) => m.seatId);
      if (partners.length) deps.live.publish({ type: 'seat' }, { seats: partners });
    }
  };
}

/** What the deal stores of a seat, for `GET /api/seats/me/export`. */
export async function dealRecordOf(deps: Pick<DealDeps, 'db'>, seatId: number) {
  const r = await seatDealRecord(deps.db, seatId);
  return {
    plans: r.myPlans.map((p) => ({
      simulation: p.simKey,
      plan: p.body,
      submittedAt: p.submittedAt.toISOString(),
    })),
    firstOffersRecorded: r.offers.map((d) => ({
      simulation: d.simKey,
      table: d.tableNo,
      openedBy: d.firstOfferRole,
      amount: d.firstOfferAmount === null ? null : Number(d.firstOfferAmount),
      at: d.firstOfferAt?.toISOString() ?? null,
    })),
    agreementVersions: r.versions.map(({ v, simKey, tableNo }) => ({
      simulation: simKey,
      table: tableNo,
      version: v.version,
      ...(v.body as AgreedDeal),
      enteredByMe: v.enteredBy === seatId,
      confirmedByMe: (v.confirmedBy as number[]).includes(seatId),
      at: v.createdAt.toISOString(),
    })),
    // every note the seat wrote, the settled ones too
    disputes: r.disputes.map((d) => ({
      simulation: d.simKey,
      table: d.tableNo,
      note: d.n.note,
      amount: d.n.amount === null ? null : Number(d.n.amount),
      version: d.n.version,
      at: d.n.createdAt.toISOString(),
    })),
    surveys: r.mySurveys.map((s) => ({
      simulation: s.simKey,
      answers: s.answers,
      submittedAt: s.submittedAt.toISOString(),
    })),
    drafts: r.myDrafts.map((d) => ({
      simulation: d.simKey,
      form: d.form,
      draft: d.body,
      savedAt: d.updatedAt.toISOString(),
    })),
  };
}
