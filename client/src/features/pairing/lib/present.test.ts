import { describe, expect, it } from 'vitest';
import type { AssignmentView } from '@shared/contracts/pairing';
import type { RosterSeat } from '@shared/contracts/seats-config';
import { isPresent } from '@shared/contracts/seats-config';
import { latecomersOf } from './present';

const now = new Date('2025-03-01T12:00:00.000Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('isPresent', () => {
  it('is online, or seen in the last ten minutes', () => {
    expect(isPresent({ online: true, lastSeenAt: null }, now)).toBe(true);
    expect(isPresent({ online: false, lastSeenAt: ago(10) }, now)).toBe(true);
    expect(isPresent({ online: false, lastSeenAt: ago(10.1) }, now)).toBe(false);
    expect(isPresent({ online: false, lastSeenAt: null }, now)).toBe(false);
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
    });
    const view: AssignmentView = {
      id: 1,
      published: true,
      pairs: [{ table: 1, members: [{ seatId: 1, name: 'S1', role: 'agent' }] }],
      observers: [{ seatId: 2, name: 'S2', role: 'observer', table: 1 }],
      unpaired: [{ seatId: 3, name: 'S3', role: 'studio', reason: 'partner-absent' }],
      absent: [{ seatId: 4, name: 'S4' }],
    };
    expect(latecomersOf([1, 2, 3, 4, 5, 6].map(seat), view).map((s) => s.id)).toEqual([5, 6]);
  });
});
