/** What the projector debrief shows, changed from the keyboard. */
export interface DebriefView {
  /** How many reference figures are shown, in order of value. */
  revealed: number;
  /** Earlier classes' agreements drawn faintly behind. */
  earlier: boolean;
}

/**
 * Right arrow or Space: the next reference figure; Left arrow: back one; R: all; H: none; E: earlier
 * classes on or off. Returns null for any other key (the page leaves it to the browser).
 */
export function debriefKey(view: DebriefView, key: string, figureCount: number): DebriefView | null {
  switch (key) {
    case 'ArrowRight':
    case ' ':
      return { ...view, revealed: Math.min(figureCount, view.revealed + 1) };
    case 'ArrowLeft':
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
    default:
      return null;
  }
}
