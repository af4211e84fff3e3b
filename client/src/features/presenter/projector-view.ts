import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ProjectorView } from '@shared/contracts/presenter-config';
import type { DeckKey } from '@shared/keys';
import { presenterApi } from './api';
import { el } from './dom';
import { subscribeLive } from '@/lib/live/live-connection';
import { presenterMessages as m } from './messages';
import { startPresenter } from './presenter';
import { PROJECTOR_PAGE } from './site-pages';

/**
 * `&view=projector`: the projector's own browser, joined by the presenter view's code. It shows the slide
 * alone and moves only as the presentation does (the `projector` events; its GET after a drop); F still
 * toggles full screen. Another deck of the presentation is opened through /projector; an ended presentation
 * leaves a plain notice.
 */
export function startProjector(
  root: HTMLElement,
  doc: PDFDocumentProxy,
  title: string,
  deck: DeckKey,
  lang: 'en' | 'ko',
) {
  const presenter = startPresenter(root, doc, title, { chrome: false, readOnly: true });
  let ended = false;
  let stop = () => {};
  const show = (view: ProjectorView | null) => {
    if (ended) return;
    if (!view) {
      ended = true;
      stop();
      return showEnded(root);
    }
    if (view.deck !== deck || view.lang !== lang) return window.location.replace(PROJECTOR_PAGE);
    if (view.slide - 1 !== presenter.state().index)
      presenter.dispatch({ type: 'goto', index: view.slide - 1 }, 'remote');
    if (view.black !== presenter.state().black) presenter.dispatch({ type: 'toggleBlack' }, 'remote');
  };
  const refetch = () => presenterApi.projector().then(show, () => {});
  stop = subscribeLive((signal) => {
    if (signal.type === 'projector') show(signal.view);
    else if (signal.type === 'resync') void refetch();
  });
  void refetch();
}

/** The presentation ended (or this browser was never joined to one): no slide stays on the wall. */
function showEnded(root: HTMLElement) {
  document.title = `${m.projectorEnded} · Projector`;
  root.className = 'presenter error';
  root.replaceChildren(
    el('main', { className: 'error-panel' }, [
      el('h1', { text: m.projectorEnded }),
      el('p', { text: m.projectorEndedText }),
      el('div', { className: 'actions' }, [
        el('a', { className: 'action primary', text: m.enterCode, attrs: { href: PROJECTOR_PAGE } }),
      ]),
    ]),
  );
}
