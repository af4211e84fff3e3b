import {
  formatProjectorCode,
  type PresenterState,
  type SlideNotes,
} from '@shared/contracts/presenter-config';
import { el } from './dom';
import type { Clocks } from './clocks';
import type { NotesPanel } from './notes-panel';
import { THUMB_WIDTH } from './overview';

export interface ConsoleParts {
  title: string;
  total: number;
  thumbnail(index: number, width: number): Promise<HTMLCanvasElement>;
  clocks: Clocks;
  notes: NotesPanel;
  openAudience(): boolean;
  /** Draws a projector code (a new one replaces the old). */
  newProjectorCode(): void;
  /** Ends the presentation: projectors joined by code are let go, students stop following. */
  endPresentation(): void;
  /**
   * Where a projector's browser enters the code, at first as this laptop reaches the site (until
   * `setProjectorPage` gives the address other computers reach).
   */
  projectorPage: string;
}

export interface ConsoleView {
  /** PresenterOptions.arrange: the slide goes into the "current slide" panel. */
  arrange(app: HTMLElement, slide: HTMLElement): void;
  update(index: number): void;
  setNotes(notes: SlideNotes[] | null): void;
  /** The presentation as the server holds it (its projector code), null when none runs. */
  setPresentation(state: PresenterState | null): void;
  /** Where a projector's browser enters the code, at the address other computers reach (`reachablePage`). */
  setProjectorPage(page: string): void;
  /** Extra keys of the presenter view: T toggles single-screen mode. */
  key(e: KeyboardEvent): boolean;
}

export const SINGLE_SCREEN_KEY = 'presenter.singleScreen';

/**
 * The presenter view: the current slide large, the next slide, the speaker notes, the clocks and "slide n of
 * N"; a button opens the audience window (the slide alone, kept in step through the server), another shows
 * the code a projector's own browser joins with. Single-screen mode (for video calls, or a laptop without a
 * projector) puts the notes under the slide.
 */
export function createConsoleView(parts: ConsoleParts): ConsoleView {
  // undefined until they arrive; null when they could not be loaded
  let notes: SlideNotes[] | null | undefined;
  let index = 0;
  const counter = el('p', { className: 'console-counter' });
  const nextFrame = el('div', { className: 'next-frame' });
  const nextLabel = el('p', { className: 'next-label' });
  const blocked = el('p', { className: 'blocked', attrs: { role: 'alert' } });
  blocked.hidden = true;

  const audience = el('button', {
    className: 'action primary',
    text: 'Open audience window',
    attrs: { type: 'button' },
  });
  audience.addEventListener('click', () => {
    blocked.hidden = parts.openAudience();
    blocked.textContent = blocked.hidden
      ? ''
      : 'The browser did not open the window. Allow pop-ups for this site, or open Present Slides on the projector’s own browser: it follows this presentation.';
  });
  const projector = el('button', {
    className: 'action',
    text: 'Connect a projector',
    attrs: { type: 'button' },
  });
  projector.addEventListener('click', () => parts.newProjectorCode());
  const projectorCode = el('strong', {
    className: 'projector-code',
    attrs: { 'data-testid': 'projector-code' },
  });
  const where = document.createTextNode('');
  const showWhere = (page: string) =>
    (where.textContent = ` · on the projector’s own browser, open ${page} and enter it (or ${page}/join for the class’s join screen).`);
  showWhere(parts.projectorPage);
  const projectorLine = el('p', { className: 'projector-line', attrs: { 'aria-live': 'polite' } }, [
    document.createTextNode('Projector code '),
    projectorCode,
    where,
  ]);
  projectorLine.hidden = true;
  const end = el('button', { className: 'action', text: 'End presentation', attrs: { type: 'button' } });
  end.addEventListener('click', () => parts.endPresentation());
  const single = el('button', {
    className: 'action',
    text: 'Single screen (T)',
    attrs: { type: 'button', 'aria-pressed': 'false' },
  });
  const current = el('section', { className: 'current', attrs: { 'aria-label': 'Current slide' } });
  const next = el('section', { className: 'next', attrs: { 'aria-labelledby': 'next-heading' } }, [
    el('h2', { text: 'Next slide', attrs: { id: 'next-heading' } }),
    nextFrame,
    nextLabel,
  ]);
  let app: HTMLElement | null = null;

  const setSingle = (on: boolean) => {
    app?.classList.toggle('single', on);
    single.setAttribute('aria-pressed', String(on));
    try {
      localStorage.setItem(SINGLE_SCREEN_KEY, on ? '1' : '0');
    } catch {
      // private mode: for this page only
    }
    // the slide's box changed size: let the presenter draw it again for it
    window.dispatchEvent(new Event('resize'));
  };
  single.addEventListener('click', () => setSingle(single.getAttribute('aria-pressed') !== 'true'));

  let nextShown = -2;
  const showNext = (i: number) => {
    if (nextShown === i) return;
    nextShown = i;
    if (i >= parts.total) {
      nextFrame.replaceChildren();
      nextLabel.textContent = 'End of the deck';
      return;
    }
    nextLabel.textContent = `Slide ${i + 1}`;
    parts
      .thumbnail(i, THUMB_WIDTH * 1.5)
      .then((canvas) => {
        if (nextShown !== i) return;
        const copy = document.createElement('canvas');
        copy.width = canvas.width;
        copy.height = canvas.height;
        copy.getContext('2d')?.drawImage(canvas, 0, 0);
        copy.setAttribute('role', 'img');
        copy.setAttribute('aria-label', `Next: slide ${i + 1} of ${parts.total}`);
        nextFrame.replaceChildren(copy);
      })
      .catch(() => {});
  };

  const showNotes = () => {
    if (notes !== undefined) parts.notes.show(notes === null ? null : (notes[index]?.notes ?? ''));
  };

  return {
    arrange(root, slide) {
      app = root;
      root.classList.add('console');
      current.append(slide);
      root.append(
        el('header', { className: 'console-bar' }, [
          el('p', { className: 'console-title', text: parts.title }),
          counter,
          parts.clocks.element,
          el('div', { className: 'console-actions' }, [audience, projector, single, end]),
        ]),
        blocked,
        projectorLine,
        el('div', { className: 'console-body' }, [
          current,
          el('div', { className: 'side' }, [next, parts.notes.element]),
        ]),
      );
      let stored = false;
      try {
        stored = localStorage.getItem(SINGLE_SCREEN_KEY) === '1';
      } catch {
        // no storage: two-screen layout
      }
      root.classList.toggle('single', stored);
      single.setAttribute('aria-pressed', String(stored));
    },
    update(i) {
      index = i;
      counter.textContent = `Slide ${i + 1} of ${parts.total}`;
      showNext(i + 1);
      showNotes();
    },
    setNotes(all) {
      notes = all;
      showNotes();
    },
    setPresentation(state) {
      const code = state?.projectorCode ?? null;
      projectorLine.hidden = code === null;
      projectorCode.textContent = code ? formatProjectorCode(code) : '';
      projector.textContent = code ? 'New projector code' : 'Connect a projector';
    },
    setProjectorPage: showWhere,
    key(e) {
      if (e.ctrlKey || e.altKey || e.metaKey || (e.key !== 't' && e.key !== 'T')) return false;
      setSingle(single.getAttribute('aria-pressed') !== 'true');
      return true;
    },
  };
}
