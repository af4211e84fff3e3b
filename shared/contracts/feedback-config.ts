import { classQuery, type ClassFilter } from './classes-config';

/**
 * Course feedback without the schema library (SPEC sections 3, 4, 5 and 8): limits, messages, URLs and the
 * list shape. The admin pages need only these; the zod schemas (feedback.ts) re-export them.
 */

export const RATING_MIN = 1;
export const RATING_MAX = 10;
export const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** Longest accepted texts, in characters. The form enforces them too, so nothing typed is lost on submit. */
export const FEEDBACK_LIMITS = { name: 100, comments: 2000, favoritePart: 1000 } as const;

/** What POST /api/feedback/submit stores: texts trimmed, empty ones null. */
export interface FeedbackSubmission {
  name: string | null;
  rating: number;
  comments: string | null;
  favoritePart: string | null;
}

/** One stored entry as GET /api/feedback lists it (newest first). createdAt is an ISO 8601 string. */
export interface FeedbackEntry {
  id: number;
  name: string | null;
  rating: number;
  comments: string | null;
  favoritePart: string | null;
  isArchived: boolean;
  createdAt: string;
  /** The class that was current when it was sent (issue 18). */
  classId: number;
}

export const feedbackUrls = {
  /** `?class=current|all|{id}` (default current). */
  list: '/api/feedback',
  listOf: (filter: ClassFilter) => `/api/feedback?${classQuery(filter)}`,
  submit: '/api/feedback/submit',
  archive: (id: number) => `/api/feedback/${id}/archive`,
  formSetting: '/api/settings/feedback-form',
} as const;

export const feedbackMessages = {
  submitFailed: 'There was an error submitting your feedback. Please try again.',
  loadFailed: 'Failed to load feedback data. Please try again later.',
  noneYet: 'No feedback submissions yet.',
  noActive: 'No active feedback available.',
  archiveFailed: 'Failed to update feedback. Please try again.',
  /** The 403 a student gets when the instructor has hidden the feedback form. */
  formClosed: 'Course feedback is closed right now. Your instructor will open it when it is time.',
  notFound: 'No such feedback entry.',
} as const;

/**
 * The Course Feedback card on the admin dashboard (SPEC section 4). `archived` is the number of archived
 * entries when known: with none active and none archived there is no feedback at all, and the card says so
 * instead of claiming it was all archived (issue 21). Unknown (a failed fetch) keeps SPEC's sentence.
 */
export function activeFeedbackMessage(count: number, archived?: number): string {
  if (count <= 0 && archived === 0) return feedbackMessages.noneYet;
  if (count <= 0) return 'No active feedback to display. All feedback has been archived.';
  return `You have ${count} active feedback ${count === 1 ? 'entry' : 'entries'} to review.`;
}
