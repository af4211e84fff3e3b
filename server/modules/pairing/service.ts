import {
  ASSIGNMENT_SEATS_MAX,
  pairingMessages,
  OBSERVER_ROLE,
  roleAccessMessages,
  type AssignmentAction,
  type AssignmentView,
  type MyAssignment,
  type MyPartner,
  type NewAssignment,
  type NewRoundAnswer,
  type PairingErrorCode,
  type RoundMode,
} from '@shared/contracts/pairing';
import { hasResults, isSimulationKey, simulationOf } from '@shared/simulations';
import type { Db } from '../../db/client';
import { syncTableGroups, tableGroupOfSeat } from '../../db/groups';
import { writePublicSettings } from '../../db/settings-version';
import type { PublishedPairs, PublishedTable } from '../context';
import { HttpError } from '../../lib/http';
import {
  affectedSeats,
  assignedSeats,
  partnerPairs,
  placeOf,
  type Assignment,
  type PairingResult,
  type PartnerHistory,
  type RolePair,
} from './assignment';
import { markAbsent, markPresent, moveSeat, swapSeats } from './edits';
import { formAssignment } from './matcher';
import { nextRound } from './next-round';
import { addMirror, pairLatecomers } from './repair';
import {
  assignedOnlyUnchosen,
  currentSeats,
  findAssignment,
  findPublished,
  findRoleRules,
  latestAssignment,
  latestPublished,
  lockAssigning,
  markPublished,
  publishedAssignments,
  publishedRounds,
  replaceDraft,
  saveState,
  seatNames,
  type AssignmentRow,
  type Q,
} from './repository';

/** The two roles of a simulation negotiated in pairs; 404 for an unknown key, 400 for one that is not. */
export function pairRoles(key: string): RolePair {
  if (!isSimulationKey(key)) throw new HttpError(404, 'No such simulation.');
  const sim = simulationOf(key);
  if (!hasResults(sim) || sim.roles.length !== 2)
    throw new HttpError(400, 'This simulation is not negotiated in pairs: form its teams on its own page.');
  return [sim.roles[0]!.slug, sim.roles[1]!.slug];
}

const STATUS: Partial<Record<PairingErrorCode, number>> = {
  'unknown-seat': 404,
  'unknown-table': 404,
  'already-assigned': 409,
  'table-full': 409,
};

/** The assignment of a matcher's result, or its refusal as an HTTP error the instructor can act on. */
function assignmentOr4xx(result: PairingResult): Assignment {
  if (result.ok) return result.assignment;
  throw new HttpError(STATUS[result.error.code] ?? 400, result.error.message);
}

/** Who has negotiated with whom in this class so far (every published assignment, every simulation). */
async function classHistory(db: Db): Promise<PartnerHistory> {
  return (await publishedAssignments(db)).flatMap((a) => partnerPairs(a.state));
}

/**
 * The assignment as it stands now. A seat removed since (the student left, or the instructor removed them)
 * keeps its place at its table: the table's deal is the pair's, and the partner who stays keeps their table,
 * role, agreement and debrief (views name the one who left as having left). It is taken out of every other
 * place: watching, waiting for a partner, absent.
 */
function withoutRemoved(state: Assignment, names: Map<number, string>): Assignment {
  const out: Assignment = {
    ...state,
    observers: state.observers.filter((o) => names.has(o.seatId)),
    unpaired: state.unpaired.filter((u) => names.has(u.seatId)),
    absent: state.absent.filter((id) => names.has(id)),
  };
  if (state.absentFrom) out.absentFrom = state.absentFrom.filter((p) => names.has(p.seatId));
  return out;
}

/** Every seat an assignment names: placed, or absent. */
const namedSeats = (a: Assignment) => [...assignedSeats(a), ...a.absent];

async function viewOf(db: Db, row: AssignmentRow): Promise<AssignmentView> {
  const names = await seatNames(db, namedSeats(row.state));
  const a = withoutRemoved(row.state, names);
  const name = (id: number) => names.get(id) ?? '';
  return {
    id: row.id,
    round: row.round,
    published: row.publishedAt !== null,
    // a member who left the class is not listed (the run page says a student left)
    pairs: [...a.pairs]
      .sort((x, y) => x.table - y.table)
      .map((t) => ({
        table: t.table,
        members: t.members.filter((m) => names.has(m.seatId)).map((m) => ({ ...m, name: name(m.seatId) })),
      })),
    observers: a.observers.map((o) => ({ ...o, name: name(o.seatId) })),
    unpaired: a.unpaired.map((u) => ({ ...u, name: name(u.seatId) })),
    absent: a.absent.map((seatId) => ({ seatId, name: name(seatId) })),
  };
}

/**
 * A new draft for the chosen seats (of the current class; the present ones when none are chosen): pairs
 * at random, one of each role, nobody with an earlier partner where the numbers allow. It replaces this
 * simulation's unpublished draft, under a lock: two tabs pressing Assign at once leave one draft.
 */
export async function assign(
  db: Db,
  key: string,
  input: NewAssignment,
  presentSeats: () => Promise<Array<{ id: number }>>,
): Promise<AssignmentView> {
  const roles = pairRoles(key);
  const seatIds = input.seatIds ?? (await presentSeats()).map((s) => s.id);
  // the students present may be more than one assignment pairs (a class of up to SEATS_PER_CLASS_MAX)
  if (seatIds.length > ASSIGNMENT_SEATS_MAX) throw new HttpError(400, pairingMessages.tooMany);
  const row = await db.transaction(async (tx) => {
    await lockAssigning(tx, key);
    const ofClass = new Set((await currentSeats(tx)).map((s) => s.id));
    const stranger = seatIds.find((id) => !ofClass.has(id));
    if (stranger !== undefined)
      throw new HttpError(400, `Seat ${stranger} is not a student of the current class.`);
    const state = assignmentOr4xx(
      formAssignment({ seatIds, roles, history: await classHistory(tx), odd: input.odd }),
    );
    // assigning again re-pairs the round being played (the first before any is published), or the next
    // round while its draft is open: a draft never becomes an earlier round's
    const draft = await latestAssignment(tx, key);
    const played = (await latestPublished(tx, key))?.round ?? 1;
    const round = draft && draft.publishedAt === null ? Math.max(draft.round, played) : played;
    return replaceDraft(tx, key, input.odd ?? 'trio', state, round);
  });
  return viewOf(db, row);
}

/**
 * A draft of the next round of the case from its latest published round (publish it as the first): the
 * roles switched at the same tables, new partners in the same roles, or both; nobody meets an earlier
 * partner where the numbers allow. 409 before any round is published. It replaces an unpublished draft.
 */
export async function startRound(db: Db, key: string, mode: RoundMode): Promise<NewRoundAnswer> {
  const roles = pairRoles(key);
  const row = await db.transaction(async (tx) => {
    await lockAssigning(tx, key);
    const previous = await latestPublished(tx, key);
    if (!previous) throw new HttpError(409, pairingMessages.noRoundYet);
    const inClass = new Set((await currentSeats(tx)).map((s) => s.id));
    const state = assignmentOr4xx(
      nextRound({
        previous: previous.state,
        mode,
        roles,
        history: await classHistory(tx),
        inClass,
        odd: previous.odd === 'observer' ? 'observer' : 'trio',
      }),
    );
    return replaceDraft(tx, key, previous.odd, state, previous.round + 1);
  });
  return { round: row.round, assignment: await viewOf(db, row) };
}

/** The rounds of a case the current class (or `classId`'s) has published, in order ([] before the first). */
export const roundsOf = (db: Db, key: string, classId?: number) => publishedRounds(db, key, classId);

/** The current class's latest assignment of a simulation, or null. */
export async function currentAssignment(db: Db, key: string): Promise<AssignmentView | null> {
  pairRoles(key);
  const row = await latestAssignment(db, key);
  return row ? viewOf(db, row) : null;
}

async function assignmentOr404(db: Db, key: string, id: number) {
  const row = await findAssignment(db, key, id);
  if (!row) throw new HttpError(404, 'No such assignment in the current class.');
  return row;
}

/** Publishes a draft: its students see their roles and partners. Returns the seats to tell. */
export async function publish(db: Db, key: string, id: number) {
  pairRoles(key);
  const row = await assignmentOr404(db, key, id);
  if (row.publishedAt !== null) return { view: await viewOf(db, row), seats: assignedSeats(row.state) };
  // Under the same lock as assigning and New round, the draft read again: a New round (or an Assign)
  // pressed in another tab meanwhile either replaced it first (404: the run page shows the new draft) or
  // waits for it to be published, and then drafts the round after it, never a second draft of this round.
  // Publishing makes each table a group (its members, roles and positions), in the same transaction.
  const publishNow = async (tx: Q): Promise<AssignmentRow> => {
    await lockAssigning(tx, key);
    const found = await assignmentOr404(tx, key, id);
    if (found.publishedAt !== null) return found;
    const at = new Date();
    await markPublished(tx, id, at);
    await syncTableGroups(tx, found, found.state.pairs);
    return { ...found, publishedAt: at };
  };
  // "Assigned roles only" unchosen turns on with the class's first published assignment: the role pages a
  // visitor was kept while it was off change, as with any public setting
  const published = (await assignedOnlyUnchosen(db, key))
    ? await writePublicSettings(db, publishNow)
    : await db.transaction(publishNow);
  return { view: await viewOf(db, published), seats: assignedSeats(published.state) };
}

/**
 * Changes an assignment (swap, move, absent, latecomers, mirror), under the same lock as assigning. Returns
 * the new view and, when it is published, the seats whose phones show something new.
 */
export async function change(db: Db, key: string, id: number, action: AssignmentAction) {
  const roles = pairRoles(key);
  const { row, before, after } = await db.transaction(async (tx) => {
    await lockAssigning(tx, key);
    const found = await assignmentOr404(tx, key, id);
    const names = await seatNames(tx, namedSeats(found.state));
    const current = withoutRemoved(found.state, names);
    const history = await classHistory(tx);
    const ofClass = new Set((await currentSeats(tx)).map((s) => s.id));
    // a table dissolved by the change may leave one who left the class waiting: they are gone
    const next = withoutRemoved(assignmentOr4xx(apply(current, action, roles, history, ofClass)), names);
    await saveState(tx, id, next);
    // a published assignment's groups follow every change (the one place membership is written)
    if (found.publishedAt) await syncTableGroups(tx, found, next.pairs);
    return { row: { ...found, state: next }, before: found.state, after: next };
  });
  return { view: await viewOf(db, row), seats: row.publishedAt ? affectedSeats(before, after) : [] };
}

function apply(
  a: Assignment,
  action: AssignmentAction,
  roles: RolePair,
  history: PartnerHistory,
  ofClass: Set<number>,
): PairingResult {
  const newcomer = (id: number) => {
    if (!ofClass.has(id)) throw new HttpError(400, `Seat ${id} is not a student of the current class.`);
  };
  switch (action.action) {
    case 'swap':
      return swapSeats(a, action.seatIds[0], action.seatIds[1]);
    case 'move':
      return moveSeat(a, action.seatId, action.table, { role: action.role });
    case 'absent':
      return markAbsent(a, action.seatId);
    case 'present':
      return markPresent(a, action.seatId, roles);
    case 'latecomers':
      action.seatIds.forEach(newcomer);
      return pairLatecomers(a, action.seatIds, { roles, history });
    case 'mirror':
      newcomer(action.seatId);
      return addMirror(a, action.seatId, action.table, { roles, role: action.role });
  }
}

/**
 * A seat's published assignments in the current class, the latest round's per simulation: its role, table and the
 * others at the table (an observer: the pair it watches), a partner who left the class or is absent marked
 * so. A student whose partner is absent (their table dissolved) keeps their role and waits, with no table.
 * Names only of its own table.
 */
export async function assignmentsOfSeat(db: Db, seatId: number): Promise<MyAssignment[]> {
  const latest = new Map<string, AssignmentRow>();
  for (const row of await publishedAssignments(db)) {
    const seen = latest.get(row.simKey);
    if (!seen || row.round >= seen.round) latest.set(row.simKey, row);
  }
  const mine: MyAssignment[] = [];
  for (const row of latest.values()) {
    if (!placeOf(row.state, seatId)) continue;
    const names = await seatNames(db, namedSeats(row.state));
    const a = withoutRemoved(row.state, names);
    const now = placeOf(a, seatId);
    const absentFrom = (table: number | undefined): MyPartner[] =>
      (a.absentFrom ?? [])
        .filter(
          (p) => table !== undefined && p.table === table && p.role !== null && p.role !== OBSERVER_ROLE,
        )
        .map((p) => ({ name: names.get(p.seatId) ?? '', role: p.role!, absent: true }));
    if (now?.kind === 'table' || now?.kind === 'observer') {
      const table = a.pairs.find((t) => t.table === now.table);
      const atTable = (table?.members ?? [])
        .filter((m) => m.seatId !== seatId)
        .map((m): MyPartner => {
          const name = names.get(m.seatId);
          return name === undefined ? { name: '', role: m.role, left: true } : { name, role: m.role };
        });
      mine.push({
        simulation: row.simKey,
        round: row.round,
        role: now.kind === 'table' ? now.role : OBSERVER_ROLE,
        table: now.table,
        partners: now.kind === 'table' ? [...atTable, ...absentFrom(now.table)] : atTable,
      });
    } else if (now?.kind === 'unpaired' && now.role !== null) {
      const waiting = a.unpaired.find((u) => u.seatId === seatId);
      mine.push({
        simulation: row.simKey,
        round: row.round,
        role: now.role,
        table: null,
        partners: absentFrom(waiting?.table),
      });
    }
  }
  return mine;
}

/**
 * The tables of a class's (by default the current one's) latest published assignment of a simulation, as stored: a member who
 * left the class since is still listed (the deal module tells them apart), until the instructor next changes
 * the assignment. Null when nothing is published.
 */
export async function publishedTables(
  db: Db,
  simKey: string,
  classId?: number,
  round?: number,
): Promise<PublishedPairs | null> {
  const row = await latestPublished(db, simKey, classId, round);
  if (!row?.publishedAt) return null;
  return {
    assignmentId: row.id,
    round: row.round,
    classId: row.classId,
    publishedAt: row.publishedAt,
    tables: row.state.pairs.map((t) => ({ table: t.table, members: t.members.map((m) => ({ ...m })) })),
  };
}

/**
 * The published table (as publishedTables, of the latest round or of `round`) with this seat as a member, or
 * null: the seat's group (one indexed read), then its assignment's table as stored (which still lists a
 * member who left the class).
 */
export async function publishedTable(
  db: Db,
  simKey: string,
  seatId: number,
  round?: number,
): Promise<PublishedTable | null> {
  const group = await tableGroupOfSeat(db, simKey, seatId, round);
  if (!group) return null;
  const row = await findPublished(db, group.assignmentId);
  const table = row?.state.pairs.find((t) => t.table === group.table);
  if (!row?.publishedAt || !table) return null;
  return {
    assignmentId: row.id,
    round: row.round,
    classId: row.classId,
    publishedAt: row.publishedAt,
    table: table.table,
    members: table.members.map((m) => ({ ...m })),
  };
}

/**
 * Whether this reader may read `role` of a simulation (a registry role slug, or 'observer' for the observer
 * sheet) under its role rules: always with the rules off and for the instructor; with them on, a seated
 * student only the role their published assignment gave them, a visitor without a seat only when
 * unseated access is allowed. Throws 403 with what to do otherwise.
 */
export async function assertRoleReadable(
  db: Db,
  key: string,
  role: string,
  reader: RoleReader,
): Promise<void> {
  const access = await roleAccessOf(db, key, reader);
  if (access.kind === 'none') throw new HttpError(403, access.message);
  if (access.kind === 'own' && access.role !== role) throw new HttpError(403, roleAccessMessages.notYours);
}

type RoleReader = { isAdmin: boolean; seatId: number | null };
type RoleAccess = { kind: 'every' } | { kind: 'own'; role: string } | { kind: 'none'; message: string };

/** Which of a simulation's roles this reader may read under its role rules (assertRoleReadable's rule). */
async function roleAccessOf(db: Db, key: string, reader: RoleReader): Promise<RoleAccess> {
  if (reader.isAdmin) return { kind: 'every' };
  const rules = await findRoleRules(db, key);
  if (!rules.assignedOnly) return { kind: 'every' };
  if (reader.seatId === null)
    return rules.unseatedAccess
      ? { kind: 'every' }
      : { kind: 'none', message: roleAccessMessages.seatRequired };
  const mine = (await assignmentsOfSeat(db, reader.seatId)).find((a) => a.simulation === key);
  return mine ? { kind: 'own', role: mine.role } : { kind: 'none', message: roleAccessMessages.unassigned };
}

/**
 * The roles this reader may read (a registry role slug, or 'observer'): null for every role, [] for none.
 * The role-choice page offers only these.
 */
export async function readableRoles(db: Db, key: string, reader: RoleReader): Promise<string[] | null> {
  const access = await roleAccessOf(db, key, reader);
  return access.kind === 'every' ? null : access.kind === 'own' ? [access.role] : [];
}

/** Whether a role's instructions are the same for every visitor now (the rules are off): keepable pages. */
export const rolesArePublic = async (db: Db, key: string) =>
  !isSimulationKey(key) || !(await findRoleRules(db, key)).assignedOnly;
