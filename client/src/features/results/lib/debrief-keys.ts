/**
 * What the projector debrief shows, changed from the keyboard. It is a sequence of views: view 1 (the deals
 * on the bargaining range) reveals its reference figures one at a time, then the next key moves on to views
 * 2 to 5; earlier classes are drawn faintly behind on every view (the view 6).
 */
export interface DebriefView {
  /** The view shown, 1..DEBRIEF_VIEWS. */
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

export const DEBRIEF_START: DebriefView = {
  step: 1,
  revealed: 0,
  earlier: false,
  tables: false,
  questions: false,
};

/**
 * Right arrow or Space: the next reference figure, then the next view; Left arrow: back the same way; 1-5: that
 * view; R: every figure; H: none; E: earlier classes on or off; T: table numbers; Q: the teaching note's
 * questions. Returns null for any other key (the page leaves it to the browser).
 */
export function debriefKey(view: DebriefView, key: string, figureCount: number): DebriefView | null {
  switch (key) {
    case 'ArrowRight':
    case ' ':
      if (view.step === 1 && view.revealed < figureCount) return { ...view, revealed: view.revealed + 1 };
      return { ...view, step: Math.min(DEBRIEF_VIEWS, view.step + 1) };
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
      if (Number.isInteger(n) && n >= 1 && n <= DEBRIEF_VIEWS) return { ...view, step: n };
      return null;
    }
  }
}
