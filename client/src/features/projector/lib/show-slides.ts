import type { ProjectorView } from '@shared/contracts/presenter-config';
import { presentHref } from '@shared/decks';

/** Leaves for the slides the presentation shows, in the projector's view (the presenter page, its own entry). */
export function showSlides(view: ProjectorView): void {
  window.location.replace(presentHref(view.deck, view.lang, 'projector'));
}
