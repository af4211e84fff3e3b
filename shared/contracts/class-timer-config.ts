/**
 * The class timer: one countdown per class that every screen shows. The server keeps it, so a
 * page opened late, on another device, shows the same time. Without the schema library (class-timer.ts
 * holds the request schemas).
 */
import type { Lang } from '../simulations';
import { localized } from '../words';

export const CLASS_TIMER_URL = '/api/class-timer';

export const TIMER_LABEL_MAX = 40;
export const TIMER_SECONDS_MIN = 10;
/** Three hours: longer than any session of the course. */
export const TIMER_SECONDS_MAX = 3 * 60 * 60;

/** The labels the instructor picks from (any other short label is allowed). */
export const TIMER_PRESETS = [
  { label: 'Preparation', labelKo: '준비', minutes: 20 },
  { label: 'Negotiation', labelKo: '협상', minutes: 20 },
  { label: 'Report your result', labelKo: '결과 입력', minutes: 5 },
] as const;

/** A timer's label as a Korean page shows it: the presets in Korean, anything else as the instructor typed it. */
export const timerLabelIn = (label: string, lang: Lang) => {
  const preset = TIMER_PRESETS.find((p) => p.label === label);
  return preset ? localized(preset, 'label', lang) : label;
};

/** The words around the countdown, in the page's language. */
export const timerText = {
  en: { timeUp: 'Time is up', paused: 'Paused', left: 'left' },
  ko: { timeUp: '시간이 끝났습니다', paused: '일시 정지', left: '남음' },
} as const;

/** GET /api/class-timer data (null when no timer runs). Times are ISO 8601. */
export interface ClassTimer {
  label: string;
  /** When it reaches zero; null while paused. */
  endsAt: string | null;
  /** What was left when it was paused; null while running. */
  pausedRemainingMs: number | null;
  /** The server's clock when this was sent, so a client can correct for its own clock's offset. */
  serverNow: string;
}

export type TimerChange = { action: 'pause' } | { action: 'resume' } | { action: 'add'; seconds: number };

export const timerMessages = {
  labelRequired: 'Give the timer a label, such as "Negotiation".',
  labelTooLong: `A timer label can be at most ${TIMER_LABEL_MAX} characters.`,
  seconds: `A timer runs from ${TIMER_SECONDS_MIN} seconds to ${TIMER_SECONDS_MAX / 3600} hours.`,
  noTimer: 'No timer is running. Start one first.',
  notPaused: 'The timer is not paused.',
  notRunning: 'The timer is not running.',
} as const;

/** Milliseconds left on the server's clock at `serverNowMs` (never below zero). */
export function timerRemainingMs(timer: ClassTimer, serverNowMs: number): number {
  if (timer.pausedRemainingMs !== null) return timer.pausedRemainingMs;
  return Math.max(0, Date.parse(timer.endsAt!) - serverNowMs);
}
