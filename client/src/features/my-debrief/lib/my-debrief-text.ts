import { amountWords } from '@shared/format';
import { CLASS_SCORES_MIN } from '@shared/contracts/debrief';
import { MIN_PAIRS_FOR_LINE } from '@shared/debrief/stats';
import { WALK_AWAY_TOLERANCE, type OtherWalkAwayEstimate, type WalkAwayReading } from '@shared/debrief/plans';
import type { Lang } from '@shared/simulations';

/** An amount as the student's language writes it: "120 million won", "1억 2천만 원". */
export const won = (amount: number, lang: Lang) => amountWords(Math.round(amount), lang);

const pct = (share: number) => Math.round(share * 100);
const tolerance = `${WALK_AWAY_TOLERANCE * 100}%`;

/** Which way the student's side wants the amount (+1 high, -1 low, 0 unknown): it names the other side's limit. */
type Direction = -1 | 0 | 1;
/** The other side's limit in Korean, by its side: a seller estimates the buyer's 상한선, a buyer the seller's 최저선. */
const theirLimitKo = (dir: Direction) => (dir === 1 ? '상한선' : dir === -1 ? '최저선' : '유보가격');

const en = {
  title: (sim: string) => `${sim}: my debrief`,
  roundsLabel: 'The rounds you played',
  round: (n: number) => `Round ${n}`,
  youWere: (role: string, table: number) => `You were ${role} at table ${table}.`,
  loading: 'Loading your debrief…',
  backToClass: 'My class',
  print: 'Print / Save as PDF',
  loadFailed: 'Your debrief could not be loaded.',
  tryAgain: 'Try again',
  noSeat: 'Join the class first: your debrief is for the students of the class.',
  notReleasedTitle: 'Not released yet',
  notReleased:
    'Your instructor opens the debrief after the class discussion. Keep this page open: it changes by itself as soon as they do.',

  dealTitle: 'Your deal in the class',
  agreedOn: (amount: string) => `Your pair agreed on ${amount}.`,
  percentile: (p: number, n: number) =>
    `That is percentile ${p} of the class's ${n} agreed amounts (0 is the lowest, 100 the highest).`,
  share: (share: number) =>
    `Your side won ${pct(share)}% of the bargaining range, the room between the two sides' walk-away points.`,
  noAgreement: (agreed: number, pairs: number) =>
    `Your pair did not reach an agreement. ${agreed} of the class's ${pairs} pairs with a final result did.`,
  notFinal:
    "Your pair's agreement is not final, so it is not among the class's figures. Here is the class without it.",
  noClassDeals: 'No pair of the class has agreed on an amount yet.',
  strip: (n: number) => `The class's ${n} agreed amounts, lowest on the left. The large dot is your pair's.`,
  stripNoOwn: (n: number) => `The class's ${n} agreed amounts, lowest on the left.`,

  firstOfferTitle: 'The first offer',
  openedMine: (amount: string) => `Your side opened with ${amount}.`,
  openedOther: (role: string, amount: string) => `The other side (${role}) opened with ${amount}.`,
  notRecorded: 'Your pair did not record who opened.',
  landed: (deal: string, moved: string | null) =>
    moved === null
      ? `The deal landed on that very amount, ${deal}.`
      : `The deal landed at ${deal}, ${moved} away from that first offer.`,
  lineFacts: (n: number, r: number | null) =>
    `${n} pairs${r === null ? '' : `, correlation ${r.toFixed(2)}`}.`,
  versusLine: (expected: string, gap: string, higher: boolean, better: boolean | null) =>
    `For your pair's first offer the class line expects ${expected}; your deal was ${gap} ${higher ? 'higher' : 'lower'}${
      better === null ? '' : better ? ', in your side’s favour' : ', against your side'
    }.`,
  onTheLine: (expected: string) =>
    `For your pair's first offer the class line expects ${expected}, and that is about where your deal ended.`,
  tooFew: (n: number) =>
    `Only ${n} ${n === 1 ? 'pair' : 'pairs'} recorded a first offer and agreed: too few for a class line (it takes ${MIN_PAIRS_FOR_LINE}).`,
  noSpread: 'Every first offer in the class was the same, so there is no line.',
  chartLabel: (n: number) =>
    `First offer (across) against the deal (up) for the class's ${n} pairs; the large dot is your pair's.`,
  chartAcross: 'Across: first offer',
  chartUp: 'Up: deal',

  planTitle: 'Your plan and the result',
  target: 'Your target',
  walkAway: 'Your walk-away point',
  plannedFirstOffer: 'Your planned first offer',
  notWritten: 'Not written',
  noPlan: 'You did not write a plan.',
  noResult: 'Without a final agreement there is no result to measure your plan against.',
  beatTarget: (gap: string) => `Your deal beat it by ${gap}.`,
  metTarget: 'Your deal met it exactly.',
  missedTarget: (gap: string) => `Your deal fell ${gap} short of it.`,
  realWalkAway: (amount: string) => `The case's real one: ${amount}.`,
  reading: {
    right: 'You read your limit right.',
    stricter: 'Stricter than your real limit: you might have turned down deals better than your alternative.',
    looser: 'Looser than your real limit: you might have accepted deals worse than your alternative.',
  } satisfies Record<WalkAwayReading, string>,
  beyondStated: 'Your deal went past the walk-away point you wrote.',
  beyondReal:
    "Your deal went past the case's real walk-away point: no deal would have served your side better.",
  actualFirstOffer: (amount: string, mine: boolean) =>
    `The first offer made: ${amount}, by ${mine ? 'your side' : 'the other side'}.`,
  otherWalkAway: (_dir: Direction) => 'Your estimate of their walk-away point',
  /** "Your estimate 180 million won vs their real walk-away point 200 million won: 20 million won low." */
  estimate: (e: OtherWalkAwayEstimate, won: (v: number) => string, _dir: Direction) =>
    `Your estimate ${won(e.estimate)} vs their real walk-away point ${won(e.real)}: ${
      e.reading === 'right'
        ? e.gap === 0
          ? 'exactly right'
          : `right within ${tolerance}`
        : `${won(Math.abs(e.gap))} ${e.reading}`
    }.`,

  feltTitle: 'How it felt',
  dimension: 'Dimension',
  you: 'You',
  classMedian: 'Class median',
  overall: 'Overall',
  scale: 'Scores run from 1 to 7; higher means a better feeling.',
  noSurvey: 'You did not answer the survey.',
  tooFewScores: `The class median appears once at least ${CLASS_SCORES_MIN} students with a final agreement have answered.`,

  reflectionTitle: 'A question to take with you',
};

export type MyDebriefText = typeof en;

/** The words of a student's own debrief, in English and Korean. */
export const myDebriefText: Record<Lang, MyDebriefText> = {
  en,
  ko: {
    title: (sim: string) => `${sim} 나의 디브리핑`,
    roundsLabel: '참여한 협상',
    round: (n: number) => `${n}차 협상`,
    youWere: (role: string, table: number) => `${table}번 테이블에서 ${role} 역할을 맡았습니다.`,
    loading: '디브리핑을 불러오는 중…',
    backToClass: '내 수업',
    print: '인쇄 / PDF로 저장',
    loadFailed: '디브리핑을 불러오지 못했습니다.',
    tryAgain: '다시 시도',
    noSeat: '먼저 수업에 참여해 주세요. 디브리핑은 수업에 참여한 학생에게만 보입니다.',
    notReleasedTitle: '아직 공개되지 않았습니다',
    notReleased:
      '강사가 수업 토론을 마친 뒤 디브리핑을 공개합니다. 이 페이지를 열어 두면 공개되는 즉시 저절로 바뀝니다.',

    dealTitle: '반 전체에서 우리 합의의 위치',
    agreedOn: (amount: string) => `우리 짝은 ${amount}에 합의했습니다.`,
    percentile: (p: number, n: number) =>
      `반 전체 합의 ${n}건 가운데 백분위 ${p}에 해당합니다(0이 가장 낮은 금액, 100이 가장 높은 금액).`,
    share: (share: number) =>
      `우리 쪽은 협상 가능 영역, 곧 양측 유보가격 사이 구간의 ${pct(share)}%를 가져왔습니다.`,
    noAgreement: (agreed: number, pairs: number) =>
      `우리 짝은 합의하지 못했습니다. 결과가 확정된 ${pairs}쌍 가운데 ${agreed}쌍이 합의했습니다.`,
    notFinal:
      '우리 짝의 합의는 아직 확정되지 않아 반 전체 수치에 들어가지 않았습니다. 아래는 우리 짝을 뺀 반 전체의 결과입니다.',
    noClassDeals: '반 전체에 아직 금액을 합의한 짝이 없습니다.',
    strip: (n: number) => `반 전체 합의 금액 ${n}건입니다. 왼쪽일수록 낮은 금액이고, 큰 점이 우리 짝입니다.`,
    stripNoOwn: (n: number) => `반 전체 합의 금액 ${n}건입니다. 왼쪽일수록 낮은 금액입니다.`,

    firstOfferTitle: '첫 제안',
    openedMine: (amount: string) => `우리 쪽이 먼저 ${amount}을 제안했습니다.`,
    openedOther: (role: string, amount: string) => `상대(${role})가 먼저 ${amount}을 제안했습니다.`,
    notRecorded: '우리 짝은 누가 먼저 제안했는지 기록하지 않았습니다.',
    // every amount ends in 원, so 으로 follows it
    landed: (deal: string, moved: string | null) =>
      moved === null
        ? `최종 합의도 첫 제안과 같은 ${deal}이었습니다.`
        : `최종 합의는 ${deal}으로, 첫 제안과 ${moved} 차이가 났습니다.`,
    lineFacts: (n: number, r: number | null) =>
      `${n}쌍 기준${r === null ? '' : `, 상관계수 ${r.toFixed(2)}`}.`,
    versusLine: (expected: string, gap: string, higher: boolean, better: boolean | null) =>
      `우리 짝의 첫 제안이라면 반 전체 추세선으로는 ${expected}이 예상됩니다. 실제 합의는 그보다 ${gap} ${
        higher ? '높았습니다' : '낮았습니다'
      }.${better === null ? '' : better ? ' 우리 쪽에 유리한 결과입니다.' : ' 우리 쪽에 불리한 결과입니다.'}`,
    onTheLine: (expected: string) =>
      `우리 짝의 첫 제안이라면 반 전체 추세선으로는 ${expected}이 예상되는데, 실제 합의도 거의 그 금액이었습니다.`,
    tooFew: (n: number) =>
      `첫 제안을 기록하고 합의한 짝이 ${n}쌍뿐이라 추세선을 그리기에는 부족합니다(${MIN_PAIRS_FOR_LINE}쌍 이상 필요).`,
    noSpread: '반 전체의 첫 제안이 모두 같아 추세선을 그릴 수 없습니다.',
    chartLabel: (n: number) =>
      `반 전체 ${n}쌍의 첫 제안(가로)과 합의 금액(세로)입니다. 큰 점이 우리 짝입니다.`,
    chartAcross: '가로: 첫 제안',
    chartUp: '세로: 합의 금액',

    planTitle: '나의 계획과 결과',
    target: '나의 목표',
    walkAway: '나의 유보가격',
    plannedFirstOffer: '계획한 첫 제안',
    notWritten: '적지 않음',
    noPlan: '계획을 작성하지 않았습니다.',
    noResult: '확정된 합의가 없어 계획과 비교할 결과가 없습니다.',
    beatTarget: (gap: string) => `목표보다 ${gap} 더 좋은 결과입니다.`,
    metTarget: '목표와 정확히 같은 결과입니다.',
    missedTarget: (gap: string) => `목표에 ${gap} 못 미쳤습니다.`,
    realWalkAway: (amount: string) => `사례의 실제 유보가격: ${amount}.`,
    reading: {
      right: '자신의 한계선을 정확히 짚었습니다.',
      stricter: '실제 한계선보다 엄격하게 잡았습니다. 대안보다 나은 합의도 거절했을 수 있습니다.',
      looser: '실제 한계선보다 느슨하게 잡았습니다. 대안보다 못한 합의도 받아들였을 수 있습니다.',
    } satisfies Record<WalkAwayReading, string>,
    beyondStated: '합의 금액이 내가 적어 둔 유보가격을 넘어섰습니다.',
    beyondReal:
      '합의 금액이 사례의 실제 유보가격을 넘어섰습니다. 합의하지 않는 편이 우리 쪽에 더 나았습니다.',
    actualFirstOffer: (amount: string, mine: boolean) =>
      `실제 첫 제안: ${amount}(${mine ? '우리 쪽' : '상대'}).`,
    otherWalkAway: (dir: Direction) => `상대의 ${theirLimitKo(dir)} 추정`,
    // every amount ends in 원, so 으로 follows it
    estimate: (e: OtherWalkAwayEstimate, won: (v: number) => string, dir: Direction) =>
      `내 추정은 ${won(e.estimate)}, 상대의 실제 ${theirLimitKo(dir)}은 ${won(e.real)}으로 ${
        e.reading === 'right'
          ? e.gap === 0
            ? '정확히 맞혔습니다'
            : `오차 ${tolerance} 이내로 맞혔습니다`
          : `${won(Math.abs(e.gap))} ${e.reading === 'low' ? '낮게' : '높게'} 봤습니다`
      }.`,

    feltTitle: '협상에 대한 느낌',
    dimension: '측면',
    you: '나',
    classMedian: '반 전체 중앙값',
    overall: '전체',
    scale: '점수는 1점에서 7점까지이며, 높을수록 만족스럽다는 뜻입니다.',
    noSurvey: '설문에 답하지 않았습니다.',
    tooFewScores: `확정된 합의를 한 학생 가운데 ${CLASS_SCORES_MIN}명 이상이 답하면 반 전체 중앙값이 표시됩니다.`,

    reflectionTitle: '생각해 볼 질문',
  },
};
