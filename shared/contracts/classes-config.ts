import type { SimulationKey } from '../simulations';

/**
 * Classes: one teaching occasion each. At most one class is current (none after End class, until the next
 * starts); every result, feedback entry and game belongs to the class that was current when the server
 * stored it, and a write that needs a class answers 409 while none is. Without the
 * schema library: the lists and pages need only these; the zod schemas (classes.ts) re-export them.
 */

export const CLASS_NAME_MAX = 100;

/**
 * How long a class's personal data is kept after the class ends (days), unless the instructor says otherwise:
 * then seat names, plans, survey answers, feedback names and comments, and the names on results are destroyed.
 * 0 keeps them until the class is deleted.
 */
export const RETENTION_DAYS_DEFAULT = 180;
export const RETENTION_DAYS_MAX = 3_650;

export const classMessages = {
  nameRequired: 'Give the class a name.',
  nameTooLong: `A class name can be at most ${CLASS_NAME_MAX} characters.`,
  notFound: 'No such class.',
  badFilter: 'Choose a class: class=current, class=all or class={id}.',
  started: (name: string) => `Class "${name}" has started. New results and feedback go to it.`,
  startFailed: 'The new class could not be started. Please try again.',
  renameFailed: 'The class could not be renamed. Please try again.',
  renamed: (name: string) => `The class is now called "${name}".`,
  loadFailed: 'The classes could not be loaded. Please try again later.',
  retention: `Keep personal data for 0 to ${RETENTION_DAYS_MAX} days after the class ends (0: until the class is deleted).`,
  confirmName: 'Type the class name exactly as it is shown to delete it.',
  deleteCurrent: 'The current class cannot be deleted: end it first.',
  ended: (name: string) => `Class "${name}" has ended. No class is running until you start the next one.`,
  endFailed: 'The class could not be ended. Please try again.',
  noClass: 'No class is running — start one.',
  deleted: (name: string) => `Class "${name}" and everything in it were deleted.`,
} as const;

export interface ClassCounts {
  /** Reported results per simulation that collects them (hidden ones included). */
  results: Record<SimulationKey, number>;
  /** Feedback entries, archived ones included. */
  feedback: number;
  /** The recommend score of the class's active feedback (-100..100), null without any. */
  recommendScore: number | null;
  /** Tariff Wars games played (the game pages show them under this class). */
  tariffGames: number;
}

/** GET /api/classes items (newest first), and the POST/PATCH answers. Times are ISO 8601. */
export interface CourseClass {
  id: number;
  name: string;
  startedAt: string;
  /** When the next class started; null for the current class. */
  endedAt: string | null;
  isCurrent: boolean;
  counts: ClassCounts;
  /** Days after the class ends that its personal data is kept (0: until the class is deleted). */
  retentionDays: number;
  /** When the personal data will be destroyed (null: the class has not ended, or 0 days). */
  destroysPersonalDataAt: string | null;
  /** When it was destroyed (null: not yet). */
  personalDataDestroyedAt: string | null;
}

export const classesUrl = '/api/classes';
export const classUrl = (id: number) => `${classesUrl}/${id}`;
/** POST (instructor): ends the current class; no class is current until the next one starts. */
export const endClassUrl = `${classesUrl}/current/end`;
/**
 * GET: a class's data for research, as CSV: every seat, result and feedback entry under a random id (a new
 * set each time), no names; free text (terms, comments) only with `?freeText=true`.
 */
export const researchExportUrl = (id: number, freeText = false) =>
  `${classUrl(id)}/research-export${freeText ? '?freeText=true' : ''}`;

/**
 * Which class a list shows: `?class=current` (the default), `all`, or a class id. Results and feedback lists
 * take it; each listed row says its `classId`.
 */
export type ClassFilter = 'current' | 'all' | number;

export const classQuery = (filter: ClassFilter) => `class=${filter}`;

/** Parses `?class=`; undefined means current. Returns null for anything else (the API answers 400). */
export function parseClassFilter(raw: unknown): ClassFilter | null {
  if (raw === undefined || raw === 'current') return 'current';
  if (raw === 'all') return 'all';
  if (typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647)
    return Number(raw);
  return null;
}
