import { AMOUNT_BOUND } from './contracts/results-config';
import { CLASS_FLOW_STORE, SIMULATIONS, type Lang } from './simulations';

/**
 * The class flow on the students' phones, the same for every negotiation: the planning prompts of each role
 * (the Plan step, built from what the case counts: each role's side and the amount's measure) and the
 * agreement form both sides confirm (the amount, the contingent part, the other terms as choices, free text).
 * What a case declares for it is its package's `flow` (content/cases/README.md); the registry's store holds
 * each case's flow by key (CLASS_FLOWS below), and a page builds a flow's prompts the first time it asks for
 * it, so only the deal's and the debrief's pages load this code.
 *
 * Everything here reaches the browser, so it holds neutral labels only: what a prompt asks, never a role's
 * own figures or advice. Each role's confidential planning help is the "Planning hints" section at the end of
 * its instruction document (in its case package), served only to that role.
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

export interface Measure {
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

/** What a case says about its Plan step: each role's side, what the amount is, and the amount as a term. */
export interface PlanSpec {
  sides: Readonly<Record<string, Side>>;
  measure: Measure;
  fee: RankableTerm;
}

export interface ClassFlowDefinition {
  /** The simulation's registry key (shared/simulations.ts). */
  key: string;
  plan: PlanSpec;
  /** Each role's prompts, built from `plan` (planningOf). */
  planning: PlanningDefinition;
  agreement: AgreementDefinition;
  /**
   * One question each role's student is left with in their own debrief, by role slug: about their own
   * negotiation, answerable from what their debrief shows. No figure and no advice (it ships to every browser).
   */
  reflection: Readonly<Record<string, Record<Lang, string>>>;
}

/** The Plan step's prompts of every role, the same way for every case: from its sides, measure and terms. */
export function planningOf(plan: PlanSpec, agreement: AgreementDefinition): PlanningDefinition {
  const ranked = rankableTerms(plan.fee, agreement);
  return {
    roles: Object.fromEntries(
      Object.entries(plan.sides).map(([role, side]) => [role, planningPrompts(side, plan.measure, ranked)]),
    ),
  };
}

/** Every negotiation's class flow, as the case packages declare it (the registry's store). */
export const CLASS_FLOWS: readonly ClassFlowDefinition[] = CLASS_FLOW_STORE;

/**
 * A negotiation's class flow. A page is sent each flow without its prompts (shared/cases/public-registry.ts:
 * they are built from `plan`, the same for every case), so they are built here, on first use, by the pages
 * that load this module.
 */
export function findClassFlow(key: string): ClassFlowDefinition | undefined {
  const flow = CLASS_FLOWS.find((f) => f.key === key) as
    (Omit<ClassFlowDefinition, 'planning'> & { planning?: PlanningDefinition }) | undefined;
  if (flow) flow.planning ??= planningOf(flow.plan, flow.agreement);
  return flow as ClassFlowDefinition | undefined;
}

/**
 * Every case's takeaway page by registry key, for the cases that have one: a negotiation's is shown in a
 * student's own debrief once released, Tariff Wars' on a team's page once its game is over.
 */
export const takeawayPages = (): Array<{ key: string; files: Record<Lang, string> }> =>
  SIMULATIONS.flatMap((sim) => (sim.takeaway ? [{ key: sim.key, files: sim.takeaway }] : []));
