import { AMOUNT_BOUND } from './contracts/results-config';
import { TARIFF_SIM_KEY } from './contracts/tariff-config';
import type { Lang } from './simulations';

/**
 * What a negotiation case declares for the class flow on the students' phones: the planning prompts of each
 * role (the Plan step), the agreement form both sides confirm (the amount, the contingent part, the other
 * terms as choices, free text), and where the students' takeaway pages are (the observer sheets and the
 * general information, which every role reads, are in the registry, shared/simulations.ts).
 *
 * It is the registry's second part, by simulation key (CLASS_FLOWS below), kept out of shared/simulations.ts
 * because every page loads the registry: these labels weigh about 5 KB gzipped, which only the pages of
 * the deal and the debrief should pay for. A new case of a known kind adds an entry here, and no code.
 *
 * Everything here ships to the browser, so it holds neutral labels only: what a prompt asks, never a
 * role's own figures or advice. Each role's confidential planning help is the "Planning hints" section at
 * the end of its instruction document (content/roles), served only to that role.
 */

/**
 * Text limits of the Plan step and the agreement form. Amounts follow the report's amount rule
 * (`amountProblem` in shared/contracts/results.ts: won, 0 < amount < 1e12, at most 2 decimals).
 */
export const FLOW_LIMITS = {
  /** Every amount must stay below it (exclusive), and above 0. */
  amountBound: AMOUNT_BOUND,
  /** Each text of the plan: the reason for a first offer, the alternative, the guess at their interests, the questions. */
  planText: 500,
  /** The condition of a bonus or a success fee. */
  condition: 300,
  /** The agreement's free text ("Other terms"). */
  agreementText: 1000,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Planning prompts

/**
 * The plan's fields: the deal's contract (`target`, `walkAway`, `firstOffer`, `priorities`), the reason and the
 * questions, and what a preparation sheet asks about both sides: my alternative (`batna`), my estimate of the
 * other side's walk-away (`otherWalkAway`, which the debrief measures against the real one) and my guess at
 * their interests (`otherInterests`).
 */
export type PlanFieldId =
  | 'target'
  | 'walkAway'
  | 'batna'
  | 'otherWalkAway'
  | 'otherInterests'
  | 'firstOffer'
  | 'firstOfferWhy'
  | 'priorities'
  | 'questions';

interface PlanPromptBase {
  id: PlanFieldId;
  label: string;
  labelKo: string;
  /** One or two sentences under the label: what to write, never what the answer is. */
  help: string;
  helpKo: string;
  required: boolean;
}

/** Won, read from digits or 억/만 and read back; the same rule and messages as the report's amount. */
export interface PlanAmountPrompt extends PlanPromptBase {
  kind: 'amount';
  /** Above 0 and below this, in won (the report's bound). */
  bound: number;
  /** What the amount is, as the case counts it (the unit of the report's amount). */
  unit: string;
  unitKo: string;
}

export interface PlanTextPrompt extends PlanPromptBase {
  kind: 'text';
  maxLength: number;
}

/** Order the case's terms, most important first; each key at most once, at least `min` of them. */
export interface PlanRankingPrompt extends PlanPromptBase {
  kind: 'ranking';
  min: number;
  options: readonly RankableTerm[];
}

export type PlanPrompt = PlanAmountPrompt | PlanTextPrompt | PlanRankingPrompt;

export interface RankableTerm {
  /** The agreement's term key, `fee` for the amount, or the contingent part's key. */
  key: string;
  label: string;
  labelKo: string;
}

/** Which way a role wants the amount to move: it decides how the walk-away is named (최저선 or 상한선). */
export type Side = 'seller' | 'buyer';

export interface PlanningDefinition {
  /** Each role's prompts, in the order the Plan step shows them, by role slug. */
  roles: Readonly<Record<string, readonly PlanPrompt[]>>;
}

// ---------------------------------------------------------------------------------------------------------
// Agreement terms

export interface TermOption {
  value: string;
  label: string;
  labelKo: string;
  /**
   * Choosing it grants the term, worth the term's points in the registry's `termPoints` (same key) to
   * each side; an option that does not grant it is worth nothing either way.
   */
  grants: boolean;
}

export interface AgreementTerm {
  /** The same key as the term's points in `termPoints`, where the case has them. */
  key: string;
  label: string;
  labelKo: string;
  help: string;
  helpKo: string;
  options: readonly TermOption[];
  /** What holds when the pair said nothing about the term: the form starts on it. */
  default: string;
}

/** The part of the deal paid only if something happens: a bonus, a success fee. Optional in every deal. */
export interface ContingentPart {
  key: string;
  label: string;
  labelKo: string;
  help: string;
  helpKo: string;
  /** Above 0 and below `bound`, in won, when the deal has one; the report's rule and messages. */
  amount: { label: string; labelKo: string; help: string; helpKo: string; bound: number };
  /** Written after the amount in the report's terms line: "per episode" or nothing (a one-off sum). */
  per: { en: string; ko: string } | null;
  condition: {
    label: string;
    labelKo: string;
    help: string;
    helpKo: string;
    placeholder: string;
    placeholderKo: string;
    maxLength: number;
  };
}

export interface AgreementDefinition {
  /** The amount is the report's amount field (`results.amount`): the same label, rule and messages. */
  contingent: ContingentPart;
  terms: readonly AgreementTerm[];
  text: { label: string; labelKo: string; help: string; helpKo: string; maxLength: number };
  noAgreement: { label: string; labelKo: string };
}

// ---------------------------------------------------------------------------------------------------------
// The prompts, built from what a case counts (so every role of every case asks the same way)

interface Measure {
  /** What the amount is: "guaranteed fee per episode". */
  what: string;
  whatKo: string;
  unit: string;
  unitKo: string;
}

export function planningPrompts(side: Side, m: Measure, options: readonly RankableTerm[]): PlanPrompt[] {
  const seller = side === 'seller';
  return [
    {
      id: 'target',
      kind: 'amount',
      bound: FLOW_LIMITS.amountBound,
      unit: m.unit,
      unitKo: m.unitKo,
      label: 'My target',
      labelKo: '나의 목표',
      help: seller
        ? `The ${m.what} you are aiming for: high enough to stretch you, with reasons you can give.`
        : `The ${m.what} you are aiming for: low enough to stretch you, with reasons you can give.`,
      helpKo: seller
        ? `목표로 삼는 ${m.whatKo}입니다. 조금 버겁다 싶을 만큼 높게 잡되, 근거를 댈 수 있는 금액으로 정합니다.`
        : `목표로 삼는 ${m.whatKo}입니다. 조금 버겁다 싶을 만큼 낮게 잡되, 근거를 댈 수 있는 금액으로 정합니다.`,
      required: true,
    },
    {
      id: 'walkAway',
      kind: 'amount',
      bound: FLOW_LIMITS.amountBound,
      unit: m.unit,
      unitKo: m.unitKo,
      label: 'My walk-away point',
      labelKo: seller ? '나의 최저선(유보가격)' : '나의 상한선(유보가격)',
      help: seller
        ? `The lowest ${m.what} you would accept. Below it, you take your alternative and say no.`
        : `The highest ${m.what} you would agree to. Above it, you take your alternative and say no.`,
      helpKo: seller
        ? `받아들일 수 있는 가장 낮은 ${m.whatKo}입니다. 이보다 낮으면 거절하고 대안을 택합니다.`
        : `지급할 수 있는 가장 높은 ${m.whatKo}입니다. 이보다 높으면 거절하고 대안을 택합니다.`,
      required: true,
    },
    {
      id: 'batna',
      kind: 'text',
      maxLength: FLOW_LIMITS.planText,
      label: 'My BATNA',
      labelKo: '나의 BATNA',
      help: 'What you will actually do if there is no deal: your best alternative, as a concrete step.',
      helpKo:
        '이번 합의가 이루어지지 않으면 실제로 택할 최선의 대안입니다. 바람이 아니라 구체적인 행동으로 적습니다.',
      required: false,
    },
    {
      id: 'otherWalkAway',
      kind: 'amount',
      bound: FLOW_LIMITS.amountBound,
      unit: m.unit,
      unitKo: m.unitKo,
      label: 'My estimate of their walk-away point',
      // the other side buys when this one sells: its limit is a ceiling (상한선), else a floor (최저선)
      labelKo: seller ? '상대의 상한선 추정' : '상대의 최저선 추정',
      help: seller
        ? `Your best guess at the highest ${m.what} the other side would agree to. Your debrief compares it with the real one.`
        : `Your best guess at the lowest ${m.what} the other side would accept. Your debrief compares it with the real one.`,
      helpKo: seller
        ? `상대가 지급할 수 있다고 내가 추정하는 가장 높은 ${m.whatKo}입니다. 디브리핑에서 실제 금액과 비교합니다.`
        : `상대가 받아들일 수 있다고 내가 추정하는 가장 낮은 ${m.whatKo}입니다. 디브리핑에서 실제 금액과 비교합니다.`,
      required: false,
    },
    {
      id: 'otherInterests',
      kind: 'text',
      maxLength: FLOW_LIMITS.planText,
      label: 'My guess at their interests',
      labelKo: '상대의 이해관계 추정',
      help: 'What the other side needs behind its position, and what worries it: the guesses your questions will test.',
      helpKo:
        '상대가 입장 뒤에서 실제로 필요로 하는 것과 걱정하는 것을 적습니다. 질문으로 확인해 볼 추측입니다.',
      required: false,
    },
    {
      id: 'firstOffer',
      kind: 'amount',
      bound: FLOW_LIMITS.amountBound,
      unit: m.unit,
      unitKo: m.unitKo,
      label: 'My first offer',
      labelKo: '나의 첫 제안',
      help: `The ${m.what} you will propose if you speak first, or answer with if the other side opens.`,
      helpKo: `내가 먼저 제안한다면, 또는 상대의 첫 제안에 답한다면 처음 내놓을 ${m.whatKo}입니다.`,
      required: true,
    },
    {
      id: 'firstOfferWhy',
      kind: 'text',
      maxLength: FLOW_LIMITS.planText,
      label: 'Why that number',
      labelKo: '첫 제안의 근거',
      help: 'The reason you will give with your first offer: a fact, a comparison or a standard the other side can check.',
      helpKo:
        '첫 제안과 함께 내놓을 근거입니다. 상대가 확인할 수 있는 사실, 비교 대상, 업계 기준을 적습니다.',
      required: false,
    },
    {
      id: 'priorities',
      kind: 'ranking',
      min: 1,
      options,
      label: 'The terms, ranked',
      labelKo: '조건별 우선순위',
      help: 'Put the terms in order, the one that matters most to you first. What you rank low is what you can give away.',
      helpKo:
        '나에게 가장 중요한 조건이 맨 위에 오도록 순서를 정합니다. 아래쪽에 놓인 조건이 내어 줄 수 있는 조건입니다.',
      required: true,
    },
    {
      id: 'questions',
      kind: 'text',
      maxLength: FLOW_LIMITS.planText,
      label: 'What I will ask the other side',
      labelKo: '상대에게 물어볼 것',
      help: 'Two or three questions whose answers would change your plan.',
      helpKo: '답에 따라 내 계획이 달라질 질문을 두세 가지 적습니다.',
      required: false,
    },
  ];
}

/** The rankable terms of an agreement: the amount first, then the contingent part, then the other terms. */
export const rankableTerms = (fee: RankableTerm, def: AgreementDefinition): RankableTerm[] => [
  fee,
  { key: def.contingent.key, label: def.contingent.label, labelKo: def.contingent.labelKo },
  ...def.terms.map(({ key, label, labelKo }) => ({ key, label, labelKo })),
];

// ---------------------------------------------------------------------------------------------------------
// Queen of Sorrows

const yesNo = (
  no: { value: string; label: string; labelKo: string },
  yes: { value: string; label: string; labelKo: string },
) => [
  { ...no, grants: false },
  { ...yes, grants: true },
];

export const castingAgreement: AgreementDefinition = {
  contingent: {
    key: 'bonus',
    label: 'Bonus',
    labelKo: '보너스',
    help: 'Paid on top of the fee only if its condition is met, e.g. a ratings or overseas-sales target. Leave it empty if you agreed none.',
    helpKo:
      '조건이 충족될 때만 출연료에 더해 지급하는 금액입니다(예: 시청률이나 해외 판매 목표). 합의하지 않았다면 비워 둡니다.',
    amount: {
      label: 'Bonus per episode (KRW)',
      labelKo: '회당 보너스 (원)',
      help: 'The bonus per episode, in won, if its condition is met.',
      helpKo: '조건이 충족되면 지급하는 회당 보너스를 원 단위로 적습니다.',
      bound: FLOW_LIMITS.amountBound,
    },
    per: { en: 'per episode', ko: '회당' },
    condition: {
      label: 'Condition',
      labelKo: '지급 조건',
      help: 'What must happen for the bonus to be paid, measurable by both sides.',
      helpKo: '보너스가 지급되려면 무엇이 충족되어야 하는지, 양쪽이 확인할 수 있는 기준으로 적습니다.',
      placeholder: 'the average rating exceeds 10%',
      placeholderKo: '평균 시청률 10% 초과 시',
      maxLength: FLOW_LIMITS.condition,
    },
  },
  terms: [
    {
      key: 'schedule',
      label: 'Filming schedule',
      labelKo: '촬영 일정',
      help: 'Whether the schedule protects her evenings and a day off.',
      helpKo: '저녁 시간과 휴무일을 보장하는 일정인지 정합니다.',
      options: yesNo(
        { value: 'standard', label: "The production's usual schedule", labelKo: '제작사의 통상 촬영 일정' },
        {
          value: 'family',
          label:
            'Family-friendly schedule: no shooting after 10 pm on school nights, one fixed day off a week',
          labelKo: '가정을 배려한 촬영 일정: 평일 밤 10시 이후 촬영 없음, 주 1일 고정 휴무',
        },
      ),
      default: 'standard',
    },
    {
      key: 'billing',
      label: 'Billing',
      labelKo: '크레딧 표기',
      help: 'How her name appears in the credits and on the poster.',
      helpKo: '크레딧과 포스터에 배우의 이름을 어떻게 표기할지 정합니다.',
      options: yesNo(
        { value: 'standard', label: 'Billing as the studio decides', labelKo: '제작사가 정하는 크레딧 표기' },
        {
          value: 'solo',
          label: 'Top (solo) billing: her name first and alone above the title',
          labelKo: '크레딧 최상단(단독 주연) 표기: 제목 위에 배우 이름만 단독 표기',
        },
      ),
      default: 'standard',
    },
    {
      key: 'promotion',
      label: 'Promotion',
      labelKo: '홍보',
      help: 'Whether she approves the photographs and the press materials of the comeback.',
      helpKo: '복귀 홍보에 쓰이는 사진과 보도자료를 배우 측이 승인하는지 정합니다.',
      options: yesNo(
        { value: 'standard', label: 'Promotion as the studio decides', labelKo: '제작사가 정하는 홍보' },
        {
          value: 'say',
          label: 'A say in promotion: approval of the photographs and press materials',
          labelKo: '홍보에 대한 협의권: 사진과 보도자료에 대한 승인권',
        },
      ),
      default: 'standard',
    },
    {
      key: 'styling',
      label: 'Styling',
      labelKo: '스타일링',
      help: "Who does her hair, make-up and costume styling, on the studio's budget.",
      helpKo: '제작사 예산으로 헤어, 메이크업, 의상 스타일링을 누가 맡는지 정합니다.',
      options: yesNo(
        { value: 'studio', label: "The production's styling team", labelKo: '제작사 스타일링 팀' },
        {
          value: 'own',
          label: "Her own styling team, on the studio's budget",
          labelKo: '전속 스타일링 팀(제작사 부담)',
        },
      ),
      default: 'studio',
    },
  ],
  text: {
    label: 'Other terms',
    labelKo: '그 밖의 조건',
    help: 'Anything else you agreed, in a few words: start date, script readings, options on a second season.',
    helpKo: '그 밖에 합의한 내용을 간단히 적습니다. 예: 합류 날짜, 대본 리딩, 다음 시즌 우선 협상권.',
    maxLength: FLOW_LIMITS.agreementText,
  },
  noAgreement: { label: 'No agreement was reached', labelKo: '합의하지 못했습니다' },
};

const castingFee: RankableTerm = { key: 'fee', label: 'Fee per episode', labelKo: '회당 출연료' };
const castingMeasure: Measure = {
  what: 'guaranteed fee per episode',
  whatKo: '회당 확정 출연료',
  unit: 'won per episode',
  unitKo: '회당 금액(원)',
};
const castingRanked = rankableTerms(castingFee, castingAgreement);

export const castingPlanning: PlanningDefinition = {
  roles: {
    agent: planningPrompts('seller', castingMeasure, castingRanked),
    studio: planningPrompts('buyer', castingMeasure, castingRanked),
  },
};

// ---------------------------------------------------------------------------------------------------------
// Shinhwa vs Daesung

export const legalFeeAgreement: AgreementDefinition = {
  contingent: {
    key: 'successFee',
    label: 'Success fee',
    labelKo: '성공보수',
    help: 'Paid on top of the guaranteed fee only if the Hanseong claim is defeated or settled on the terms you set. Leave it empty if you agreed none.',
    helpKo:
      '한성정밀 청구가 기각되거나 정한 조건으로 화해할 때만 확정 보수에 더해 지급하는 금액입니다. 합의하지 않았다면 비워 둡니다.',
    amount: {
      label: 'Success fee (KRW)',
      labelKo: '성공보수 (원)',
      help: 'The whole success fee, in won, paid once if its condition is met.',
      helpKo: '조건이 충족되면 한 번 지급하는 성공보수 전액을 원 단위로 적습니다.',
      bound: FLOW_LIMITS.amountBound,
    },
    per: null,
    condition: {
      label: 'Condition',
      labelKo: '지급 조건',
      help: 'The judgment or settlement that triggers it, clear enough that nobody argues later.',
      helpKo: '어떤 판결이나 화해가 있을 때 지급하는지, 나중에 다툼이 없도록 분명하게 적습니다.',
      placeholder: 'the claim is dismissed at first instance or settled for less than 3 billion won',
      placeholderKo: '1심에서 청구 기각 또는 30억 원 미만으로 화해 시',
      maxLength: FLOW_LIMITS.condition,
    },
  },
  terms: [
    {
      key: 'scope',
      label: 'Scope',
      labelKo: '업무 범위',
      help: 'What the guaranteed fee covers.',
      helpKo: '확정 보수가 어떤 업무까지 포함하는지 정합니다.',
      options: [
        {
          value: 'all',
          label: 'All work included: general advice and the Hanseong case',
          labelKo: '모든 업무 포함: 일반 자문과 한성정밀 사건',
          grants: false,
        },
        {
          value: 'routineFixedFee',
          label: 'Routine work moves to a fixed-fee schedule',
          labelKo: '일상 업무는 건별 정액 보수로 전환',
          grants: true,
        },
        {
          value: 'routineInHouse',
          label: "Routine work moves to Daesung's in-house team",
          labelKo: '일상 업무는 대성자동차 사내 법무팀으로 이관',
          grants: true,
        },
      ],
      default: 'all',
    },
    {
      key: 'cap',
      label: 'Cap and reporting',
      labelKo: '보수 상한과 보고',
      help: 'How Daesung can predict and follow the cost of the litigation.',
      helpKo: '대성자동차가 소송 비용을 예측하고 확인할 수 있는 장치를 정합니다.',
      options: [
        {
          value: 'none',
          label: 'No cap, no regular reporting',
          labelKo: '상한 없음, 정기 보고 없음',
          grants: false,
        },
        {
          value: 'reporting',
          label: 'Monthly reporting of hours and costs, no cap',
          labelKo: '시간과 비용의 월별 보고(상한 없음)',
          grants: true,
        },
        {
          value: 'capAndReporting',
          label: 'A cap on the litigation fee, with monthly reporting',
          labelKo: '소송 보수 상한과 월별 보고',
          grants: true,
        },
      ],
      default: 'none',
    },
    {
      key: 'hearingPartner',
      label: 'Who leads the hearing',
      labelKo: '변론기일 담당',
      help: 'Whether a named partner commits to lead the expert hearing in six weeks.',
      helpKo: '6주 뒤 감정 관련 변론기일을 특정 파트너가 직접 맡기로 확약하는지 정합니다.',
      options: yesNo(
        {
          value: 'firmDecides',
          label: 'The firm staffs the hearing as it sees fit',
          labelKo: '변론기일 인력은 법인이 정함',
        },
        {
          value: 'namedPartner',
          label: 'A named partner leads the Hanseong hearing',
          labelKo: '지정된 파트너가 한성정밀 사건 변론기일을 직접 수행',
        },
      ),
      default: 'firmDecides',
    },
    {
      key: 'duration',
      label: 'Duration',
      labelKo: '계약 기간',
      help: "For more than one year, the amount is the first year's guaranteed fee; write the later years' fees under Other terms.",
      helpKo:
        '1년을 넘는 계약이라면 금액 칸에는 첫해의 확정 보수를 적고, 이후 연도의 보수는 "그 밖의 조건"에 적습니다.',
      options: [
        { value: 'oneYear', label: 'One year', labelKo: '1년', grants: false },
        { value: 'twoYears', label: 'Two years', labelKo: '2년', grants: true },
        { value: 'threeYears', label: 'Three years', labelKo: '3년', grants: true },
      ],
      default: 'oneYear',
    },
    {
      key: 'payment',
      label: 'Payment schedule',
      labelKo: '지급 일정',
      help: 'When Daesung pays the guaranteed fee.',
      helpKo: '대성자동차가 확정 보수를 언제 지급하는지 정합니다.',
      options: yesNo(
        { value: 'asBefore', label: 'As under the current engagement', labelKo: '현행 계약과 같음' },
        {
          value: 'instalments',
          label: "In instalments that follow Daesung's budget cycle",
          labelKo: '대성자동차 예산 주기에 맞춘 분할 지급',
        },
      ),
      default: 'asBefore',
    },
  ],
  text: {
    label: 'Other terms',
    labelKo: '그 밖의 조건',
    help: 'Anything else you agreed, in a few words; for a longer engagement, the later years\' fees, e.g. "Years 2 and 3: 2.4 billion won a year guaranteed".',
    helpKo:
      '그 밖에 합의한 내용을 간단히 적습니다. 계약 기간이 1년을 넘으면 이후 연도의 보수도 적습니다. 예: "2년 차와 3년 차: 연간 확정 보수 24억 원".',
    maxLength: FLOW_LIMITS.agreementText,
  },
  noAgreement: { label: 'No agreement was reached', labelKo: '합의하지 못했습니다' },
};

const legalFee: RankableTerm = {
  key: 'fee',
  label: 'Guaranteed annual fee',
  labelKo: '연간 확정 보수',
};
const legalMeasure: Measure = {
  what: 'guaranteed fee for the engagement year',
  whatKo: '1년 확정 보수',
  unit: 'won for the year',
  unitKo: '연간 금액(원)',
};
const legalRanked = rankableTerms(legalFee, legalFeeAgreement);

export const legalFeePlanning: PlanningDefinition = {
  roles: {
    shinhwa: planningPrompts('seller', legalMeasure, legalRanked),
    daesung: planningPrompts('buyer', legalMeasure, legalRanked),
  },
};

// ---------------------------------------------------------------------------------------------------------
// Documents of the class flow

const takeaways = (simSlug: string): Record<Lang, string> => ({
  en: `content/takeaways/${simSlug}.en.md`,
  ko: `content/takeaways/${simSlug}.ko.md`,
});

// ---------------------------------------------------------------------------------------------------------
// The class flow of each negotiation, by registry key

export interface ClassFlowDefinition {
  /** The simulation's registry key (shared/simulations.ts). */
  key: string;
  planning: PlanningDefinition;
  agreement: AgreementDefinition;
  /**
   * The case's takeaway page (Markdown), shown in the student's own debrief once the instructor releases
   * it: it states both sides' walk-away points, as the projector debrief does by then, so it is never
   * served before.
   */
  takeaway: Record<Lang, string>;
  /**
   * One question each role's student is left with in their own debrief, by role slug: about their own
   * negotiation, answerable from what their debrief shows. No figure and no advice (it ships to every browser).
   */
  reflection: Readonly<Record<string, Record<Lang, string>>>;
}

const CLASS_FLOW_LIST: ClassFlowDefinition[] = [
  {
    key: 'queenOfSorrows',
    planning: castingPlanning,
    agreement: castingAgreement,
    takeaway: takeaways('queen-of-sorrows'),
    reflection: {
      agent: {
        en: 'Which moment did most to set your final fee: the first number, a reason you gave, or a concession? What would you do differently at that moment?',
        ko: '최종 출연료를 가장 크게 좌우한 순간은 언제였습니까? 첫 숫자였습니까, 내세운 근거였습니까, 아니면 양보였습니까? 그 순간으로 돌아간다면 무엇을 다르게 하겠습니까?',
      },
      studio: {
        en: 'Which term cost the studio little and mattered a lot to the other side? Did you trade it for something or give it away, and what would you trade differently next time?',
        ko: '제작사에는 부담이 적으면서 상대에게는 중요했던 조건은 무엇이었습니까? 그 조건을 무언가와 맞바꿨습니까, 그냥 내주었습니까? 다음에는 무엇을 다르게 주고받겠습니까?',
      },
    },
  },
  {
    key: 'shinhwaDaesung',
    planning: legalFeePlanning,
    agreement: legalFeeAgreement,
    takeaway: takeaways('shinhwa-vs-daesung'),
    reflection: {
      shinhwa: {
        en: 'You negotiated for your firm with a client of many years. Will the deal you agreed keep both the client and your case team committed, and what would you propose differently?',
        ko: '여러분은 법인을 대리해 오래 거래해 온 고객과 협상했습니다. 이번 합의로 고객과 사건 팀이 모두 계속 힘을 쏟을 수 있겠습니까? 다시 한다면 무엇을 다르게 제안하겠습니까?',
      },
      daesung: {
        en: 'Besides a lower fee, what did your side need most from this deal? Which term of your agreement gave it to you, and what did you give up that you would keep next time?',
        ko: '보수 인하 말고 이번 합의에서 우리 쪽에 가장 필요했던 것은 무엇이었습니까? 합의한 조건 가운데 무엇이 그것을 채워 주었고, 다음에는 내주지 않을 것은 무엇입니까?',
      },
    },
  },
];

/** Every negotiation's class flow; tests may push a fixture's, as they do with the registry's list. */
export const CLASS_FLOWS: readonly ClassFlowDefinition[] = CLASS_FLOW_LIST;

export const findClassFlow = (key: string): ClassFlowDefinition | undefined =>
  CLASS_FLOWS.find((f) => f.key === key);

/**
 * Tariff Wars' takeaway page (Markdown). A played game has no class flow, so its page is declared here by
 * itself: a team's page shows it once the team's game is over (its five rounds revealed, or the game ended),
 * read by GET /api/tariff/takeaway. It names the game's structure, which teams must discover while they
 * play, so it is not served before; it holds no role's confidential figure.
 */
export const TARIFF_TAKEAWAY: Record<Lang, string> = takeaways('solara-lunara');

/** Every case's takeaway page by registry key: each negotiation's (in its class flow) and Tariff Wars'. */
export const takeawayPages = (): Array<{ key: string; files: Record<Lang, string> }> => [
  ...CLASS_FLOWS.map((f) => ({ key: f.key, files: f.takeaway })),
  { key: TARIFF_SIM_KEY, files: TARIFF_TAKEAWAY },
];
