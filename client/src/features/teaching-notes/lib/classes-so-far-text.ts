import { amountWords, formatCount } from '@shared/format';
import { MIN_PAIRS_FOR_PULL } from '@shared/debrief/classes-so-far';
import type { Lang } from '@shared/simulations';

/** Amounts to the nearest 만 원 (10,000 won): a median of many classes has no use for the last won. */
export const wonIn = (lang: Lang, amount: number) => {
  return amountWords(Math.round(amount / 1e4) * 1e4, lang);
};

export const pct = (share: number) => `${Math.round(share * 100)}%`;
/** Points to one decimal, its thousands grouped: 1,234.5. */
const points = (v: number) => formatCount(Math.round(v * 10) / 10);

const en = {
  heading: 'Your classes so far',
  intro:
    'The final agreements of every round in the classes you choose, as the site stored them. A class whose data was destroyed is not counted.',
  expected:
    'The notes’ “Outcomes to expect” were written before any class played the case: set them beside these.',
  classes: 'Classes counted',
  all: 'All classes',
  chosen: 'Only the classes I tick',
  classLabel: (name: string, pairs: number) => `${name} (${pairs} ${pairs === 1 ? 'pair' : 'pairs'})`,
  current: 'current',
  destroyed: 'data destroyed, not counted',
  loading: 'Loading your classes’ results',
  loadFailed: 'Your classes’ results could not be loaded. Please try again later.',
  none: 'No pair of the classes chosen has a final agreement in this case yet.',
  figure: 'Figure',
  allPairs: 'All pairs',
  langPairs: { en: 'English-reading pairs', ko: 'Korean-reading pairs' } satisfies Record<Lang, string>,
  mixed: (n: number) =>
    `${n} ${n === 1 ? 'pair' : 'pairs'} whose students read different languages ${n === 1 ? 'is' : 'are'} counted under all pairs only.`,
  pairs: 'Pairs (agreed / no deal)',
  pairsValue: (pairs: number, agreed: number, noDeal: number) => `${pairs} (${agreed} / ${noDeal})`,
  median: 'Median agreement',
  middleHalf: 'Middle half of the agreements',
  range: (q1: string, q3: string) => `${q1} to ${q3}`,
  expectedRange: 'Expected by the notes: where most agreements land',
  share: (role: string) => `${role}: share of the bargaining range`,
  pull: 'Pull of the first offer',
  pullValue: (slope: number, r: number | null, n: number) =>
    `slope ${slope.toFixed(2)}${r === null ? '' : `, r ${r.toFixed(2)}`} (${n} pairs)`,
  tooFew: (n: number) => `too few pairs (${n}; ${MIN_PAIRS_FOR_PULL} needed)`,
  noSpread: (n: number) => `every first offer the same (${n} pairs)`,
  joint: 'Mean joint value',
  jointValue: (mean: number, best: number) => `${points(mean)} of ${points(best)} points`,
  felt: (role: string) => `${role}: how it felt (1–7)`,
  feltValue: (mean: number, n: number) => `${mean.toFixed(1)} (${n} answered)`,
  dash: '–',
  roundsTitle: 'Round by round',
  round: 'Round',
  roundName: (n: number) => `Round ${n}`,
  plansTitle: 'Plans against outcomes',
  beat: (n: number, of: number) => `met or beat their target: ${n} of ${of}`,
  readings: (right: number, stricter: number, looser: number) =>
    `their own walk-away: right ${right}, stricter ${stricter}, looser ${looser}`,
  estimates: (right: number, low: number, high: number) =>
    `the other side’s walk-away: right ${right}, too low ${low}, too high ${high}`,
  beyondReal: (n: number) => `agreed beyond their real walk-away: ${n}`,
  quadrantsTitle: 'Won and felt',
};

export type ClassesSoFarText = typeof en;

/** The words of the teaching notes' "Your classes so far", in English and Korean. */
export const classesSoFarText: Record<Lang, ClassesSoFarText> = {
  en,
  ko: {
    heading: '지금까지 진행한 수업의 결과',
    intro:
      '선택한 수업의 모든 라운드에서 최종 확정된 합의를 사이트에 저장된 기록으로 집계합니다. 개인정보가 파기된 수업은 집계하지 않습니다.',
    expected:
      '아래 노트의 ‘예상되는 결과’는 이 사례로 수업하기 전에 작성한 예상치이므로, 이 실제 결과와 나란히 비교해 보시기 바랍니다.',
    classes: '집계할 수업',
    all: '전체 수업',
    chosen: '선택한 수업만',
    classLabel: (name: string, pairs: number) => `${name}(${pairs}쌍)`,
    current: '진행 중',
    destroyed: '정보 파기로 집계 제외',
    loading: '수업 결과를 불러오는 중',
    loadFailed: '수업 결과를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    none: '선택한 수업에는 아직 이 사례에서 합의가 확정된 쌍이 없습니다.',
    figure: '항목',
    allPairs: '전체',
    langPairs: { en: '영어로 참여한 쌍', ko: '한국어로 참여한 쌍' },
    mixed: (n: number) => `두 학생이 서로 다른 언어로 참여한 ${n}쌍은 전체에만 포함했습니다.`,
    pairs: '쌍 수(합의 / 결렬)',
    pairsValue: (pairs: number, agreed: number, noDeal: number) => `${pairs}쌍(${agreed} / ${noDeal})`,
    median: '합의 금액 중앙값',
    middleHalf: '합의 금액 중간 50% 구간',
    range: (q1: string, q3: string) => `${q1}~${q3}`,
    expectedRange: '노트의 예상: 대부분의 합의가 이루어지는 범위',
    share: (role: string) => `${role}: 협상 가능 영역에서 가져간 몫`,
    pull: '첫 제안의 영향',
    pullValue: (slope: number, r: number | null, n: number) =>
      `기울기 ${slope.toFixed(2)}${r === null ? '' : `, 상관계수 ${r.toFixed(2)}`}(${n}쌍 기준)`,
    tooFew: (n: number) => `쌍이 부족합니다(${n}쌍, ${MIN_PAIRS_FOR_PULL}쌍 이상 필요)`,
    noSpread: (n: number) => `첫 제안이 모두 같습니다(${n}쌍)`,
    joint: '공동 가치 평균',
    jointValue: (mean: number, best: number) => `최대 ${points(best)}점 중 ${points(mean)}점`,
    felt: (role: string) => `${role}: 협상에 대한 느낌(1~7점)`,
    feltValue: (mean: number, n: number) => `${mean.toFixed(1)}점(${n}명 응답)`,
    dash: '–',
    roundsTitle: '라운드별 결과',
    round: '라운드',
    roundName: (n: number) => `${n}차 협상`,
    plansTitle: '계획과 결과',
    beat: (n: number, of: number) => `목표 달성 또는 초과: ${of}명 중 ${n}명`,
    readings: (right: number, stricter: number, looser: number) =>
      `자신의 유보가격: 정확히 파악 ${right}명, 실제보다 엄격 ${stricter}명, 실제보다 느슨 ${looser}명`,
    estimates: (right: number, low: number, high: number) =>
      `상대 유보가격 추정: 정확 ${right}명, 실제보다 낮게 ${low}명, 실제보다 높게 ${high}명`,
    beyondReal: (n: number) => `실제 유보가격을 넘어 합의: ${n}명`,
    quadrantsTitle: '결과와 느낌',
  },
};
