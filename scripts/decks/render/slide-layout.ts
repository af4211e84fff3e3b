import type { Slide } from '../deck';

/** How a slide's body was filled: reported to renderDeck's onSlide (the tests check slides are not left half empty). */
export interface SlideLayout {
  number: number;
  layout: Slide['layout'];
  /** Height of the body area (below the title bar, above the footer). */
  area: number;
  /** Height of it left empty after laying out the slide. */
  empty: number;
}
