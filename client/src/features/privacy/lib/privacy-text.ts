import { RETENTION_DAYS_DEFAULT } from '@shared/contracts/classes-config';
import type { PrivacySettings } from '@shared/contracts/privacy-config';
import type { Lang } from '@shared/simulations';

/** One part of the privacy page: a heading, paragraphs, then a list, then a closing paragraph. */
export interface PrivacySection {
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  after?: string;
}

export interface PrivacyText {
  title: string;
  intro: string;
  languageNav: string;
  sections: PrivacySection[];
  /** The link to the student's page, in the rights section. */
  meLink: string;
  /**
   * The last section's text: who is responsible for the data and whom to contact, as the operator set them
   * (PRIVACY_CONTROLLER, PRIVACY_CONTACT); what is not set, the student asks the instructor.
   */
  responsible(settings: PrivacySettings): string;
}

/** A value as the end of a sentence: a full stop unless it already ends with one (an abbreviation, say). */
const end = (value: string) => (/[.!?。]$/.test(value) ? value : `${value}.`);

const days = RETENTION_DAYS_DEFAULT;

/**
 * The privacy page in both languages: what the site keeps about students, why, who sees it, the research
 * export, for how long, backups, the student's rights, and who is responsible. The Korean follows the 개인정보 처리방침 headings Korean
 * organisations use under the Personal Information Protection Act. The operator, not the code, names the
 * data controller and a contact (server settings): until then the page says to ask the instructor.
 */
export const privacyText: Record<Lang, PrivacyText> = {
  en: {
    title: 'How your data is handled',
    intro:
      'This course site keeps as little about students as running a class needs. This page says what it keeps, why, who sees it, for how long, and what you can do about it.',
    languageNav: 'Language',
    meLink: 'Open my page (/me)',
    sections: [
      {
        id: 'collected',
        heading: 'What is collected',
        items: [
          'When you join a class: the name your classmates call you and the language you read (English or Korean).',
          'What you enter in class activities: the results you report and the course feedback you give.',
          'In later activities: your plans, the offers you make and your survey answers.',
        ],
        after:
          'Nothing else: no account, email address or phone number. Your browser keeps a cookie for your seat so that this device stays in your class. Joining is optional: the course pages can be read without it.',
      },
      {
        id: 'why',
        heading: 'Why',
        paragraphs: [
          'To run the class (pairing you with partners, showing you your role and what to do now) and to debrief it (the instructor discusses and compares the class’s results).',
        ],
      },
      {
        id: 'who',
        heading: 'Who sees it',
        items: ['The instructor of the class.', 'Your classmates see only the names of their own partners.'],
      },
      {
        id: 'research',
        heading: 'Research export',
        paragraphs: [
          'The instructor may export the class’s numbers as a file, to study them or to improve the course: for each student the language, the day they joined and the roles they played; each result’s outcome and amount; each feedback rating. Everyone in the file appears under a random id drawn anew for each export, so two exports cannot be linked, and the file holds no names.',
          'Free text (the terms of an agreement, comments) is in the file only if the instructor ticks it.',
          'For a company that sends its staff to the course, the instructor may print a course report of the class, during or after it, and give it to that company’s HR team: each student’s name, when they joined and were last seen, and which activities they took part in; how many took each step; and the class’s outcomes and course feedback only as totals and averages, never one student’s amounts, scores or words. Only the signed-in instructor can open it.',
        ],
      },
      {
        id: 'how-long',
        heading: 'How long it is kept',
        paragraphs: [
          `Each class has its own retention period: by default ${days} days after the class ends. Then names, free text and survey answers are destroyed, and results keep only their numbers, without names, so that classes can still be compared.`,
          'The instructor’s summary of past classes in the teaching notes (“Your classes so far”) counts a class only until its data is destroyed: nothing of its negotiations is kept aside for that summary.',
          'Your own debrief (your takeaway, which you can print or save as a PDF) stays readable on a device that holds your seat after the class ends, until the class’s data is destroyed; a PDF you save stays on your device, and this site keeps no copy of it.',
          'The instructor may set a shorter or longer period for a class, or delete a class and everything in it at once.',
        ],
      },
      {
        id: 'backups',
        heading: 'Backups',
        paragraphs: [
          'Whoever runs this site may keep backup copies of its database, so that a class can go on if a computer fails. A backup holds the same data as the site, so it is kept private and as securely as the site itself, and destroyed on the same schedule: once a class’s retention period has run out, the copies holding its data are deleted too.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        paragraphs: [
          'On your page (/me), on a device that holds your seat, during the class and after it until its data is deleted, you can:',
        ],
        items: [
          'Download my data: a file with everything stored for your seat.',
          'Leave and delete my data: your name, plans, offers and survey answers are deleted. An agreement you confirmed keeps its numbers, with your name replaced by "(left the class)", and your partner is told.',
        ],
        after: 'You can also ask your instructor to show, correct or delete your data.',
      },
      { id: 'controller', heading: 'Who is responsible' },
    ],
    responsible: ({ controller, contact }) => {
      if (controller === null && contact === null)
        return 'The organisation running this site is responsible for this data (the data controller); ask your instructor who to contact.';
      const who =
        controller === null
          ? 'The organisation running this site is responsible for this data (the data controller).'
          : `Who is responsible for your data: ${end(controller)}`;
      return `${who} ${contact === null ? 'Ask your instructor who to contact.' : `Contact: ${end(contact)}`}`;
    },
  },
  ko: {
    title: '개인정보 처리 안내',
    intro:
      '이 강의 사이트는 수업 운영에 꼭 필요한 최소한의 개인정보만 처리합니다. 수강생의 어떤 정보를 어떤 목적으로 처리하는지, 누가 열람하는지, 얼마 동안 보유하는지, 그리고 정보주체로서 행사할 수 있는 권리를 안내해 드립니다.',
    languageNav: '언어',
    meLink: '내 수업 화면(/me) 열기',
    sections: [
      {
        id: 'collected',
        heading: '1. 처리하는 개인정보 항목',
        items: [
          '수업 참여 시: 수업에서 불릴 이름, 읽을 언어(영어 또는 한국어)',
          '수업 활동 중 입력하는 내용: 보고한 협상 결과, 강의 피드백',
          '이후 활동에서 입력하는 내용: 협상 계획, 제시한 제안, 설문 응답',
        ],
        after:
          '그 밖의 정보(계정, 이메일 주소, 전화번호 등)는 수집하지 않습니다. 이 기기가 내 좌석을 기억할 수 있도록 브라우저에 좌석 쿠키가 저장됩니다. 수업 참여는 선택 사항이며, 참여하지 않아도 강의 페이지는 볼 수 있습니다.',
      },
      {
        id: 'why',
        heading: '2. 개인정보의 처리 목적',
        paragraphs: [
          '수업 운영(파트너 배정, 역할 및 현재 할 일 안내)과 수업 후 디브리핑(강사가 수업 결과를 함께 살펴보고 비교)을 위해 처리합니다.',
        ],
      },
      {
        id: 'who',
        heading: '3. 개인정보를 열람할 수 있는 사람',
        items: ['해당 수업의 강사', '다른 수강생은 자신의 파트너 이름만 볼 수 있습니다.'],
      },
      {
        id: 'research',
        heading: '4. 연구 목적의 자료 내보내기',
        paragraphs: [
          '강사는 연구나 강의 개선을 위해 수업의 수치 자료를 파일로 내보낼 수 있습니다. 파일에는 수강생별 언어, 참여한 날짜, 맡은 역할과 각 결과의 합의 여부 및 금액, 피드백 평점이 담깁니다. 모든 항목은 내보낼 때마다 새로 정해지는 무작위 번호로만 표시되므로 서로 다른 파일을 연결할 수 없으며, 이름은 포함되지 않습니다.',
          '자유 기재 내용(합의 조건, 의견)은 강사가 포함하도록 선택한 경우에만 파일에 담깁니다.',
          '기업 위탁 교육의 경우 강사는 수업 중이나 수업 후에 과정 결과 보고서를 출력하여 해당 기업의 인사 담당자에게 제공할 수 있습니다. 보고서에는 수강생의 성명, 입실 시각과 마지막 접속 시각, 참여한 활동, 단계별 참여 인원이 담기며, 협상 결과와 과정 평가는 합계와 평균으로만 표시하고 개인의 금액, 점수, 의견은 싣지 않습니다. 보고서는 로그인한 강사만 열람할 수 있습니다.',
        ],
      },
      {
        id: 'how-long',
        heading: '5. 개인정보의 보유 기간 및 파기',
        paragraphs: [
          `보유 기간은 수업별로 정해지며, 기본 보유 기간은 수업 종료 후 ${days}일입니다. 보유 기간이 지나면 이름, 자유 기재 내용, 설문 응답은 지체 없이 파기되고, 결과는 수업 간 비교를 위해 이름 없이 숫자만 남습니다.`,
          '강사용 티칭 노트의 ‘지금까지 진행한 수업의 결과’는 정보가 파기되기 전의 수업만 집계하며, 이 집계를 위해 협상 기록을 따로 남겨 두지 않습니다.',
          '나의 디브리핑(인쇄하거나 PDF로 저장할 수 있는 수업 정리 페이지)은 수업이 끝난 뒤에도 좌석이 저장된 기기에서 수업 정보가 파기될 때까지 열람할 수 있습니다. 저장한 PDF는 본인의 기기에만 남으며, 이 사이트는 그 사본을 보관하지 않습니다.',
          '강사는 수업별로 보유 기간을 달리 정하거나, 수업과 그 수업의 모든 정보를 즉시 삭제할 수 있습니다.',
        ],
      },
      {
        id: 'backups',
        heading: '6. 백업본의 보관 및 파기',
        paragraphs: [
          '사이트 운영자는 컴퓨터 고장에 대비해 데이터베이스의 백업본을 만들어 둘 수 있습니다. 백업본에는 사이트와 같은 정보가 담기므로 사이트와 같은 수준으로 안전하게 비공개로 보관하며, 파기도 같은 일정을 따릅니다. 수업의 보유 기간이 끝나면 그 수업의 정보가 담긴 백업본도 삭제합니다.',
        ],
      },
      {
        id: 'rights',
        heading: '7. 정보주체의 권리와 행사 방법',
        paragraphs: [
          '내 좌석이 있는 기기의 내 수업 화면(/me)에서, 수업 중에는 물론 수업이 끝난 뒤에도 정보가 삭제되기 전까지 직접 다음을 하실 수 있습니다.',
        ],
        items: [
          '내 정보 내려받기: 내 좌석에 저장된 모든 정보를 파일로 내려받습니다.',
          '수업에서 나가고 내 정보 삭제: 이름, 계획, 제안, 설문 응답이 삭제됩니다. 이미 확정한 합의는 숫자만 남고 이름은 "(수업에서 나감)"으로 바뀌며, 상대방에게 이 사실이 안내됩니다.',
        ],
        after: '그 밖에 개인정보의 열람, 정정, 삭제를 원하시면 강사에게 요청하실 수 있습니다.',
      },
      { id: 'controller', heading: '8. 개인정보처리자 및 문의처' },
    ],
    responsible: ({ controller, contact }) => {
      const who =
        controller === null
          ? '이 사이트를 운영하는 기관이 개인정보처리자로서 이 정보에 대한 책임을 집니다.'
          : `이 정보에 대해 책임을 지는 개인정보처리자: ${end(controller)}`;
      return `${who} ${contact === null ? '문의처는 강사에게 확인해 주시기 바랍니다.' : `문의처: ${end(contact)}`}`;
    },
  },
};
