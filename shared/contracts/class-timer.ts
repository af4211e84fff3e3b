import { z } from 'zod';
import { TIMER_LABEL_MAX, TIMER_SECONDS_MAX, TIMER_SECONDS_MIN, timerMessages } from './class-timer-config';
import { int32 } from './int';
import { text } from './text';

export * from './class-timer-config';

const seconds = int32(timerMessages.seconds)
  .min(TIMER_SECONDS_MIN, timerMessages.seconds)
  .max(TIMER_SECONDS_MAX, timerMessages.seconds);

/** PUT /api/class-timer: starts (or restarts) the countdown. */
export const startTimerSchema = z
  .object({
    label: text('Label')
      .trim()
      .min(1, timerMessages.labelRequired)
      .max(TIMER_LABEL_MAX, timerMessages.labelTooLong),
    seconds,
  })
  .strict();
export type StartTimer = z.infer<typeof startTimerSchema>;

/** PATCH /api/class-timer: pause, resume, or add time (a minute from the buttons; negative takes time off). */
export const changeTimerSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pause') }).strict(),
  z.object({ action: z.literal('resume') }).strict(),
  z
    .object({
      action: z.literal('add'),
      seconds: int32()
        .min(-TIMER_SECONDS_MAX)
        .max(TIMER_SECONDS_MAX)
        .refine((n) => n !== 0),
    })
    .strict(),
]);
