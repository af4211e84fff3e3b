import { el } from './dom';
import { SCROLLS_WITH_KEYS } from './input';

/** Notes text sizes in CSS pixels, and where the instructor's choice is kept on this device. */
export const NOTES_SIZES = [14, 16, 18, 21, 24, 28, 34, 40] as const;
export const NOTES_SIZE_KEY = 'presenter.notesSize';
const DEFAULT_SIZE = 21;

/** The next size up or down, within the list; an unknown stored value starts from the default. */
export function stepNotesSize(current: number, step: 1 | -1): number {
  const i = NOTES_SIZES.indexOf(current as (typeof NOTES_SIZES)[number]);
  const from = i === -1 ? NOTES_SIZES.indexOf(DEFAULT_SIZE) : i;
  return NOTES_SIZES[Math.min(Math.max(from + step, 0), NOTES_SIZES.length - 1)]!;
}

export interface NotesPanel {
  element: HTMLElement;
  show(notes: string | null): void;
}

function storedSize(): number {
  try {
    const v = Number(localStorage.getItem(NOTES_SIZE_KEY));
    return (NOTES_SIZES as readonly number[]).includes(v) ? v : DEFAULT_SIZE;
  } catch {
    return DEFAULT_SIZE;
  }
}

/**
 * The current slide's speaker notes, one paragraph per line, with smaller / larger buttons (kept on this
 * device). `null` notes: they could not be loaded (said once, plainly); "" a slide with nothing to say.
 */
export function createNotesPanel(): NotesPanel {
  let size = storedSize();
  // focusable, so the keyboard can scroll long notes (their arrows and Space scroll them, not the slides)
  const text = el('div', {
    className: 'notes-text',
    attrs: {
      id: 'speaker-notes',
      tabindex: '0',
      role: 'region',
      'aria-label': 'Speaker notes',
      [SCROLLS_WITH_KEYS]: '',
    },
  });
  const label = el('span', { className: 'notes-size', attrs: { 'aria-live': 'polite' } });
  const apply = () => {
    text.style.fontSize = `${size}px`;
    label.textContent = `${size} px`;
  };
  const sizeButton = (name: string, glyph: string, step: 1 | -1) => {
    const b = el('button', {
      className: 'tool small',
      text: glyph,
      attrs: { type: 'button', 'aria-label': name },
    });
    b.addEventListener('click', () => {
      size = stepNotesSize(size, step);
      try {
        localStorage.setItem(NOTES_SIZE_KEY, String(size));
      } catch {
        // private mode: the size lasts for this page only
      }
      apply();
    });
    return b;
  };
  const element = el('section', { className: 'notes', attrs: { 'aria-labelledby': 'notes-heading' } }, [
    el('div', { className: 'panel-head' }, [
      el('h2', { text: 'Notes', attrs: { id: 'notes-heading' } }),
      el('div', { className: 'size-buttons' }, [
        sizeButton('Smaller notes', 'A−', -1),
        label,
        sizeButton('Larger notes', 'A+', 1),
      ]),
    ]),
    text,
  ]);
  apply();
  return {
    element,
    show(notes) {
      if (notes === null) {
        text.replaceChildren(el('p', { className: 'muted', text: 'Notes are not available.' }));
        return;
      }
      const lines = notes.split('\n').filter((l) => l.trim() !== '');
      text.replaceChildren(
        ...(lines.length
          ? lines.map((l) => el('p', { text: l }))
          : [el('p', { className: 'muted', text: 'No notes for this slide.' })]),
      );
    },
  };
}
