import type { AssignmentView, MyAssignment } from '@shared/contracts/pairing';
import { moduleHook } from '../../lib/module-hook';
import type { ModuleContext } from '../context';
import { assignmentsOfSeat } from './service';

/**
 * Tariff Wars teams as the pairing contract shows them, formed and stored by the tariff module (its one way
 * of forming teams). The tariff module comes after pairing in the order (server/modules/README.md), so it
 * registers them on the pairing face (index.ts) when its own face loads.
 */
export interface TariffTeams {
  /**
   * Starts a new game of teams of about `teamSize` from these seats (the previous game ends), live at once;
   * answers the view and what to tell once it is sent.
   */
  form(
    ctx: Pick<ModuleContext, 'db' | 'live'>,
    simKey: string,
    teamSize: number,
    seats: Array<{ id: number }>,
  ): Promise<{ view: AssignmentView; announce(): void }>;
  /** The running game's teams if it plays this case; null without such a game or a seated member. */
  current(ctx: Pick<ModuleContext, 'db'>, simKey: string): Promise<AssignmentView | null>;
  /** A seat's team in the running game, as /me lists assignments. */
  ofSeat(ctx: Pick<ModuleContext, 'db'>, seatId: number): Promise<MyAssignment[]>;
}

export const tariffTeams = moduleHook<TariffTeams>('Tariff Wars teams (the tariff module)');

/** A seat's assignments as /me lists them: its places in published assignments, then its Tariff Wars team. */
export const seatAssignments = async (ctx: Pick<ModuleContext, 'db'>, seatId: number) => [
  ...(await assignmentsOfSeat(ctx.db, seatId)),
  ...(await tariffTeams.get().ofSeat(ctx, seatId)),
];
