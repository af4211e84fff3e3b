import './presenter.css';
import { presenterApi } from './api';
import { audienceUrl, openAudienceWindow, presenterViewUrl, viewOf, type View } from './audience-window';
import { createClocks } from './clocks';
import { connectPresentation } from './connect';
import { createConsoleView } from './console-view';
import { cleanTitle, deckLang, validateDeckParam } from './deck-url';
import { showError, showLoading } from './error-page';
import { DeckLoadError, fetchDeck } from './load-deck';
import { presenterMessages as m } from './messages';
import { createNotesPanel } from './notes-panel';
import { openDeck } from './open-deck';
import { startPresenter, type Presenter } from './presenter';
import { deckOfPath, isAbout } from './sync';
import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * /present.html?deck=/decks/{key}[.ko].pdf&title=...[&lang=ko][&view=presenter|audience] : the presenter, its
 * own Vite entry so that pdf.js is loaded here only, never by the SPA. The deck address is checked before
 * anything is fetched. Three views of one presentation: the slides full screen (the default), the presenter
 * view (notes, next slide, clocks) and the audience window (the slide alone), kept in step by the server.
 */
async function main(root: HTMLElement) {
  const params = new URLSearchParams(location.search);
  // the Korean slides (lang=ko): the title and the slides' text layer are Korean
  document.documentElement.lang = deckLang(params.get('lang'));
  const deck = validateDeckParam(params.get('deck'), location.origin);
  if (!deck.ok) {
    showError(root, deck.reason === 'missing' ? m.missing : m.invalid(deck.given));
    return;
  }
  showLoading(root);
  try {
    const doc = await openDeck(await fetchDeck(deck.path), deck.path);
    const title = cleanTitle(params.get('title')) ?? deck.path.split('/').pop()!;
    await present(root, doc, title, deck.path, viewOf(params.get('view')));
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

async function present(root: HTMLElement, doc: PDFDocumentProxy, title: string, path: string, view: View) {
  const presented = deckOfPath(path);
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
    pause: () => void presenterApi.change({ action: 'pauseClock' }).then(clocks.setPresentation, () => {}),
    resume: () => void presenterApi.change({ action: 'resumeClock' }).then(clocks.setPresentation, () => {}),
    reset: () => void presenterApi.change({ action: 'resetClock' }).then(clocks.setPresentation, () => {}),
  });
  const notes = createNotesPanel();
  const consoleView = createConsoleView({
    title,
    total: doc.numPages,
    thumbnail: (i, w) => presenter!.cache.thumbnail(i, w),
    clocks,
    notes,
    openAudience: () => openAudienceWindow(audienceUrl(new URL(location.href), presenter!.state().index + 1)),
  });
  const connection = connectPresentation(deck, lang, {
    state: clocks.setPresentation,
    timer: clocks.setClassTimer,
  });
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
