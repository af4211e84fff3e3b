import type { MyAssignment } from '@shared/contracts/pairing';
import { moduleHook } from '../../lib/module-hook';
import type { ModuleContext } from '../context';

/*
 * What the seats module asks of modules after it in the order (server/modules/README.md), which it may not
 * import: each registers its answer on the seats face (index.ts) when its own face loads.
 */

/**
 * What the deal module does before a seat is deleted (the student left, or the instructor removed them): a
 * final agreement's result row keeps its numbers and loses the name. Answers what to tell once the seat is
 * gone (the partners' phones, the run page).
 */
export const seatLeaving = moduleHook<
  (ctx: Pick<ModuleContext, 'db' | 'live'>, seatId: number) => Promise<() => void>
>('a seat leaving (the deal module)');

/** Everything the deal module stores of a seat, for the student's data export. */
export const seatDeals = moduleHook<(ctx: Pick<ModuleContext, 'db'>, seatId: number) => Promise<unknown>>(
  "a seat's deals (the deal module)",
);

/**
 * A seat's published assignments of roles and partners in the current class, and its Tariff Wars team in
 * the running game, as /me lists them (the pairing module).
 */
export const seatAssignments = moduleHook<
  (ctx: Pick<ModuleContext, 'db'>, seatId: number) => Promise<MyAssignment[]>
>("a seat's assignments (the pairing module)");
