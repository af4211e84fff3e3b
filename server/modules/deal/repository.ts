import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AgreedDeal } from '@shared/agreement';
import type { DraftForm } from '@shared/contracts/deal';
import type { PlanValues } from '@shared/deal-rules';
import type { SurveyAnswers } from '@shared/survey';
import type { DbOrTx } from '../context';
import {
  agreementVersions,
  dealDrafts,
  deals,
  disputeNotes,
  debriefReleases,
  groups,
  plans,
  results,
  seats,
  surveyAnswers,
} from '../../db/schema';

type Q = DbOrTx;
export type DealRow = typeof deals.$inferSelect;
export type DealPatch = Partial<Omit<DealRow, 'id' | 'classId' | 'simKey' | 'assignmentId' | 'tableNo'>>;

export interface VersionRow {
  dealId: number;
  version: number;
  body: AgreedDeal;
  enteredBy: number | null;
  confirmedBy: number[];
  idempotencyKey: string | null;
  createdAt: Date;
}

const versionOf = (r: typeof agreementVersions.$inferSelect): VersionRow => ({
  ...r,
  body: r.body as AgreedDeal,
  confirmedBy: r.confirmedBy as number[],
});

// ---- deals ----

/**
 * A table's deal, created the first time anything is written, and locked (FOR UPDATE) until the caller's
 * transaction ends: every write to one pair takes its turn here.
 */
export async function lockDeal(
  tx: Q,
  where: { classId: number; simKey: string; assignmentId: number; tableNo: number },
): Promise<DealRow> {
  // the deal belongs to its table's group (created when the assignment was published)
  await tx
    .insert(deals)
    .values({
      ...where,
      groupId: sql`(select ${groups.id} from ${groups} where ${groups.assignmentId} = ${where.assignmentId} and ${groups.tableNo} = ${where.tableNo})`,
    })
    .onConflictDoNothing({ target: [deals.assignmentId, deals.tableNo] });
  const [row] = await tx
    .select()
    .from(deals)
    .where(and(eq(deals.assignmentId, where.assignmentId), eq(deals.tableNo, where.tableNo)))
    .for('update');
  return row!;
}

export async function findDeal(q: Q, assignmentId: number, tableNo: number): Promise<DealRow | null> {
  const [row] = await q
    .select()
    .from(deals)
    .where(and(eq(deals.assignmentId, assignmentId), eq(deals.tableNo, tableNo)));
  return row ?? null;
}

export async function dealsOfAssignment(q: Q, assignmentId: number): Promise<DealRow[]> {
  return q.select().from(deals).where(eq(deals.assignmentId, assignmentId));
}

export async function updateDeal(q: Q, id: number, patch: DealPatch): Promise<DealRow> {
  const [row] = await q.update(deals).set(patch).where(eq(deals.id, id)).returning();
  return row!;
}

/** Keeps a dispute note the student wrote (the deal row holds only the open one). */
export async function addDisputeNote(
  q: Q,
  v: { dealId: number; seatId: number; version: number; note: string; amount: number | null },
) {
  await q.insert(disputeNotes).values(v);
}

// ---- agreement versions ----

export async function findVersion(q: Q, dealId: number, version: number): Promise<VersionRow | null> {
  const [row] = await q
    .select()
    .from(agreementVersions)
    .where(and(eq(agreementVersions.dealId, dealId), eq(agreementVersions.version, version)));
  return row ? versionOf(row) : null;
}

export async function versionByKey(q: Q, dealId: number, key: string): Promise<VersionRow | null> {
  const [row] = await q
    .select()
    .from(agreementVersions)
    .where(and(eq(agreementVersions.dealId, dealId), eq(agreementVersions.idempotencyKey, key)));
  return row ? versionOf(row) : null;
}

/** Every version of these deals, oldest first. */
export async function versionsOf(q: Q, dealIds: number[]): Promise<VersionRow[]> {
  if (dealIds.length === 0) return [];
  const rows = await q
    .select()
    .from(agreementVersions)
    .where(inArray(agreementVersions.dealId, dealIds))
    .orderBy(agreementVersions.dealId, agreementVersions.version);
  return rows.map(versionOf);
}

/** The highest version number of a deal (0: none). */
export async function lastVersion(q: Q, dealId: number): Promise<number> {
  const [row] = await q
    .select({ version: agreementVersions.version })
    .from(agreementVersions)
    .where(eq(agreementVersions.dealId, dealId))
    .orderBy(desc(agreementVersions.version))
    .limit(1);
  return row?.version ?? 0;
}

export async function insertVersion(q: Q, v: Omit<VersionRow, 'createdAt'>): Promise<void> {
  await q.insert(agreementVersions).values(v);
}

export async function setConfirmations(q: Q, dealId: number, version: number, seatIds: number[]) {
  await q
    .update(agreementVersions)
    .set({ confirmedBy: seatIds })
    .where(and(eq(agreementVersions.dealId, dealId), eq(agreementVersions.version, version)));
}

// ---- plans, surveys, drafts (per seat) ----

export async function plansOf(q: Q, simKey: string, round: number, seatIds: number[]) {
  if (seatIds.length === 0) return [];
  const rows = await q
    .select()
    .from(plans)
    .where(and(eq(plans.simKey, simKey), eq(plans.round, round), inArray(plans.seatId, seatIds)));
  return rows.map((r) => ({ ...r, body: r.body as PlanValues }));
}

export async function savePlan(
  q: Q,
  seatId: number,
  simKey: string,
  round: number,
  body: PlanValues,
  at: Date,
) {
  await q
    .insert(plans)
    .values({ seatId, simKey, round, body, submittedAt: at })
    .onConflictDoUpdate({
      target: [plans.seatId, plans.simKey, plans.round],
      set: { body, submittedAt: at },
    });
}

export async function surveysOf(q: Q, simKey: string, round: number, seatIds: number[]) {
  if (seatIds.length === 0) return [];
  const rows = await q
    .select()
    .from(surveyAnswers)
    .where(
      and(
        eq(surveyAnswers.simKey, simKey),
        eq(surveyAnswers.round, round),
        inArray(surveyAnswers.seatId, seatIds),
      ),
    );
  return rows.map((r) => ({ ...r, answers: r.answers as SurveyAnswers }));
}

/** Stores a seat's answers unless it has some already; true when these were stored. */
export async function insertSurvey(
  q: Q,
  seatId: number,
  simKey: string,
  round: number,
  answers: SurveyAnswers,
  at: Date,
) {
  const rows = await q
    .insert(surveyAnswers)
    .values({ seatId, simKey, round, answers, submittedAt: at })
    .onConflictDoNothing()
    .returning({ seatId: surveyAnswers.seatId });
  return rows.length > 0;
}

export async function draftsOf(q: Q, simKey: string, round: number, seatId: number) {
  return q
    .select({ form: dealDrafts.form, body: dealDrafts.body, updatedAt: dealDrafts.updatedAt })
    .from(dealDrafts)
    .where(and(eq(dealDrafts.seatId, seatId), eq(dealDrafts.simKey, simKey), eq(dealDrafts.round, round)));
}

export async function saveDraft(
  q: Q,
  seatId: number,
  simKey: string,
  round: number,
  form: DraftForm,
  body: unknown,
) {
  const at = new Date();
  await q
    .insert(dealDrafts)
    .values({ seatId, simKey, round, form, body, updatedAt: at })
    .onConflictDoUpdate({
      target: [dealDrafts.seatId, dealDrafts.simKey, dealDrafts.round, dealDrafts.form],
      set: { body, updatedAt: at },
    });
  return at;
}

/** A form was sent: what was typed into it is no longer a draft. */
export async function deleteDraft(q: Q, seatId: number, simKey: string, round: number, form: DraftForm) {
  await q
    .delete(dealDrafts)
    .where(
      and(
        eq(dealDrafts.seatId, seatId),
        eq(dealDrafts.simKey, simKey),
        eq(dealDrafts.round, round),
        eq(dealDrafts.form, form),
      ),
    );
}

/** When each of these seats last saved a draft of this simulation (for "stuck"). */
export async function lastDraftAt(
  q: Q,
  simKey: string,
  round: number,
  seatIds: number[],
): Promise<Map<number, Date>> {
  if (seatIds.length === 0) return new Map();
  const rows = await q
    .select({ seatId: dealDrafts.seatId, at: sql<string>`max(${dealDrafts.updatedAt})` })
    .from(dealDrafts)
    .where(
      and(eq(dealDrafts.simKey, simKey), eq(dealDrafts.round, round), inArray(dealDrafts.seatId, seatIds)),
    )
    .groupBy(dealDrafts.seatId);
  return new Map(rows.map((r) => [r.seatId, new Date(r.at)]));
}

// ---- seats, releases ----

export interface SeatInfo {
  id: number;
  name: string;
  lang: string;
}

/** These seats (those that still exist). */
export async function seatsByIds(q: Q, ids: number[]): Promise<Map<number, SeatInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ id: seats.id, name: seats.name, lang: seats.lang })
    .from(seats)
    .where(inArray(seats.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function seatLang(q: Q, id: number): Promise<string | null> {
  const [row] = await q.select({ lang: seats.lang }).from(seats).where(eq(seats.id, id));
  return row?.lang ?? null;
}

export async function debriefReleased(q: Q, classId: number, simKey: string): Promise<boolean> {
  const [row] = await q
    .select({ at: debriefReleases.releasedAt })
    .from(debriefReleases)
    .where(and(eq(debriefReleases.classId, classId), eq(debriefReleases.simKey, simKey)));
  return Boolean(row);
}

// ---- the result row of a final agreement ----

export type DealResultValues = Omit<
  typeof results.$inferInsert,
  'id' | 'createdAt' | 'isHidden' | 'idempotencyKey' | 'requestHash'
> & { dealId: number };

/** The pair's result row: stored once per deal (its unique deal_id), replaced if it was there. */
export async function saveDealResult(q: Q, values: DealResultValues): Promise<number> {
  const { dealId: _dealId, simKey: _simKey, classId: _classId, ...changes } = values;
  const [row] = await q
    .insert(results)
    .values(values)
    .onConflictDoUpdate({ target: results.dealId, set: changes })
    .returning({ id: results.id });
  return row!.id;
}

/** Removes a deal's result row (reopened); true when there was one. */
export async function deleteDealResult(q: Q, dealId: number): Promise<boolean> {
  const rows = await q.delete(results).where(eq(results.dealId, dealId)).returning({ id: results.id });
  return rows.length > 0;
}

export async function updateDealResult(
  q: Q,
  dealId: number,
  set: Partial<
    Pick<DealResultValues, 'reporterName' | 'counterpartName' | 'firstOfferRole' | 'firstOfferAmount'>
  >,
): Promise<boolean> {
  const rows = await q
    .update(results)
    .set(set)
    .where(eq(results.dealId, dealId))
    .returning({ id: results.id });
  return rows.length > 0;
}

export async function resultIdsOf(q: Q, dealIds: number[]): Promise<Map<number, number>> {
  if (dealIds.length === 0) return new Map();
  const rows = await q
    .select({ dealId: results.dealId, id: results.id })
    .from(results)
    .where(inArray(results.dealId, dealIds));
  return new Map(rows.map((r) => [r.dealId!, r.id]));
}

// ---- a seat's own record (its data export) ----

/** Everything the deal stores of one seat: its plans, surveys and drafts, and what it wrote to its pairs. */
export async function seatDealRecord(q: Q, seatId: number) {
  const [myPlans, mySurveys, myDrafts, offers, disputes, versions] = await Promise.all([
    q.select().from(plans).where(eq(plans.seatId, seatId)),
    q.select().from(surveyAnswers).where(eq(surveyAnswers.seatId, seatId)),
    q.select().from(dealDrafts).where(eq(dealDrafts.seatId, seatId)),
    q.select().from(deals).where(eq(deals.firstOfferRecordedBy, seatId)),
    q
      .select({ n: disputeNotes, simKey: deals.simKey, tableNo: deals.tableNo })
      .from(disputeNotes)
      .innerJoin(deals, eq(deals.id, disputeNotes.dealId))
      .where(eq(disputeNotes.seatId, seatId))
      .orderBy(disputeNotes.id),
    q
      .select({ v: agreementVersions, simKey: deals.simKey, tableNo: deals.tableNo })
      .from(agreementVersions)
      .innerJoin(deals, eq(deals.id, agreementVersions.dealId))
      .where(
        or(
          eq(agreementVersions.enteredBy, seatId),
          sql`${agreementVersions.confirmedBy} @> ${JSON.stringify([seatId])}::jsonb`,
        ),
      )
      .orderBy(agreementVersions.dealId, agreementVersions.version),
  ]);
  return { myPlans, mySurveys, myDrafts, offers, disputes, versions };
}
