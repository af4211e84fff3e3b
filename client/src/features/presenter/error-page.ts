import { el } from './dom';
import { presenterMessages as m } from './messages';
import { DECKS_PAGE } from './site-pages';

/** Replaces the presenter with a plain explanation and a way back (all text as text, never HTML). */
export function showError(root: HTMLElement, message: string, retry?: () => void): void {
  document.title = 'Slides cannot be shown · Presenter';
  const actions = el('div', { className: 'actions' }, [
    el('a', { className: 'action primary', text: m.back, attrs: { href: DECKS_PAGE } }),
  ]);
  if (retry) {
    const again = el('button', { className: 'action', text: m.retry, attrs: { type: 'button' } });
    again.addEventListener('click', retry);
    actions.append(again);
  }
  const panel = el('main', { className: 'error-panel' }, [
    el('h1', { text: m.heading }),
    el('p', { text: message }),
    actions,
  ]);
  root.className = 'presenter error';
  root.replaceChildren(panel);
}

/** The calm state while the PDF loads. */
export function showLoading(root: HTMLElement): void {
  root.className = 'presenter loading';
  root.replaceChildren(
    el('p', { className: 'loading-text', text: 'Loading slides…', attrs: { role: 'status' } }),
  );
}
