import { debriefCase } from '@shared/case-figures';
import { debriefMessages, debriefUrls, type MyDebrief } from '@shared/contracts/debrief';
import { dealMessages } from '@shared/contracts/deal';
import { ownMeasures } from '@shared/debrief/own-measures';
import type { Lang } from '@shared/simulations';
import { scores } from '@shared/testing/debrief-pairs';
import { json, stubFetch } from '@/test/render';

export const SIM = 'queenOfSorrows';
const M = 1_000_000;

/**
 * A Queen of Sorrows class of seven final results (six agreed, one not) and an agent at table 4 who
 * opened with 200 million won and agreed on 120 million won, having estimated the studio's ceiling at 170
 * million won; measured on the case as the server measures it.
 */
export function released(over: Partial<MyDebrief> = {}): MyDebrief {
  const me = {
    role: 'agent',
    target: 180 * M,
    walkAway: 40 * M,
    // the studio's real ceiling is 200 million won: 30 million won low
    otherWalkAway: 170 * M,
    plannedFirstOffer: 220 * M,
    scores: scores(5, { outcome: 3 }),
  };
  const deal = (opener: string, first: number, amount: number | null) => ({
    noAgreement: amount === null,
    amount: amount === null ? null : amount * M,
    firstOffer: { role: opener, amount: first * M },
  });
  const debrief: Omit<MyDebrief, 'measures'> = {
    round: 1,
    rounds: [1],
    role: 'agent',
    table: 4,
    pair: {
      classId: 2,
      round: 1,
      table: 4,
      noAgreement: false,
      amount: 120 * M,
      firstOffer: { role: 'agent', amount: 200 * M },
      contingentAmount: null,
      grantedTerms: [],
      students: [
        me,
        {
          role: 'studio',
          target: null,
          walkAway: null,
          otherWalkAway: null,
          plannedFirstOffer: null,
          scores: null,
        },
      ],
    },
    me,
    classDeals: [
      deal('studio', 60, 80),
      deal('studio', 70, 90),
      deal('agent', 200, 120),
      deal('agent', 250, 150),
      deal('agent', 280, 160),
      deal('agent', 300, 170),
      deal('studio', 50, null),
    ],
    classScores: [
      { role: 'agent', scores: scores(5, { outcome: 3 }) },
      { role: 'agent', scores: scores(6) },
      { role: 'agent', scores: scores(4) },
      { role: 'studio', scores: scores(3) },
      { role: 'studio', scores: scores(6) },
    ],
    takeaway: {
      title: 'Queen of Sorrows — What to Take Away',
      html: '<h2>The bargaining range, revealed</h2><p>Any fee from 50 to 200 million won was better than no deal.</p>',
    },
    ...over,
  };
  return { ...debrief, measures: over.measures ?? ownMeasures(debriefCase(SIM), debrief) };
}

/** The API of one seat's debrief: refused until `state.released`, then `state.debrief`. */
export function myDebriefServer(
  lang: Lang,
  debrief: MyDebrief | null = released(),
  /** Earlier rounds' debriefs (`?round=N`); the latest answers without a round. */
  earlier: MyDebrief[] = [],
) {
  const state = { released: false, debrief, inPair: true };
  const calls = stubFetch((url) => {
    const [path, query] = url.split('?') as [string, string | undefined];
    if (path !== debriefUrls(SIM).myDebrief) return json(404, { success: false, message: 'Not found.' });
    if (!state.inPair) return json(403, { success: false, message: dealMessages[lang]['not-in-pair'] });
    if (!state.released || !state.debrief)
      return json(403, { success: false, message: debriefMessages[lang].notReleased });
    const round = query?.match(/^round=(\d+)$/)?.[1];
    const data = [state.debrief, ...earlier].find((d) => round === undefined || d.round === Number(round));
    if (!data) return json(404, { success: false, message: debriefMessages[lang].noSuchRound });
    return json(200, { success: true, data });
  });
  return { state, calls };
}
