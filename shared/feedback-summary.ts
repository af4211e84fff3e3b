/** The course-feedback figures both the feedback page and the class list show. */

/** Below this many responses the recommend score swings a lot with each answer. */
export const SMALL_SAMPLE = 30;

export interface FeedbackSummary {
  responses: number;
  /** Mean rating, or null with no responses. */
  average: number | null;
  promoters: number;
  passives: number;
  detractors: number;
  /**
   * Net-Promoter-style score on this 1-10 scale: % rating 9-10 minus % rating 1-6, rounded, -100..100;
   * null with no responses.
   */
  recommendScore: number | null;
}

/** The summary of a set of ratings (the active entries': archived feedback is left out by the caller). */
export function summarizeRatings(ratings: readonly number[]): FeedbackSummary {
  const responses = ratings.length;
  const promoters = ratings.filter((r) => r >= 9).length;
  const detractors = ratings.filter((r) => r <= 6).length;
  const passives = responses - promoters - detractors;
  if (responses === 0) {
    return { responses, average: null, promoters, passives, detractors, recommendScore: null };
  }
  const sum = ratings.reduce((a, b) => a + b, 0);
  // Math.round(-0.5) is -0: add 0 so the score never prints as "-0".
  const recommendScore = Math.round(((promoters - detractors) / responses) * 100) + 0;
  return { responses, average: sum / responses, promoters, passives, detractors, recommendScore };
}
