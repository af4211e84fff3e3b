/**
 * THE simulation registry: every public fact about a role-play, written once. Routes, the router table, the
 * catalog and role pages, report forms, the instructor's tables, CSV, the debrief chart, the dashboard,
 * the server's routers and the content loader are all derived from this list. To add a role-play, add an
 * entry here and its role documents under content/roles (see docs/decisions/0009-simulation-registry.md).
 *
 * Every page loads it, so it holds nothing confidential: each side's figures (limits, targets, the debrief
 * chart's reference lines, the points per term) are the registry's private half, shared/case-figures/, which
 * the client never imports.
 */

export const LANGS = ['en', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

export interface RoleDefinition {
  /** In URLs and the roles API: /simulations/{sim slug}-{role slug}-instructions. */
  slug: string;
  title: string;
  titleKo: string;
  /** One or two sentences on the role-choice card. Nothing confidential. */
  summary: string;
  summaryKo: string;
  /** The instruction documents, relative to the project root. */
  content: Record<Lang, string>;
  /** The instruction page offers a Report Results button. */
  reportLink: boolean;
}

/** One negotiating party's name field in a result. */
export interface PartyField {
  /** SPEC section 7 submission name (snake_case). */
  field: string;
  /** SPEC section 3 list name (camelCase). */
  key: string;
  /** The report form's label (also the required-field message), in English and on the Korean form. */
  label: string;
  labelKo: string;
  /** The instructor's table and CSV column. */
  column: string;
  /** Short role name in Recent Activity. */
  short: string;
}

/** Whose figure a debrief reference line is: the reporting side, the other side, or shared context. */
export type FigureSide = 'reporter' | 'counterpart' | 'context';

export interface ResultsDefinition {
  /** /api/sims/{apiSlug}/submit and /results. */
  apiSlug: string;
  /** The role that reports (SPEC sections 1 and 6): its card links to the report form. */
  reporterRole: string;
  reporter: PartyField;
  counterpart: PartyField;
  amount: { label: string; labelKo: string; column: string; help: string; helpKo: string };
  /**
   * One line under the form's Additional Terms box: how the deal's contingent part (a bonus, a success
   * fee) is written there, worded as the reporting role's instructions word it (English, Korean).
   */
  termsHint?: string;
  termsHintKo?: string;
  /** The report page's advisory text (English, Korean). */
  advisory: string;
  advisoryKo: string;
  /** Shown on the other roles' instruction pages beside their Report Results button (English, Korean). */
  reporterOnlyNote: string;
  reporterOnlyNoteKo: string;
  /**
   * The debrief chart's heading and its sides' names. Its reference lines are the case's confidential
   * figures (shared/case-figures), which the instructor's pages read from the API.
   */
  chart: { heading: string; sides: Record<FigureSide, string> };
  /**
   * Round bounds of the amounts a deal of this case could plausibly have, in won: a report or an agreement
   * outside them is asked about before it is sent ("Is ₩15 right?"). Public, so no side's figure: a wide
   * span around the whole case, not its bargaining range.
   */
  plausible: { low: number; high: number };
}

export interface SimulationDefinition {
  /** Settings key and roles API key (SPEC section 7). */
  key: string;
  /** In URLs: /simulations/{slug}-instructions. */
  slug: string;
  title: string;
  titleKo: string;
  /** What kind of negotiation it is, under the title on its card. */
  kind: string;
  description: string;
  /** The About page's summary. */
  aboutSummary: string;
  /** Icon name; the client maps it to an icon component. */
  icon: 'clapperboard' | 'scale' | 'globe' | 'flask';
  roleChoice: {
    title: string;
    titleKo: string;
    intro: string;
    introKo: string;
    /** Ask "Confirm your role" before opening confidential instructions. */
    confirm: boolean;
    banner?: { src: string; alt: string; altKo: string; width: number; height: number };
  };
  roles: readonly RoleDefinition[];
  /**
   * The instructor's teaching notes (Markdown, relative to the project root), served only to the signed-in
   * instructor by `GET /api/sims/{key}/teaching-notes?lang=en|ko`; never in a student's page or the bundle.
   */
  teachingNotes?: Record<Lang, string>;
  /**
   * The instructor's debrief slides (PDF, relative to the project root; built by `npm run decks:build` from
   * content/debrief-decks), sent only to the signed-in instructor by `GET /api/sims/{key}/debrief-deck?lang=en|ko`,
   * like the teaching notes: they state both sides' limits (or name the game) and must not reach a student.
   */
  debriefDeck?: Record<Lang, string>;
  /**
   * The case's general information (Markdown, relative to the project root): the public facts both sides and
   * any observer share, so that a role's confidential instructions hold only what is private to it. Served to
   * every visitor while the simulation is open (`GET /api/sims/{key}/general-information?lang=en|ko`), whatever
   * role they hold, so it states no figure that is not in every role's instructions.
   */
  generalInformation?: Record<Lang, string>;
  /**
   * The observer sheet (Markdown), for a student who watches a pair or a game without a role: served like the
   * general information (`GET /api/sims/{key}/observer-sheet?lang=en|ko`) and as free of confidential figures.
   */
  observerSheet?: Record<Lang, string>;
  /** Only simulations with reported results have a report form, a results table and dashboard counts. */
  results?: ResultsDefinition;
  // The class flow's planning prompts, agreement form and takeaway page are declared beside this list, in
  // shared/class-flow.ts (CLASS_FLOWS, by the same key), so that only the pages that use them load them.
}

const docs = (simSlug: string, role: string): Record<Lang, string> => ({
  en: `content/roles/${simSlug}/${role}.en.md`,
  ko: `content/roles/${simSlug}/${role}.ko.md`,
});

const notes = (simSlug: string): Record<Lang, string> => ({
  en: `content/teaching-notes/${simSlug}.en.md`,
  ko: `content/teaching-notes/${simSlug}.ko.md`,
});

const generalInformation = (simSlug: string): Record<Lang, string> => ({
  en: `content/general/${simSlug}.en.md`,
  ko: `content/general/${simSlug}.ko.md`,
});

/** The observer sheet of the negotiations in pairs: one for both cases, as an observer records the same moves. */
export const NEGOTIATION_OBSERVER_SHEET: Record<Lang, string> = {
  en: 'content/observer/observer-sheet.en.md',
  ko: 'content/observer/observer-sheet.ko.md',
};

const debriefDeck = (simSlug: string): Record<Lang, string> => ({
  en: `content/debrief-decks/pdf/${simSlug}.pdf`,
  ko: `content/debrief-decks/pdf/${simSlug}.ko.pdf`,
});

const CHOOSE_INTRO =
  'Choose the role your instructor gave you. Each role has its own confidential instructions: read only yours, and do not show them to the other side.';
const CHOOSE_INTRO_KO =
  '강사가 배정한 역할을 선택하십시오. 역할마다 기밀 지침이 따로 있습니다. 본인 역할의 지침만 읽고, 상대방에게는 보여 주지 마십시오.';

const SIMULATION_LIST = [
  {
    key: 'queenOfSorrows',
    slug: 'queen-of-sorrows',
    title: 'Queen of Sorrows',
    titleKo: '슬픔의 여왕',
    kind: 'Casting and salary negotiation',
    description:
      "An actress returns to the screen after seven years. Her agent and the studio's executive producer negotiate her fee per episode for the lead role of a new drama, with filming due to start in a month.",
    aboutSummary:
      "A casting negotiation. An actress's agent and a production studio's executive producer must agree her fee per episode for the lead role before filming starts in a month.",
    icon: 'clapperboard',
    teachingNotes: notes('queen-of-sorrows'),
    debriefDeck: debriefDeck('queen-of-sorrows'),
    generalInformation: generalInformation('queen-of-sorrows'),
    observerSheet: NEGOTIATION_OBSERVER_SHEET,
    roleChoice: {
      title: 'Queen of Sorrows - Choose Your Role',
      titleKo: '슬픔의 여왕 - 역할 선택',
      intro: CHOOSE_INTRO,
      introKo: CHOOSE_INTRO_KO,
      confirm: true,
    },
    roles: [
      {
        slug: 'agent',
        title: "Yeji's Agent",
        titleKo: '예지 소속사 대표',
        summary:
          "You represent the actress Yeji, returning to the screen after seven years, in the fee negotiation for the lead of 'Queen of Sorrows'.",
        summaryKo: "7년 만에 복귀하는 배우 예지를 대리하여, 드라마 '슬픔의 여왕' 주연 출연료를 협상합니다.",
        content: docs('queen-of-sorrows', 'agent'),
        // the agent's instructions tell the agent to report
        reportLink: true,
      },
      {
        slug: 'studio',
        title: 'Studio Executive Producer',
        titleKo: '제작사 총괄 프로듀서',
        summary:
          "You are the executive producer of the drama 'Queen of Sorrows' and must agree a new lead's fee before filming starts.",
        summaryKo:
          "드라마 '슬픔의 여왕'의 총괄 프로듀서로서, 촬영이 시작되기 전에 새 주연 배우의 출연료를 합의해야 합니다.",
        content: docs('queen-of-sorrows', 'studio'),
        reportLink: false,
      },
    ],
    results: {
      apiSlug: 'qos',
      reporterRole: 'agent',
      reporter: {
        field: 'yeji_agent_name',
        key: 'yejiAgentName',
        label: 'Agent Name',
        labelKo: '소속사 대표 이름',
        column: 'Agent Name',
        short: 'agent',
      },
      counterpart: {
        field: 'studio_counterpart_name',
        key: 'studioCounterpartName',
        label: 'Studio Representative Name',
        labelKo: '제작사 측 대표 이름',
        column: 'Studio Rep',
        short: 'studio',
      },
      amount: {
        label: 'Amount Paid per Episode (KRW)',
        labelKo: '회당 출연료 (원)',
        column: 'Amount per Episode',
        help: 'The fee per episode, in won.',
        helpKo: '한 회당 출연료를 원 단위로 적습니다.',
      },
      termsHint:
        'Write a bonus first, with its amount and condition, e.g. "Bonus: 20 million won per episode if the average rating exceeds 10%"; then the other terms.',
      termsHintKo:
        '보너스가 있다면 맨 앞에 금액과 지급 조건을 함께 적고(예: "보너스 회당 2천만 원: 평균 시청률 10% 초과 시"), 그다음 나머지 조건을 적습니다.',
      advisory:
        "Only Yeji's agent reports the result of each negotiation, so that every negotiation is counted once. Studio executives do not need to submit anything.",
      advisoryKo:
        '협상마다 결과가 한 번만 집계되도록 결과는 예지 소속사 대표만 보고합니다. 제작사 측은 아무것도 제출하지 않아도 됩니다.',
      reporterOnlyNote: "Only Yeji's agent reports the result, so that each negotiation is recorded once.",
      reporterOnlyNoteKo: '협상마다 결과가 한 번만 기록되도록, 결과 보고는 예지 소속사 대표만 합니다.',
      chart: {
        heading: 'Debrief: agreed fees per episode',
        sides: { reporter: "Agent's figures", counterpart: "Studio's figures", context: 'Shared facts' },
      },
      plausible: { low: 1_000_000, high: 3_000_000_000 },
    },
  },
  {
    key: 'shinhwaDaesung',
    slug: 'shinhwa-vs-daesung',
    title: 'Shinhwa vs Daesung',
    titleKo: '신화 대 대성',
    kind: 'Legal-fee negotiation',
    description:
      "A senior associate of the Shinhwa law firm and the representative of Daesung Motors' general counsel negotiate the firm's annual fee while a major lawsuit is under way.",
    aboutSummary:
      "A legal-fee negotiation. A senior associate of the Shinhwa law firm and the general counsel's representative of Daesung Motors renegotiate the firm's annual fee while a large damages case is under way.",
    icon: 'scale',
    teachingNotes: notes('shinhwa-vs-daesung'),
    debriefDeck: debriefDeck('shinhwa-vs-daesung'),
    generalInformation: generalInformation('shinhwa-vs-daesung'),
    observerSheet: NEGOTIATION_OBSERVER_SHEET,
    roleChoice: {
      title: 'Shinhwa vs Daesung - Choose Your Role',
      titleKo: '신화 대 대성 - 역할 선택',
      intro: CHOOSE_INTRO,
      introKo: CHOOSE_INTRO_KO,
      confirm: true,
    },
    roles: [
      {
        slug: 'shinhwa',
        title: 'Shinhwa Senior Associate',
        titleKo: '법무법인 신화 시니어 어소시에이트',
        summary:
          'You are a senior associate at the Shinhwa law firm, negotiating a new engagement and fee with its long-standing client Daesung Motors.',
        summaryKo:
          '법무법인 신화의 시니어 어소시에이트로서, 오랜 고객사인 대성자동차와 새 법률자문계약과 보수를 협상합니다.',
        content: docs('shinhwa-vs-daesung', 'shinhwa'),
        reportLink: true,
      },
      {
        slug: 'daesung',
        title: 'Daesung General Counsel Representative',
        titleKo: '대성자동차 협상 담당 사내변호사',
        summary:
          "You represent the general counsel of Daesung Motors, a carmaker, in renegotiating its principal law firm's fee.",
        summaryKo: '완성차 업체 대성자동차의 법무실장을 대신하여, 주거래 로펌의 보수를 재협상합니다.',
        content: docs('shinhwa-vs-daesung', 'daesung'),
        reportLink: true,
      },
    ],
    results: {
      apiSlug: 'svd',
      reporterRole: 'shinhwa',
      reporter: {
        field: 'shinhwa_associate_name',
        key: 'shinhwaAssociateName',
        label: 'Shinhwa Associate Name',
        labelKo: '신화 어소시에이트 이름',
        column: 'Associate Name',
        short: 'associate',
      },
      counterpart: {
        field: 'daesung_gc_name',
        key: 'daesungGcName',
        label: 'Daesung General Counsel Representative Name',
        labelKo: '대성 사내변호사 이름',
        column: 'Daesung GC Rep',
        short: 'GC',
      },
      amount: {
        label: 'Annual Fee (KRW)',
        labelKo: '연간 자문료 (원)',
        column: 'Annual Fee',
        help: 'The annual fee, in won.',
        helpKo: '1년 자문료를 원 단위로 적습니다.',
      },
      termsHint:
        'Write a success fee first, with its amount and condition, e.g. "Success fee: 500 million won if the claim is dismissed at first instance or settled for less than 3 billion won"; then the other terms.',
      termsHintKo:
        '성공보수가 있다면 맨 앞에 금액과 지급 조건을 함께 적고(예: "성공보수 5억 원: 1심에서 청구 기각 또는 30억 원 미만으로 화해 시"), 그다음 나머지 조건을 적습니다.',
      advisory:
        'Only the Shinhwa senior associate reports the result of each negotiation, so that every negotiation is counted once. Daesung representatives do not need to submit anything.',
      advisoryKo:
        '협상마다 결과가 한 번만 집계되도록 결과는 신화 시니어 어소시에이트만 보고합니다. 대성 측은 아무것도 제출하지 않아도 됩니다.',
      reporterOnlyNote:
        'Only the Shinhwa associate reports the result, so that each negotiation is recorded once.',
      reporterOnlyNoteKo: '협상마다 결과가 한 번만 기록되도록, 결과 보고는 신화 측 어소시에이트만 합니다.',
      chart: {
        heading: 'Debrief: agreed annual fees',
        sides: { reporter: "Associate's figures", counterpart: "Client's figures", context: 'Shared facts' },
      },
      plausible: { low: 100_000_000, high: 100_000_000_000 },
    },
  },
  {
    key: 'solaraLunara',
    slug: 'solara-lunara',
    title: 'Tariff Wars',
    titleKo: '관세 전쟁',
    kind: 'Tariff choice game',
    description:
      'The trade ministries of Solara, a solar-energy exporter, and Lunara, a traditional energy producer, choose High or Low tariffs over five rounds. Will they build trust or start a trade war?',
    aboutSummary:
      'A trade game over five rounds. The ministries of Solara, a solar-energy exporter, and Lunara, a traditional energy producer, choose high or low tariffs each round; the instructor reveals the choices and the scores.',
    icon: 'globe',
    teachingNotes: notes('solara-lunara'),
    debriefDeck: debriefDeck('solara-lunara'),
    generalInformation: generalInformation('solara-lunara'),
    observerSheet: { en: 'content/observer/solara-lunara.en.md', ko: 'content/observer/solara-lunara.ko.md' },
    roleChoice: {
      title: 'Tariff Wars - Instructions',
      titleKo: '관세 전쟁 - 안내',
      intro:
        'Two trade ministries choose High or Low tariffs over five rounds. Open the briefing of the country your group represents, and keep it from the other delegation.',
      introKo:
        '두 나라의 통상부가 다섯 라운드에 걸쳐 높은 관세와 낮은 관세 중 하나를 선택합니다. 여러분의 그룹이 대표하는 나라의 브리핑을 열고, 상대 대표단에게는 보여 주지 마십시오.',
      confirm: false,
      banner: {
        src: '/images/tariff-wars-banner.svg',
        alt: 'Tariff Wars: the sun of Solara faces the moon of Lunara',
        altKo: '관세 전쟁: 솔라라의 태양과 루나라의 달이 마주 보고 있습니다',
        width: 1200,
        height: 300,
      },
    },
    roles: [
      {
        slug: 'solara',
        title: 'Solara Representative',
        titleKo: '솔라라 대표',
        summary:
          'You speak for the trade ministry of Solara, a solar-energy exporter, through five rounds of tariff choices.',
        summaryKo: '태양광 에너지 수출국 솔라라의 통상부를 대표하여, 다섯 라운드 동안 관세를 선택합니다.',
        content: docs('solara-lunara', 'solara'),
        reportLink: false,
      },
      {
        slug: 'lunara',
        title: 'Lunara Representative',
        titleKo: '루나라 대표',
        summary:
          'You speak for the trade ministry of Lunara, a traditional energy producer, through five rounds of tariff choices.',
        summaryKo: '전통 에너지 생산국 루나라의 통상부를 대표하여, 다섯 라운드 동안 관세를 선택합니다.',
        content: docs('solara-lunara', 'lunara'),
        reportLink: false,
      },
    ],
  },
] as const satisfies readonly SimulationDefinition[];

/** The simulations in the order the Simulations page shows them. */
export const SIMULATIONS: readonly SimulationDefinition[] = [...SIMULATION_LIST];

/** A registry key. A plain string: tests register fixture simulations, and the server checks every key. */
export type SimulationKey = string;

/** A simulation that collects reported results. */
export type ReportedSimulation = SimulationDefinition & { results: ResultsDefinition };

export const simulationKeys = (): SimulationKey[] => SIMULATIONS.map((s) => s.key);

export const findSimulation = (key: string): SimulationDefinition | undefined =>
  SIMULATIONS.find((s) => s.key === key);

export function simulationOf(key: string): SimulationDefinition {
  const sim = findSimulation(key);
  if (!sim) throw new Error(`unknown simulation ${key}`);
  return sim;
}

export const isSimulationKey = (key: unknown): key is SimulationKey =>
  typeof key === 'string' && findSimulation(key) !== undefined;

export const hasResults = (sim: SimulationDefinition): sim is ReportedSimulation => sim.results !== undefined;

export const reportedSimulations = (): ReportedSimulation[] => SIMULATIONS.filter(hasResults);

export const findRole = (sim: SimulationDefinition, slug: string): RoleDefinition | undefined =>
  sim.roles.find((r) => r.slug === slug);

/** What a student sees when a simulation is closed: the server's 403 message and the client's notice. */
export const simulationClosedMessage = (title: string) =>
  `${title} is not open yet. Your instructor will open it when the class is ready.`;

/** The subject particle after a Korean word: 은 after a final consonant (받침), 는 after a vowel. */
const topicParticle = (word: string) => {
  const last = word.charCodeAt(word.length - 1) - 0xac00;
  return last >= 0 && last < 11172 && last % 28 !== 0 ? '은' : '는';
};

/** The same notice on a Korean page, e.g. "슬픔의 여왕은 아직 열리지 않았습니다. …". */
export const simulationClosedMessageKo = (titleKo: string) =>
  `${titleKo}${topicParticle(titleKo)} 아직 열리지 않았습니다. 수업 준비가 끝나면 강사가 열어 드립니다.`;
