import {
  classesSoFarMessages,
  debriefUrls,
  parseClassesChoice,
  type ClassesChoice,
  type ClassesSoFar,
  type DebriefData,
  type DebriefFigures,
  type MyDebrief,
} from '@shared/contracts/debrief';
import { pairingMessages, roundQuerySchema } from '@shared/contracts/pairing';
import { HttpError } from '../../lib/http';
import { defineRead, ok, type Read } from '../../lib/reads';
import { classFilterOr400 } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { classesSoFarData } from './classes-so-far';
import { caseFigures, debriefData, myDebrief, releaseState, type RoundChoice } from './service';

const urls = debriefUrls(':key');

/** A `?round=N`, or undefined; 400 for anything else. */
function roundOr400(raw: unknown): number | undefined {
  const parsed = roundQuerySchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, pairingMessages.round);
  return parsed.data;
}

/** A `?round=N|all`: one round, every round, or undefined (the latest). */
const roundChoiceOr400 = (raw: unknown): RoundChoice | undefined => (raw === 'all' ? 'all' : roundOr400(raw));

/** A `?classes=all|{id},{id}` (all when absent); 400 for anything else. */
function classesOr400(raw: unknown): ClassesChoice {
  const choice = parseClassesChoice(raw);
  if (choice === null) throw new HttpError(400, classesSoFarMessages.badClasses);
  return choice;
}

/**
 * The debrief's reads: the instructor's data of the projector views (`?class=current|all|{id}`), whether
 * the students' own debriefs are released, and the case's confidential figures the results chart and the
 * views draw; "Your classes so far" of the teaching notes (`?classes=all|{id},{id}`); a seated student's own
 * debrief. None is public: each changes with every agreement, the
 * student's is one seat's alone, and the case's figures are both sides' secrets.
 */
export const debriefReads = (ctx: ModuleContext): Read[] => [
  defineRead({
    path: urls.data,
    public: false,
    adminOnly: true,
    read: async (_viewer, params, query) =>
      ok<DebriefData>(
        await debriefData(
          ctx,
          params.key ?? '',
          classFilterOr400(query.class),
          roundChoiceOr400(query.round),
        ),
      ),
  }),
  defineRead({
    path: urls.release,
    public: false,
    adminOnly: true,
    read: async (_viewer, params) => ok(await releaseState(ctx, params.key ?? '')),
  }),
  defineRead({
    path: urls.caseFigures,
    public: false,
    adminOnly: true,
    // both sides' limits: never indexed (and, as every read, never cached)
    headers: { 'X-Robots-Tag': 'noindex' },
    read: (_viewer, params) => ok<DebriefFigures>(caseFigures(params.key ?? '')),
  }),
  defineRead({
    path: urls.classesSoFar,
    public: false,
    adminOnly: true,
    read: async (_viewer, params, query) =>
      ok<ClassesSoFar>(await classesSoFarData(ctx, params.key ?? '', classesOr400(query.classes))),
  }),
  defineRead({
    path: urls.myDebrief,
    public: false,
    read: async (viewer, params, query) =>
      ok<MyDebrief>(await myDebrief(ctx, viewer, params.key ?? '', () => roundOr400(query.round))),
  }),
];
