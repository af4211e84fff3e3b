import { amountWords } from '@shared/format';
import type { CaseFigures, RoleFigures } from '@shared/case-figures';
import {
  FLOW_LIMITS,
  planningOf,
  type AgreementDefinition,
  type ClassFlowDefinition,
} from '@shared/class-flow';
import type { ChartFigure } from '@shared/debrief/reference-lines';
import type { Figure } from '@shared/scenarios';
import type { Lang, SimulationDefinition } from '@shared/simulations';
import { figureOf, SHARED_OWNER } from '@shared/cases/check';
import { caseDocumentPath } from '@shared/cases/documents';
import type { CaseFile } from '@shared/cases/schema';
import { PAYOFF_NAMES, type TariffRules, type TeamGameDefinition } from '@shared/team-game';

const docs = (file: CaseFile, pair: Record<Lang, string> | undefined) =>
  pair && { en: caseDocumentPath(file.key, pair.en), ko: caseDocumentPath(file.key, pair.ko) };

/** The registry's public entry of a case: what every page may read. */
export function simulationOfCase(file: CaseFile): SimulationDefinition {
  const d = file.documents;
  return {
    key: file.key,
    slug: file.slug,
    title: file.title,
    titleKo: file.titleKo,
    ...(file.variantOf && { variantOf: file.variantOf }),
    kind: file.kind,
    description: file.description,
    aboutSummary: file.aboutSummary,
    icon: file.icon,
    roleChoice: file.roleChoice,
    roles: file.roles.map((r) => ({
      slug: r.slug,
      title: r.title,
      titleKo: r.titleKo,
      summary: r.summary,
      summaryKo: r.summaryKo,
      content: docs(file, r.sheet)!,
      reportLink: r.reportLink,
    })),
    teachingNotes: docs(file, d.teachingNotes),
    ...(d.debriefDeck && { debriefDeck: docs(file, d.debriefDeck) }),
    ...(d.generalInformation && { generalInformation: docs(file, d.generalInformation) }),
    ...(d.observerSheet && { observerSheet: docs(file, d.observerSheet) }),
    ...(d.takeaway && { takeaway: docs(file, d.takeaway) }),
    // the notes' expected range is the instructor's (the confidential half below), never a page's
    ...(file.results && { results: publicResults(file.results) }),
    ...(file.format === 'tariff-game' && { game: teamGameOfCase(file) }),
  };
}

const publicResults = ({ expected: _instructorOnly, ...results }: NonNullable<CaseFile['results']>) =>
  results;

/** A team game's public rules: its payoff figures' values and its two teams' names. */
function teamGameOfCase(file: CaseFile): TeamGameDefinition {
  const payoffs = Object.fromEntries(
    PAYOFF_NAMES.map((n) => [n, file.figures[n]!.value]),
  ) as TariffRules['payoffs'];
  const [first, second] = file.roles.map((r) => ({ role: r.slug, en: r.team!.en, ko: r.team!.ko }));
  return { rules: { rounds: file.game!.rounds, payoffs }, teams: [first!, second!] };
}

/** A negotiation's class flow (the Plan step, the agreement form, its takeaway and reflections); public. */
export function classFlowOfCase(file: CaseFile): ClassFlowDefinition | undefined {
  const flow = file.flow;
  if (!flow || file.format !== 'negotiation') return undefined;
  const a = flow.agreement;
  const agreement: AgreementDefinition = {
    contingent: {
      ...a.contingent,
      amount: { ...a.contingent.amount, bound: FLOW_LIMITS.amountBound },
      condition: { ...a.contingent.condition, maxLength: FLOW_LIMITS.condition },
    },
    terms: a.terms,
    text: { ...a.text, maxLength: FLOW_LIMITS.agreementText },
    noAgreement: a.noAgreement,
  };
  const plan = {
    sides: Object.fromEntries(file.roles.map((r) => [r.slug, r.side ?? ('seller' as const)])),
    measure: flow.measure,
    fee: flow.fee,
  };
  return {
    key: file.key,
    plan,
    planning: planningOf(plan, agreement),
    agreement,
    reflection: Object.fromEntries(file.roles.flatMap((r) => (r.reflection ? [[r.slug, r.reflection]] : []))),
  };
}

/** A figure as the registry's confidential half writes it: its value, label and its words in both languages. */
export function figureByName(file: CaseFile, fullName: string): Figure | undefined {
  const [owner, name] = fullName.split('.');
  const figure = owner && name ? figureOf(file, owner, name) : undefined;
  if (!figure) return undefined;
  // a team game's figures are points, which its documents write in digits ({{shared.bothLow|digits}})
  const words = (lang: Lang) =>
    file.format === 'tariff-game' ? figure.value.toLocaleString('en-US') : amountWords(figure.value, lang);
  return { value: figure.value, label: figure.label, en: words('en'), ko: words('ko') };
}

/** The case's confidential half: each role's figures, the chart's reference lines and the terms' points. */
export function caseFiguresOfCase(file: CaseFile): CaseFigures {
  const shared = Object.keys(file.figures).map((n) => `${SHARED_OWNER}.${n}`);
  const all = file.roles.flatMap((r) => Object.keys(r.figures).map((n) => `${r.slug}.${n}`));
  const roles: Record<string, RoleFigures> = {};
  for (const role of file.roles) {
    const own = Object.keys(role.figures).map((n) => `${role.slug}.${n}`);
    const never = all.filter((f) => {
      const [owner, name] = f.split('.');
      return figureOf(file, owner!, name!)!.never.includes(role.slug);
    });
    roles[role.slug] = {
      states: [...shared, ...own].map((f) => figureByName(file, f)!),
      never: never.map((f) => figureByName(file, f)!),
    };
  }
  const chart: ChartFigure[] = file.chart.map((line) => ({
    figure: figureByName(file, line.figure)!,
    side: line.side,
    ...(line.walkAway && { walkAway: true as const }),
  }));
  return {
    roles,
    chart,
    termPoints: file.termPoints,
    ...(file.results?.expected && { expected: file.results.expected }),
  };
}
