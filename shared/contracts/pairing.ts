import { z } from 'zod';
import { int32 } from './int';
import { TEAM_SIZE_MAX, TEAM_SIZE_MIN, tariffMessages } from './tariff-config';

/**
 * Pairing: roles and partners assigned by the site. The shapes of the instructor's assignment API and of a
 * seated student's assignment, and the PATCH actions on an assignment. The matcher that forms and edits
 * assignments is server/modules/pairing (pure functions); it uses the codes and names declared here.
 */

/** The role of a student who watches a table instead of negotiating. Never a registry role slug. */
export const OBSERVER_ROLE = 'observer';

/** With an odd number of students: one trio where two share a role (a mirror), or one observer. */
export const ODD_CHOICES = ['trio', 'observer'] as const;
export type OddChoice = (typeof ODD_CHOICES)[number];
export const DEFAULT_ODD_CHOICE: OddChoice = 'trio';

/**
 * Why a student waits without a table (flagged to the instructor); 'returned': marked present again after an
 * absence when their table could not take them back.
 */
export const UNPAIRED_REASONS = [
  'partner-absent',
  'partner-moved',
  'table-gone',
  'latecomer',
  'returned',
] as const;
export type UnpairedReason = (typeof UNPAIRED_REASONS)[number];

/** Why the matcher refused a request; the API maps each to a status and a message. */
export type PairingErrorCode =
  | 'too-few-seats'
  | 'duplicate-seat'
  | 'bad-roles'
  | 'unknown-seat'
  | 'same-seat'
  | 'absent-seat'
  | 'already-assigned'
  | 'unknown-table'
  | 'same-table'
  | 'table-full'
  | 'bad-role'
  | 'not-absent';

export const pairingUrls = (key: string) => {
  const base = `/api/sims/${key}/assignments`;
  return {
    /** POST: a new draft; GET: the current class's latest assignment. */
    assignments: base,
    assignment: (id: number) => `${base}/${id}`,
    publish: (id: number) => `${base}/${id}/publish`,
    /** POST (instructor) `{mode}`: a draft of the next round from the latest published one. */
    rounds: `/api/sims/${key}/rounds`,
    /** GET, PATCH (instructor): who may read the role instructions (RoleRules). */
    roleRules: `/api/sims/${key}/role-rules`,
  };
};

/**
 * Who may read a negotiation's role instructions. With `assignedOnly`, a seated student reads only the role
 * the published assignment gave them (403 "This role is not yours" for the other, by every path), and a
 * visitor without a seat reads none unless `unseatedAccess`. Until the instructor chooses, `assignedOnly` is
 * on once the current class has a published assignment of the case and off before (a class that does not use
 * seats reads every open role). The instructor always reads every role.
 */
export interface RoleRules {
  assignedOnly: boolean;
  unseatedAccess: boolean;
}
/** The rules of a case nobody has chosen for, before any assignment of it is published. */
export const ROLE_RULES_DEFAULTS: RoleRules = { assignedOnly: false, unseatedAccess: false };

export const roleRulesPatchSchema = z
  .object({ assignedOnly: z.boolean().optional(), unseatedAccess: z.boolean().optional() })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send assignedOnly and/or unseatedAccess');

export const roleAccessMessages = {
  notYours: 'This role is not yours: open your own instructions from My class (/me).',
  notYoursKo: '내 역할이 아닙니다. 내 수업(/me)에서 내 역할 지침을 열어 주세요.',
  unassigned: 'Roles in this simulation are assigned by the instructor: open My class (/me) to see yours.',
  seatRequired: 'Join the class first (My class, /me): the instructor assigns each student a role.',
} as const;

/** A student at a table: `role` is a registry role slug. */
export interface AssignmentMember {
  seatId: number;
  name: string;
  role: string;
}

export interface AssignmentTable {
  table: number;
  /** Two, or three for a trio (two share a role). */
  members: AssignmentMember[];
}

export interface AssignmentObserver {
  seatId: number;
  name: string;
  role: typeof OBSERVER_ROLE;
  /** The table the observer watches. */
  table: number;
}

export interface AssignmentUnpaired {
  seatId: number;
  name: string;
  /** The role the student held (and may have read); null for a latecomer. */
  role: string | null;
  reason: UnpairedReason;
  /** The table the student sat at until it dissolved (an absent partner who is back sits there again). */
  table?: number;
}

/** POST /api/sims/{key}/assignments (201), GET (the latest), PATCH and publish answer this in `data`. */
export interface AssignmentView {
  id: number;
  /** Which round of the case in the class (1 for the first; Tariff Wars teams: always 1). */
  round: number;
  published: boolean;
  /** Sorted by table number. */
  pairs: AssignmentTable[];
  observers: AssignmentObserver[];
  /** Students who need a new partner, flagged to the instructor. */
  unpaired: AssignmentUnpaired[];
  /** Seats marked absent since publishing. */
  absent: Array<{ seatId: number; name: string }>;
}

/**
 * Someone a student shares (or shared) a table with: `left` for a partner who left the class (their name is
 * deleted with their seat: `name` is empty), `absent` for one the instructor marked absent.
 */
export interface MyPartner {
  name: string;
  role: string;
  left?: true;
  absent?: true;
}

/** One published assignment of the current class, as GET /api/seats/me lists it for a seated student. */
export interface MyAssignment {
  simulation: string;
  /** The round of the case this place is in (the class's latest published round). */
  round: number;
  /** A registry role slug, or 'observer'. */
  role: string;
  /**
   * Null while the student waits for a new partner (theirs is absent, or moved): they keep the role they read,
   * and its instructions.
   */
  table: number | null;
  /** The others at the table (for an observer: the pair watched), and the absent ones who sat there. */
  partners: MyPartner[];
}

/**
 * The most students one assignment pairs at once: the matching grows as n³. A larger class (SEATS_PER_CLASS_MAX
 * may allow up to 5,000) is assigned in parts: 1,000 chosen, published, then the others as latecomers.
 */
export const ASSIGNMENT_SEATS_MAX = 1_000;

export const pairingMessages = {
  seatIds: 'Choose at least two students, each once.',
  tooMany: `Choose at most ${ASSIGNMENT_SEATS_MAX.toLocaleString('en')} students at once: publish, then pair the others with Pair latecomers.`,
  odd: 'Choose a trio or an observer for an odd number.',
  teamSize: tariffMessages.teamSize,
  /** Tariff Wars is played in teams formed by size (its assignment is a new game). */
  teamSizeRequired: `Tariff Wars is played in teams: choose the students per team (teamSize). ${tariffMessages.teamSize}`,
  teamsNotEditable:
    'Tariff Wars teams are not changed one by one: form the teams again (POST with teamSize), which starts a new game.',
  seatId: 'Choose a student of this class.',
  table: 'Choose a table number.',
  role: 'Choose one of the two roles.',
  swap: 'Choose two different students to swap.',
  action: 'Choose swap, move, absent, present, latecomers or mirror.',
  roundMode:
    'Choose how the new round seats the class: switch-roles, new-partners or new-partners-switch-roles.',
  noRoundYet: 'Publish the first round of roles and partners before starting a new round.',
  round: 'Choose a round: a whole number from 1.',
  noSuchRound: 'The class has not played that round of this case.',
} as const;

const seatId = int32(pairingMessages.seatId).positive(pairingMessages.seatId);
const table = int32(pairingMessages.table).positive(pairingMessages.table);
const role = z
  .string({ error: pairingMessages.role })
  .min(1, pairingMessages.role)
  .max(64, pairingMessages.role);
const distinct = (ids: number[]) => new Set(ids).size === ids.length;

/**
 * POST /api/sims/{key}/assignments body: the chosen seats (the present ones when missing). `teamSize` is
 * Tariff Wars' and required there (its teams, a new game; `odd` is then ignored); a negotiation ignores it.
 */
export const newAssignmentSchema = z
  .object({
    seatIds: z
      .array(seatId, { error: pairingMessages.seatIds })
      .min(2, pairingMessages.seatIds)
      .max(ASSIGNMENT_SEATS_MAX, pairingMessages.tooMany)
      .refine(distinct, pairingMessages.seatIds)
      .optional(),
    odd: z.enum(ODD_CHOICES, { error: pairingMessages.odd }).optional(),
    teamSize: int32(pairingMessages.teamSize)
      .min(TEAM_SIZE_MIN, pairingMessages.teamSize)
      .max(TEAM_SIZE_MAX, pairingMessages.teamSize)
      .optional(),
  })
  .strict();
export type NewAssignment = z.output<typeof newAssignmentSchema>;

/**
 * PATCH /api/sims/{key}/assignments/{id} body, one action:
 * - swap: two students trade places (table and role);
 * - move: a student joins another table as its mirror (`role` to choose which role they share);
 * - absent: a student is absent; a partner left alone is flagged, keeping their role;
 * - present: an absent student is back (the undo of absent): at their table again when it can take them,
 *   else flagged to be paired;
 * - latecomers: every flagged student and these new seats are paired with each other (no repeats where
 *   possible), and one left over joins a pair as its mirror; `seatIds` may be empty to re-pair only the flagged;
 * - mirror: one latecomer or flagged student joins the pair at `table` as a mirror.
 */
export const assignmentActionSchema = z.discriminatedUnion(
  'action',
  [
    z
      .object({
        action: z.literal('swap'),
        seatIds: z
          .tuple([seatId, seatId], { error: pairingMessages.swap })
          .refine(([a, b]) => a !== b, pairingMessages.swap),
      })
      .strict(),
    z.object({ action: z.literal('move'), seatId, table, role: role.optional() }).strict(),
    z.object({ action: z.literal('absent'), seatId }).strict(),
    z.object({ action: z.literal('present'), seatId }).strict(),
    z
      .object({
        action: z.literal('latecomers'),
        seatIds: z
          .array(seatId)
          .max(ASSIGNMENT_SEATS_MAX, pairingMessages.tooMany)
          .refine(distinct, pairingMessages.seatIds),
      })
      .strict(),
    z.object({ action: z.literal('mirror'), seatId, table, role: role.optional() }).strict(),
  ],
  { error: pairingMessages.action },
);
export type AssignmentAction = z.output<typeof assignmentActionSchema>;

/**
 * How a new round of a case reseats the class: the same partners with the roles switched, new partners in
 * the same roles, or new partners and the roles switched.
 */
export const ROUND_MODES = ['switch-roles', 'new-partners', 'new-partners-switch-roles'] as const;
export type RoundMode = (typeof ROUND_MODES)[number];

export const newRoundSchema = z
  .object({ mode: z.enum(ROUND_MODES, { error: pairingMessages.roundMode }) })
  .strict();

/** POST /api/sims/{key}/rounds: the new round's number and its draft (publish it as round 1's). */
export interface NewRoundAnswer {
  round: number;
  assignment: AssignmentView;
}

/** A `?round=` of the API: a positive whole number (an int32), or undefined when absent. */
export const roundQuerySchema = z.coerce
  .number({ error: pairingMessages.round })
  .int(pairingMessages.round)
  .min(1, pairingMessages.round)
  .max(2_147_483_647, pairingMessages.round)
  .optional();
