import { leftClassName } from '@shared/deal-rules';
import type { Lang } from '@shared/simulations';

/**
 * The words of a seated student's assignment on /me, in the seat's language. Each sentence is split around
 * the parts shown in bold (the role, the names), so a page never builds a sentence from English word order.
 */
export interface MyAssignmentText {
  /** "You are **{role}** in {sim}." */
  youAre: (role: string, sim: string) => [before: string, bold: string, after: string];
  /** "Your partner:" / "Your partners:" before the names. */
  partnerLabel: (count: number) => string;
  /** ", table 7." after the names. */
  atTable: (table: number) => string;
  /** Said to a mirror: who shares the role (names in bold between). */
  mirror: [before: string, after: string];
  /** "You are the **observer** in {sim}." */
  observer: (sim: string) => [before: string, bold: string, after: string];
  /** "Watch table 7: " before the pair's names. */
  watch: (table: number) => string;
  /** After the names (the Korean verb comes last). */
  watchAfter: string;
  openInstructions: string;
  openObserverSheet: string;
  /** Tariff Wars: "You are on team **Solara** in Tariff Wars, pair 3." (country and pair as the game says them). */
  team: (country: string, sim: string, pair: string) => [before: string, bold: string, after: string];
  /** Before the teammates' names. */
  teammates: string;
  /** Before the other team's names: "Against team Lunara:". */
  against: (country: string) => string;
  /** After a list of names (the Korean particle). */
  namesAfter: string;
  openTeamPage: string;
  /** Under the button: the team page needs no code. */
  teamPageNote: string;
  /** In place of the name of a partner who left the class (deleted with their seat). */
  leftName: string;
  /** What happened at the table, said under the role: a student there left the class. */
  partnerLeft: string;
  /** Around the names of the absent partners (in bold): "Minho is absent today." */
  absent: (count: number) => [before: string, after: string];
  /** The table was dissolved by the absence: the student keeps their role and waits for a new partner. */
  waitForPartner: string;
  /** The table goes on without the absent (a trio's mirror). */
  tableGoesOn: string;
  /** The notice of an assignment on pages other than /me: its name, and its two buttons. */
  notice: { label: string; openMyClass: string; hide: string };
}

const en: MyAssignmentText = {
  youAre: (role, sim) => ['You are ', role, ` in ${sim}.`],
  partnerLabel: (n) => (n === 1 ? 'Your partner:' : 'Your partners:'),
  atTable: (table) => `, table ${table}.`,
  mirror: ['You share your role with ', ': prepare and negotiate together.'],
  observer: (sim) => ['You are the ', 'observer', ` in ${sim}.`],
  watch: (table) => `Watch table ${table}: `,
  watchAfter: '.',
  openInstructions: 'Open my instructions',
  openObserverSheet: 'Open the observer sheet',
  team: (country, sim, pair) => ['You are on team ', country, ` in ${sim}, ${pair}.`],
  teammates: 'Your teammates: ',
  against: (country) => `Against team ${country}: `,
  namesAfter: '.',
  openTeamPage: 'Open my team page',
  teamPageNote: 'No code to type: your team page opens from here.',
  leftName: leftClassName.en,
  partnerLeft:
    "A student at your table has left the class. Your role, your pair's agreement and your debrief stay yours.",
  absent: (count) => ['', count === 1 ? ' is absent today.' : ' are absent today.'],
  waitForPartner: 'Keep your role and your instructions: your instructor will seat you with a new partner.',
  tableGoesOn: 'Your table goes on without them: keep your role and your instructions.',
  notice: { label: 'Your role in class', openMyClass: 'Open My class', hide: 'Hide' },
};

const ko: MyAssignmentText = {
  youAre: (role, sim) => [`${sim}에서 당신의 역할은 `, role, '입니다.'],
  partnerLabel: () => '상대:',
  atTable: (table) => `, ${table}번 테이블.`,
  mirror: ['', '님과 같은 역할입니다. 함께 준비하고 협상하세요.'],
  observer: (sim) => [`${sim}에서 당신은 `, '관찰자', '입니다.'],
  watch: (table) => `${table}번 테이블의 `,
  watchAfter: ' 님을 관찰하세요.',
  openInstructions: '내 역할 지침 열기',
  openObserverSheet: '관찰 기록지 열기',
  team: (country, sim, pair) => [`${sim}에서 당신은 ${pair} `, country, ' 팀입니다.'],
  teammates: '같은 팀: ',
  against: (country) => `상대 ${country} 팀: `,
  namesAfter: '',
  openTeamPage: '내 팀 페이지 열기',
  teamPageNote: '코드를 입력하지 않아도 여기서 바로 팀 페이지를 열 수 있습니다.',
  leftName: leftClassName.ko,
  partnerLeft:
    '같은 테이블의 학생이 수업을 떠났습니다. 내 역할과 우리 테이블의 합의, 내 디브리핑은 그대로 남아 있습니다.',
  absent: () => ['', ' 님이 오늘 결석했습니다.'],
  waitForPartner: '지금 역할과 지침은 그대로입니다. 강사가 새 상대를 정해 줄 것입니다.',
  tableGoesOn: '테이블은 그대로 진행합니다. 지금 역할과 지침대로 협상하세요.',
  notice: { label: '수업에서 내 역할', openMyClass: '내 수업 열기', hide: '닫기' },
};

export const myAssignmentText: Record<Lang, MyAssignmentText> = { en, ko };
