/**
 * What the projector debrief shows, changed from the keyboard. It is a sequence of views: view 1 (the deals
 * on the bargaining range) reveals its reference figures one at a time, then the next key moves on to views
 * 2 to 5, and to view 6 (round 1 vs round 2) when the class has played the case more than once, and last to
 * this class beside your classes so far; earlier classes are drawn faintly behind on views 1 to 5.
 */
export interface DebriefView {
  /**
   * The view shown, 1..DEBRIEF_VIEWS, ROUNDS_VIEW when the class has played more than one round, and the
   * classes view (classesView) last.
   */
  step: number;
  /** How many reference figures view 1 shows, in order of value. */
  revealed: number;
  /** Earlier classes' agreements drawn faintly behind. */
  earlier: boolean;
  /** The pairs' table numbers beside their dots (no names either way). */
  tables: boolean;
  /** The teaching note's questions for the view, beside it (hidden in full screen). */
  questions: boolean;
}

export const DEBRIEF_VIEWS = 5;

/** The view that compares the rounds: after the others, there only when the class has 2+ rounds. */
export const ROUNDS_VIEW = DEBRIEF_VIEWS + 1;

/**
 * The last view: this class beside every class the instructor has taught the case to, and the notes'
 * expectation. After the rounds view where there is one.
 */
export const classesView = (rounds: readonly number[]) =>
  (rounds.length >= 2 ? ROUNDS_VIEW : DEBRIEF_VIEWS) + 1;

/** How many views the debrief has: the classes view last, after the rounds view once a second round was played. */
export const viewCount = classesView;

export const DEBRIEF_START: DebriefView = {
  step: 1,
  revealed: 0,
  earlier: false,
  tables: false,
  questions: false,
};

/**
 * Right arrow or Space: the next reference figure, then the next view; Left arrow: back the same way; 1 to
 * `views`: that view; R: every figure; H: none; E: earlier classes on or off; T: table numbers; Q: the
 * teaching note's questions. Returns null for any other key (the page leaves it to the browser).
 */
export function debriefKey(
  view: DebriefView,
  key: string,
  figureCount: number,
  views = DEBRIEF_VIEWS,
): DebriefView | null {
  switch (key) {
    case 'ArrowRight':
    case ' ':
      if (view.step === 1 && view.revealed < figureCount) return { ...view, revealed: view.revealed + 1 };
      return { ...view, step: Math.min(views, view.step + 1) };
    case 'ArrowLeft':
      if (view.step > 1) return { ...view, step: view.step - 1 };
      return { ...view, revealed: Math.max(0, view.revealed - 1) };
    case 'r':
    case 'R':
      return { ...view, revealed: figureCount };
    case 'h':
    case 'H':
      return { ...view, revealed: 0 };
    case 'e':
    case 'E':
      return { ...view, earlier: !view.earlier };
    case 't':
    case 'T':
      return { ...view, tables: !view.tables };
    case 'q':
    case 'Q':
      return { ...view, questions: !view.questions };
    default: {
      const n = Number(key);
      if (Number.isInteger(n) && n >= 1 && n <= views) return { ...view, step: n };
      return null;
    }
  }
}
