import { formatCount } from '@shared/format';
import {
  STUCK_AFTER_MS,
  type PairOverview,
  type PairStatus,
  type PairsOverview,
} from '@shared/contracts/deal';

/** A pair's status as the run page names it. */
export const pairStatusText: Record<PairStatus, string> = {
  planning: 'Planning',
  negotiating: 'Negotiating',
  'first-offer': 'First offer made',
  waiting: 'Waiting for confirmation',
  disputed: 'Disputed',
  agreed: 'Agreed',
  'no-agreement': 'No agreement',
  'survey-done': 'Survey done',
};

/** The badge's colour: green when the pair is done, red when it needs the instructor, blue while it talks. */
export const pairStatusTone: Record<PairStatus, 'green' | 'red' | 'blue' | 'gray'> = {
  planning: 'gray',
  negotiating: 'blue',
  'first-offer': 'blue',
  waiting: 'blue',
  disputed: 'red',
  agreed: 'green',
  'no-agreement': 'gray',
  'survey-done': 'green',
};

/** Where one member is with the survey: sent with answers, skipped (sent with none), or neither yet. */
export type SurveyState = 'answered' | 'skipped' | 'not-yet';

export const surveyStateText: Record<SurveyState, string> = {
  answered: 'Answered',
  skipped: 'Skipped',
  'not-yet': 'Not yet',
};

/** A member's survey as the server listed it: a skip is done, and said as skipped, never as still to come. */
export function surveyStateOf(pair: Pick<PairOverview, 'surveys'>, seatId: number): SurveyState {
  const survey = pair.surveys.find((s) => s.seatId === seatId);
  if (!survey) return 'not-yet';
  return survey.skipped ? 'skipped' : 'answered';
}

/** The pair has a final result (agreed or not): it can no longer be stuck. */
export const isSettled = (status: PairStatus) =>
  status === 'agreed' || status === 'no-agreement' || status === 'survey-done';

/**
 * Stuck: the server said so when it answered, or, while nothing new has come since, the clock has since
 * passed STUCK_AFTER_MS after the pair's last write. The clock moves without a live event, and the page
 * does not poll, so the marker is kept up to date here with the server's rule.
 */
export function isStuck(pair: PairOverview, now: Date): boolean {
  if (isSettled(pair.status)) return false;
  if (pair.stuck) return true;
  if (pair.lastActivityAt === null) return false;
  return now.getTime() - Date.parse(pair.lastActivityAt) >= STUCK_AFTER_MS;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The line at the top: "14 of 20 pairs agreed, 2 disputed, 1 stuck", then what else is worth knowing
 * (only parts that are not zero). `stuck` is counted by the caller from the markers it shows.
 */
export function countsText(counts: PairsOverview['counts'], stuck: number): string {
  const parts = [
    `${formatCount(counts.agreed)} of ${plural(counts.pairs, 'pair', 'pairs')} agreed`,
    counts.noAgreement > 0 && `${formatCount(counts.noAgreement)} without agreement`,
    counts.waiting > 0 && `${formatCount(counts.waiting)} waiting for confirmation`,
    counts.disputed > 0 && `${formatCount(counts.disputed)} disputed`,
    stuck > 0 && `${formatCount(stuck)} stuck`,
  ];
  return parts.filter(Boolean).join(', ');
}

/** How long ago the pair last wrote, in whole minutes ("12 min"). */
export const idleMinutes = (pair: PairOverview, now: Date) =>
  pair.lastActivityAt === null
    ? null
    : Math.max(0, Math.floor((now.getTime() - Date.parse(pair.lastActivityAt)) / 60_000));
