import { afterEach, describe, expect, it } from 'vitest';
import { dealUrls } from '@shared/contracts/deal';
import { dealWrite, restoreWrite } from '../lib/deal-writes';
import { isWorthRetrying, outboxStore, retryDelay } from '../lib/outbox-store';

afterEach(() => localStorage.clear());

describe('the outbox’s rules', () => {
  it('waits 1 s, doubling, at most 30 s between tries that got no answer', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('tries again only when there was no verdict: no answer, 5xx, 408, 429', () => {
    expect([null, 500, 502, 503, 408, 429].every(isWorthRetrying)).toBe(true);
    expect([400, 401, 403, 404, 409, 413, 422].some(isWorthRetrying)).toBe(false);
  });

  it('keeps a submission with its key across a reload, and never sends to an address read from storage', () => {
    const write = dealWrite('queenOfSorrows', 'confirm', { version: 2 });
    expect(write).toMatchObject({ method: 'POST', url: dealUrls('queenOfSorrows').confirm });
    outboxStore.write('7:queenOfSorrows', [write]);
    expect(outboxStore.read('7:queenOfSorrows', 'queenOfSorrows')).toEqual([write]);

    expect(
      restoreWrite('queenOfSorrows', { ...write, url: 'https://elsewhere.example/steal', method: 'DELETE' }),
    ).toEqual(write);
    expect(restoreWrite('queenOfSorrows', { ...write, kind: 'reopen' })).toBeNull();
    expect(restoreWrite('queenOfSorrows', { ...write, key: '' })).toBeNull();
    outboxStore.write('7:queenOfSorrows', []);
    expect(localStorage.getItem('deal-outbox:7:queenOfSorrows')).toBeNull();
  });

  it('makes a new key for each submission', () => {
    const a = dealWrite('queenOfSorrows', 'plan', {});
    const b = dealWrite('queenOfSorrows', 'plan', {});
    expect(a.key).not.toBe(b.key);
  });
});
