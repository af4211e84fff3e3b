import { debriefCase, debriefFigures } from '@shared/case-figures';
import { findClassFlow, type ClassFlowDefinition } from '@shared/class-flow';
import { classMessages, type ClassFilter } from '@shared/contracts/classes-config';
import {
  debriefMessages,
  type DebriefData,
  type DebriefFigures,
  type MyDebrief,
} from '@shared/contracts/debrief';
import { dealMessages } from '@shared/contracts/deal';
import { OBSERVER_ROLE, pairingMessages } from '@shared/contracts/pairing';
import { seatMessages } from '@shared/contracts/seats';
import { messages } from '@shared/messages';
import { findSimulation, hasResults } from '@shared/simulations';
import { currentClass, findCurrentClass, resolveClassFilter } from '../../db/class-scope';
import { HttpError } from '../../lib/http';
import type { Viewer } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { publishedTables, roundsOf } from '../pairing';
import { takeaway } from '../roles';
import { viewerSeat } from '../seats';
import { assembleClass, joinRounds, studentOf, type ClassDebrief } from './assemble';
import { ownDebrief } from './own-debrief';
import { dealsOfAssignment, isReleased, otherClassIds, plansOf, setReleased, surveysOf } from './repository';

type Ctx = Pick<ModuleContext, 'db'>;

/** Which rounds a debrief shows: one, or every round together. */
export type RoundChoice = number | 'all';

/** A negotiation with a class flow (plans, agreements, a survey): the only kind with a debrief. 404 otherwise. */
export function negotiationOr404(key: string): ClassFlowDefinition {
  const sim = findSimulation(key);
  const flow = findClassFlow(key);
  if (!sim || !hasResults(sim) || !flow) throw new HttpError(404, messages.unknownSimulation);
  return flow;
}

/**
 * The case's confidential figures as the instructor's results chart and debrief draw them: for every
 * simulation with reported results (404 otherwise).
 */
export function caseFigures(key: string): DebriefFigures {
  const sim = findSimulation(key);
  if (!sim || !hasResults(sim)) throw new HttpError(404, messages.unknownSimulation);
  return debriefFigures(sim.key);
}

/**
 * A class's debrief of a negotiation in one round (its latest by default): that round's latest published
 * assignment's tables and what they wrote.
 */
async function roundDebrief(
  ctx: Ctx,
  classId: number,
  flow: ClassFlowDefinition,
  round?: number,
): Promise<ClassDebrief> {
  const published = await publishedTables(ctx.db, flow.key, classId, round);
  if (!published) return { pairs: [], unconfirmed: [] };
  const seatIds = published.tables.flatMap((t) => t.members.map((m) => m.seatId));
  return assembleClass({
    classId,
    round: published.round,
    tables: published.tables,
    deals: await dealsOfAssignment(ctx.db, published.assignmentId),
    plans: await plansOf(ctx.db, seatIds, flow.key, published.round),
    surveys: await surveysOf(ctx.db, seatIds, flow.key, published.round),
    agreement: flow.agreement,
  });
}

/** A class's debrief of one round (its latest when undefined), or of every round together. */
export async function classDebrief(
  ctx: Ctx,
  classId: number,
  flow: ClassFlowDefinition,
  round?: RoundChoice,
): Promise<ClassDebrief> {
  if (round !== 'all') return roundDebrief(ctx, classId, flow, round);
  const rounds = await roundsOf(ctx.db, flow.key, classId);
  return joinRounds(await Promise.all(rounds.map((r) => roundDebrief(ctx, classId, flow, r))));
}

/**
 * The instructor's debrief data: a class's final agreements (the current class's, or the one `filter`
 * names; with 'all', the current class's and the other classes' as `earlier`), the other tables apart.
 */
export async function debriefData(
  ctx: Ctx,
  key: string,
  filter: ClassFilter,
  round?: RoundChoice,
): Promise<DebriefData> {
  const flow = negotiationOr404(key);
  const resolved = await resolveClassFilter(ctx.db, filter);
  if (resolved === null) throw new HttpError(404, classMessages.notFound);
  // with no class running, 'all' is every class as `earlier` (no class has id 0)
  const classId = resolved === 'all' ? ((await findCurrentClass(ctx.db))?.id ?? 0) : resolved;
  const rounds = await roundsOf(ctx.db, flow.key, classId);
  if (typeof round === 'number' && rounds.length > 0 && !rounds.includes(round))
    throw new HttpError(404, pairingMessages.noSuchRound);
  const own = await classDebrief(ctx, classId, flow, round);
  const earlier = [];
  // the other classes: the same round where they played it (every round with 'all'), else their latest
  if (resolved === 'all')
    for (const id of await otherClassIds(ctx.db, classId))
      earlier.push(...(await classDebrief(ctx, id, flow, round)).pairs.map((p) => p.pair));
  return {
    classId,
    round: round ?? rounds.at(-1) ?? 1,
    rounds,
    pairs: own.pairs.map((p) => p.pair),
    earlier,
    unconfirmed: own.unconfirmed,
    released: await isReleased(ctx.db, classId, flow.key),
  };
}

/** Whether the current class's students may open their own debrief of a negotiation. */
export async function releaseState(ctx: Ctx, key: string): Promise<{ released: boolean }> {
  const flow = negotiationOr404(key);
  const current = await findCurrentClass(ctx.db);
  return { released: current ? await isReleased(ctx.db, current.id, flow.key) : false };
}

/** Releases or withdraws the current class's own debriefs of a negotiation. */
export async function release(ctx: Ctx, key: string, released: boolean): Promise<{ released: boolean }> {
  const flow = negotiationOr404(key);
  await setReleased(ctx.db, (await currentClass(ctx.db)).id, flow.key, released);
  return { released };
}

/**
 * A seated student's own debrief: 401 without a seat, 403 for a seat at no table of the negotiation's
 * published assignment (an observer included), 403 before the release. A seat of a class that has ended
 * keeps reading it (its own class's): starting the next class takes nobody's debrief away; it goes when the
 * ended class's data is destroyed, with the seat.
 */
export async function myDebrief(
  ctx: Ctx,
  viewer: Viewer,
  key: string,
  /** The `?round=` asked for (undefined: the latest), read once the seat is known: who asks comes first. */
  roundAsked: () => number | undefined,
): Promise<MyDebrief> {
  const seat = await viewerSeat(ctx.db, viewer);
  if (!seat) throw new HttpError(401, seatMessages.en.noSeat);
  const flow = negotiationOr404(key);
  const round = roundAsked();
  // a student at a table, their partner there or not (one who left the class is still the pair's), in
  // every round of their class (a seat of an ended class reads its class's tables)
  const places = await placesOf(ctx, flow.key, seat);
  if (places.length === 0) throw new HttpError(403, dealMessages[seat.lang]['not-in-pair']);
  if (!(await isReleased(ctx.db, seat.classId, flow.key)))
    throw new HttpError(403, debriefMessages[seat.lang].notReleased);
  const place = round === undefined ? places.at(-1)! : places.find((p) => p.round === round);
  if (!place) throw new HttpError(404, debriefMessages[seat.lang].noSuchRound);
  const cls = await roundDebrief(ctx, seat.classId, flow, place.round);
  const me = studentOf(
    place.role,
    (await plansOf(ctx.db, [seat.id], flow.key, place.round)).get(seat.id),
    (await surveysOf(ctx.db, [seat.id], flow.key, place.round)).get(seat.id),
  );
  return ownDebrief(
    cls,
    { id: seat.id, ...place },
    places.map((p) => p.round),
    me,
    takeaway(flow.key, seat.lang),
    debriefCase(flow.key),
  );
}

/** A seat's table and role in each published round of its class, in order (observers sit at none). */
async function placesOf(ctx: Ctx, key: string, seat: { id: number; classId: number }) {
  const places: Array<{ round: number; role: string; table: number }> = [];
  for (const round of await roundsOf(ctx.db, key, seat.classId)) {
    const published = await publishedTables(ctx.db, key, seat.classId, round);
    for (const t of published?.tables ?? []) {
      const member = t.members.find((m) => m.seatId === seat.id);
      if (member && member.role !== OBSERVER_ROLE) places.push({ round, role: member.role, table: t.table });
    }
  }
  return places;
}
