import type { FeedbackSummary } from '../feedback-summary';
import type { Lang } from '../simulations';

/**
 * The course report for the client's HR team (instructor only): who attended and for what, how many took
 * part in each step, the class's outcomes and how it felt in aggregate, and the course feedback summary.
 * Never one student's score or words: a figure drawn from fewer than COURSE_REPORT_MIN_COUNT students or
 * pairs is withheld (null), since a median of one pair is that pair's deal.
 */
export const COURSE_REPORT_MIN_COUNT = 3;

export const courseReportUrls = (classId: number | string) => ({
  /** GET `?lang=en|ko` (instructor): CourseReport. */
  report: `/api/classes/${classId}/report`,
  /** GET (instructor): the attendance as a CSV (UTF-8 with a byte-order mark); `?lang=ko` for Korean headers. */
  csv: `/api/classes/${classId}/report.csv`,
});

export interface CourseReportSeat {
  name: string;
  joinedAt: string;
  /** The last time the seat's page was seen; null when never after joining. */
  lastSeenAt: string | null;
  /** What the seat took part in, in the report's language (a case's round and table and the steps done, a team). */
  activities: string[];
}

export interface CourseReportParticipation {
  seats: number;
  cases: Array<{
    key: string;
    title: string;
    rounds: number;
    /** Seats at a table of a published assignment (each round counted). */
    seated: number;
    plans: number;
    firstOffers: number;
    agreements: number;
    noDeals: number;
    surveys: number;
  }>;
  /** The team games played: the teams and the seats in them. */
  teamGames: Array<{ key: string; title: string; teams: number; seated: number }>;
}

export interface CourseReportOutcome {
  key: string;
  title: string;
  pairs: number;
  agreements: number;
  noDeals: number;
  /** Agreed amounts (won), withheld below COURSE_REPORT_MIN_COUNT agreed amounts. */
  median: number | null;
  q1: number | null;
  q3: number | null;
  /** The mean joint points of the agreements (1 point = 1 million won), withheld as the amounts. */
  meanJoint: number | null;
  /** How it felt: each role's mean overall satisfaction (1..7), withheld below COURSE_REPORT_MIN_COUNT answers. */
  felt: Array<{ role: string; mean: number | null; n: number }>;
}

export interface CourseReport {
  lang: Lang;
  class: { id: number; name: string; startedAt: string; endedAt: string | null; isCurrent: boolean };
  attendance: CourseReportSeat[];
  participation: CourseReportParticipation;
  outcomes: { cases: CourseReportOutcome[] };
  feedback: FeedbackSummary;
  generatedAt: string;
}

export const courseReportMessages = {
  badLang: 'lang must be en or ko.',
  loadFailed: 'Could not load the course report.',
} as const;
