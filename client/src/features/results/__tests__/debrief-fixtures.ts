import type { DebriefData, DebriefPair } from '@shared/contracts/debrief';
import { pair, scores, student } from '@shared/testing/debrief-pairs';

/**
 * Debrief data of the casting case for the views' tests and the benchmark: `n` pairs made by a fixed rule
 * (no randomness), half opened by each side, a first offer that pulls the deal, plans, surveys and terms.
 * Every seventh pair did not agree. Range: the agent's walk-away 50 million, the studio's ceiling 200.
 */
const M = 1_000_000;
const TERMS = ['schedule', 'billing', 'promotion', 'styling'];

export function castingPairs(n: number, classId = 1): DebriefPair[] {
  return Array.from({ length: n }, (_, i) => {
    const table = i + 1;
    const agentOpens = i % 2 === 0;
    const spread = (i * 37) % 60; // 0..59, in millions
    const first = agentOpens ? 150 + spread : 40 + spread / 2;
    const amount = Math.round(60 + 0.4 * first + ((i * 13) % 25));
    const noAgreement = i % 7 === 6;
    return pair(table, {
      classId,
      noAgreement,
      amount: noAgreement ? null : amount * M,
      firstOffer: { role: agentOpens ? 'agent' : 'studio', amount: first * M },
      contingentAmount: !noAgreement && i % 3 === 0 ? 20 * M : null,
      grantedTerms: noAgreement ? [] : TERMS.filter((_, k) => (i + k) % 3 !== 0),
      students: [
        student('agent', {
          target: (120 + spread) * M,
          walkAway: (40 + (i % 4) * 10) * M,
          plannedFirstOffer: (150 + spread) * M,
          scores: scores(2 + ((i * 5) % 50) / 10),
        }),
        student('studio', {
          target: (60 + spread / 3) * M,
          walkAway: (150 + (i % 3) * 25) * M,
          plannedFirstOffer: (50 + spread / 2) * M,
          scores: i % 5 === 4 ? null : scores(1.5 + ((i * 7) % 55) / 10),
        }),
      ],
    });
  });
}

export function debriefData(n: number, extra: Partial<DebriefData> = {}): DebriefData {
  return { classId: 1, pairs: castingPairs(n), earlier: [], unconfirmed: [], released: false, ...extra };
}
