/**
 * The next round of a case from the round before (pure, as the matcher): the class plays again with the
 * roles switched, with new partners, or both. Whoever left the class is not seated again; whoever is absent
 * stays absent (with no table to return to: the tables are new); latecomers are placed afterwards as in
 * the first round (Pair latecomers).
 */
import { OBSERVER_ROLE, type OddChoice, type RoundMode } from '@shared/contracts/pairing';
import type { Random } from '../../lib/random';
import {
  assignedSeats,
  ok,
  sortMembers,
  withoutSeat,
  type Assignment,
  type PairingResult,
  type PartnerHistory,
  type RolePair,
} from './assignment';
import { formAssignment } from './matcher';

export interface NextRoundInput {
  /** The latest published round, as stored. */
  previous: Assignment;
  mode: RoundMode;
  roles: RolePair;
  /** Who already negotiated together in this class (every round so far). */
  history: PartnerHistory;
  /** Seats still in the class: the others left and are not seated again. */
  inClass: ReadonlySet<number>;
  odd: OddChoice;
  random?: Random;
}

export function nextRound(input: NextRoundInput): PairingResult {
  const { mode, roles } = input;
  const previous = withoutLeavers(input.previous, input.inClass);
  const other = (role: string) => (role === roles[0] ? roles[1] : role === roles[1] ? roles[0] : role);
  if (mode === 'switch-roles') return ok(switchRoles(previous, other, roles));
  const switched = mode === 'new-partners-switch-roles';
  // each student's role for the new round: the one they held (switched when asked); none for an observer
  const roleOf = new Map<number, string>();
  for (const t of previous.pairs)
    for (const m of t.members) roleOf.set(m.seatId, switched ? other(m.role) : m.role);
  for (const u of previous.unpaired)
    if (u.role !== null) roleOf.set(u.seatId, switched ? other(u.role) : u.role);
  const seatIds = assignedSeats(previous);
  if (seatIds.length < 2) return ok({ ...emptyOf(previous), unpaired: previous.unpaired });
  // Two students who hold the same role cannot sit across a table: the matcher avoids them as it avoids
  // earlier partners, so tables pair the roles whenever the numbers allow.
  const sameRole: Array<[number, number]> = [];
  for (let i = 0; i < seatIds.length; i++)
    for (let j = i + 1; j < seatIds.length; j++) {
      const a = roleOf.get(seatIds[i]!);
      if (a !== undefined && a === roleOf.get(seatIds[j]!)) sameRole.push([seatIds[i]!, seatIds[j]!]);
    }
  const formed = formAssignment({
    seatIds,
    roles,
    history: [...input.history, ...sameRole],
    odd: input.odd,
    random: input.random,
  });
  if (!formed.ok) return formed;
  return ok({
    ...formed.assignment,
    pairs: keepRoles(formed.assignment, roleOf, roles),
    ...absentOf(previous),
  });
}

/** The round without the seats that left the class: their tables dissolve as when anyone leaves. */
function withoutLeavers(a: Assignment, inClass: ReadonlySet<number>): Assignment {
  let out = a;
  for (const id of assignedSeats(a)) if (!inClass.has(id)) out = withoutSeat(out, id, 'table-gone');
  const absent = out.absent.filter((id) => inClass.has(id));
  return { ...out, absent, absentFrom: (out.absentFrom ?? []).filter((p) => inClass.has(p.seatId)) };
}

/** The same tables and watchers, every role switched (a trio's two mirrors take the other role together). */
function switchRoles(a: Assignment, other: (role: string) => string, roles: RolePair): Assignment {
  return {
    pairs: a.pairs.map((t) => ({
      table: t.table,
      members: sortMembers(
        t.members.map((m) => ({ ...m, role: other(m.role) })),
        roles,
      ),
    })),
    observers: a.observers,
    unpaired: a.unpaired.map((u) => ({ ...u, role: u.role === null ? null : other(u.role) })),
    ...absentOf(a),
  };
}

/** The absent stay absent; the tables they sat at are gone, so "Present again" places them afresh. */
const absentOf = (a: Assignment): Pick<Assignment, 'absent' | 'absentFrom'> => ({
  absent: a.absent,
  absentFrom: (a.absentFrom ?? []).map((p) => ({ seatId: p.seatId, table: null, role: p.role })),
});

const emptyOf = (a: Assignment): Assignment => ({ pairs: [], observers: [], unpaired: [], ...absentOf(a) });

/**
 * The matcher's tables with each student in the role they are to hold where the table allows it: a table
 * of one of each keeps them; a table where the matcher had to seat two of a role (odd numbers, or more of
 * one role than the other) keeps the matcher's roles for the fewest students it must change.
 */
function keepRoles(a: Assignment, roleOf: ReadonlyMap<number, string>, roles: RolePair) {
  return a.pairs.map((t) => {
    const wanted = t.members.map((m) => ({ ...m, role: roleOf.get(m.seatId) ?? m.role }));
    const kinds = new Set(wanted.map((m) => m.role).filter((r) => r !== OBSERVER_ROLE));
    const fits = kinds.size === 2 && (wanted.length === 2 || wanted.length === 3);
    return { table: t.table, members: sortMembers(fits ? wanted : [...t.members], roles) };
  });
}
