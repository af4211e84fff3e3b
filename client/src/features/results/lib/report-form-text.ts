import { reportFormMessages, type ReportFormMessages } from '@shared/contracts/results-config';
import { withParticle } from '@shared/korean';
import {
  simulationClosedMessage,
  simulationClosedMessageKo,
  type Lang,
  type ReportedSimulation,
} from '@shared/simulations';
import { amountFieldText, type AmountFieldText } from '@/components/amount-input/amount-text';

/**
 * The words of a report form around its fields, in the form's language: the English form at
 * its English address, the Korean one at `-results-korean`. The validation messages come from the shared
 * schema and amount reader in the same language; the field labels from the registry; the amount field's own
 * words (how to write it, "Is ₩15 right?") from the amount field.
 */
export interface ReportFormText extends AmountFieldText {
  pageTitle: (title: string) => string;
  formLabel: (title: string) => string;
  notNeeded: string;
  noAgreement: string;
  terms: string;
  termsHelp: string;
  submit: string;
  submitting: string;
  cancel: string;
  backToSimulations: string;
  /** The page's spinner while the simulation's settings load. */
  loading: string;
  /** The simulation is closed and this page never saw it open (and this tab holds no draft of it). */
  notOpenYet: (sim: ReportedSimulation) => string;
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
  /**
   * The server's words for a refusal, as this form says them: the API speaks English, so the Korean form
   * has none of its own for them (undefined: the form's "could not submit" says it).
   */
  serverWords: (said: string) => string | undefined;
}

export const reportFormText: Record<Lang, ReportFormText> = {
  en: {
    ...amountFieldText.en,
    pageTitle: (title) => `${title} - Report Results`,
    formLabel: (title) => `${title} results`,
    notNeeded: 'Not needed: no agreement was reached.',
    noAgreement: 'No agreement was reached',
    terms: 'Additional Terms',
    termsHelp: 'Optional: anything else you agreed, such as bonuses, schedule or credits.',
    submit: 'Submit Results',
    submitting: 'Submitting...',
    cancel: 'Cancel',
    backToSimulations: 'Back to Simulations',
    loading: 'Loading',
    notOpenYet: (sim) => simulationClosedMessage(sim.title),
    closedWhileReporting: (sim) =>
      `Your instructor closed ${sim.title} while you were filling in this report, so it cannot be sent now. What you typed is kept below: copy it and give it to your instructor, or send it if the simulation is opened again.`,
    copy: 'Copy what I typed',
    copied: 'Copied.',
    copyFailed: 'Could not copy: select the text below and copy it.',
    summaryHeading: (sim) => `${sim.title} - results`,
    yes: 'yes',
    no: 'no',
    messages: reportFormMessages.en,
    serverWords: (said) => said,
  },
  ko: {
    ...amountFieldText.ko,
    pageTitle: (title) => `${title} - 결과 보고`,
    formLabel: (title) => `${title} 결과`,
    notNeeded: '합의하지 못했으므로 적지 않아도 됩니다.',
    noAgreement: '합의하지 못했습니다',
    terms: '추가 조건',
    termsHelp: '선택 사항: 보너스, 일정, 크레딧 등 그 밖에 합의한 내용을 적습니다.',
    submit: '결과 제출',
    submitting: '제출 중...',
    cancel: '취소',
    backToSimulations: '시뮬레이션 목록으로 돌아가기',
    loading: '불러오는 중',
    notOpenYet: (sim) => simulationClosedMessageKo(sim.titleKo),
    closedWhileReporting: (sim) =>
      `작성하시는 동안 강사가 ${withParticle(sim.titleKo, '을', '를')} 닫아서 지금은 결과를 보낼 수 없습니다. 입력한 내용은 아래에 그대로 남아 있습니다. 복사해서 강사에게 전달하거나, 다시 열리면 그대로 제출하세요.`,
    copy: '입력한 내용 복사',
    copied: '복사했습니다.',
    copyFailed: '복사하지 못했습니다. 아래 내용을 직접 선택해서 복사해 주세요.',
    summaryHeading: (sim) => `${sim.titleKo} - 결과`,
    yes: '예',
    no: '아니요',
    messages: reportFormMessages.ko,
    serverWords: () => undefined,
  },
};
