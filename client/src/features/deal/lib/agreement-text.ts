import type { Lang } from '@shared/simulations';

/**
 * The words of the Negotiate and Confirm steps (the first offer, the agreement form, its confirmation), in
 * the seat's language, around the case's labels from the class flow registry. Names come in as they are.
 */
export interface AgreementText {
  firstOffer: {
    heading: string;
    intro: string;
    who: string;
    me: string;
    partner: (names: string) => string;
    whoRequired: string;
    amount: string;
    amountRequired: string;
    record: string;
    correct: string;
    /** "Minho Lee opened:" / "Your side opened:" before the amount. */
    opened: (names: string | null) => string;
    recordedBy: (name: string | null) => string;
  };
  agreement: {
    heading: string;
    intro: string;
    fillIn: string;
    noAgreement: string;
    contingentAmountOptional: string;
    conditionRequired: (part: string) => string;
    conditionWithoutAmount: (part: string) => string;
    tooLong: (max: number) => string;
    whatHappened: string;
    whatHappenedHelp: string;
    send: string;
    sendNoAgreement: string;
  };
  confirm: {
    version: (n: number) => string;
    enteredBy: (name: string | null) => string;
    enteredByInstructor: string;
    ask: string;
    confirm: string;
    wrong: string;
    noteLabel: string;
    noteHelp: string;
    /** The amount the student says was agreed, named with the note (optional). */
    namedAmountLabel: string;
    namedAmountHelp: string;
    sendNote: string;
    waitingFor: (names: string) => string;
    edit: string;
    editHelp: string;
    disputedBy: (name: string) => string;
    disputedByMe: string;
    disputedNext: string;
    /** A contingent amount paid per something: "₩20,000,000 per episode" / "회당 2천만 원". */
    perAmount: (amount: string, per: string) => string;
    /** Before the amount a dispute named: "Dana Park says the amount agreed was" / "You said …". */
    namedAmount: (name: string | null) => string;
    agreed: string;
    confirmedNoAgreement: string;
    agreedHelp: string;
    showAgreement: string;
    settled: string;
    condition: string;
  };
}

const en: AgreementText = {
  firstOffer: {
    heading: 'The first offer',
    intro:
      'When the first number is put on the table, record who made it and what it was. Your partner sees it and can correct it.',
    who: 'Who made the first offer?',
    me: 'My side',
    partner: (names) => `The other side (${names})`,
    whoRequired: 'Choose who made the first offer.',
    amount: 'Amount offered',
    amountRequired: 'Enter the amount that was offered.',
    record: 'Record the first offer',
    correct: 'Correct it',
    opened: (names) => (names ? `${names} opened with` : 'Your side opened with'),
    recordedBy: (name) => (name ? `Recorded by ${name}.` : 'Recorded by you.'),
  },
  agreement: {
    heading: 'The agreement',
    intro: 'Once you have agreed, or decided you cannot, one of you fills this in and the other confirms it.',
    fillIn: 'Fill in the agreement',
    noAgreement: 'No agreement',
    contingentAmountOptional: 'Leave it empty if you agreed none.',
    conditionRequired: (part) => `Write the condition on which the ${part.toLowerCase()} is paid.`,
    conditionWithoutAmount: (part) =>
      `Enter the ${part.toLowerCase()}'s amount, or leave its condition empty.`,
    tooLong: (max) => `Write at most ${max} characters.`,
    whatHappened: 'What happened',
    whatHappenedHelp: 'Optional: why you could not agree, in a few words.',
    send: 'Send to my partner to confirm',
    sendNoAgreement: 'Send: no agreement',
  },
  confirm: {
    version: (n) => `Version ${n}`,
    enteredBy: (name) => (name ? `Entered by ${name}` : 'Entered by you'),
    enteredByInstructor: 'Entered by your instructor',
    ask: 'Is this exactly what you agreed?',
    confirm: 'Confirm',
    wrong: "Something's wrong",
    noteLabel: 'What is wrong?',
    noteHelp: 'Your partner sees this note.',
    namedAmountLabel: 'The amount you agreed',
    namedAmountHelp:
      'If the amount is what is wrong, the amount you agreed. Your partner and your instructor see it.',
    sendNote: 'Send the note',
    waitingFor: (names) => `Waiting for ${names} to confirm.`,
    edit: 'Edit',
    editHelp: 'An edit asks your partner to confirm again.',
    disputedBy: (name) => `${name} says something is wrong:`,
    disputedByMe: 'You said something is wrong:',
    disputedNext: 'Talk it through, then one of you edits the agreement.',
    namedAmount: (name) => (name ? `${name} says the amount agreed was` : 'You said the amount agreed was'),
    agreed: 'Agreed',
    confirmedNoAgreement: 'Confirmed: no agreement',
    showAgreement: 'What was agreed',
    agreedHelp: 'Confirmed by both sides. Only your instructor can reopen it.',
    settled: 'Settled by your instructor.',
    condition: 'Condition',
    perAmount: (amount, per) => `${amount} ${per}`,
  },
};

const ko: AgreementText = {
  firstOffer: {
    heading: '첫 제안',
    intro:
      '처음으로 금액이 나오면 누가 얼마를 제안했는지 기록합니다. 상대도 이 기록을 보고 고칠 수 있습니다.',
    who: '누가 먼저 제안했나요?',
    me: '우리 쪽',
    partner: (names) => `상대 쪽(${names})`,
    whoRequired: '누가 먼저 제안했는지 골라 주세요.',
    amount: '제안 금액',
    amountRequired: '제안된 금액을 입력해 주세요.',
    record: '첫 제안 기록',
    correct: '고치기',
    opened: (names) => (names ? `${names} 님이 먼저 제안했습니다:` : '우리 쪽에서 먼저 제안했습니다:'),
    recordedBy: (name) => (name ? `${name} 님이 기록했습니다.` : '내가 기록했습니다.'),
  },
  agreement: {
    heading: '합의 내용',
    intro: '합의가 되었거나 합의할 수 없다고 판단되면, 한 사람이 작성하고 상대가 확인합니다.',
    fillIn: '합의 내용 작성',
    noAgreement: '합의 결렬',
    contingentAmountOptional: '합의하지 않았다면 비워 둡니다.',
    conditionRequired: (part) => `${part} 지급 조건을 적어 주세요.`,
    conditionWithoutAmount: (part) => `${part} 금액을 입력하거나, 지급 조건을 비워 두세요.`,
    tooLong: (max) => `${max}자까지 쓸 수 있습니다.`,
    whatHappened: '결렬 사유',
    whatHappenedHelp: '선택 사항: 합의하지 못한 이유를 간단히 적습니다.',
    send: '상대에게 확인 요청',
    sendNoAgreement: '합의 결렬로 보내기',
  },
  confirm: {
    version: (n) => `버전 ${n}`,
    enteredBy: (name) => (name ? `${name} 님이 입력함` : '내가 입력함'),
    enteredByInstructor: '강사가 입력함',
    ask: '합의한 내용과 정확히 같나요?',
    confirm: '확인',
    wrong: '잘못된 부분이 있습니다',
    noteLabel: '무엇이 잘못되었나요?',
    noteHelp: '이 메모는 상대에게 보입니다.',
    namedAmountLabel: '내가 합의한 금액',
    namedAmountHelp: '금액이 틀렸다면 합의한 금액을 적어 주세요. 상대와 강사에게 보입니다.',
    sendNote: '메모 보내기',
    waitingFor: (names) => `${names} 님의 확인을 기다리고 있습니다.`,
    edit: '수정',
    editHelp: '수정하면 상대가 다시 확인해야 합니다.',
    disputedBy: (name) => `${name} 님이 잘못된 부분이 있다고 알렸습니다:`,
    disputedByMe: '잘못된 부분이 있다고 알렸습니다:',
    disputedNext: '함께 이야기한 뒤, 한 사람이 합의 내용을 수정하세요.',
    namedAmount: (name) => (name ? `${name} 님이 말한 합의 금액:` : '내가 말한 합의 금액:'),
    agreed: '합의 완료',
    confirmedNoAgreement: '확정: 합의 결렬',
    showAgreement: '확정된 합의 내용',
    agreedHelp: '양쪽이 모두 확인했습니다. 다시 열 수 있는 사람은 강사뿐입니다.',
    settled: '강사가 확정했습니다.',
    condition: '지급 조건',
    perAmount: (amount, per) => `${per} ${amount}`,
  },
};

export const agreementText: Record<Lang, AgreementText> = { en, ko };
