/**
 * The post-negotiation survey ("How did it go?"): twelve statements, three on each of the four dimensions
 * of subjective value that the Subjective Value Inventory measures: how a negotiator feels about the
 * instrumental outcome, about themself, about the process and about the relationship (Curhan, J. R.,
 * Elfenbein, H. A., & Xu, H. (2006). What do people value when they negotiate? Mapping the domain of
 * subjective value in negotiation. Journal of Personality and Social Psychology, 91(3), 493-512).
 *
 * The statements are this project's own words, not the inventory's items, and the scores are not the
 * inventory's norms: they serve the debrief (how the pairs who "won" felt, dimension by dimension), not a
 * research instrument. Answers are on a 7-point agreement scale; two statements are worded the other way
 * round and are reversed before scoring (8 - answer), so a higher score always means a better feeling.
 * The survey is optional and any item may be skipped.
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
    help: 'How you feel about what you got.',
    helpKo: '얻은 결과에 대해 어떻게 느끼는지',
  },
  self: {
    label: 'Yourself',
    labelKo: '나 자신',
    help: 'How you feel about how you negotiated.',
    helpKo: '내가 협상한 방식에 대해 어떻게 느끼는지',
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

export interface SurveyItem {
  /** Stable: answers are stored under it. */
  id: string;
  dimension: SurveyDimension;
  text: string;
  textKo: string;
  /** Worded the other way round: agreement means a worse feeling, so the answer is reversed (8 - a). */
  reverse: boolean;
}

export const SURVEY_ITEMS: readonly SurveyItem[] = [
  {
    id: 'outcome1',
    dimension: 'outcome',
    text: 'I am satisfied with what this negotiation brought my side.',
    textKo: '이번 협상이 우리 쪽에 가져다준 결과에 만족합니다.',
    reverse: false,
  },
  {
    id: 'outcome2',
    dimension: 'outcome',
    text: 'Compared with my alternatives, the result was worth having.',
    textKo: '내가 가진 대안과 비교하면, 이 결과는 얻을 만한 가치가 있었습니다.',
    reverse: false,
  },
  {
    id: 'outcome3',
    dimension: 'outcome',
    text: 'I gave away more than I needed to.',
    textKo: '필요 이상으로 많이 양보했습니다.',
    reverse: true,
  },
  {
    id: 'self1',
    dimension: 'self',
    text: 'I handled this negotiation competently.',
    textKo: '이번 협상을 능숙하게 해냈습니다.',
    reverse: false,
  },
  {
    id: 'self2',
    dimension: 'self',
    text: 'I acted in line with my own values and principles.',
    textKo: '내 가치관과 원칙에 맞게 행동했습니다.',
    reverse: false,
  },
  {
    id: 'self3',
    dimension: 'self',
    text: 'Looking back, I am uncomfortable with how I came across.',
    textKo: '돌이켜 보면, 상대에게 비친 내 모습이 마음에 걸립니다.',
    reverse: true,
  },
  {
    id: 'process1',
    dimension: 'process',
    text: 'The other side listened to what mattered to me.',
    textKo: '상대는 내가 중요하게 여기는 것에 귀를 기울였습니다.',
    reverse: false,
  },
  {
    id: 'process2',
    dimension: 'process',
    text: 'The way we reached the result was fair.',
    textKo: '결과에 이르는 과정은 공정했습니다.',
    reverse: false,
  },
  {
    id: 'process3',
    dimension: 'process',
    text: 'The talks moved forward and made good use of our time.',
    textKo: '협상은 막힘없이 진행되었고, 주어진 시간을 잘 활용했습니다.',
    reverse: false,
  },
  {
    id: 'relationship1',
    dimension: 'relationship',
    text: 'I came away trusting the other side.',
    textKo: '협상을 마치고 나서 상대를 신뢰하게 되었습니다.',
    reverse: false,
  },
  {
    id: 'relationship2',
    dimension: 'relationship',
    text: 'This negotiation laid a good basis for working together again.',
    textKo: '이번 협상으로 앞으로 함께 일할 좋은 토대가 마련되었습니다.',
    reverse: false,
  },
  {
    id: 'relationship3',
    dimension: 'relationship',
    text: 'I would gladly negotiate with them again.',
    textKo: '이 상대와라면 다시 협상하고 싶습니다.',
    reverse: false,
  },
];

export const SCALE_MIN = 1;
export const SCALE_MAX = 7;

/** Every point of the scale, labelled; a form that shows only the ends and the middle uses 1, 4 and 7. */
export const SURVEY_SCALE: readonly { value: number; label: string; labelKo: string }[] = [
  { value: 1, label: 'Strongly disagree', labelKo: '전혀 그렇지 않습니다' },
  { value: 2, label: 'Disagree', labelKo: '그렇지 않습니다' },
  { value: 3, label: 'Somewhat disagree', labelKo: '별로 그렇지 않습니다' },
  { value: 4, label: 'Neither agree nor disagree', labelKo: '보통입니다' },
  { value: 5, label: 'Somewhat agree', labelKo: '조금 그렇습니다' },
  { value: 6, label: 'Agree', labelKo: '그렇습니다' },
  { value: 7, label: 'Strongly agree', labelKo: '매우 그렇습니다' },
];

export const surveyText = {
  title: 'How did it go?',
  titleKo: '협상은 어땠습니까?',
  intro:
    'Short statements about the negotiation you have just finished. Answer how you feel now: there are no right answers. Only you and your instructor see your answers, and you may skip any statement or the whole survey.',
  introKo:
    '방금 마친 협상에 관한 짧은 문장을 읽고, 지금 느끼는 그대로 답하십시오. 정답은 없습니다. 답변은 본인과 강사만 볼 수 있으며, 어떤 문항이든, 설문 전체든 건너뛸 수 있습니다.',
  source:
    'The four dimensions follow the Subjective Value Inventory (Curhan, Elfenbein & Xu, 2006); the statements are our own.',
  sourceKo:
    '네 가지 측면은 주관적 가치 척도(Subjective Value Inventory; Curhan, Elfenbein & Xu, 2006)를 따랐으며, 문항은 이 과정에서 직접 작성했습니다.',
};

export const surveyMessages = {
  en: {
    unknownItem: (id: string) => `There is no survey statement "${id}".`,
    outOfScale: (id: string) => `The answer to "${id}" must be a whole number from 1 to 7.`,
    notAnswers: 'Answers must be an object of statement ids and whole numbers from 1 to 7.',
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
  /** Each dimension's mean of its answered statements (reversed where worded the other way), or null. */
  dimensions: Record<SurveyDimension, number | null>;
  /** The mean of every answered statement, as the inventory's global score is; null if none. */
  global: number | null;
  /** How many statements were answered. */
  answered: number;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/**
 * Scores one student's answers. Skipped statements are left out of the means (not counted as the middle of
 * the scale), so a dimension with no answer is null rather than a made-up 4. Unknown ids and values off the
 * scale are ignored here; `surveyAnswersProblem` refuses them before they are stored.
 */
export function scoreSurvey(answers: SurveyAnswers): SurveyScores {
  const scored = SURVEY_ITEMS.flatMap((item) => {
    const a = answers[item.id];
    if (typeof a !== 'number' || !Number.isInteger(a) || a < SCALE_MIN || a > SCALE_MAX) return [];
    return [{ dimension: item.dimension, score: item.reverse ? SCALE_MIN + SCALE_MAX - a : a }];
  });
  const dimensions = Object.fromEntries(
    SURVEY_DIMENSIONS.map((d) => [d, mean(scored.filter((s) => s.dimension === d).map((s) => s.score))]),
  ) as Record<SurveyDimension, number | null>;
  return { dimensions, global: mean(scored.map((s) => s.score)), answered: scored.length };
}
