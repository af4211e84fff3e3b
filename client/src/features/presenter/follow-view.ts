import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { FollowAlong } from '@shared/contracts/presenter-config';
import type { DeckKey } from '@shared/keys';
import { presenterApi } from './api';
import { destination, followAgain, heard, initialFollow, movedTo } from './follow';
import { createFollowBar } from './follow-bar';
import { subscribeLive } from '@/lib/live/live-connection';
import { startPresenter } from './presenter';

/**
 * `&view=follow`: anyone's slides (a student's phone at the back of the room) that go where the instructor
 * goes while following along is on, with the usual keys, overview and swipes to browse freely, and a way
 * back. It asks the server only the public signal (`GET /api/presenter/follow` and the `followAlong`
 * event): never the instructor's state or notes. `reader`: the student's language, which the bar speaks
 * whatever the slides' own.
 */
export function startFollowing(
  root: HTMLElement,
  doc: PDFDocumentProxy,
  title: string,
  deck: DeckKey,
  reader: 'en' | 'ko',
) {
  let state = initialFollow;
  const bar = createFollowBar(reader, () => {
    state = followAgain(state);
    go();
  });
  const presenter = startPresenter(root, doc, title, {
    chrome: true,
    arrange: bar.arrange,
    onChange: (now, previous, source) => {
      if (source === 'local' && now.index !== previous.index) {
        state = movedTo(state, now.index);
        bar.render(state, doc.numPages);
      }
    },
  });
  function go() {
    const to = destination(state, presenter.state().index);
    if (to !== null) presenter.dispatch({ type: 'goto', index: to }, 'remote');
    bar.render(state, doc.numPages);
  }
  const apply = (follow: FollowAlong | null) => {
    state = heard(state, follow, deck);
    go();
  };
  const refetch = () => presenterApi.follow().then(apply, () => {});
  bar.render(state, doc.numPages);
  subscribeLive((signal) => {
    if (signal.type === 'followAlong') apply(signal.follow);
    // a deck hidden meanwhile is no longer shared; after a drop, anything may have changed
    else if (signal.type === 'decks' || signal.type === 'resync') void refetch();
  });
  void refetch();
}
