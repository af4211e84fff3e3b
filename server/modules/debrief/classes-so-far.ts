import { caseFiguresOf, debriefCase } from '@shared/case-figures';
import { classMessages } from '@shared/contracts/classes-config';
import type { ClassesChoice, ClassesSoFar } from '@shared/contracts/debrief';
import { classesSoFar, pairLang, type LangPair } from '@shared/debrief/classes-so-far';
import { LANGS, type Lang } from '@shared/simulations';
import { HttpError } from '../../lib/http';
import type { ModuleContext } from '../context';
import { classesNewestFirst, seatLangs } from './repository';
import { classDebrief, negotiationOr404 } from './service';

type Ctx = Pick<ModuleContext, 'db'>;

const asLang = (l: string | undefined): Lang | null => LANGS.find((x) => x === l) ?? null;

/**
 * "Your classes so far" of a negotiation: the debrief's rows (final agreements of every published round) of
 * each chosen class, with the language its students read, measured together (shared/debrief/classes-so-far.ts).
 * A class whose personal data was destroyed counts not at all: its tables, deals and plans went with it, and
 * nothing of them is kept aside for this. 404 for a listed id that names no class.
 */
export async function classesSoFarData(ctx: Ctx, key: string, choice: ClassesChoice): Promise<ClassesSoFar> {
  const flow = negotiationOr404(key);
  const all = await classesNewestFirst(ctx.db);
  if (choice !== 'all' && choice.some((id) => !all.some((c) => c.id === id)))
    throw new HttpError(404, classMessages.notFound);
  const counted = all.filter(
    (c) => c.personalDataDestroyedAt === null && (choice === 'all' || choice.includes(c.id)),
  );
  const rows: LangPair[] = [];
  const pairsOf = new Map<number, number>();
  // oldest first, as the debrief lists earlier classes
  for (const cls of [...counted].reverse()) {
    const { pairs } = await classDebrief(ctx, cls.id, flow, 'all');
    const langs = await seatLangs(
      ctx.db,
      pairs.flatMap((p) => p.seatIds),
    );
    for (const p of pairs)
      rows.push({ pair: p.pair, lang: pairLang(p.seatIds.map((id) => asLang(langs.get(id)))) });
    pairsOf.set(cls.id, pairs.length);
  }
  return {
    ...classesSoFar(debriefCase(flow.key), rows),
    expected: caseFiguresOf(flow.key)?.expected ?? null,
    classes: all.map((c) => ({
      id: c.id,
      name: c.name,
      startedAt: c.startedAt.toISOString(),
      isCurrent: c.endedAt === null,
      destroyed: c.personalDataDestroyedAt !== null,
      counted: pairsOf.has(c.id),
      pairs: pairsOf.get(c.id) ?? 0,
    })),
  };
}
