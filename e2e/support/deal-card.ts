import type { Locator, Page } from 'playwright-core';
import type { Lang } from '../../shared/simulations';

/** The deal card on a phone's /me, and what it says, in each language (Queen of Sorrows). */

export const dealWords = {
  en: {
    title: 'Deal',
    roundTitle: (round: number) => `Deal · round ${round}`,
    plan: 'Plan before the talks',
    target: 'My target',
    walkAway: 'My walk-away point',
    firstOffer: 'My first offer',
    savePlan: 'Save my plan',
    negotiate: 'Negotiate',
    me: 'My side',
    offerAmount: 'Amount offered',
    record: 'Record the first offer',
    opened: (name: string) => `${name} opened with`,
    fillIn: 'Fill in the agreement',
    noAgreement: 'No agreement',
    amount: 'Amount Paid per Episode (KRW)',
    send: 'Send to my partner to confirm',
    sendNoAgreement: 'Send: no agreement',
    confirmStep: 'Confirm the agreement',
    edit: 'Edit',
    confirm: 'Confirm',
    survey: 'How did it go?',
    sendAnswers: 'Send my answers',
    next: 'Next',
    skip: 'Skip the survey',
    done: 'Thank you',
    agreed: 'Agreed',
    noDeal: 'Confirmed: no agreement',
    openDebrief: 'Open my debrief',
    ownDebrief: 'Your deal in the class',
  },
  ko: {
    title: '협상 진행',
    roundTitle: (round: number) => `협상 진행 · ${round}차 협상`,
    plan: '협상 준비',
    target: '나의 목표',
    walkAway: '', // by role: walkAwayLabel
    firstOffer: '나의 첫 제안',
    savePlan: '계획 저장',
    negotiate: '협상',
    me: '우리 쪽',
    offerAmount: '제안 금액',
    record: '첫 제안 기록',
    opened: (name: string) => `${name} 님이 먼저 제안했습니다:`,
    fillIn: '합의 내용 작성',
    noAgreement: '합의 결렬',
    amount: '회당 출연료 (원)',
    send: '상대에게 확인 요청',
    sendNoAgreement: '합의 결렬로 보내기',
    confirmStep: '합의 내용 확인',
    edit: '수정',
    confirm: '확인',
    survey: '협상은 어땠습니까?',
    sendAnswers: '답변 보내기',
    next: '다음',
    skip: '설문 건너뛰기',
    done: '감사합니다',
    agreed: '합의 완료',
    noDeal: '확정: 합의 결렬',
    openDebrief: '내 디브리핑 보기',
    ownDebrief: '반 전체에서 우리 합의의 위치',
  },
} as const;

/** The plan's walk-away field: one label in English; in Korean the seller's floor or the buyer's ceiling. */
export const walkAwayLabel = (lang: Lang, role: string) =>
  lang === 'en'
    ? dealWords.en.walkAway
    : role === 'agent'
      ? '나의 최저선(유보가격)'
      : '나의 상한선(유보가격)';

/** Each side's plan, in millions of won per episode (the agent sells, the studio buys). */
export const plans: Record<string, { target: number; walkAway: number; firstOffer: number }> = {
  agent: { target: 180, walkAway: 60, firstOffer: 250 },
  studio: { target: 80, walkAway: 200, firstOffer: 60 },
};

/** How a phone types millions: digits in English, 억/만 in Korean (1억 5천만). */
export const typed = (lang: Lang, millions: number) => {
  if (lang === 'en') return String(millions * 1_000_000);
  const eok = Math.floor(millions / 100);
  const man = (millions % 100) * 100;
  return [eok ? `${eok}억` : '', man ? `${man}만` : ''].join(' ').trim();
};

/** A phone as the deal card's helpers need it. */
export interface DealPhone {
  lang: Lang;
  page: Page;
}

export const dealCard = (phone: DealPhone) => phone.page.getByTestId('deal-card');
export const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
export const button = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** Waits for the deal card's heading of its step (the card's h4). */
export const atStep = (phone: DealPhone, heading: string) =>
  dealCard(phone).getByRole('heading', { level: 4, name: heading, exact: true }).waitFor();

/** Waits for the card's title (its h3): "Deal", or "Deal · round 2" once the class plays again. */
export const titled = (phone: DealPhone, title: string) =>
  dealCard(phone).getByRole('heading', { level: 3, name: title, exact: true }).waitFor();

/** Types the role's plan (target, walk-away, first offer). */
export async function fillPlan(phone: DealPhone, role: string) {
  const c = dealCard(phone);
  const t = dealWords[phone.lang];
  const plan = plans[role]!;
  await field(c, t.target).fill(typed(phone.lang, plan.target));
  await field(c, walkAwayLabel(phone.lang, role)).fill(typed(phone.lang, plan.walkAway));
  await field(c, t.firstOffer).fill(typed(phone.lang, plan.firstOffer));
}

/** Saves the plan: the card moves on to Negotiate. */
export async function sendPlan(phone: DealPhone) {
  await button(dealCard(phone), dealWords[phone.lang].savePlan).click();
  await atStep(phone, dealWords[phone.lang].negotiate);
}

/** Records that this phone's side made the first offer, of `millions`. */
export async function recordFirstOffer(phone: DealPhone, millions: number) {
  const c = dealCard(phone);
  const t = dealWords[phone.lang];
  await c.getByRole('radio', { name: t.me, exact: true }).check();
  await field(c, t.offerAmount).fill(typed(phone.lang, millions));
  await button(c, t.record).click();
  await c.getByTestId('first-offer').waitFor();
}

/** Opens the agreement form and types the amount (and, in English, the other terms' free text). */
export async function fillAgreement(phone: DealPhone, millions: number, other?: string) {
  const c = dealCard(phone);
  const t = dealWords[phone.lang];
  await button(c, t.fillIn).click();
  const form = c.getByTestId('agreement-form');
  await field(form, t.amount).fill(typed(phone.lang, millions));
  if (other) await field(form, 'Other terms (optional)').fill(other);
  return form;
}
