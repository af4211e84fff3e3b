import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveAudience } from './bus';
import { coalescingPublisher } from './coalesce';
import type { LiveEvent } from '@shared/contracts/live-config';

describe('a coalescing publisher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first signal at once, then one per window with the last at its end, per event and audience', () => {
    const sent: Array<[LiveEvent, LiveAudience]> = [];
    const live = coalescingPublisher({ publish: (e, to) => sent.push([e, to]) }, 500);
    const deal = { type: 'deal', sim: 'queenOfSorrows' } as const;
    live.publish(deal, 'instructor');
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(10);
      live.publish(deal, 'instructor');
    }
    // another simulation is another signal
    live.publish({ type: 'deal', sim: 'shinhwaDaesung' }, 'instructor');
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(299);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual([deal, 'instructor']);
    // quiet for a window: the next one goes at once again
    vi.advanceTimersByTime(600);
    live.publish(deal, 'instructor');
    expect(sent).toHaveLength(4);
  });
});
