import type { Figure, TermPoints } from '../scenarios';

/**
 * Business figures of the role-plays (SPEC section 9), the one place they are written down. Confidential:
 * each side's limits, targets and alternatives. The role documents under content/roles must state each
 * figure of their own side in the exact English and Korean forms given here, and must not state the other
 * side's private figures (checked by shared/scenarios.test.ts); the instructor's debrief reads them from
 * the API (`GET /api/sims/{key}/case-figures`). Never imported by the client's code (eslint.config.js).
 */

const won = (value: number, label: string, en: string, ko: string): Figure => ({ value, label, en, ko });

export const castingFigures = {
  previousLead: won(300_000_000, 'Previous lead (per episode)', '300 million won', '3억 원'),
  pastEarning: won(100_000_000, "Yeji's fee seven years ago", '100 million won', '1억 원'),
  agentIdeal: won(200_000_000, 'Agent ideal', '200 million won', '2억 원'),
  agentWalkAway: won(50_000_000, 'Agent walk-away', '50 million won', '5천만 원'),
  agentBackup: won(30_000_000, 'Agent back-up offer', '30 million won', '3천만 원'),
  studioCeiling: won(200_000_000, 'Studio ceiling', '200 million won', '2억 원'),
  studioTarget: won(80_000_000, 'Studio target', '80 million won', '8천만 원'),
  studioBackup: won(60_000_000, 'Studio back-up actress', '60 million won', '6천만 원'),
} as const;

export const legalFeeFigures = {
  currentFee: won(3_900_000_000, 'Current annual fee', '3.9 billion won', '39억 원'),
  damages: won(9_400_000_000, 'Damages at stake', '9.4 billion won', '94억 원'),
  associateMinimum: won(1_400_000_000, 'Associate minimum', '1.4 billion won', '14억 원'),
  associateTarget: won(6_500_000_000, 'Associate target (total)', '6.5 billion won', '65억 원'),
  clientTarget: won(1_600_000_000, 'Client target', '1.6 billion won', '16억 원'),
  clientCeiling: won(3_600_000_000, 'Client ceiling', '3.6 billion won', '36억 원'),
  clientBackup: won(1_000_000_000, 'Client back-up firm', '1 billion won', '10억 원'),
} as const;

/**
 * What each term of a casting deal is worth to each side, in points: 1 point = 1 million won per episode,
 * as the role documents state them (the agent's table of Yeji's priorities, the studio's table of costs).
 * The fee and a bonus are counted per million won per episode agreed (a bonus at its maximum amount,
 * weighted by each side's stated belief that it will be paid).
 */
export const castingTermPoints: readonly TermPoints[] = [
  {
    key: 'fee',
    label: 'Fee per episode',
    labelKo: '회당 출연료',
    per: 'million won',
    points: { agent: 1, studio: -1 },
  },
  {
    key: 'schedule',
    label: 'Family-friendly schedule',
    labelKo: '가정을 배려한 촬영 일정',
    per: 'deal',
    points: { agent: 40, studio: -15 },
  },
  {
    key: 'billing',
    label: 'Top (solo) billing',
    labelKo: '크레딧 최상단(단독 주연) 표기',
    per: 'deal',
    points: { agent: 20, studio: 0 },
  },
  {
    key: 'promotion',
    label: 'A say in promotion',
    labelKo: '홍보에 대한 협의권',
    per: 'deal',
    points: { agent: 10, studio: -2 },
  },
  {
    key: 'styling',
    label: 'Her own styling team',
    labelKo: '전속 스타일링 팀',
    per: 'deal',
    points: { agent: 5, studio: -6 },
  },
  // The agent puts the chance a bonus is paid at two in three; the studio at one in three, and the
  // platform pays half of it.
  {
    key: 'bonus',
    label: 'Bonus (ratings or overseas sales)',
    labelKo: '시청률·해외 판매 연동 보너스',
    per: 'million won',
    points: { agent: 2 / 3, studio: -1 / 6 },
  },
];

/**
 * What the legal-fee terms are worth, as far as the role documents put a value on them: 1 point = 1 million
 * won for the engagement year. The guaranteed fee moves money from one side to the other; a success fee is
 * a bet on different beliefs (Shinhwa's partners put a full dismissal at about seven in ten, Daesung's
 * litigators at about even), so each million won of it is worth 0.7 to the firm and costs Daesung 0.5 on
 * average. The sheets give the other terms (scope, cap, staffing, duration, payment) no figure, so the
 * debrief's joint value counts only these two.
 */
export const legalFeeTermPoints: readonly TermPoints[] = [
  {
    key: 'fee',
    label: 'Guaranteed annual fee',
    labelKo: '연간 확정 보수',
    per: 'million won',
    points: { shinhwa: 1, daesung: -1 },
  },
  {
    key: 'successFee',
    label: 'Success fee',
    labelKo: '성공보수',
    per: 'million won',
    points: { shinhwa: 0.7, daesung: -0.5 },
  },
];
