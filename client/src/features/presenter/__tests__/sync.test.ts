import { describe, expect, it, vi } from 'vitest';
import type { PresenterState } from '@shared/contracts/presenter-config';
import { createStateSync, deckOfPath, isAbout } from '../sync';

const state = (slide: number, over: Partial<PresenterState> = {}): PresenterState => ({
  deck: 'ai',
  lang: 'en',
  slide,
  total: 10,
  black: false,
  startedAt: '2025-01-01T09:00:00.000Z',
  pausedElapsedMs: null,
  followAlong: false,
  projectorCode: null,
  serverNow: '2025-01-01T09:05:00.000Z',
  ...over,
});
const at = (slide: number) => ({ deck: 'ai' as const, lang: 'en' as const, slide, total: 10, black: false });

/** A send whose answers the test releases one at a time. */
function manualSend() {
  const pending: Array<() => void> = [];
  const send = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
  const release = async () => {
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { send, release };
}

describe('which deck a presenter page is presenting', () => {
  it('reads the deck and language from the PDF path; a handout or another path is not presented', () => {
    expect(deckOfPath('/decks/ai.pdf')).toEqual({ deck: 'ai', lang: 'en' });
    expect(deckOfPath('/decks/negotiation.ko.pdf')).toEqual({ deck: 'negotiation', lang: 'ko' });
    expect(deckOfPath('/decks/negotiation-handout.pdf')).toBeNull();
  });

  it('follows only the state of the same deck in the same language', () => {
    expect(isAbout(state(2), 'ai', 'en')).toBe(true);
    expect(isAbout(state(2), 'ai', 'ko')).toBe(false);
    expect(isAbout(state(2, { deck: 'negotiation' }), 'ai', 'en')).toBe(false);
    expect(isAbout(null, 'ai', 'en')).toBe(false);
  });
});

describe('keeping a window and the server in step', () => {
  it('applies what another device did', () => {
    const apply = vi.fn();
    const sync = createStateSync(
      vi.fn(() => Promise.resolve()),
      apply,
    );
    sync.remote(state(4));
    expect(apply).toHaveBeenCalledWith(state(4));
  });

  it('sends only the latest position while one is on its way, and ignores older states heard meanwhile', async () => {
    const { send, release } = manualSend();
    const apply = vi.fn();
    const sync = createStateSync(send, apply);
    sync.local(at(2));
    sync.local(at(3));
    sync.local(at(4));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith(at(2));
    // the echo of slide 2 arrives while 4 waits: the window stays on 4
    sync.remote(state(2));
    expect(apply).not.toHaveBeenCalled();
    await release();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(at(4));
    await release();
    // all sent: the next device's move is applied again
    sync.remote(state(7));
    expect(apply).toHaveBeenCalledWith(state(7));
  });

  it('keeps working when the server cannot be reached', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const apply = vi.fn();
    const sync = createStateSync(send, apply);
    sync.local(at(2));
    await new Promise((r) => setTimeout(r, 0));
    sync.local(at(3));
    await new Promise((r) => setTimeout(r, 0));
    expect(send).toHaveBeenCalledTimes(2);
    sync.remote(state(5));
    expect(apply).toHaveBeenCalledWith(state(5));
  });
});
