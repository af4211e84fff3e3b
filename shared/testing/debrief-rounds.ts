import type { DebriefPair } from '../contracts/debrief';
import { pair, scores, student } from './debrief-pairs';

const M = 1_000_000;

/**
 * The pairs of a class of seven that played the casting case twice, with the students' numbers as the
 * instructor's debrief data has them: for compareRounds' test and the debrief's Round 1 vs round 2 view.
 * Range 50..200 million, the agent sells; joint points: schedule 25, billing 20, promotion 8, the bonus 0.5
 * a million won. Student 5 was away in round 2, student 7 came late to it; the others switched roles and
 * partners.
 *
 * Round 1                                   share agent/studio   joint   felt
 *   table 1  agent 1 - studio 2  110M        0.4 / 0.6            25      5 / 4    (schedule; agent opened 180M)
 *   table 2  agent 3 - studio 4   80M        0.2 / 0.8             0      3 / 6    (studio opened 60M)
 *   table 3  agent 5 - studio 6  no deal     -                     -      2 / no survey (agent opened 200M)
 * Round 2
 *   table 1  agent 2 - studio 3  140M        0.6 / 0.4            53      6 / 4    (the three terms; agent opened 190M)
 *   table 2  agent 4 - studio 7  125M        0.5 / 0.5            35      5 / 7    (billing + a 30M bonus; studio opened 70M)
 *   table 3  agent 6 - studio 1   95M        0.3 / 0.7             0      4 / unanswered (no first offer recorded)
 */
export const roundOne: DebriefPair[] = [
  pair(1, {
    amount: 110 * M,
    firstOffer: { role: 'agent', amount: 180 * M },
    grantedTerms: ['schedule'],
    students: [
      student('agent', { student: 1, scores: scores(5) }),
      student('studio', { student: 2, scores: scores(4) }),
    ],
  }),
  pair(2, {
    amount: 80 * M,
    firstOffer: { role: 'studio', amount: 60 * M },
    students: [
      student('agent', { student: 3, scores: scores(3) }),
      student('studio', { student: 4, scores: scores(6) }),
    ],
  }),
  pair(3, {
    noAgreement: true,
    firstOffer: { role: 'agent', amount: 200 * M },
    students: [student('agent', { student: 5, scores: scores(2) }), student('studio', { student: 6 })],
  }),
];
export const roundTwo: DebriefPair[] = [
  pair(1, {
    round: 2,
    amount: 140 * M,
    firstOffer: { role: 'agent', amount: 190 * M },
    grantedTerms: ['schedule', 'billing', 'promotion'],
    students: [
      student('agent', { student: 2, scores: scores(6) }),
      student('studio', { student: 3, scores: scores(4) }),
    ],
  }),
  pair(2, {
    round: 2,
    amount: 125 * M,
    firstOffer: { role: 'studio', amount: 70 * M },
    contingentAmount: 30 * M,
    grantedTerms: ['billing'],
    students: [
      student('agent', { student: 4, scores: scores(5) }),
      student('studio', { student: 7, scores: scores(7) }),
    ],
  }),
  pair(3, {
    round: 2,
    amount: 95 * M,
    students: [
      student('agent', { student: 6, scores: scores(4) }),
      student('studio', { student: 1, scores: scores(null) }),
    ],
  }),
];
