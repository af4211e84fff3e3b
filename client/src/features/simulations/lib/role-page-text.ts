import type { RoleLang } from '@shared/contracts/roles';
import {
  simulationClosedMessage,
  simulationClosedMessageKo,
  type SimulationDefinition,
} from '@shared/simulations';
import { errorMessage } from '@/lib/api';

type Titled = Pick<SimulationDefinition, 'title' | 'titleKo'>;

/** The words of an instruction page around the document, in the page's language. */
export const rolePageText: Record<
  RoleLang,
  {
    backToRoles: string;
    backToSimulations: string;
    print: string;
    reportResults: string;
    /** Tariff Wars: the way to the team's page, where the team joins and locks its choices. */
    joinTeam: string;
    /** The way from a role's instructions to the case's general information. */
    generalInformation: string;
    confidential: string;
    confidentialNote: string;
    loading: string;
    loadFailed: string;
    tryAgain: string;
    /**
     * The simulation is closed to students. An English page shows the server's refusal (`refusal`, when
     * there is one), which says the same in English; a Korean page says it in Korean itself.
     */
    closed: (sim: Titled, refusal?: unknown) => string;
  }
> = {
  en: {
    backToRoles: 'Back to Role Selection',
    backToSimulations: 'Back to Simulations',
    print: 'Print',
    reportResults: 'Report Results',
    joinTeam: 'Join your team',
    generalInformation: 'General information',
    confidential: 'Confidential',
    confidentialNote:
      'For your role only. Do not show, forward or read these instructions to the other side.',
    loading: 'Loading instructions',
    loadFailed: 'The instructions could not be loaded. Check your connection and try again.',
    tryAgain: 'Try again',
    closed: (sim, refusal) => errorMessage(refusal, simulationClosedMessage(sim.title)),
  },
  ko: {
    backToRoles: '역할 선택으로 돌아가기',
    backToSimulations: '시뮬레이션 목록으로 돌아가기',
    print: '인쇄',
    reportResults: '결과 보고',
    joinTeam: '팀 페이지에서 참여하기',
    generalInformation: '공통 정보',
    confidential: '대외비',
    confidentialNote: '본인 역할 전용 자료입니다. 상대방에게 보여 주거나 전달하거나 읽어 주지 마십시오.',
    loading: '지침을 불러오는 중',
    loadFailed: '지침을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주십시오.',
    tryAgain: '다시 시도',
    closed: (sim) => simulationClosedMessageKo(sim.titleKo),
  },
};

export type RolePageWords = (typeof rolePageText)[RoleLang];

/** The words of a role-choice page around the registry's texts, in the page's language. */
export const roleChoiceText: Record<
  RoleLang,
  {
    backToSimulations: string;
    loading: string;
    chooseRole: string;
    viewInstructions: string;
    reportResults: string;
    joinTeam: string;
    /** A negotiation's way to the observer sheet, for a student who watches a pair. */
    observerSheet: string;
    /** Tariff Wars' way to its observer sheet, for a student who watches a pair of teams. */
    observerSheetGame: string;
    /** The way to the case's general information, which every role reads before its own instructions. */
    generalInformation: string;
    /** "Assigned roles only" is on: the student reads the role their instructor gave them, shown alone. */
    assignedRole: string;
    /** … and this visitor has none (no seat yet, or not in the assignment). */
    noAssignedRole: string;
    myClass: string;
    /** The simulation is closed to students. */
    closed: (sim: Titled) => string;
  }
> = {
  en: {
    backToSimulations: 'Back to Simulations',
    loading: 'Loading',
    chooseRole: 'Choose this role',
    viewInstructions: 'View Instructions',
    reportResults: 'Report Results',
    joinTeam: rolePageText.en.joinTeam,
    observerSheet: 'Watching a pair? Open the observer sheet',
    observerSheetGame: 'Watching the game? Open the observer sheet',
    generalInformation: 'Read first: the general information, the facts both sides know',
    assignedRole: 'Your instructor has given you this role: read only its instructions.',
    noAssignedRole:
      'Your instructor assigns the roles in this simulation. Open My class to see yours and its instructions.',
    myClass: 'My class',
    closed: (sim) => simulationClosedMessage(sim.title),
  },
  ko: {
    backToSimulations: rolePageText.ko.backToSimulations,
    loading: '불러오는 중',
    chooseRole: '이 역할 선택',
    viewInstructions: '지침 보기',
    reportResults: rolePageText.ko.reportResults,
    joinTeam: rolePageText.ko.joinTeam,
    observerSheet: '관찰자라면 관찰 기록지를 여십시오',
    observerSheetGame: '게임을 지켜보는 관찰자라면 관찰 기록지를 여십시오',
    generalInformation: '먼저 읽기: 양측이 모두 아는 사실을 담은 공통 정보',
    assignedRole: '강사가 배정한 내 역할입니다. 이 역할의 지침만 읽어 주십시오.',
    noAssignedRole: '이 시뮬레이션의 역할은 강사가 배정합니다. 내 수업에서 내 역할과 지침을 확인해 주십시오.',
    myClass: '내 수업',
    closed: (sim) => simulationClosedMessageKo(sim.titleKo),
  },
};

/** The words around a simulation's public document (the observer sheet, the general information), by page language. */
interface SheetPageText {
  title: string;
  loading: string;
  /** Under the title: whom the document is for, and that it holds no confidential figure. */
  about: string;
}

/** The observer sheet's page: a negotiation's (a pair watched) or a team game's (two teams, by their names). */
export const observerPageText: Record<
  RoleLang,
  SheetPageText & { aboutGame: (first: string, second: string) => string }
> = {
  en: {
    title: 'Observer Sheet',
    loading: 'Loading the observer sheet',
    about: 'For the student who watches a pair. It holds neither side’s confidential figures.',
    aboutGame: (a, b) =>
      `For the student who watches a ${a} team and a ${b} team play. It holds neither country’s briefing.`,
  },
  ko: {
    title: '관찰 기록지',
    loading: '관찰 기록지를 불러오는 중',
    about: '한 쌍의 협상을 지켜보는 학생용 자료입니다. 어느 쪽의 대외비 수치도 들어 있지 않습니다.',
    aboutGame: (a, b) =>
      `${a} 팀과 ${b} 팀의 게임을 지켜보는 학생용 자료입니다. 어느 나라의 기밀 브리핑 내용도 들어 있지 않습니다.`,
  },
};

/** The general information's page: the public facts every role and every observer shares. */
export const generalPageText: Record<RoleLang, SheetPageText> = {
  en: {
    title: 'General Information',
    loading: 'Loading the general information',
    about:
      'The facts both sides and any observer know. Your role’s confidential instructions add what only your side knows.',
  },
  ko: {
    title: '공통 정보',
    loading: '공통 정보를 불러오는 중',
    about: '양측과 관찰자가 모두 아는 사실입니다. 우리 쪽만 아는 내용은 역할별 기밀 지침에 있습니다.',
  },
};
