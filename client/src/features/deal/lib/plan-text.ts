import type { Lang } from '@shared/simulations';

/** The Plan step's words around the case's prompts (shared/class-flow.ts), in the seat's language. */
export interface PlanText {
  intro: string;
  /** Under an amount prompt: what it counts. */
  unit: (unit: string) => string;
  amountRequired: string;
  tooLong: (max: number) => string;
  moveUp: (term: string) => string;
  moveDown: (term: string) => string;
  /** Said after a move: "Fee per episode: 2 of 6". */
  movedTo: (term: string, position: number, total: number) => string;
  submit: string;
  /** The sent plan, shown (folded) in the later steps. */
  myPlan: string;
}

const en: PlanText = {
  intro: 'Fill this in before the talks. Only you and your instructor see your plan.',
  unit: (unit) => `Amount: ${unit}.`,
  amountRequired: 'Enter an amount.',
  tooLong: (max) => `Write at most ${max} characters.`,
  moveUp: (term) => `Move ${term} up`,
  moveDown: (term) => `Move ${term} down`,
  movedTo: (term, position, total) => `${term}: ${position} of ${total}`,
  submit: 'Save my plan',
  myPlan: 'My plan',
};

const ko: PlanText = {
  intro: '협상을 시작하기 전에 작성합니다. 계획은 본인과 강사만 볼 수 있습니다.',
  unit: (unit) => `단위: ${unit}`,
  amountRequired: '금액을 입력해 주세요.',
  tooLong: (max) => `${max}자까지 쓸 수 있습니다.`,
  moveUp: (term) => `${term} 위로 올리기`,
  moveDown: (term) => `${term} 아래로 내리기`,
  movedTo: (term, position, total) => `${term}: ${total}개 중 ${position}번째`,
  submit: '계획 저장',
  myPlan: '내 계획',
};

export const planText: Record<Lang, PlanText> = { en, ko };
