import type { TeamGameDefinition } from './team-game';
/**
 * THE simulation registry: every public fact about a case, written once. Routes, the router table, the
 * catalog and role pages, report forms, the instructor's tables, CSV, the debrief chart, the dashboard,
 * the server's routers and the content loader are all derived from it. Its entries are data: each case is
 * a package (content/cases/{slug}, documented in content/cases/README.md; see
 * docs/decisions/0031-cases-as-data.md), turned into an entry by shared/cases/to-registry.ts.
 *
 * Every page loads it, so it holds nothing confidential: each side's figures (limits, targets, the debrief
 * chart's reference lines, the points per term) are the registry's private half, shared/case-figures/, which
 * only the server fills and the client never imports.
 */

import type { ClassFlowDefinition } from './class-flow';

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
  /** The submission's field name (snake_case). */
  field: string;
  /** The results list's key (camelCase). */
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
  /** The one role that reports: its card links to the report form. */
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
  /** Settings key and roles API key. */
  key: string;
  /** In URLs: /simulations/{slug}-instructions. */
  slug: string;
  title: string;
  titleKo: string;
  /**
   * Set on a variant: the key of the case it was made from (the same documents, some figures changed). Its
   * quick-start and debrief deck are the base's.
   */
  variantOf?: string;
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
  /** A team game (format tariff-game): its rules and its teams' names. */
  game?: TeamGameDefinition;
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
  /**
   * The case's takeaway page (Markdown): a negotiation's is shown in a student's own debrief once the
   * instructor releases it (it states both sides' walk-away points, as the projector debrief does by then),
   * Tariff Wars' on a team's page once its game is over. Never served before.
   */
  takeaway?: Record<Lang, string>;
  /** Only simulations with reported results have a report form, a results table and dashboard counts. */
  results?: ResultsDefinition;
  // The class flow's planning prompts, agreement form and takeaway page are declared beside this list, in
  // shared/class-flow.ts (CLASS_FLOWS, by the same key), so that only the pages that use them load them.
}

/**
 * The registry's entries live on `globalThis`, not in this module: the server and its server-side renderer
 * (dist/ssr, a separate bundle with its own copy of this module) must see the same cases, and so must every
 * copy of this module a test loads after `vi.resetModules()`. Each case comes from its package
 * (content/cases, or added by an instructor): the server registers them as it starts, the browser from the
 * page it was sent (client/src/app/case-registry.ts).
 */
interface RegistryStore {
  simulations: SimulationDefinition[];
  flows: ClassFlowDefinition[];
  /** Bumped on every change: what is derived from the registry (a page's copy of it) is kept per version. */
  version: number;
  /** Told after every change: an open page's components that read the registry render again. */
  listeners?: Set<() => void>;
}
const STORE = Symbol.for('course-site.case-registry');
const store = ((globalThis as Record<symbol, unknown>)[STORE] ??= {
  simulations: [],
  flows: [],
  version: 0,
}) as RegistryStore;

/** The simulations in the order the Simulations page shows them. */
export const SIMULATIONS: readonly SimulationDefinition[] = store.simulations;

/** Every negotiation's class flow, by registry key (shared/class-flow.ts reads it). */
export const CLASS_FLOW_STORE: readonly ClassFlowDefinition[] = store.flows;

const replaceByKey = <T extends { key: string }>(list: T[], item: T) => {
  const at = list.findIndex((x) => x.key === item.key);
  if (at >= 0) list[at] = item;
  else list.push(item);
};

const listeners = (store.listeners ??= new Set());

function changed(): void {
  store.version += 1;
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` after every change of the registry, until the returned function is called: a page that
 * learns of a case added or removed while it is open renders again (useSyncExternalStore).
 */
export function subscribeSimulationRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds a case to the registry (or replaces the one with its key): its public entry and its class flow. */
export function registerSimulation(sim: SimulationDefinition, flow?: ClassFlowDefinition): void {
  replaceByKey(store.simulations, sim);
  const at = store.flows.findIndex((f) => f.key === sim.key);
  if (at >= 0) store.flows.splice(at, 1);
  if (flow) store.flows.push(flow);
  changed();
}

/** Takes a case out of the registry. */
export function unregisterSimulation(key: string): void {
  const at = store.simulations.findIndex((s) => s.key === key);
  if (at >= 0) store.simulations.splice(at, 1);
  const f = store.flows.findIndex((x) => x.key === key);
  if (f >= 0) store.flows.splice(f, 1);
  changed();
}

/** Changes with every registration. */
export const simulationRegistryVersion = () => store.version;

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
