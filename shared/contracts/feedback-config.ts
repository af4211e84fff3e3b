import { classQuery, type ClassFilter } from './classes-config';

/**
 * Course feedback without the schema library: limits, messages, URLs and the
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
  /** The class that was current when it was sent. */
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
 * The Course Feedback card on the admin dashboard. `archived` is the number of archived
 * entries when known: with none active and none archived there is no feedback at all, and the card says so
 * instead of claiming it was all archived. Unknown (a failed fetch) keeps the usual sentence.
 */
export function activeFeedbackMessage(count: number, archived?: number): string {
  if (count <= 0 && archived === 0) return feedbackMessages.noneYet;
  if (count <= 0) return 'No active feedback to display. All feedback has been archived.';
  return `You have ${count} active feedback ${count === 1 ? 'entry' : 'entries'} to review.`;
}

/**
 * The words of the course review (the About page's card and its dialog) in each language: English on the
 * About page, Korean where a Korean page offers it.
 */
export const courseReviewText = {
  en: {
    heading: 'How was the course?',
    intro: 'A minute of your time helps the next class. Rate the course and tell us what to keep or change.',
    switchLabel: 'Show the feedback button to students',
    hidden: 'Hidden from students',
    open: 'Review this course',
    description:
      'Your answers go to the instructor and help improve the course. Only the rating is required.',
    ratingLegend: 'How likely are you to recommend this course to a colleague?',
    required: '(required)',
    optional: '(optional)',
    ratingHint: `${RATING_MIN} means least likely, ${RATING_MAX} means most likely.`,
    leastLikely: 'Least likely',
    mostLikely: 'Most likely',
    /** After the end numbers, for screen readers: "1 (least likely)". */
    least: 'least likely',
    most: 'most likely',
    name: 'Your name',
    comments: 'Comments',
    favoritePart: 'Favorite part of the course',
    chooseRating: 'Choose a rating to submit.',
    submit: 'Submit Feedback',
    submitting: 'Submitting...',
    thanks: 'Thank you for your feedback!',
    sent: 'Your review has been sent to the instructor.',
    done: 'Done',
    unavailable: 'The feedback form could not be loaded. Check your connection, then reload the page.',
    submitFailed: feedbackMessages.submitFailed,
  },
  ko: {
    heading: '강의는 어떠셨나요?',
    intro:
      '잠시만 시간을 내 주시면 다음 수업에 큰 도움이 됩니다. 강의를 평가하고, 좋았던 점과 바꿀 점을 알려 주세요.',
    switchLabel: '학생에게 평가 버튼 표시',
    hidden: '학생에게 숨김',
    open: '강의 평가하기',
    description: '답변은 강사에게 전달되어 강의 개선에 쓰입니다. 평점만 필수입니다.',
    ratingLegend: '이 강의를 동료에게 추천할 가능성은 얼마나 되나요?',
    required: '(필수)',
    optional: '(선택)',
    ratingHint: `${RATING_MIN}은 추천할 가능성이 가장 낮고, ${RATING_MAX}은 가장 높다는 뜻입니다.`,
    leastLikely: '추천 가능성 가장 낮음',
    mostLikely: '추천 가능성 가장 높음',
    least: '가장 낮음',
    most: '가장 높음',
    name: '이름',
    comments: '의견',
    favoritePart: '강의에서 가장 좋았던 부분',
    chooseRating: '평점을 선택하면 제출할 수 있습니다.',
    submit: '평가 제출',
    submitting: '제출하는 중...',
    thanks: '소중한 의견 감사합니다!',
    sent: '평가가 강사에게 전달되었습니다.',
    done: '확인',
    unavailable: '평가 양식을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 페이지를 새로 고쳐 주세요.',
    submitFailed: '평가를 보내는 중 오류가 발생했습니다. 다시 시도해 주세요.',
  },
} as const satisfies Record<'en' | 'ko', Record<string, string>>;
export type CourseReviewWords = (typeof courseReviewText)['en' | 'ko'];

/**
 * Why the server refused a review, in Korean, by status: the server's messages are English, and a
 * Korean dialog says the same in Korean. Undefined for a status the student cannot act on.
 */
export const courseReviewRefusedKo: Partial<Record<number, string>> = {
  400: '저장할 수 없는 문자가 들어 있습니다. 해당 내용을 지우고 다시 입력해 주세요.',
  403: '지금은 강의 평가를 받지 않고 있습니다. 평가할 때가 되면 강사가 열어 드립니다.',
  429: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
};
