import { describe, expect, it } from 'vitest';
import type { AssignmentView } from '@shared/contracts/pairing';
import type { RosterSeat } from '@shared/contracts/seats-config';
import { isPresent, PAGE_CLOSED_GRACE_MS, PAGE_CLOSE_SLACK_MS } from '@shared/contracts/seats-config';
import { latecomersOf } from './present';

const now = new Date('2025-03-01T12:00:00.000Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('isPresent', () => {
  const seen = (over: Partial<Parameters<typeof isPresent>[0]>) => ({
    online: false,
    lastSeenAt: null,
    pageClosedAt: null,
    ...over,
  });
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const grace = PAGE_CLOSED_GRACE_MS / 60_000;
  const slack = PAGE_CLOSE_SLACK_MS / 60_000;

  it('is online, or seen in the last ten minutes', () => {
    expect(isPresent(seen({ online: true }), now)).toBe(true);
    expect(isPresent(seen({ lastSeenAt: ago(10) }), now)).toBe(true);
    expect(isPresent(seen({ lastSeenAt: ago(10.1) }), now)).toBe(false);
    expect(isPresent(seen({}), now)).toBe(false);
  });

  it('a page closed on purpose: present for the grace time after it said so, then not', () => {
    // its own stream ended just after it said it was closing
    const closed = seen({ pageClosedAt: ago(0), lastSeenAt: new Date(now.getTime() + 900).toISOString() });
    expect(isPresent(closed, at(grace))).toBe(true);
    expect(isPresent(closed, at(grace + 1 / 60))).toBe(false);
    // a page closed with no stream seen since long before
    expect(isPresent(seen({ pageClosedAt: ago(0), lastSeenAt: ago(5) }), at(grace + 1 / 60))).toBe(false);
  });

  it('a closed page’s seat online again is present; seen again later, the ten minutes hold again', () => {
    expect(isPresent(seen({ online: true, pageClosedAt: ago(60) }), now)).toBe(true);
    // a reload's stream (or another tab's) ended later than the closing page's could have
    const later = seen({ pageClosedAt: ago(5), lastSeenAt: ago(5 - slack - 1 / 60) });
    expect(isPresent(later, now)).toBe(true);
    expect(isPresent(later, at(5.5))).toBe(false);
  });

  it('a stream that only dropped (no page said it was closing) keeps the ten minutes', () => {
    expect(isPresent(seen({ lastSeenAt: ago(grace + 1) }), now)).toBe(true);
    expect(isPresent(seen({ lastSeenAt: ago(9), pageClosedAt: ago(60) }), now)).toBe(true);
  });
});

describe('latecomersOf', () => {
  it('is the roster less everyone the assignment places', () => {
    const seat = (id: number): RosterSeat => ({
      id,
      name: `S${id}`,
      lang: 'en',
      joinedAt: ago(30),
      online: true,
      lastSeenAt: ago(0),
      pageClosedAt: null,
    });
    const view: AssignmentView = {
      id: 1,
      round: 1,
      published: true,
      pairs: [{ table: 1, members: [{ seatId: 1, name: 'S1', role: 'agent' }] }],
      observers: [{ seatId: 2, name: 'S2', role: 'observer', table: 1 }],
      unpaired: [{ seatId: 3, name: 'S3', role: 'studio', reason: 'partner-absent' }],
      absent: [{ seatId: 4, name: 'S4' }],
    };
    expect(latecomersOf([1, 2, 3, 4, 5, 6].map(seat), view).map((s) => s.id)).toEqual([5, 6]);
  });
});
