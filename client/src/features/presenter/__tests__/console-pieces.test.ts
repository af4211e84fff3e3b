import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresenterState } from '@shared/contracts/presenter-config';
import {
  AUDIENCE_WINDOW,
  audienceUrl,
  openAudienceWindow,
  presenterViewUrl,
  viewOf,
} from '../audience-window';
import { clockOffset, formatDuration } from '../clock';
import { createClocks } from '../clocks';
import { createNotesPanel, NOTES_SIZE_KEY, stepNotesSize } from '../notes-panel';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T09:10:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  document.body.replaceChildren();
});

describe('the clocks', () => {
  it('formats elapsed time at a glance', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5_900)).toBe('0:05');
    expect(formatDuration(12 * 60_000 + 30_000)).toBe('12:30');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(-5)).toBe('0:00');
    expect(clockOffset('2025-01-01T09:10:05.000Z', Date.parse('2025-01-01T09:10:00.000Z'))).toBe(5_000);
  });

  it('shows the server’s elapsed time, ticking; Pause turns into Resume; the class timer beside it', () => {
    const actions = { pause: vi.fn(), resume: vi.fn(), reset: vi.fn() };
    const clocks = createClocks(actions);
    document.body.append(clocks.element);
    const elapsed = clocks.element.querySelector('[role="timer"]')!;
    const button = (name: string) =>
      [...clocks.element.querySelectorAll('button')].find((b) => b.textContent === name)!;
    expect(elapsed.textContent).toBe('0:00');
    expect(button('Pause').disabled).toBe(true);

    // this laptop's clock is 10 s behind the server's
    const running: PresenterState = {
      deck: 'ai',
      lang: 'en',
      slide: 1,
      total: 9,
      black: false,
      startedAt: '2025-01-01T09:00:10.000Z',
      pausedElapsedMs: null,
      followAlong: false,
      projectorCode: null,
      serverNow: '2025-01-01T09:10:10.000Z',
    };
    clocks.setPresentation(running);
    expect(elapsed.textContent).toBe('10:00');
    vi.advanceTimersByTime(2_000);
    expect(elapsed.textContent).toBe('10:02');
    button('Pause').click();
    expect(actions.pause).toHaveBeenCalled();

    clocks.setPresentation({ ...running, startedAt: null, pausedElapsedMs: 61_000 });
    vi.advanceTimersByTime(5_000);
    expect(elapsed.textContent).toBe('1:01');
    button('Resume').click();
    expect(actions.resume).toHaveBeenCalled();
    button('Reset').click();
    expect(actions.reset).toHaveBeenCalled();

    clocks.setClassTimer({
      label: 'Negotiation',
      endsAt: null,
      pausedRemainingMs: 300_000,
      serverNow: '2025-01-01T09:10:00.000Z',
    });
    expect(clocks.element.querySelector('.class-timer')!.textContent).toBe('Negotiation 5:00 (paused)');
  });
});

describe('the notes panel', () => {
  it('steps the size within its list', () => {
    expect(stepNotesSize(21, 1)).toBe(24);
    expect(stepNotesSize(14, -1)).toBe(14);
    expect(stepNotesSize(40, 1)).toBe(40);
    expect(stepNotesSize(999, 1)).toBe(24);
  });

  it('shows one paragraph per line as text, says when a slide has none, and keeps the size chosen', () => {
    const panel = createNotesPanel();
    document.body.append(panel.element);
    panel.show('Welcome.\n<b>Ask:</b> who?');
    const text = panel.element.querySelector('.notes-text')!;
    expect([...text.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Welcome.',
      '<b>Ask:</b> who?',
    ]);
    expect(text.querySelector('b')).toBeNull();
    panel.show('');
    expect(text.textContent).toBe('No notes for this slide.');
    panel.show(null);
    expect(text.textContent).toBe('Notes are not available.');

    panel.element.querySelector<HTMLButtonElement>('[aria-label="Larger notes"]')!.click();
    expect((text as HTMLElement).style.fontSize).toBe('24px');
    expect(localStorage.getItem(NOTES_SIZE_KEY)).toBe('24');
    // a new presenter view on this device starts at that size
    const again = createNotesPanel();
    expect(again.element.querySelector<HTMLElement>('.notes-text')!.style.fontSize).toBe('24px');
  });
});

describe('the audience window', () => {
  const here = new URL('http://site.test/present.html?deck=/decks/ai.pdf&title=AI&view=presenter#page=3');

  it('is this deck in the audience view at the current slide', () => {
    expect(audienceUrl(here, 4)).toBe('/present.html?deck=%2Fdecks%2Fai.pdf&title=AI&view=audience#page=4');
    expect(presenterViewUrl(new URL('http://site.test/present.html?deck=/decks/ai.pdf'), 2)).toBe(
      '/present.html?deck=%2Fdecks%2Fai.pdf&view=presenter#page=2',
    );
    expect(viewOf('audience')).toBe('audience');
    expect(viewOf('presenter')).toBe('presenter');
    expect(viewOf('follow')).toBe('follow');
    expect(viewOf('projector')).toBe('projector');
    expect(viewOf(null)).toBe('slides');
    expect(viewOf('<x>')).toBe('slides');
  });

  it('opens one named window, and says false when the browser refused it', () => {
    const focus = vi.fn();
    const open = vi.fn(() => ({ focus }) as unknown as Window);
    expect(openAudienceWindow('/present.html?view=audience', open)).toBe(true);
    expect(open).toHaveBeenCalledWith('/present.html?view=audience', AUDIENCE_WINDOW, expect.any(String));
    expect(focus).toHaveBeenCalled();
    expect(
      openAudienceWindow(
        '/x',
        vi.fn(() => null),
      ),
    ).toBe(false);
  });
});

describe('Connect a projector', () => {
  it('tells the projector the address it reaches, not the laptop’s localhost', async () => {
    const { createConsoleView } = await import('../console-view');
    const view = createConsoleView({
      title: 'AI',
      total: 16,
      thumbnail: () => Promise.reject(new Error('not drawn here')),
      clocks: createClocks({ pause() {}, resume() {}, reset() {} }),
      notes: createNotesPanel(),
      openAudience: () => true,
      newProjectorCode() {},
      endPresentation() {},
      projectorPage: 'http://localhost:5101/projector',
    });
    const app = document.createElement('div');
    document.body.append(app);
    view.arrange(app, document.createElement('div'));
    view.setPresentation({ projectorCode: 'K7QM2P' } as PresenterState);
    view.setProjectorPage('http://192.168.1.20:5101/projector');
    const line = app.querySelector('.projector-line')!;
    expect(line.textContent).toBe(
      'Projector code K7Q-M2P · on the projector’s own browser, open http://192.168.1.20:5101/projector and enter it (or http://192.168.1.20:5101/projector/join for the class’s join screen).',
    );
    expect(line.textContent).not.toContain('localhost');
  });
});
