import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOverlay, IDLE_AFTER_MS } from '../overlay';
import { showError } from '../error-page';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

function setup(title = 'AI Workshop') {
  const root = document.createElement('div');
  document.body.append(root);
  const actions = { prev: vi.fn(), next: vi.fn(), overview: vi.fn(), fullscreen: vi.fn() };
  const overlay = createOverlay(root, title, actions);
  return { root, overlay, actions };
}

describe('the overlay', () => {
  it('shows the title as text and the slide counter', () => {
    const { root, overlay } = setup('<b>Bold</b> & <script>x()</script>');
    overlay.update(2, 14);
    expect(root.querySelector('.title')!.textContent).toBe('<b>Bold</b> & <script>x()</script>');
    expect(root.querySelector('b, script')).toBeNull();
    expect(root.querySelector('.counter')!.textContent).toBe('3 / 14');
  });

  it('hides after a few seconds without mouse movement and comes back when the mouse moves', () => {
    const { root } = setup();
    expect(root).not.toHaveClass('idle');
    vi.advanceTimersByTime(IDLE_AFTER_MS - 1);
    expect(root).not.toHaveClass('idle');
    vi.advanceTimersByTime(1);
    expect(root).toHaveClass('idle');
    root.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(root).not.toHaveClass('idle');
    vi.advanceTimersByTime(IDLE_AFTER_MS);
    expect(root).toHaveClass('idle');
  });

  it('has labelled buttons for mice and tablets that do not also advance the slide', () => {
    const { root, actions, overlay } = setup();
    const advance = vi.fn();
    root.addEventListener('click', advance);
    const byName = (name: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
    byName('Next slide').click();
    byName('Previous slide').click();
    byName('All slides (G)').click();
    byName('Full screen (F)').click();
    expect(actions.next).toHaveBeenCalledOnce();
    expect(actions.prev).toHaveBeenCalledOnce();
    expect(actions.overview).toHaveBeenCalledOnce();
    expect(actions.fullscreen).toHaveBeenCalledOnce();
    expect(advance).not.toHaveBeenCalled();
    overlay.setFullscreen(true);
    expect(byName('Exit full screen (F)')).not.toBeNull();
  });
});

describe('the error page', () => {
  it('shows the message as text with a way back, and a retry only when it can help', () => {
    const root = document.createElement('div');
    const retry = vi.fn();
    showError(root, '“<img src=x>” is not a deck of this site.', retry);
    expect(root.querySelector('h1')!.textContent).toBe('These slides cannot be shown');
    expect(root.querySelector('p')!.textContent).toBe('“<img src=x>” is not a deck of this site.');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('a')!.getAttribute('href')).toBe('/decks');
    root.querySelector<HTMLButtonElement>('button')!.click();
    expect(retry).toHaveBeenCalledOnce();

    showError(root, 'Nope.');
    expect(root.querySelector('button')).toBeNull();
  });
});
