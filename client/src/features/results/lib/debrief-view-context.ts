import type { DebriefData, DebriefPair } from '@shared/contracts/debrief';
import type { DebriefCase } from '@shared/debrief/case';
import { reportedSimulation } from '@shared/contracts/results-config';

/**
 * What each projector view shows, computed from the debrief data: the statistics (shared/debrief), the
 * chart's layout and the sentences beside it. Pure, so the views' tests and the benchmark call the same
 * code the page does. Only final agreements are here: unconfirmed pairs are counted apart by the page.
 * This file holds what every view reads; each view's model has a file of its own (debrief-range.ts,
 * debrief-first-offer.ts, debrief-plans.ts, debrief-value.ts, debrief-felt.ts).
 */

export interface RoleNames {
  /** "Yeji's Agent". */
  title: string;
  /** "agent": in sentences and legends. */
  short: string;
}

export interface ViewContext {
  c: DebriefCase;
  pairs: readonly DebriefPair[];
  /** Earlier classes' pairs, drawn faintly behind; null when not asked for. */
  earlier: readonly DebriefPair[] | null;
  names: Readonly<Record<string, RoleNames>>;
}

export function roleNames(sim: string): Record<string, RoleNames> {
  const cfg = reportedSimulation(sim);
  const { results } = cfg;
  const counterpart = cfg.roles.find((r) => r.slug !== results.reporterRole)!;
  const reporter = cfg.roles.find((r) => r.slug === results.reporterRole)!;
  return {
    [reporter.slug]: { title: reporter.title, short: results.reporter.short },
    [counterpart.slug]: { title: counterpart.title, short: results.counterpart.short },
  };
}

/** The current class's pairs and the earlier ones' as the views read them. */
export function viewContext(
  c: DebriefCase,
  names: Record<string, RoleNames>,
  data: DebriefData | undefined,
  earlier: DebriefData | undefined,
): ViewContext {
  return { c, names, pairs: data?.pairs ?? [], earlier: earlier ? earlier.earlier : null };
}

/** Each view's title and the debrief question it answers (docs/instructor-guide.md lists them too). */
export const VIEW_TITLES: Record<number, { title: string; question: string }> = {
  1: {
    title: 'Deals on the bargaining range',
    question: 'Where did the deals land between the two walk-aways, and where had each side aimed?',
  },
  2: {
    title: 'The pull of the first offer',
    question: 'Did the side that opened do better, and how far did the first number pull the deal?',
  },
  3: {
    title: 'Plans and outcomes',
    question:
      "Did ambitious targets pay? Who misread their own limit, who agreed past it, and who read the other side's?",
  },
  4: { title: 'Value created', question: 'Which pairs found the trades that make both sides better off?' },
  5: { title: 'How it felt', question: 'Did the pairs who won feel good about it?' },
  6: {
    title: 'Round 1 vs round 2',
    question:
      'What changed when the class played the case again, and for the students who played both rounds?',
  },
};

/** The classes view's title and question: its number is the last, 6 or 7 (classesView). */
export const CLASSES_VIEW_TITLE = {
  title: 'Your classes so far',
  question: 'Did this class negotiate like the others you have taught, and as the teaching notes expect?',
};

/** A view's title and question by its number, in a debrief of `views` views (the classes view is the last). */
export const viewTitle = (step: number, views: number) =>
  step === views ? CLASSES_VIEW_TITLE : VIEW_TITLES[step]!;
