import { z } from 'zod';
import { int32 } from './int';
import { text } from './text';
import { FEEDBACK_LIMITS, RATING_MAX, RATING_MIN, type FeedbackSubmission } from './feedback-config';

/** Course feedback: the zod schemas of the request bodies. Everything else is in feedback-config.ts. */
export * from './feedback-config';

/** Optional free text: trimmed; empty or missing becomes null. */
const optionalText = (label: string, max: number, multiline = false) =>
  text(label, { multiline })
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const ratingSchema = int32('Choose a rating from 1 to 10.')
  .min(RATING_MIN, 'Choose a rating from 1 to 10.')
  .max(RATING_MAX, 'Choose a rating from 1 to 10.');

/** POST /api/feedback/submit body. Unknown fields are refused. */
export const feedbackSubmissionSchema = z
  .object({
    name: optionalText('Name', FEEDBACK_LIMITS.name),
    rating: ratingSchema,
    comments: optionalText('Comments', FEEDBACK_LIMITS.comments, true),
    favoritePart: optionalText('Favorite part', FEEDBACK_LIMITS.favoritePart, true),
  })
  .strict();
export type FeedbackSubmissionInput = z.input<typeof feedbackSubmissionSchema>;

// Compile-time check: the hand-written FeedbackSubmission (feedback-config.ts) is what the schema produces.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type SubmissionTypeMatchesSchema = Assert<
  Same<z.output<typeof feedbackSubmissionSchema>, FeedbackSubmission>
>;

/** PATCH /api/feedback/{id}/archive body. */
export const feedbackArchiveSchema = z.object({ isArchived: z.boolean() }).strict();
export type FeedbackArchive = z.infer<typeof feedbackArchiveSchema>;
