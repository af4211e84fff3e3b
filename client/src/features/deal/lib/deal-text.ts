import { DEAL_STEPS, type DealStep } from '@shared/contracts/deal';
import type { Lang } from '@shared/simulations';
import { surveyText } from '@shared/survey';

/**
 * The deal card's words around its steps, in the seat's language. The case's own labels (prompts, terms)
 * come from the class flow registry, the survey's from shared/survey.ts, the API's messages from the server.
 * The Korean is the formal-polite register of the course's Korean pages.
 */
export interface DealText {
  title: string;
  /** The card's title once the class plays the case again: "Deal · round 2". */
  roundTitle: (round: number) => string;
  /** "Step 2 of 5" */
  stepOf: (n: number, total: number) => string;
  /** Short names in the list of steps. */
  steps: Record<DealStep, string>;
  /** Each step's heading. */
  headings: Record<DealStep, string>;
  stepsLabel: string;
  loading: string;
  loadFailed: string;
  tryAgain: string;
  optional: string;
  cancel: string;
  none: string;
  /** A queued form, said until the server has answered 2xx. */
  waiting: string;
  sending: string;
  /** A refusal without the server's own words (the page never says "sent" before a 2xx). */
  refused: string;
  /** The asking seat, where a sentence names people. */
  you: string;
  done: {
    body: string;
    debriefLater: string;
    openDebrief: string;
    /** Under any step before the last, once the instructor has released the debrief. */
    debriefOpen: string;
  };
  survey: {
    send: string;
    skip: string;
    answered: (n: number, total: number) => string;
    /** One question at a time: where the survey is, shown ("3 / 16") and said ("Question 3 of 16"). */
    progress: (n: number, total: number) => string;
    position: (n: number, total: number) => string;
    back: string;
    next: string;
  };
  /** A step the pair went past without this student (the plan): open to fill in, out of the way. */
  skipped: {
    /** Beside its name in the list of steps. */
    mark: string;
    note: string;
    open: string;
    close: string;
  };
}

const en: DealText = {
  title: 'Deal',
  roundTitle: (round) => `Deal · round ${round}`,
  stepOf: (n, total) => `Step ${n} of ${total}`,
  steps: {
    plan: 'Plan',
    negotiate: 'Negotiate',
    confirm: 'Confirm',
    survey: 'Survey',
    done: 'Done',
  },
  headings: {
    plan: 'Plan before the talks',
    negotiate: 'Negotiate',
    confirm: 'Confirm the agreement',
    survey: surveyText.title,
    done: 'Thank you',
  },
  stepsLabel: 'Steps of the deal',
  loading: 'Loading your deal',
  loadFailed: 'Your deal could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  optional: '(optional)',
  cancel: 'Cancel',
  none: 'None',
  waiting: 'Waiting for the connection to send…',
  sending: 'Sending…',
  refused: 'This was not accepted. Check what you entered and send it again.',
  you: 'You',
  done: {
    body: 'Everything is in. Your instructor will go through the negotiation with the class.',
    debriefLater: 'Your own debrief opens here when your instructor releases it.',
    openDebrief: 'Open my debrief',
    debriefOpen: 'Your instructor has released your own debrief: you can open it now.',
  },
  survey: {
    send: 'Send my answers',
    skip: 'Skip the survey',
    answered: (n, total) => `${n} of ${total} answered`,
    progress: (n, total) => `${n} / ${total}`,
    position: (n, total) => `Question ${n} of ${total}`,
    back: 'Back',
    next: 'Next',
  },
  skipped: {
    mark: 'not filled in',
    note: 'Your plan is not filled in. You can still fill it in whenever you like.',
    open: 'Fill in my plan',
    close: 'Hide my plan',
  },
};

const ko: DealText = {
  title: '협상 진행',
  roundTitle: (round) => `협상 진행 · ${round}차 협상`,
  stepOf: (n, total) => `${total}단계 중 ${n}단계`,
  steps: {
    plan: '준비',
    negotiate: '협상',
    confirm: '확인',
    survey: '설문',
    done: '완료',
  },
  headings: {
    plan: '협상 준비',
    negotiate: '협상',
    confirm: '합의 내용 확인',
    survey: surveyText.titleKo,
    done: '감사합니다',
  },
  stepsLabel: '협상 단계',
  loading: '협상 정보를 불러오는 중',
  loadFailed: '협상 정보를 불러오지 못했습니다. 연결을 확인하고 다시 시도해 주세요.',
  tryAgain: '다시 시도',
  optional: '(선택)',
  cancel: '취소',
  none: '없음',
  waiting: '연결되면 보냅니다…',
  sending: '보내는 중…',
  refused: '전송이 거부되었습니다. 입력한 내용을 확인하고 다시 보내 주세요.',
  you: '나',
  done: {
    body: '모든 단계를 마쳤습니다. 이번 협상은 강사가 수업에서 함께 돌아봅니다.',
    debriefLater: '강사가 공개하면 이곳에서 내 디브리핑을 볼 수 있습니다.',
    openDebrief: '내 디브리핑 보기',
    debriefOpen: '강사가 내 디브리핑을 공개했습니다. 지금 바로 열어 볼 수 있습니다.',
  },
  survey: {
    send: '답변 보내기',
    skip: '설문 건너뛰기',
    answered: (n, total) => `${total}문항 중 ${n}문항 답함`,
    progress: (n, total) => `${n} / ${total}`,
    position: (n, total) => `${total}문항 중 ${n}번째 문항`,
    back: '이전',
    next: '다음',
  },
  skipped: {
    mark: '작성 전',
    note: '협상 준비(계획)를 아직 작성하지 않았습니다. 언제든지 작성할 수 있습니다.',
    open: '내 계획 작성하기',
    close: '내 계획 닫기',
  },
};

export const dealText: Record<Lang, DealText> = { en, ko };

/** A step's place in the flow, from 1. */
export const stepNumber = (step: DealStep) => DEAL_STEPS.indexOf(step) + 1;
