import './presenter.css';
import { cleanTitle, deckLang, validateDeckParam } from './deck-url';
import { showError, showLoading } from './error-page';
import { DeckLoadError, fetchDeck } from './load-deck';
import { presenterMessages as m } from './messages';
import { openDeck } from './open-deck';
import { startPresenter } from './presenter';

/**
 * /present.html?deck=/decks/{key}[.ko].pdf&title=...[&lang=ko] : the full-screen presenter, its own Vite entry so that
 * pdf.js is loaded here only, never by the SPA. The deck address is checked before anything is fetched.
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
    startPresenter(root, doc, title);
  } catch (err) {
    if (err instanceof DeckLoadError) {
      showError(root, err.message, err.retryable ? () => location.reload() : undefined);
    } else {
      console.error('The presenter failed to start', err);
      showError(root, m.failed, () => location.reload());
    }
  }
}

void main(document.getElementById('presenter')!);
