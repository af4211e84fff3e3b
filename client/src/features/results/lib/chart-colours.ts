import type { FigureSide } from '@shared/simulations';

/** The debrief charts' colours: at least 4.5:1 contrast on white, so labels read on a projector too. */
export const sideColour: Record<FigureSide, string> = {
  reporter: '#1d4ed8',
  counterpart: '#b45309',
  context: '#475569',
};
export const MEDIAN_COLOUR = '#be123c';
export const DOT_COLOUR = '#0f766e';
/** Earlier classes: faint, behind this class's marks. */
export const EARLIER_COLOUR = '#64748b';
export const EARLIER_OPACITY = 0.3;

/** A role's colour: the reporting role takes the reporter's figures' colour, the other the counterpart's. */
export const roleColour = (roles: readonly string[], role: string) =>
  role === roles[0] ? sideColour.reporter : role === roles[1] ? sideColour.counterpart : sideColour.context;
