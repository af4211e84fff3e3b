import { seatMessages } from '@shared/contracts/seats-config';
import type { Lang } from '@shared/simulations';

/**
 * Every word of the student's page (/me) in its language: the join form's language is the one the student
 * chooses on it, the student home's the seat's. The API's own messages (seatMessages) are in shared/; these
 * are the page's words around them. The Korean is the formal-polite register of the course's Korean pages.
 */
const en = {
  loading: 'Loading',
  tryAgain: 'Try again',
  close: 'Close',
  failed: 'Something went wrong. Please try again.',
  loadFailed: 'Your class could not be loaded. Check your connection and try again.',
  languageNav: 'Language',
  join: {
    title: 'Join the class',
    intro: 'Join with the name your classmates call you.',
    codeLabel: 'Class code',
    codeHelp: 'The 6 letters and digits on the join screen.',
    classIs: 'Class:',
    nameLabel: seatMessages.en.nameLabel as string,
    nameHelp: 'As your classmates call you (up to 40 characters).',
    langLegend: 'The language you read',
    langHelp: 'Your role instructions will open in this language.',
    submit: 'Join',
    joining: 'Joining…',
    useSuggestion: (name: string) => `Use “${name}”`,
    claimLink: 'Already joined on another device? Use your seat code',
    left: 'You have left the class and your data was deleted.',
    joinCurrent: 'Join the current class',
    joinNamed: (name: string) => `Join ${name}`,
    endedData:
      'What you entered in that class is kept until your instructor deletes it or its retention period ends. You can download it or delete it now.',
  },
  privacy: {
    heading: 'Your information',
    stored: 'What is stored: your name, your language and what you enter in class activities.',
    seen: 'Who sees it: the instructor. Classmates see only the names of their own partners.',
    kept: 'How long: until the instructor deletes the class or its retention period ends.',
    keptFor: (days: number) =>
      days === 0
        ? 'How long: until the instructor deletes this class.'
        : `How long: ${days} days after this class ends (or until the instructor deletes it, if sooner); then names and what you wrote are destroyed.`,
    optional: 'Joining is optional: you can read the course pages without it.',
    more: 'How your data is handled',
  },
  claim: {
    title: 'Use your seat code',
    intro: 'Open the seat you already have on another device: its code is on that device under "My class".',
    label: 'Seat code',
    help: '8 letters and digits, such as K7QM-2PXR.',
    submit: 'Open my seat',
    sending: 'Opening…',
    back: 'Join with a new name instead',
  },
  reseating: 'Opening your seat…',
  home: {
    title: 'My class',
    classLabel: 'Class',
    nameLabel: 'Your name',
    rename: 'Change name',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    seatCodeHeading: 'Your seat code',
    moveDevice: (address: string) =>
      `To continue on another device, open ${address} there, choose "Use your seat code" and type this code.`,
    keepPrivate: 'Keep it to yourself: whoever has it can use your seat.',
    whatNow: 'What to do now',
    nothingYet: 'Nothing yet. Your instructor will tell you when the next activity starts.',
    openNow: 'Open now:',
    dataHeading: 'Your data',
    download: 'Download my data',
    downloadHelp:
      'A file (JSON) with everything stored for your seat: your name, your language and what you entered in class activities.',
    leave: 'Leave and delete my data',
    leaveTitle: 'Leave the class and delete your data?',
    leaveBody:
      'You leave the class on every device that uses this seat, and your name, plans, offers and survey answers are deleted. An agreement you confirmed keeps its numbers, with your name replaced by "(left the class)", and your partner is told. This cannot be undone; you can join again later with a new seat.',
    leaveConfirm: 'Leave and delete',
    leaving: 'Deleting…',
  },
};

export type SeatText = typeof en;

const ko: SeatText = {
  loading: '불러오는 중',
  tryAgain: '다시 시도',
  close: '닫기',
  failed: '문제가 생겼습니다. 다시 시도해 주세요.',
  loadFailed: '수업 정보를 불러오지 못했습니다. 연결을 확인하고 다시 시도해 주세요.',
  languageNav: '언어',
  join: {
    title: '수업 참여',
    intro: '수업에서 불릴 이름으로 참여하세요.',
    codeLabel: '수업 코드',
    codeHelp: '참여 화면에 나온 영문·숫자 6자입니다.',
    classIs: '수업:',
    nameLabel: seatMessages.ko.nameLabel,
    nameHelp: '수업에서 불릴 이름을 40자 이내로 적어 주세요.',
    langLegend: '읽을 언어',
    langHelp: '역할 안내문이 이 언어로 열립니다.',
    submit: '참여하기',
    joining: '참여하는 중…',
    useSuggestion: (name: string) => `“${name}” 사용하기`,
    claimLink: '다른 기기에서 이미 참여했나요? 좌석 코드로 들어가기',
    left: '수업에서 나갔으며 내 정보가 삭제되었습니다.',
    joinCurrent: '지금 수업에 참여하기',
    joinNamed: (name: string) => `${name}에 참여하기`,
    endedData:
      '그 수업에서 입력한 정보는 강사가 삭제하거나 보관 기간이 끝날 때까지 보관됩니다. 지금 내려받거나 삭제할 수 있습니다.',
  },
  privacy: {
    heading: '개인정보 안내',
    stored: '저장하는 정보: 이름, 언어, 수업 활동에서 입력한 내용.',
    seen: '볼 수 있는 사람: 강사. 다른 수강생은 자기 파트너의 이름만 볼 수 있습니다.',
    kept: '보관 기간: 강사가 수업을 삭제하거나 보관 기간이 끝날 때까지.',
    keptFor: (days: number) =>
      days === 0
        ? '보관 기간: 강사가 이 수업을 삭제할 때까지.'
        : `보관 기간: 이 수업이 끝난 뒤 ${days}일(그 전에 강사가 수업을 삭제하면 그때)까지이며, 이후 이름과 입력한 내용은 파기됩니다.`,
    optional: '참여는 선택입니다. 참여하지 않아도 강의 페이지는 볼 수 있습니다.',
    more: '개인정보 처리 안내 보기',
  },
  claim: {
    title: '좌석 코드로 들어가기',
    intro: '다른 기기에서 이미 만든 좌석을 이 기기에서 엽니다. 코드는 그 기기의 "내 수업" 화면에 있습니다.',
    label: '좌석 코드',
    help: '영문·숫자 8자입니다(예: K7QM-2PXR).',
    submit: '내 좌석 열기',
    sending: '여는 중…',
    back: '새 이름으로 참여하기',
  },
  reseating: '좌석을 여는 중…',
  home: {
    title: '내 수업',
    classLabel: '수업',
    nameLabel: '이름',
    rename: '이름 바꾸기',
    save: '저장',
    saving: '저장하는 중…',
    cancel: '취소',
    seatCodeHeading: '좌석 코드',
    moveDevice: (address: string) =>
      `다른 기기에서 이어서 하려면 그 기기에서 ${address} 주소를 열고 "좌석 코드로 들어가기"를 누른 뒤 이 코드를 입력하세요.`,
    keepPrivate: '다른 사람에게 알려 주지 마세요. 이 코드가 있으면 누구나 내 좌석을 쓸 수 있습니다.',
    whatNow: '지금 할 일',
    nothingYet: '아직 할 일이 없습니다. 다음 활동이 시작되면 강사가 알려 줄 것입니다.',
    openNow: '지금 열린 활동:',
    dataHeading: '내 정보',
    download: '내 정보 내려받기',
    downloadHelp:
      '내 좌석에 저장된 모든 정보(이름, 언어, 수업 활동에서 입력한 내용)를 JSON 파일로 내려받습니다.',
    leave: '수업에서 나가고 내 정보 삭제',
    leaveTitle: '수업에서 나가고 내 정보를 삭제하시겠습니까?',
    leaveBody:
      '이 좌석을 쓰는 모든 기기에서 수업을 나가게 되며, 이름과 계획, 제안, 설문 응답이 삭제됩니다. 이미 확정한 합의는 숫자만 남고 이름은 "(수업에서 나감)"으로 바뀌며, 상대방에게 이 사실이 안내됩니다. 삭제한 정보는 되돌릴 수 없으며, 나중에 새 좌석으로 다시 참여할 수 있습니다.',
    leaveConfirm: '나가고 삭제하기',
    leaving: '삭제하는 중…',
  },
};

export const seatText: Record<Lang, SeatText> = { en, ko };

/** Each language's name in itself, for the language choices. */
export const langNames: Record<Lang, string> = { en: 'English', ko: '한국어' };
