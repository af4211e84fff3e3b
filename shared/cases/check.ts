import type { CaseCheck, LoadedCase, PackageFiles } from './loaded-case';
import { DOCUMENT_HEADING } from '../document-heading';
import { placeholdersOf, PLACEHOLDER_FORMATS } from './placeholders';
import { caseFileSchema, type CaseFile, type CaseProblem } from './schema';
import { PAYOFF_NAMES } from '../team-game';
import { problem, readYamlFile, utf8 } from './yaml-file';

/** The case file's name inside a package. */
export const CASE_FILE = 'case.yaml';
/** The part of a figure's full name that marks a fact every role may read: `{{shared.previousLead}}`. */
export const SHARED_OWNER = 'shared';

/**
 * Checks a case package: the case file against the schema, then what the schema cannot say (every document
 * it names exists in both languages and has a title, every figure a document names exists, no role's sheet names a figure
 * that role must never see, every sheet names the figures its role may see, the terms are scored for every
 * role). Every problem is reported with its file, field and line, not only the first.
 */
export function checkCasePackage(files: PackageFiles): CaseCheck {
  const source = files.get(CASE_FILE);
  if (!source) return fail(null, [problem(CASE_FILE, '', null, 'the package has no case.yaml at its root')]);
  const text = utf8(source);
  if (text === null) return fail(null, [problem(CASE_FILE, '', null, 'case.yaml is not UTF-8 text')]);

  const read = readYamlFile(CASE_FILE, text, caseFileSchema);
  if (!read.ok) return fail(read.key, read.problems);
  const file = read.data;
  const at = read.at;
  const problems: CaseProblem[] = [];
  const documents = new Map<string, string>();
  const binaries = new Map<string, Uint8Array>();
  const report = (path: Array<string | number>, message: string, inFile = CASE_FILE, line?: number | null) =>
    problems.push(problem(inFile, path.join('.'), line === undefined ? at(path) : line, message));

  checkRoles(file, report);
  // every document the case file names, read once
  for (const { path, field } of namedDocuments(file)) {
    const bytes = files.get(path);
    if (!bytes) {
      report(field, `the document ${path} is not in the package`);
      continue;
    }
    if (path.endsWith('.pdf')) {
      binaries.set(path, bytes);
      continue;
    }
    const body = utf8(bytes);
    if (body === null) report(field, `${path} is not UTF-8 text`);
    else documents.set(path, body);
    // its page shows the first heading as its title, and renders no document without one
    if (body !== null && !DOCUMENT_HEADING.test(body))
      report([], `${path} has no title: start it with a "# Title" line`, path, null);
  }
  checkPlaceholders(file, documents, report);
  checkResults(file, report);
  checkGame(file, report);
  if (problems.length > 0) return fail(file.key, problems);
  const loaded: LoadedCase = { file, documents, binaries };
  return { ok: true, loaded };
}

type Report = (path: Array<string | number>, message: string, inFile?: string, line?: number | null) => void;

function checkRoles(file: CaseFile, report: Report): void {
  const slugs = file.roles.map((r) => r.slug);
  file.roles.forEach((role, i) => {
    if (role.slug === SHARED_OWNER)
      report(
        ['roles', i, 'slug'],
        `"${SHARED_OWNER}" names the facts every role reads; call the role otherwise`,
      );
    if (slugs.indexOf(role.slug) !== i) report(['roles', i, 'slug'], `two roles are called "${role.slug}"`);
    if (file.format === 'negotiation' && !role.side)
      report(['roles', i], `a negotiation's role says its side: seller or buyer`);
    for (const [name, figure] of Object.entries(role.figures)) {
      figure.never.forEach((who, j) => {
        if (who === role.slug)
          report(
            ['roles', i, 'figures', name, 'never', j],
            `roles.${role.slug}.figures: '${name}' is listed in never for the ${role.slug} itself`,
          );
        else if (!slugs.includes(who))
          report(['roles', i, 'figures', name, 'never', j], `no role is called "${who}"`);
      });
    }
  });
  for (const [name, figure] of Object.entries(file.figures))
    if (figure.never.length > 0)
      report(
        ['figures', name, 'never'],
        `'${name}' is a fact every role reads: it cannot be kept from a role`,
      );
}

/** Every document the case file names, with the field that names it. */
export function namedDocuments(
  file: CaseFile,
): Array<{ path: string; field: Array<string | number>; role?: string }> {
  const out: Array<{ path: string; field: Array<string | number>; role?: string }> = [];
  file.roles.forEach((role, i) => {
    for (const lang of ['en', 'ko'] as const)
      out.push({ path: role.sheet[lang], field: ['roles', i, 'sheet', lang], role: role.slug });
  });
  for (const [kind, pair] of Object.entries(file.documents))
    if (pair)
      for (const lang of ['en', 'ko'] as const)
        out.push({ path: pair[lang], field: ['documents', kind, lang] });
  return out;
}

/** The figure a full name (`studio.ceiling`, `shared.previousLead`) means, or undefined. */
export function figureOf(file: CaseFile, owner: string, name: string) {
  if (owner === SHARED_OWNER) return file.figures[name];
  return file.roles.find((r) => r.slug === owner)?.figures[name];
}

function checkPlaceholders(file: CaseFile, documents: ReadonlyMap<string, string>, report: Report): void {
  const publicDocs = new Set(
    [file.documents.generalInformation, file.documents.observerSheet].flatMap((d) => (d ? [d.en, d.ko] : [])),
  );
  for (const { path, role } of namedDocuments(file)) {
    const body = documents.get(path);
    if (body === undefined) continue;
    const used = new Set<string>();
    for (const use of placeholdersOf(body)) {
      const full = `${use.owner}.${use.name}`;
      const figure = figureOf(file, use.owner, use.name);
      if (!figure) {
        report([], `{{${full}}} names no figure of the case file`, path, use.line);
        continue;
      }
      if (use.format && !(PLACEHOLDER_FORMATS as readonly string[]).includes(use.format))
        report(
          [],
          `{{${full}|${use.format}}}: the only format is ${PLACEHOLDER_FORMATS.join(', ')}`,
          path,
          use.line,
        );
      used.add(full);
      if (role && figure.never.includes(role))
        report([], `the ${role}'s sheet names ${full}, which the ${role} must never see`, path, use.line);
      if (publicDocs.has(path) && use.owner !== SHARED_OWNER)
        report([], `every role reads ${path}: it may name only shared figures, not ${full}`, path, use.line);
    }
    if (role) {
      const own = file.roles.find((r) => r.slug === role)!;
      const mustState = [
        ...Object.keys(file.figures).map((n) => `${SHARED_OWNER}.${n}`),
        ...Object.keys(own.figures).map((n) => `${role}.${n}`),
      ];
      const missing = mustState.filter((f) => !used.has(f));
      if (missing.length > 0)
        report(
          [],
          `the ${role}'s sheet never states ${missing.map((f) => `{{${f}}}`).join(', ')}`,
          path,
          null,
        );
    }
  }
}

function checkResults(file: CaseFile, report: Report): void {
  const slugs = file.roles.map((r) => r.slug);
  if (file.format === 'negotiation') {
    if (!file.results) report([], 'a negotiation needs results: who reports and the report form');
    if (!file.flow) report([], 'a negotiation needs flow: the Plan step and the agreement form');
  }
  if (file.results) {
    if (!slugs.includes(file.results.reporterRole))
      report(['results', 'reporterRole'], `no role is called "${file.results.reporterRole}"`);
    if (file.results.plausible.low >= file.results.plausible.high)
      report(['results', 'plausible'], 'the plausible range must go from low to high');
  }
  file.chart.forEach((line, i) => {
    const [owner, name] = line.figure.split('.');
    if (!owner || !name || !figureOf(file, owner, name))
      report(['chart', i, 'figure'], `"${line.figure}" names no figure (write role.name or shared.name)`);
  });
  for (const side of ['reporter', 'counterpart'] as const) {
    const walkAways = file.chart.filter((l) => l.side === side && l.walkAway).length;
    if (file.results && walkAways !== 1)
      report(['chart'], `the chart marks ${walkAways} walk-away lines for the ${side}: it needs exactly one`);
  }
  file.termPoints.forEach((t, i) => {
    for (const slug of slugs)
      if (t.points[slug] === undefined)
        report(['termPoints', i, 'points'], `'${t.key}' gives no points to the ${slug}`);
    for (const slug of Object.keys(t.points))
      if (!slugs.includes(slug)) report(['termPoints', i, 'points', slug], `no role is called "${slug}"`);
  });
  file.flow?.agreement.terms.forEach((term, i) => {
    if (!term.options.some((o) => o.value === term.default))
      report(
        ['flow', 'agreement', 'terms', i, 'default'],
        `'${term.default}' is not one of the term's options`,
      );
  });
  // a term the sheets give no value can go unscored; a scored one must be a term of the agreement
  const terms = new Set([
    'fee',
    file.flow?.agreement.contingent.key,
    ...(file.flow?.agreement.terms ?? []).map((t) => t.key),
  ]);
  file.termPoints.forEach((t, i) => {
    if (file.flow && !terms.has(t.key))
      report(['termPoints', i, 'key'], `'${t.key}' is not a term of the agreement`);
  });
}

/** A team game: two teams with their names, its rounds, and its payoff matrix as four shared figures. */
function checkGame(file: CaseFile, report: Report): void {
  if (file.format !== 'tariff-game') {
    if (file.game) report(['game'], 'only a team game (format: tariff-game) has game rules');
    return;
  }
  if (!file.game) report([], 'a team game needs game: its rounds');
  if (file.roles.length !== 2) report(['roles'], 'a team game has exactly two roles: one per team of a pair');
  file.roles.forEach((role, i) => {
    if (!role.team) report(['roles', i], `a team game's role names its team: team: {en, ko}`);
  });
  for (const name of PAYOFF_NAMES)
    if (!file.figures[name])
      report(['figures'], `a team game's payoff '${name}' is missing from the shared figures`);
}

const fail = (key: string | null, problems: CaseProblem[]): CaseCheck => ({ ok: false, key, problems });
