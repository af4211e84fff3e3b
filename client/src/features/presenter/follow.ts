import type { FollowAlong } from '@shared/contracts/presenter-config';
import type { DeckKey } from '@shared/keys';

/**
 * A student following the instructor's slide, as a pure state: where the instructor is in this deck, and
 * whether this page goes there. It follows from the start; a move of the student's own to another slide
 * lets them browse freely (the page stays where they are), and "Back to the instructor's slide", or their
 * own move onto it, follows again.
 */
export interface FollowState {
  /** The instructor's slide in this deck (1-based); null while nothing of this deck is shared. */
  instructorSlide: number | null;
  /** The deck the instructor shares instead of this one, if any. */
  elsewhere: DeckKey | null;
  /** This page goes where the instructor goes. */
  following: boolean;
}

export const initialFollow: FollowState = { instructorSlide: null, elsewhere: null, following: true };

/** What the server says is shared now (the `followAlong` signal, or its GET). */
export function heard(state: FollowState, follow: FollowAlong | null, deck: DeckKey): FollowState {
  if (!follow) return { ...state, instructorSlide: null, elsewhere: null };
  if (follow.deck !== deck) return { ...state, instructorSlide: null, elsewhere: follow.deck };
  return { ...state, instructorSlide: follow.slide, elsewhere: null };
}

/** The student moved to `index` (0-based) by their own key, click or swipe. */
export const movedTo = (state: FollowState, index: number): FollowState => ({
  ...state,
  following: state.instructorSlide !== null && index === state.instructorSlide - 1,
});

/** "Back to the instructor's slide". */
export const followAgain = (state: FollowState): FollowState => ({ ...state, following: true });

/** The slide (0-based) this page should go to now, or null to stay. */
export function destination(state: FollowState, index: number): number | null {
  if (!state.following || state.instructorSlide === null) return null;
  return index === state.instructorSlide - 1 ? null : state.instructorSlide - 1;
}
