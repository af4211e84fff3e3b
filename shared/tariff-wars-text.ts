import {
  gameShape,
  teamNames,
  type Benchmarks,
  type GameShape,
  type TariffChoice,
  type TariffCountry,
  type TariffRules,
  type TeamGameDefinition,
} from './contracts/tariff-config';
import type { Lang, SimulationDefinition } from './simulations';

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
  pairsHeading: (first: string, second: string) => string;
  benchmarks: (b: Benchmarks) => string;
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

const en: FixedText = {
  loading: 'Loading',
  loadFailed: 'The scoreboard could not be loaded. Please reload the page.',
  noGame: 'No Tariff Wars game has been created for this class yet.',
  currentRound: 'Current round',
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
  choice: { High: 'High', Low: 'Low' },
  total: (country, points) => `${country} total ${points}`,
  lastRound: (round, choice, points) => `R${round}: ${choice ?? 'no choice'} +${points}`,
  status: { locked: 'locked', choosing: 'choosing', 'not joined': 'not joined' },
  debrief: 'Debrief',
  lowHeading: 'Low tariffs chosen, per round',
  roundLabel: (n) => `Round ${n}`,
  noChoices: 'no choices',
  lowShare: (percent, low, choices) => `${percent}% Low (${low} of ${choices})`,
  pairsHeading: (a, b) => `Each pair: choices (${a}/${b}), joint score, who out-scored whom`,
  benchmarks: (b) =>
    `Benchmarks of a pair's joint score${b.scaled ? ' (with this game’s multipliers)' : ''}: always Low/Low ` +
    `${b.alwaysLow}, always High/High ${b.alwaysHigh}, taking turns High/Low ${b.alternating}` +
    `${b.scaled ? ` (${b.plain.alwaysLow}, ${b.plain.alwaysHigh} and ${b.plain.alternating} when every round counts once)` : ''}; the marks on each bar.`,
  benchAlwaysHigh: 'Always High/High',
  benchAlwaysLow: 'Always Low/Low',
  benchAlternating: 'Taking turns High/Low',
  colPair: 'Pair',
  colJoint: 'Joint score',
  colLeader: 'Out-scored',
  leader: (country, by) => `${country} by ${by}`,
  tie: 'Tie',
  noteLabel: 'Note for the debrief',
};

const ko: FixedText = {
  loading: '불러오는 중',
  loadFailed: '점수판을 불러오지 못했습니다. 페이지를 새로 고쳐 주십시오.',
  noGame: '이 수업에서 만든 관세 전쟁 게임이 아직 없습니다.',
  currentRound: '현재 라운드',
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
  choice: { High: '높음', Low: '낮음' },
  total: (country, points) => `${country} 총점 ${points}점`,
  lastRound: (round, choice, points) => `${round}라운드: ${choice ?? '선택 없음'} +${points}점`,
  status: { locked: '확정', choosing: '선택 중', 'not joined': '미참여' },
  debrief: '디브리핑',
  lowHeading: '라운드별 낮은 관세 선택 비율',
  roundLabel: (n) => `${n}라운드`,
  noChoices: '선택 없음',
  lowShare: (percent, low, choices) => `낮음 ${percent}% (${choices}개 중 ${low}개)`,
  pairsHeading: (a, b) => `조별 선택(${a}/${b}), 합산 점수, 더 많이 득점한 쪽`,
  benchmarks: (b) =>
    `조 합산 점수의 기준${b.scaled ? '(이번 게임의 배수 적용)' : ''}: 계속 낮음/낮음 ${b.alwaysLow}점, ` +
    `계속 높음/높음 ${b.alwaysHigh}점, 높음/낮음 번갈아 하기 ${b.alternating}점` +
    `${b.scaled ? `(모든 라운드를 한 번씩 계산하면 ${b.plain.alwaysLow}점, ${b.plain.alwaysHigh}점, ${b.plain.alternating}점)` : ''}. 각 막대의 눈금이 이 기준입니다.`,
  benchAlwaysHigh: '계속 높음/높음',
  benchAlwaysLow: '계속 낮음/낮음',
  benchAlternating: '높음/낮음 번갈아 하기',
  colPair: '조',
  colJoint: '합산 점수',
  colLeader: '앞선 쪽',
  leader: (country, by) => `${country} ${by}점 앞섬`,
  tie: '동점',
  noteLabel: '디브리핑 참고',
};

const fixed: Record<Lang, FixedText> = { en, ko };

/** The words that depend on the game: its title, teams, rounds, and what its payoff matrix teaches. */
type GameText = Pick<
  TariffProjectorText,
  'title' | 'titleGloss' | 'round' | 'country' | 'colRounds' | 'noteTitle' | 'note'
>;
type FixedText = Omit<TariffProjectorText, keyof GameText>;

/** A's points as the debrief note names them: T (High against Low), R (both Low), P (both High), S (Low against High). */
const letters = ({ payoffs: p }: TariffRules) => ({
  t: p.highAgainstLow,
  r: p.bothLow,
  p: p.bothHigh,
  s: p.lowAgainstHigh,
});

const enNote: Record<GameShape, (rules: TariffRules) => Pick<GameText, 'noteTitle' | 'note'>> = {
  chicken: (rules) => {
    const { t, r, p, s } = letters(rules);
    const turns = t + s > 2 * r;
    return {
      noteTitle: 'A game of Chicken, not a prisoner’s dilemma',
      note:
        `With these payoffs the worst outcome is both choosing High (${p} each), and Low against High still earns ${s}: ` +
        `the punishment P=${p} is below the sucker’s payoff S=${s}. So the best reply to High is Low` +
        (turns
          ? `, and a pair that takes turns High/Low and Low/High (${t + s} points a round) out-earns steady Low/Low (${2 * r} a round). `
          : `. `) +
        'That makes the matrix a game of Chicken, not a prisoner’s dilemma.',
    };
  },
  prisonersDilemma: (rules) => {
    const { t, r, p, s } = letters(rules);
    return {
      noteTitle: 'A prisoner’s dilemma, not a game of Chicken',
      note:
        `With these payoffs High pays more whatever the other side chooses: ${t} against ${r} when it chooses Low, ` +
        `${p} against ${s} when it chooses High (T=${t} > R=${r} > P=${p} > S=${s}). Yet both High (${p} each) leaves ` +
        `both worse off than both Low (${r} each). Only trust across rounds keeps a pair at Low/Low: the best reply ` +
        'to High is High, unlike in Chicken.',
    };
  },
  other: (rules) => {
    const { t, r, p, s } = letters(rules);
    return {
      noteTitle: 'Read the payoffs before the pattern',
      note:
        `This matrix is neither Chicken nor a prisoner’s dilemma: High against Low ${t}, both Low ${r}, both High ${p}, ` +
        `Low against High ${s}. Ask the class which reply to High pays, and whether steady Low/Low is worth keeping.`,
    };
  },
};

const koNote: Record<GameShape, (rules: TariffRules) => Pick<GameText, 'noteTitle' | 'note'>> = {
  chicken: (rules) => {
    const { t, r, p, s } = letters(rules);
    const turns = t + s > 2 * r;
    return {
      noteTitle: '죄수의 딜레마가 아니라 치킨 게임입니다',
      note:
        `이 보수 구조에서 가장 나쁜 결과는 양쪽 모두 높음을 고르는 것(각 ${p}점)이며, 상대가 높음일 때 낮음을 골라도 ` +
        `${s}점을 얻습니다. 즉 처벌 보수 P=${p}가 희생자 보수 S=${s}보다 낮습니다. 따라서 상대의 높음에 대한 최선의 대응은 ` +
        (turns
          ? `낮음이고, 높음/낮음과 낮음/높음을 번갈아 하는 짝(라운드당 ${t + s}점)이 계속 낮음/낮음인 짝(라운드당 ${2 * r}점)보다 더 많이 얻습니다. `
          : '낮음입니다. ') +
        '그래서 이 보수 행렬은 죄수의 딜레마가 아니라 치킨 게임입니다.',
    };
  },
  prisonersDilemma: (rules) => {
    const { t, r, p, s } = letters(rules);
    return {
      noteTitle: '치킨 게임이 아니라 죄수의 딜레마입니다',
      note:
        `이 보수 구조에서는 상대가 무엇을 고르든 높음이 더 많은 점수를 줍니다. 상대가 낮음이면 ${t}점 대 ${r}점, ` +
        `상대가 높음이면 ${p}점 대 ${s}점입니다(T=${t} > R=${r} > P=${p} > S=${s}). 그런데 양쪽 모두 높음(각 ${p}점)은 ` +
        `양쪽 모두 낮음(각 ${r}점)보다 둘 다에게 나쁩니다. 짝이 낮음/낮음을 지키려면 라운드를 거듭하며 쌓은 신뢰가 ` +
        '필요합니다. 치킨 게임과 달리 상대의 높음에 대한 최선의 대응은 높음입니다.',
    };
  },
  other: (rules) => {
    const { t, r, p, s } = letters(rules);
    return {
      noteTitle: '유형보다 보수표를 먼저 읽으십시오',
      note:
        `이 보수 행렬은 치킨 게임도 죄수의 딜레마도 아닙니다. 상대가 낮음일 때 높음 ${t}점, 양쪽 모두 낮음 ${r}점, ` +
        `양쪽 모두 높음 ${p}점, 상대가 높음일 때 낮음 ${s}점입니다. 상대의 높음에 어떤 대응이 유리한지, 계속 ` +
        '낮음/낮음을 지킬 가치가 있는지 학습자에게 물어보십시오.',
    };
  },
};

const notes: Record<Lang, typeof enNote> = { en: enNote, ko: koNote };

/** The words a game's case and rules give, in each language (the English title keeps its Korean gloss). */
const gameWords: Record<
  Lang,
  (sim: SimulationDefinition, game: TeamGameDefinition) => Omit<GameText, 'noteTitle' | 'note'>
> = {
  en: (sim, game) => ({
    title: sim.title,
    titleGloss: sim.titleKo,
    round: (n) => `Round ${n} of ${game.rules.rounds}`,
    country: teamNames(game, 'en'),
    colRounds: `Rounds 1–${game.rules.rounds}`,
  }),
  ko: (sim, game) => ({
    title: sim.titleKo,
    titleGloss: null,
    round: (n) => `${n}라운드 (총 ${game.rules.rounds}라운드)`,
    country: teamNames(game, 'ko'),
    colRounds: `1–${game.rules.rounds}라운드`,
  }),
};

const gameText = (lang: Lang, sim: SimulationDefinition, game: TeamGameDefinition): GameText => ({
  ...gameWords[lang](sim, game),
  ...notes[lang][gameShape(game.rules)](game.rules),
});

/**
 * The projector's words for a team game in a language: its case's title and team names, and the rules a
 * game was played by (`rules`: a game's own; the case's before its first game).
 */
export function tariffProjectorText(
  lang: Lang,
  sim: SimulationDefinition & { game: TeamGameDefinition },
  rules: TariffRules = sim.game.rules,
): TariffProjectorText {
  return { ...fixed[lang], ...gameText(lang, sim, { ...sim.game, rules }) };
}
