import type { Lang } from '@shared/simulations';

/**
 * The words around an amount field, in the form's language: how amounts may be written, and the question
 * a form asks before sending an amount far from what its negotiation is about ("Is ₩15 right?").
 */
export interface AmountFieldText {
  /** How amounts may be written: the text, then its Korean example (marked `lang="ko"` on an English form). */
  amountHelp: { text: string; example: string; end: string };
  askTitle: (digits: string) => string;
  askDetail: (readBack: string) => string;
  yesSend: string;
  changeIt: string;
}

export const amountFieldText: Record<Lang, AmountFieldText> = {
  en: {
    amountHelp: { text: 'Digits or Korean units, as in 150,000,000 or ', example: '1억 5천만', end: '.' },
    askTitle: (digits) => `Is ₩${digits} right?`,
    askDetail: (readBack) =>
      `That is ${readBack}, far from the amounts this negotiation is about. Check the zeros and the units (1억 is 100,000,000) before you send it.`,
    yesSend: 'Yes, send it',
    changeIt: 'Change it',
  },
  ko: {
    amountHelp: {
      text: '150,000,000처럼 숫자로, 또는 ',
      example: '1억 5천만',
      end: '처럼 한국어 단위로 적을 수 있습니다.',
    },
    askTitle: (digits) => `₩${digits}, 맞나요?`,
    askDetail: (readBack) =>
      `${readBack}으로, 이 협상에서 다루는 금액과 차이가 큽니다. 보내기 전에 0의 개수와 단위(1억 = 100,000,000)를 확인해 주세요.`,
    yesSend: '네, 보냅니다',
    changeIt: '고치기',
  },
};
