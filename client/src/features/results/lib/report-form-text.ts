import { reportFormMessages, type ReportFormMessages } from '@shared/contracts/results-config';
import { withParticle } from '@shared/korean';
import type { Lang, ReportedSimulation } from '@shared/simulations';

/**
 * The words of a report form around its fields, in the form's language: SPEC's English form at
 * its English address, the Korean one at `-results-korean`. The validation messages come from the shared
 * schema and amount reader in the same language; the field labels from the registry.
 */
export interface ReportFormText {
  pageTitle: (title: string) => string;
  formLabel: (title: string) => string;
  /** How amounts may be written: the text, then its Korean example (marked `lang="ko"` on the English form). */
  amountHelp: { text: string; example: string; end: string };
  notNeeded: string;
  noAgreement: string;
  terms: string;
  termsHelp: string;
  submit: string;
  submitting: string;
  cancel: string;
  askTitle: (digits: string) => string;
  askDetail: (readBack: string) => string;
  yesSend: string;
  changeIt: string;
  backToSimulations: string;
  /** The simulation was closed while the student was filling in the report. */
  closedWhileReporting: (sim: ReportedSimulation) => string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** The report as plain text, for the copy button. */
  summaryHeading: (sim: ReportedSimulation) => string;
  yes: string;
  no: string;
  messages: ReportFormMessages;
}

export const reportFormText: Record<Lang, ReportFormText> = {
  en: {
    pageTitle: (title) => `${title} - Report Results`,
    formLabel: (title) => `${title} results`,
    amountHelp: { text: 'Digits or Korean units, as in 150,000,000 or ', example: '1억 5천만', end: '.' },
    notNeeded: 'Not needed: no agreement was reached.',
    noAgreement: 'No agreement was reached',
    terms: 'Additional Terms',
    termsHelp: 'Optional: anything else you agreed, such as bonuses, schedule or credits.',
    submit: 'Submit Results',
    submitting: 'Submitting...',
    cancel: 'Cancel',
    askTitle: (digits) => `Is ₩${digits} right?`,
    askDetail: (readBack) =>
      `That is ${readBack}, far from the amounts this negotiation is about. Check the zeros and the units (1억 is 100,000,000) before you send it.`,
    yesSend: 'Yes, send it',
    changeIt: 'Change it',
    backToSimulations: 'Back to Simulations',
    closedWhileReporting: (sim) =>
      `Your instructor closed ${sim.title} while you were filling in this report, so it cannot be sent now. What you typed is kept below: copy it and give it to your instructor, or send it if the simulation is opened again.`,
    copy: 'Copy what I typed',
    copied: 'Copied.',
    copyFailed: 'Could not copy: select the text below and copy it.',
    summaryHeading: (sim) => `${sim.title} - results`,
    yes: 'yes',
    no: 'no',
    messages: reportFormMessages.en,
  },
  ko: {
    pageTitle: (title) => `${title} - 결과 보고`,
    formLabel: (title) => `${title} 결과`,
    amountHelp: {
      text: '150,000,000처럼 숫자로, 또는 ',
      example: '1억 5천만',
      end: '처럼 한국어 단위로 적을 수 있습니다.',
    },
    notNeeded: '합의하지 못했으므로 적지 않아도 됩니다.',
    noAgreement: '합의하지 못했습니다',
    terms: '추가 조건',
    termsHelp: '선택 사항: 보너스, 일정, 크레딧 등 그 밖에 합의한 내용을 적습니다.',
    submit: '결과 제출',
    submitting: '제출 중...',
    cancel: '취소',
    askTitle: (digits) => `₩${digits}, 맞나요?`,
    askDetail: (readBack) =>
      `${readBack}으로, 이 협상에서 다루는 금액과 차이가 큽니다. 보내기 전에 0의 개수와 단위(1억 = 100,000,000)를 확인해 주세요.`,
    yesSend: '네, 보냅니다',
    changeIt: '고치기',
    backToSimulations: '시뮬레이션 목록으로 돌아가기',
    closedWhileReporting: (sim) =>
      `작성하시는 동안 강사가 ${withParticle(sim.titleKo, '을', '를')} 닫아서 지금은 결과를 보낼 수 없습니다. 입력한 내용은 아래에 그대로 남아 있습니다. 복사해서 강사에게 전달하거나, 다시 열리면 그대로 제출하세요.`,
    copy: '입력한 내용 복사',
    copied: '복사했습니다.',
    copyFailed: '복사하지 못했습니다. 아래 내용을 직접 선택해서 복사해 주세요.',
    summaryHeading: (sim) => `${sim.titleKo} - 결과`,
    yes: '예',
    no: '아니요',
    messages: reportFormMessages.ko,
  },
};
