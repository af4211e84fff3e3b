import './presenter.css';
import { presenterApi } from './api';
import { audienceUrl, openAudienceWindow, presenterViewUrl, viewOf, type View } from './audience-window';
import { createClocks } from './clocks';
import { connectPresentation } from './connect';
import { createConsoleView } from './console-view';
import { cleanTitle, langParam, validateDeckParam } from './deck-url';
import { showError, showLoading } from './error-page';
import { DeckLoadError, fetchDeck } from './load-deck';
import { presenterMessages as m } from './messages';
import { createNotesPanel } from './notes-panel';
import { openDeck } from './open-deck';
import { startPresenter, type Presenter } from './presenter';
import { deckOfPath, isAbout } from './sync';
import { startFollowing } from './follow-view';
import { startProjector } from './projector-view';
import { DECKS_PAGE, PROJECTOR_PAGE } from './site-pages';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PresenterState } from '@shared/contracts/presenter-config';
import { reachablePage } from '@shared/contracts/join';
import { FOLLOW_UI_PARAM } from '@shared/decks';

/**
 * /present.html?deck=/decks/{key}[.ko].pdf&title=...[&lang=ko][&view=...][&ui=ko] : the presenter, its own
 * Vite entry so that pdf.js is loaded here only, never by the SPA. The deck address is checked before
 * anything is fetched. The instructor's three views of one presentation, kept in step by the server: the
 * slides full screen (the default), the presenter view (notes, next slide, clocks) and the audience window
 * (the slide alone); and anyone's two: a student following the instructor's slide (its bar in the student's
 * language, `ui=ko` for a Korean one), and the projector joined by code.
 */
async function main(root: HTMLElement) {
  const params = new URLSearchParams(location.search);
  // the Korean slides (lang=ko): the title and the slides' text layer are Korean
  document.documentElement.lang = langParam(params.get('lang'));
  const deck = validateDeckParam(params.get('deck'), location.origin);
  if (!deck.ok) {
    showError(root, deck.reason === 'missing' ? m.missing : m.invalid(deck.given));
    return;
  }
  showLoading(root);
  try {
    const doc = await openDeck(await fetchDeck(deck.path), deck.path);
    const title = cleanTitle(params.get('title')) ?? deck.path.split('/').pop()!;
    await present(
      root,
      doc,
      title,
      deck.path,
      viewOf(params.get('view')),
      langParam(params.get(FOLLOW_UI_PARAM)),
    );
  } catch (err) {
    if (err instanceof DeckLoadError) {
      showError(root, err.message, err.retryable ? () => location.reload() : undefined);
    } else {
      console.error('The presenter failed to start', err);
      showError(root, m.failed, () => location.reload());
    }
  }
}

/**
 * Whether this browser is the instructor's: the SPA keeps the signed-in user under localStorage 'user' (a
 * cache; the server decides). A student's browser presents on its own and asks the server nothing, so it
 * never meets the instructor-only presentation API (and its 401s).
 */
const instructorBrowser = () => {
  try {
    return window.localStorage.getItem('user') !== null;
  } catch {
    return false;
  }
};

async function present(
  root: HTMLElement,
  doc: PDFDocumentProxy,
  title: string,
  path: string,
  view: View,
  reader: 'en' | 'ko',
) {
  const presented = deckOfPath(path);
  // anyone's views, which ask the server nothing of the instructor's: following along, and a projector
  if (presented && view === 'follow') return startFollowing(root, doc, title, presented.deck, reader);
  if (presented && view === 'projector')
    return startProjector(root, doc, title, presented.deck, presented.lang);
  if (!presented || !instructorBrowser()) {
    // a handout, or a student's own copy: slides only, nothing on the server
    startPresenter(root, doc, title, { chrome: true });
    return;
  }
  const { deck, lang } = presented;
  // a window opened during the talk starts where the presentation is (unless #page= says otherwise)
  const current = await presenterApi.state().catch(() => null);
  if (!location.hash && isAbout(current, deck, lang))
    history.replaceState(null, '', `#page=${current.slide}`);

  if (view !== 'presenter') {
    const connection = connectPresentation(deck, lang);
    const presenter = startPresenter(root, doc, title, {
      chrome: view === 'slides',
      onChange: connection.onChange,
      ...(view === 'slides'
        ? {
            presenterView: () =>
              location.assign(presenterViewUrl(new URL(location.href), presenter.state().index + 1)),
            extraKey: (e: KeyboardEvent) => {
              if (e.ctrlKey || e.altKey || e.metaKey || (e.key !== 's' && e.key !== 'S')) return false;
              location.assign(presenterViewUrl(new URL(location.href), presenter.state().index + 1));
              return true;
            },
          }
        : {}),
    });
    connection.start(presenter, view === 'slides');
    return;
  }

  const clocks = createClocks({
    pause: () => void presenterApi.change({ action: 'pauseClock' }).then(showState, () => {}),
    resume: () => void presenterApi.change({ action: 'resumeClock' }).then(showState, () => {}),
    reset: () => void presenterApi.change({ action: 'resetClock' }).then(showState, () => {}),
  });
  const notes = createNotesPanel();
  const consoleView = createConsoleView({
    title,
    total: doc.numPages,
    thumbnail: (i, w) => presenter!.cache.thumbnail(i, w),
    clocks,
    notes,
    openAudience: () => openAudienceWindow(audienceUrl(new URL(location.href), presenter!.state().index + 1)),
    newProjectorCode: () =>
      void presenterApi.change({ action: 'newProjectorCode' }).then(showState, () => {}),
    endPresentation: () =>
      void presenterApi.end().then(
        () => location.assign(DECKS_PAGE),
        () => {},
      ),
    projectorPage: `${location.origin}${PROJECTOR_PAGE}`,
  });
  // the projector is another computer: the address it reaches, by the join screen's rule (not localhost)
  presenterApi.joinInfo().then(
    (info) => consoleView.setProjectorPage(reachablePage(info, location, PROJECTOR_PAGE)),
    () => {},
  );
  const showState = (state: PresenterState | null) => {
    clocks.setPresentation(state);
    consoleView.setPresentation(state);
  };
  const connection = connectPresentation(deck, lang, { state: showState, timer: clocks.setClassTimer });
  // null while it starts: its first slide is shown below, once it can draw the next one
  let presenter: Presenter | null = null;
  presenter = startPresenter(root, doc, title, {
    chrome: false,
    arrange: consoleView.arrange,
    extraKey: consoleView.key,
    onChange: (state, previous, source) => {
      if (presenter) consoleView.update(state.index);
      connection.onChange(state, previous, source);
    },
  });
  consoleView.update(presenter.state().index);
  presenterApi.notes(deck, lang).then(consoleView.setNotes, () => consoleView.setNotes(null));
  connection.start(presenter, true);
}

void main(document.getElementById('presenter')!);
