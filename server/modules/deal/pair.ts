import { findClassFlow, type ClassFlowDefinition } from '@shared/class-flow';
import { DEAL_ERRORS, dealMessages, type DealErrorCode } from '@shared/contracts/deal';
import { pairingMessages, roundQuerySchema } from '@shared/contracts/pairing';
import { seatMessages } from '@shared/contracts/seats-config';
import { messages } from '@shared/messages';
import { findSimulation, hasResults, type Lang, type ReportedSimulation } from '@shared/simulations';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http';
import type { Viewer } from '../../lib/reads';
import type { LivePublisher } from '../../live/bus';
import { coalescingOf } from '../../live/coalesce';
import type { DbOrTx, ModuleContext, PublishedTable } from '../context';
import { publishedTable } from '../pairing';
import { viewerSeat } from '../seats';
import { lockDeal, seatLang, seatsByIds, type DealRow } from './repository';
import { presentMembers, type TableSeats } from './views';

/** What the deal's services use of the module context. */
export type DealDeps = {
  db: Db;
  live: LivePublisher;
  /**
   * The round a student's request is for (its `?round=`): a phone still finishing an earlier round writes
   * to that round's pair. Undefined: the latest published round.
   */
  round?: number;
};

/** A negotiation with a class flow and reported results: the only simulations with a deal. */
export interface DealCase {
  key: string;
  sim: ReportedSimulation;
  flow: ClassFlowDefinition;
}

/** The case of a simulation key: 404 for a key without a class flow (as for an unknown route). */
export function caseOr404(key: string): DealCase {
  const sim = findSimulation(key);
  const flow = findClassFlow(key);
  if (!sim || !flow || !hasResults(sim)) throw new HttpError(404, messages.notFound);
  return { key, sim, flow };
}

export const langOf = (lang: string | null | undefined): Lang => (lang === 'ko' ? 'ko' : 'en');

/** A refusal of the deal's, with its status, its message in `lang`, and its code for the client. */
export const dealError = (code: DealErrorCode, lang: Lang = 'en') =>
  new HttpError(DEAL_ERRORS[code], dealMessages[lang][code], undefined, code);

/** A 400 with every problem by field (the deal rules' answer). */
export const problemsError = (problems: Record<string, string[]>) =>
  new HttpError(400, Object.values(problems).flat().join(' '), problems);

/** A published table, with the seats of its members that still exist. */
export interface PairTable extends TableSeats {
  published: PublishedTable;
}

export async function tableSeats(db: Db, published: PublishedTable): Promise<PairTable> {
  return {
    published,
    members: published.members,
    seats: await seatsByIds(
      db,
      published.members.map((m) => m.seatId),
    ),
  };
}

/**
 * The seat asking on a student's deal route (by its cookie): null without a seat cookie (the route then
 * answers 403 `not-seated`); 401 for a cookie that opens no seat any more (removed by the instructor, left,
 * or never one), as every seat route answers it; 410 for a seat of a class that has ended.
 */
export async function askingSeat(ctx: Pick<ModuleContext, 'db'>, viewer: Viewer): Promise<number | null> {
  if (viewer.seatToken === undefined) return null;
  const seat = await viewerSeat(ctx.db, viewer);
  if (!seat) throw new HttpError(401, seatMessages.en.noSeat);
  if (seat.classEnded) throw new HttpError(410, seatMessages[seat.lang].classEnded);
  return seat.id;
}

/** The asking seat's pair: its case, its table, its role and its language. */
export interface SeatPair extends DealCase {
  seatId: number;
  role: string;
  lang: Lang;
  table: PairTable;
}

/**
 * The pair of the seat asking: a member of a table of the current class's latest published assignment of
 * the simulation. 403 `not-seated` without a seat (askingSeat answered 401 or 410 before for a seat cookie of
 * no seat or of an ended class), 403 `not-in-pair` for a seat at no
 * table of it (another simulation's pair, an observer, unpaired, absent), in the seat's language.
 */
export async function pairOf(deps: DealDeps, key: string, seatId: number | null): Promise<SeatPair> {
  const c = caseOr404(key);
  if (seatId === null) throw dealError('not-seated');
  const published = await publishedTable(deps.db, key, seatId, deps.round);
  if (!published) throw dealError('not-in-pair', langOf(await seatLang(deps.db, seatId)));
  const table = await tableSeats(deps.db, published);
  const role = published.members.find((m) => m.seatId === seatId)!.role;
  return { ...c, seatId, role, lang: langOf(table.seats.get(seatId)?.lang), table };
}

/** The deal's dependencies for a request's `?round=` (400 when it is not a round number). */
export function forRound<D extends DealDeps>(deps: D, raw: unknown): D {
  const parsed = roundQuerySchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, pairingMessages.round);
  return parsed.data === undefined ? deps : { ...deps, round: parsed.data };
}

/**
 * The deal's dependencies for a student's request: who asks is decided before what they sent is read, so a
 * request without a seat is answered 403 `not-seated` (404 for a key of no deal, as pairOf) whatever its
 * `?round=`; then 400 for a `?round=` that is not a round number.
 */
export function forSeatRound<D extends DealDeps>(
  deps: D,
  key: string,
  seatId: number | null,
  raw: unknown,
): D {
  if (seatId === null) {
    caseOr404(key);
    throw dealError('not-seated');
  }
  return forRound(deps, raw);
}

/** The round of the case a seat's pair is in. */
export const roundOf = (pair: SeatPair): number => pair.table.published.round;

/** What a write did, for the events after its commit. */
export interface Written<T> {
  value: T;
  /** False when nothing changed (a replay): nobody is told. */
  changed?: boolean;
  /** The pair's result row was stored, changed or removed. */
  resultChanged?: boolean;
}

/**
 * How often at most the instructor's pages are told that some pair's deal (or result) changed: a class of 150
 * pairs writes several times a second, and each signal makes the run page refetch every pair.
 */
export const INSTRUCTOR_SIGNAL_WINDOW_MS = 500;

/**
 * Tells the pair's phones at once, and the instructor's run page within INSTRUCTOR_SIGNAL_WINDOW_MS, that the
 * pair's deal changed (no data in events).
 */
export function tellPair(
  live: LivePublisher,
  key: string,
  table: TableSeats,
  resultChanged = false,
  groupId: number | null = null,
) {
  // the pair's group is its phones' address; a deal from before the groups has none: its seats are
  const seats = presentMembers(table).map((m) => m.seatId);
  if (groupId !== null) live.publish({ type: 'deal', sim: key }, { members: groupId });
  else if (seats.length) live.publish({ type: 'deal', sim: key }, { seats });
  const instructor = coalescingOf(live, INSTRUCTOR_SIGNAL_WINDOW_MS);
  instructor.publish({ type: 'deal', sim: key }, 'instructor');
  if (resultChanged) instructor.publish({ type: 'results', sim: key }, 'instructor');
}

/**
 * One write to a pair, in a transaction that first locks the pair's deal row (creating it the first time):
 * two phones writing at once take turns, each seeing what the other committed. The pair and the
 * instructor are told after the commit.
 */
export async function writeToPair<T>(
  deps: DealDeps,
  key: string,
  table: PairTable,
  write: (tx: DbOrTx, deal: DealRow) => Promise<Written<T>>,
): Promise<T> {
  const { published } = table;
  let groupId: number | null = null;
  const out = await deps.db.transaction(async (tx) => {
    const deal = await lockDeal(tx, {
      classId: published.classId,
      simKey: key,
      assignmentId: published.assignmentId,
      tableNo: published.table,
    });
    groupId = deal.groupId;
    return write(tx, deal);
  });
  if (out.changed !== false) tellPair(deps.live, key, table, out.resultChanged, groupId);
  return out.value;
}
