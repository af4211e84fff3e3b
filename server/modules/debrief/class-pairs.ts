import { CLASS_FLOWS } from '@shared/class-flow';
import type { DebriefPair } from '@shared/contracts/debrief';
import { findSimulation, hasResults } from '@shared/simulations';
import type { ModuleContext } from '../context';
import { roundsOf } from '../pairing';
import { classDebrief } from './service';

type Ctx = Pick<ModuleContext, 'db'>;

/**
 * Every negotiation a class played (a published round of it) with the debrief's rows of every round: its
 * final agreements, as the debrief itself counts them. The course report measures the class's outcomes on
 * these, so a report and the debrief never disagree on what was agreed.
 */
export async function classNegotiations(
  ctx: Ctx,
  classId: number,
): Promise<Array<{ key: string; rounds: number[]; pairs: DebriefPair[] }>> {
  const out = [];
  for (const flow of CLASS_FLOWS) {
    const sim = findSimulation(flow.key);
    if (!sim || !hasResults(sim)) continue;
    const rounds = await roundsOf(ctx.db, flow.key, classId);
    if (rounds.length === 0) continue;
    const { pairs } = await classDebrief(ctx, classId, flow, 'all');
    out.push({ key: flow.key, rounds, pairs: pairs.map((p) => p.pair) });
  }
  return out;
}
