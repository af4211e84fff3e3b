import { describe, expect, it } from 'vitest';
import { STUCK_AFTER_MS, type PairOverview } from '@shared/contracts/deal';
import { countsText, idleMinutes, isStuck } from './pair-status';

const now = new Date('2026-11-26T10:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const pair = (over: Partial<PairOverview>) =>
  ({ status: 'negotiating', stuck: false, lastActivityAt: null, ...over }) as PairOverview;

describe('isStuck', () => {
  it('is stuck from STUCK_AFTER_MS after the last write, while the pair has no final result', () => {
    expect(isStuck(pair({ lastActivityAt: before(STUCK_AFTER_MS - 1) }), now)).toBe(false);
    expect(isStuck(pair({ lastActivityAt: before(STUCK_AFTER_MS) }), now)).toBe(true);
    expect(isStuck(pair({ status: 'disputed', lastActivityAt: before(STUCK_AFTER_MS) }), now)).toBe(true);
    for (const status of ['agreed', 'no-agreement', 'survey-done'] as const)
      expect(isStuck(pair({ status, stuck: true, lastActivityAt: before(60 * 60_000) }), now)).toBe(false);
  });

  it('keeps the server’s word when the pair never wrote anything', () => {
    expect(isStuck(pair({ lastActivityAt: null }), now)).toBe(false);
    expect(isStuck(pair({ lastActivityAt: null, stuck: true }), now)).toBe(true);
  });
});

describe('countsText', () => {
  const counts = { pairs: 20, agreed: 14, noAgreement: 0, disputed: 2, waiting: 0, stuck: 0 };
  it('says how many agreed, then only what is not zero', () => {
    expect(countsText(counts, 1)).toBe('14 of 20 pairs agreed, 2 disputed, 1 stuck');
    expect(countsText({ ...counts, noAgreement: 1, waiting: 3, disputed: 0 }, 0)).toBe(
      '14 of 20 pairs agreed, 1 without agreement, 3 waiting for confirmation',
    );
    expect(countsText({ ...counts, pairs: 1, agreed: 0, disputed: 0 }, 0)).toBe('0 of 1 pair agreed');
  });
});

describe('idleMinutes', () => {
  it('counts whole minutes since the last write, never below zero', () => {
    expect(idleMinutes(pair({ lastActivityAt: before(12.9 * 60_000) }), now)).toBe(12);
    expect(idleMinutes(pair({ lastActivityAt: before(-5_000) }), now)).toBe(0);
    expect(idleMinutes(pair({ lastActivityAt: null }), now)).toBeNull();
  });
});
