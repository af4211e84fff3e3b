import type { MyPair, PairsOverview } from '@shared/contracts/deal';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { myPair } from './my-pair';
import { askingSeat, forRound, forSeatRound } from './pair';
import { pairsOverview } from './overview';
import { myDraft } from './service';

/**
 * The deal's reads: a seated member's own pair and drafts (403 to anyone else; 401 to a cookie of a seat that
 * is gone, 410 to a seat of an ended class: see askingSeat), and the instructor's view
 * of every pair. None is public: each is one seat's or the instructor's, and changes without a settings write.
 */
export const dealReads = (ctx: ModuleContext): Read[] => [
  defineRead({
    path: '/api/sims/:key/my-pair',
    public: false,
    read: async (viewer, params, query) => {
      const key = params.key ?? '';
      const seat = await askingSeat(ctx, viewer);
      return ok<MyPair>(await myPair(forSeatRound(ctx, key, seat, query.round), key, seat));
    },
  }),
  defineRead({
    path: '/api/sims/:key/my-drafts/:form',
    public: false,
    read: async (viewer, params, query) => {
      const key = params.key ?? '';
      const seat = await askingSeat(ctx, viewer);
      return ok<unknown>(
        await myDraft(forSeatRound(ctx, key, seat, query.round), key, seat, params.form ?? ''),
      );
    },
  }),
  defineRead({
    path: '/api/sims/:key/pairs',
    public: false,
    adminOnly: true,
    read: async (_viewer, params, query) =>
      ok<PairsOverview>(await pairsOverview(forRound(ctx, query.round), params.key ?? '')),
  }),
];
