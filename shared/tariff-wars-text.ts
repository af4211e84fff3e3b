import { TARIFF_GAME_ROUNDS, type TariffChoice, type TariffCountry } from './contracts/tariff-config';
import type { Lang } from './simulations';

/**
 * The words of the Tariff Wars projector (scoreboard and debrief), once per language: the
 * instructor chooses 한국어 or English on the projector (`?lang=ko`). The English page keeps its Korean
 * glosses (`gloss…`, shown after the English in grey); the Korean page has none.
 */
export interface TariffProjectorText {
  title: string;
  titleGloss: string | null;
  loading: string;
  loadFailed: string;
  noGame: string;
  currentRound: string;
  round: (n: number) => string;
  roundGloss: ((n: number) => string) | null;
  teamsLocked: (locked: number, teams: number) => string;
  specialRules: string;
  multiplier: (m: number) => string;
  multiplierGloss: ((m: number) => string) | null;
  talk: string;
  talkGloss: string | null;
  normal: string;
  finalScores: string;
  finalScoresGloss: string | null;
  pairs: string;
  pair: (n: number) => string;
  country: Record<TariffCountry, string>;
  choice: Record<TariffChoice, string>;
  total: (country: string, points: number) => string;
  lastRound: (round: number, choice: string | null, points: number) => string;
  status: Record<'locked' | 'choosing' | 'not joined', string>;
  debrief: string;
  // the debrief
  lowHeading: string;
  roundLabel: (n: number) => string;
  noChoices: string;
  lowShare: (percent: number, low: number, choices: number) => string;
  pairsHeading: string;
  benchmarks: (b: { alwaysLow: number; alwaysHigh: number; alternating: number; scaled: boolean }) => string;
  benchAlwaysHigh: string;
  benchAlwaysLow: string;
  benchAlternating: string;
  colPair: string;
  colRounds: string;
  colJoint: string;
  colLeader: string;
  leader: (country: string, by: number) => string;
  tie: string;
  noteLabel: string;
  noteTitle: string;
  note: string;
}

const en: TariffProjectorText = {
  title: 'Tariff Wars',
  titleGloss: '관세 전쟁',
  loading: 'Loading',
  loadFailed: 'The scoreboard could not be loaded. Please reload the page.',
  noGame: 'No Tariff Wars game has been created for this class yet.',
  currentRound: 'Current round',
  round: (n) => `Round ${n} of ${TARIFF_GAME_ROUNDS}`,
  roundGloss: (n) => `${n}라운드`,
  teamsLocked: (locked, teams) => `${locked} / ${teams} teams locked`,
  specialRules: 'Special rules',
  multiplier: (m) => `Points ×${m} this round`,
  multiplierGloss: (m) => `점수 ${m}배`,
  talk: 'Talk round: pairs may confer before choosing',
  talkGloss: '대화 라운드',
  normal: 'No special rule this round',
  finalScores: 'Final scores',
  finalScoresGloss: '최종 점수',
  pairs: 'Pairs',
  pair: (n) => `Pair ${n}`,
  country: { solara: 'Solara', lunara: 'Lunara' },
  choice: { High: 'High', Low: 'Low' },
  total: (country, points) => `${country} total ${points}`,
  lastRound: (round, choice, points) => `R${round}: ${choice ?? 'no choice'} +${points}`,
  status: { locked: 'locked', choosing: 'choosing', 'not joined': 'not joined' },
  debrief: 'Debrief',
  lowHeading: 'Low tariffs chosen, per round',
  roundLabel: (n) => `Round ${n}`,
  noChoices: 'no choices',
  lowShare: (percent, low, choices) => `${percent}% Low (${low} of ${choices})`,
  pairsHeading: 'Each pair: choices (Solara/Lunara), joint score, who out-scored whom',
  benchmarks: (b) =>
    `Benchmarks of a pair's joint score${b.scaled ? ' (with this game’s multipliers)' : ''}: always Low/Low ` +
    `${b.alwaysLow}, always High/High ${b.alwaysHigh}, taking turns High/Low ${b.alternating}` +
    `${b.scaled ? ' (60, 20 and 80 when every round counts once)' : ''}; the marks on each bar.`,
  benchAlwaysHigh: 'Always High/High',
  benchAlwaysLow: 'Always Low/Low',
  benchAlternating: 'Taking turns High/Low',
  colPair: 'Pair',
  colRounds: 'Rounds 1–5',
  colJoint: 'Joint score',
  colLeader: 'Out-scored',
  leader: (country, by) => `${country} by ${by}`,
  tie: 'Tie',
  noteLabel: 'Note for the debrief',
  noteTitle: 'A game of Chicken, not a prisoner’s dilemma',
  note:
    'With these payoffs the worst outcome is both choosing High (2 each), and Low against High still earns 4: ' +
    'the punishment P=2 is below the sucker’s payoff S=4. So the best reply to High is Low, and a pair that ' +
    'takes turns High/Low and Low/High (16 points a round) out-earns steady Low/Low (12 a round). That makes ' +
    'the matrix a game of Chicken, not a prisoner’s dilemma.',
};

const ko: TariffProjectorText = {
  title: '관세 전쟁',
  titleGloss: null,
  loading: '불러오는 중',
  loadFailed: '점수판을 불러오지 못했습니다. 페이지를 새로 고쳐 주십시오.',
  noGame: '이 수업에서 만든 관세 전쟁 게임이 아직 없습니다.',
  currentRound: '현재 라운드',
  round: (n) => `${n}라운드 (총 ${TARIFF_GAME_ROUNDS}라운드)`,
  roundGloss: null,
  teamsLocked: (locked, teams) => `${teams}개 팀 중 ${locked}개 팀 확정`,
  specialRules: '특별 규칙',
  multiplier: (m) => `이번 라운드 점수 ${m}배`,
  multiplierGloss: null,
  talk: '대화 라운드: 선택 전에 상대 팀과 협의할 수 있습니다',
  talkGloss: null,
  normal: '이번 라운드에는 특별 규칙이 없습니다',
  finalScores: '최종 점수',
  finalScoresGloss: null,
  pairs: '조',
  pair: (n) => `${n}조`,
  country: { solara: '솔라라', lunara: '루나라' },
  choice: { High: '높음', Low: '낮음' },
  total: (country, points) => `${country} 총점 ${points}점`,
  lastRound: (round, choice, points) => `${round}라운드: ${choice ?? '선택 없음'} +${points}점`,
  status: { locked: '확정', choosing: '선택 중', 'not joined': '미참여' },
  debrief: '디브리핑',
  lowHeading: '라운드별 낮은 관세 선택 비율',
  roundLabel: (n) => `${n}라운드`,
  noChoices: '선택 없음',
  lowShare: (percent, low, choices) => `낮음 ${percent}% (${choices}개 중 ${low}개)`,
  pairsHeading: '조별 선택(솔라라/루나라), 합산 점수, 더 많이 득점한 쪽',
  benchmarks: (b) =>
    `조 합산 점수의 기준${b.scaled ? '(이번 게임의 배수 적용)' : ''}: 계속 낮음/낮음 ${b.alwaysLow}점, ` +
    `계속 높음/높음 ${b.alwaysHigh}점, 높음/낮음 번갈아 하기 ${b.alternating}점` +
    `${b.scaled ? '(모든 라운드를 한 번씩 계산하면 60점, 20점, 80점)' : ''}. 각 막대의 눈금이 이 기준입니다.`,
  benchAlwaysHigh: '계속 높음/높음',
  benchAlwaysLow: '계속 낮음/낮음',
  benchAlternating: '높음/낮음 번갈아 하기',
  colPair: '조',
  colRounds: '1–5라운드',
  colJoint: '합산 점수',
  colLeader: '앞선 쪽',
  leader: (country, by) => `${country} ${by}점 앞섬`,
  tie: '동점',
  noteLabel: '디브리핑 참고',
  noteTitle: '죄수의 딜레마가 아니라 치킨 게임입니다',
  note:
    '이 보수 구조에서 가장 나쁜 결과는 양쪽 모두 높음을 고르는 것(각 2점)이며, 상대가 높음일 때 낮음을 골라도 ' +
    '4점을 얻습니다. 즉 처벌 보수 P=2가 희생자 보수 S=4보다 낮습니다. 따라서 상대의 높음에 대한 최선의 대응은 ' +
    '낮음이고, 높음/낮음과 낮음/높음을 번갈아 하는 조(라운드당 16점)가 계속 낮음/낮음인 조(라운드당 12점)보다 ' +
    '더 많이 얻습니다. 그래서 이 보수 행렬은 죄수의 딜레마가 아니라 치킨 게임입니다.',
};

export const tariffProjectorText: Record<Lang, TariffProjectorText> = { en, ko };
