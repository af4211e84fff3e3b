import { localized } from './words';

/**
 * The post-negotiation survey ("How did it go?"): sixteen questions, four on each of the four factors of
 * subjective value that the Subjective Value Inventory measures (Curhan, J. R., Elfenbein, H. A., & Xu, H.
 * (2006). What do people value when they negotiate? Mapping the domain of subjective value in negotiation.
 * Journal of Personality and Social Psychology, 91(3), 493-512): how a negotiator feels about the
 * instrumental outcome ('outcome' here), about themself, about the process and about the relationship.
 *
 * The questions cover the inventory's facets in this project's own words (never the inventory's items), and
 * the Korean is written for Korean students, then back-translated by its author and by an independent
 * translator who read only the Korean (content/survey/back-translation.md says what that changed). As
 * in the inventory, each question is answered from 1 to 7 with its own words at 1, 4 and 7 ("Not at all" ..
 * "Perfectly", or from one pole to the other), and it is scored as the inventory is: each factor is the
 * mean of its four questions and the overall score the mean of all sixteen, the two questions asked the
 * other way round (feeling one lost out, losing face) reversed first (8 - answer), so a higher score always
 * means a better feeling. The scores serve the debrief, not research: no norms, no claim to the inventory's
 * validity. The survey is optional and any question may be skipped.
 */

export const SURVEY_DIMENSIONS = ['outcome', 'self', 'process', 'relationship'] as const;
export type SurveyDimension = (typeof SURVEY_DIMENSIONS)[number];

export const SURVEY_CITATION =
  'Curhan, J. R., Elfenbein, H. A., & Xu, H. (2006). What do people value when they negotiate? Mapping the domain of subjective value in negotiation. Journal of Personality and Social Psychology, 91(3), 493-512.';

export const surveyDimensions: Record<
  SurveyDimension,
  { label: string; labelKo: string; help: string; helpKo: string }
> = {
  outcome: {
    label: 'The outcome',
    labelKo: '결과',
    help: 'How you feel about what you got (the inventory’s instrumental outcome).',
    helpKo: '얻은 결과에 대해 어떻게 느끼는지',
  },
  self: {
    label: 'Yourself',
    labelKo: '나 자신',
    help: 'How you feel about yourself as a negotiator.',
    helpKo: '협상가로서의 나 자신에 대해 어떻게 느끼는지',
  },
  process: {
    label: 'The process',
    labelKo: '과정',
    help: 'How you feel about the way the talks went.',
    helpKo: '협상이 진행된 방식에 대해 어떻게 느끼는지',
  },
  relationship: {
    label: 'The relationship',
    labelKo: '관계',
    help: 'How you feel about the other side now.',
    helpKo: '지금 상대에 대해 어떻게 느끼는지',
  },
};

export const SCALE_MIN = 1;
export const SCALE_MAX = 7;
/** The points that carry words; the others show their number only, as the inventory's form does. */
export const ANCHORED_POINTS = [1, 4, 7] as const;
export type AnchoredPoint = (typeof ANCHORED_POINTS)[number];
/** A question's own words at 1, 4 and 7. */
export type SurveyAnchors = Readonly<Record<AnchoredPoint, string>>;

export interface SurveyItem {
  /** Stable: answers are stored under it. */
  id: string;
  dimension: SurveyDimension;
  text: string;
  textKo: string;
  anchors: SurveyAnchors;
  anchorsKo: SurveyAnchors;
  /** Asked the other way round: a higher answer means a worse feeling, so it is reversed (8 - a). */
  reverse: boolean;
}

export const SURVEY_ITEMS: readonly SurveyItem[] = [
  {
    id: 'outcomeOwn',
    dimension: 'outcome',
    text: 'All in all, how well does the result serve your own side’s interests?',
    textKo: '전체적으로 볼 때, 이번 결과는 본인 쪽의 이익에 얼마나 부합합니까?',
    anchors: { 1: 'Not at all', 4: 'Moderately well', 7: 'Perfectly' },
    anchorsKo: { 1: '전혀 부합하지 않는다', 4: '어느 정도 부합한다', 7: '완전히 부합한다' },
    reverse: false,
  },
  {
    id: 'outcomeBalance',
    dimension: 'outcome',
    text: 'Weighing what you got against what the other side got, how content are you with the balance?',
    textKo: '본인 쪽이 얻은 것과 상대가 얻은 것을 비교해 볼 때, 둘 사이의 균형에 얼마나 만족합니까?',
    anchors: { 1: 'Not at all content', 4: 'Moderately content', 7: 'Completely content' },
    anchorsKo: { 1: '전혀 만족하지 않는다', 4: '어느 정도 만족한다', 7: '완전히 만족한다' },
    reverse: false,
  },
  {
    id: 'outcomeLost',
    dimension: 'outcome',
    text: 'How much do you feel you lost out in this negotiation?',
    textKo: '이번 협상에서 손해를 봤다는 느낌이 얼마나 듭니까?',
    anchors: { 1: 'Not at all', 4: 'Somewhat', 7: 'Very much' },
    anchorsKo: { 1: '전혀 들지 않는다', 4: '어느 정도 든다', 7: '매우 강하게 든다' },
    reverse: true,
  },
  {
    id: 'outcomeJustified',
    dimension: 'outcome',
    text: 'Judged by an objective standard (market prices, precedent, common practice, the law), how justified is the result?',
    textKo:
      '시장 가격, 선례, 업계 관행, 법규 등 객관적인 기준에 비추어 볼 때, 이번 결과는 얼마나 타당합니까?',
    anchors: { 1: 'Not at all justified', 4: 'Moderately justified', 7: 'Fully justified' },
    anchorsKo: { 1: '전혀 타당하지 않다', 4: '어느 정도 타당하다', 7: '완전히 타당하다' },
    reverse: false,
  },
  {
    id: 'selfFace',
    dimension: 'self',
    text: 'How much did this negotiation dent your pride or your standing?',
    textKo: '이번 협상에서 자존심이나 체면이 얼마나 상했습니까?',
    anchors: { 1: 'Not at all', 4: 'Somewhat', 7: 'Very much' },
    anchorsKo: { 1: '전혀 상하지 않았다', 4: '어느 정도 상했다', 7: '크게 상했다' },
    reverse: true,
  },
  {
    id: 'selfAbility',
    dimension: 'self',
    text: 'After this negotiation, how has your sense of your own ability as a negotiator changed?',
    textKo: '이번 협상을 마친 뒤, 협상가로서 본인의 역량에 대한 자신감은 어떻게 달라졌습니까?',
    anchors: { 1: 'Much lower', 4: 'Unchanged', 7: 'Much higher' },
    anchorsKo: { 1: '크게 떨어졌다', 4: '달라지지 않았다', 7: '크게 높아졌다' },
    reverse: false,
  },
  {
    id: 'selfPrinciples',
    dimension: 'self',
    text: 'How far did you keep to your own principles and values while negotiating?',
    textKo: '협상하는 동안 본인의 원칙과 가치관을 얼마나 지켰습니까?',
    anchors: { 1: 'Not at all', 4: 'To some extent', 7: 'Completely' },
    anchorsKo: { 1: '전혀 지키지 못했다', 4: '어느 정도 지켰다', 7: '완전히 지켰다' },
    reverse: false,
  },
  {
    id: 'selfImage',
    dimension: 'self',
    text: 'How has this negotiation changed your opinion of yourself?',
    textKo: '이번 협상을 거치면서 자기 자신에 대한 생각은 어떻게 달라졌습니까?',
    anchors: { 1: 'Lowered it a lot', 4: 'Left it unchanged', 7: 'Raised it a lot' },
    anchorsKo: { 1: '크게 나빠졌다', 4: '달라지지 않았다', 7: '크게 좋아졌다' },
    reverse: false,
  },
  {
    id: 'processHeard',
    dimension: 'process',
    text: 'How carefully did the other side hear you out?',
    textKo: '상대는 내 말을 얼마나 경청했습니까?',
    anchors: { 1: 'Not at all', 4: 'Fairly carefully', 7: 'Very carefully' },
    anchorsKo: { 1: '전혀 경청하지 않았다', 4: '어느 정도 경청했다', 7: '매우 잘 경청했다' },
    reverse: false,
  },
  {
    id: 'processFair',
    dimension: 'process',
    text: 'How fair was the way you and the other side arrived at the result?',
    textKo: '이번 협상에서 양측이 결과에 이른 방식은 얼마나 공정했습니까?',
    anchors: { 1: 'Not at all fair', 4: 'Moderately fair', 7: 'Completely fair' },
    anchorsKo: { 1: '전혀 공정하지 않았다', 4: '어느 정도 공정했다', 7: '완전히 공정했다' },
    reverse: false,
  },
  {
    id: 'processSmooth',
    dimension: 'process',
    text: 'How smoothly did the talks move towards their result?',
    textKo: '결과에 이르기까지 협상은 얼마나 순조롭게 진행되었습니까?',
    anchors: { 1: 'Not at all smoothly', 4: 'Moderately smoothly', 7: 'Very smoothly' },
    anchorsKo: { 1: '전혀 순조롭지 않았다', 4: '어느 정도 순조로웠다', 7: '매우 순조로웠다' },
    reverse: false,
  },
  {
    id: 'processNeeds',
    dimension: 'process',
    text: 'How much did the other side take your needs and wishes into account?',
    textKo: '상대는 내가 필요로 하는 것과 바라는 것을 얼마나 고려했습니까?',
    anchors: { 1: 'Not at all', 4: 'Somewhat', 7: 'Fully' },
    anchorsKo: { 1: '전혀 고려하지 않았다', 4: '어느 정도 고려했다', 7: '최대한 고려했다' },
    reverse: false,
  },
  {
    id: 'relationshipImpression',
    dimension: 'relationship',
    text: 'All in all, how favourable is your impression of the other side?',
    textKo: '전반적으로 상대에 대한 인상은 어떻습니까?',
    anchors: {
      1: 'Extremely unfavourable',
      4: 'Neither favourable nor unfavourable',
      7: 'Extremely favourable',
    },
    anchorsKo: { 1: '매우 부정적이다', 4: '긍정적이지도 부정적이지도 않다', 7: '매우 긍정적이다' },
    reverse: false,
  },
  {
    id: 'relationshipContent',
    dimension: 'relationship',
    text: 'How content are you with where things now stand between you and the other side?',
    textKo: '이번 협상이 끝난 지금, 양측의 관계에 얼마나 만족합니까?',
    anchors: { 1: 'Not at all content', 4: 'Moderately content', 7: 'Completely content' },
    anchorsKo: { 1: '전혀 만족하지 않는다', 4: '어느 정도 만족한다', 7: '완전히 만족한다' },
    reverse: false,
  },
  {
    id: 'relationshipTrust',
    dimension: 'relationship',
    text: 'How far has this negotiation led you to trust the other side?',
    textKo: '이번 협상에서 상대가 보인 모습으로 볼 때, 상대를 얼마나 신뢰합니까?',
    anchors: { 1: 'Not at all', 4: 'Somewhat', 7: 'Completely' },
    anchorsKo: { 1: '전혀 신뢰하지 않는다', 4: '어느 정도 신뢰한다', 7: '전적으로 신뢰한다' },
    reverse: false,
  },
  {
    id: 'relationshipFuture',
    dimension: 'relationship',
    text: 'How well has this negotiation laid the ground for working with the other side again?',
    textKo: '이번 협상을 통해 앞으로 상대와 다시 함께 일할 토대가 얼마나 잘 마련되었습니까?',
    anchors: { 1: 'Not at all', 4: 'Moderately well', 7: 'Perfectly' },
    anchorsKo: { 1: '전혀 마련되지 않았다', 4: '어느 정도 마련되었다', 7: '매우 잘 마련되었다' },
    reverse: false,
  },
];

/**
 * The survey's first version, which earlier classes answered: twelve agree/disagree statements, three a
 * factor, under other ids. Their stored answers are scored with it (same scale, higher is better once the
 * two statements worded the other way are reversed), so an earlier class's debrief and the "earlier
 * classes" comparison keep their scores; no one answers it any more (`surveyAnswersProblem` refuses its ids).
 */
export const EARLIER_SURVEY_ITEMS: ReadonlyArray<Pick<SurveyItem, 'id' | 'dimension' | 'reverse'>> = [
  { id: 'outcome1', dimension: 'outcome', reverse: false },
  { id: 'outcome2', dimension: 'outcome', reverse: false },
  // "I gave away more than I needed to."
  { id: 'outcome3', dimension: 'outcome', reverse: true },
  { id: 'self1', dimension: 'self', reverse: false },
  { id: 'self2', dimension: 'self', reverse: false },
  // "Looking back, I am uncomfortable with how I came across."
  { id: 'self3', dimension: 'self', reverse: true },
  { id: 'process1', dimension: 'process', reverse: false },
  { id: 'process2', dimension: 'process', reverse: false },
  { id: 'process3', dimension: 'process', reverse: false },
  { id: 'relationship1', dimension: 'relationship', reverse: false },
  { id: 'relationship2', dimension: 'relationship', reverse: false },
  { id: 'relationship3', dimension: 'relationship', reverse: false },
];

/** The seven points of a question, each with its words at 1, 4 and 7 (null between: a number only). */
export function scalePoints(item: SurveyItem, lang: 'en' | 'ko'): { value: number; label: string | null }[] {
  const anchors = localized(item, 'anchors', lang);
  return Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => {
    const value = SCALE_MIN + i;
    return { value, label: (anchors as Partial<Record<number, string>>)[value] ?? null };
  });
}

export const surveyText = {
  title: 'How did it go?',
  titleKo: '협상은 어땠습니까?',
  intro:
    'Sixteen short questions about the negotiation you have just finished, one at a time. Answer each from 1 to 7 with how you feel now: there are no right answers. Only you and your instructor see your answers, and you may skip any question or the whole survey.',
  introKo:
    '방금 마친 협상에 관한 짧은 질문 16개가 하나씩 나옵니다. 지금 느끼는 그대로 1에서 7 사이로 답하십시오. 정답은 없습니다. 답변은 본인과 강사만 볼 수 있으며, 어떤 문항이든, 설문 전체든 건너뛸 수 있습니다.',
  source:
    'The questions cover the four factors of the Subjective Value Inventory (Curhan, Elfenbein & Xu, 2006) in our own words.',
  sourceKo:
    '문항은 주관적 가치 척도(Subjective Value Inventory; Curhan, Elfenbein & Xu, 2006)의 네 가지 측면을 이 과정에서 직접 쓴 말로 묻습니다.',
};

export const surveyMessages = {
  en: {
    unknownItem: (id: string) => `There is no survey question "${id}".`,
    outOfScale: (id: string) => `The answer to "${id}" must be a whole number from 1 to 7.`,
    notAnswers: 'Answers must be an object of question ids and whole numbers from 1 to 7.',
  },
  ko: {
    unknownItem: (id: string) => `"${id}"라는 설문 문항은 없습니다.`,
    outOfScale: (id: string) => `"${id}" 문항의 답은 1에서 7 사이의 정수여야 합니다.`,
    notAnswers: '답변은 문항 번호와 1에서 7 사이의 정수로 이루어져야 합니다.',
  },
};

export type SurveyAnswers = Readonly<Record<string, number>>;

/**
 * The first problem with a set of answers, or null: every key must be an item's id and every value a whole
 * number on the scale. An empty set is valid (every item skipped). The server answers 400 with it.
 */
export function surveyAnswersProblem(answers: unknown, lang: 'en' | 'ko' = 'en'): string | null {
  const words = surveyMessages[lang];
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return words.notAnswers;
  for (const [id, value] of Object.entries(answers)) {
    if (!SURVEY_ITEMS.some((i) => i.id === id)) return words.unknownItem(id);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < SCALE_MIN || value > SCALE_MAX)
      return words.outOfScale(id);
  }
  return null;
}

export interface SurveyScores {
  /** Each factor's mean of its answered questions (reversed where asked the other way round), or null. */
  dimensions: Record<SurveyDimension, number | null>;
  /** The mean of every answered question, the inventory's overall score; null if none. */
  global: number | null;
  /** How many questions were answered. */
  answered: number;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/**
 * Scores one student's answers, today's sixteen questions or an earlier class's twelve statements (their ids
 * differ, so a stored set matches one version only). Skipped questions are left out of the means (not
 * counted as the middle of the scale), so a factor with no answer is null rather than a made-up 4. Unknown
 * ids and values off the scale are ignored here; `surveyAnswersProblem` refuses them before they are stored.
 */
export function scoreSurvey(answers: SurveyAnswers): SurveyScores {
  const scored = [...SURVEY_ITEMS, ...EARLIER_SURVEY_ITEMS].flatMap((item) => {
    const a = answers[item.id];
    if (typeof a !== 'number' || !Number.isInteger(a) || a < SCALE_MIN || a > SCALE_MAX) return [];
    return [{ dimension: item.dimension, score: item.reverse ? SCALE_MIN + SCALE_MAX - a : a }];
  });
  const dimensions = Object.fromEntries(
    SURVEY_DIMENSIONS.map((d) => [d, mean(scored.filter((s) => s.dimension === d).map((s) => s.score))]),
  ) as Record<SurveyDimension, number | null>;
  return { dimensions, global: mean(scored.map((s) => s.score)), answered: scored.length };
}
