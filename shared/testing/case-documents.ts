import { parse } from 'yaml';
import { caseFiguresOf } from '../case-figures';
import { figureOf } from '../cases/check';
import { caseBinary, caseDocumentSource, caseDocumentText } from '../cases/documents';
import { renderPlaceholders } from '../cases/placeholders';
import { caseFileSchema } from '../cases/schema';
import type { Figure } from '../scenarios';
import { simulationOf, type Lang } from '../simulations';

/**
 * The shipped cases' documents and figures as the tests read them: through the registry the server fills
 * from content/cases (server/test/built-in-cases.ts registers them for every test file).
 */

const langOf = (registryPath: string): Lang => (/\.ko\.(md|pdf)$/.test(registryPath) ? 'ko' : 'en');

/** A document by its registry path (`cases/{key}/roles/agent.en.md`), figures written out in its language. */
export function caseDocument(registryPath: string): string {
  const text = caseDocumentText(registryPath, langOf(registryPath));
  if (text === undefined) throw new Error(`no registered case has ${registryPath}`);
  return text;
}

/** The same as written in the package, placeholders in. */
export function caseDocumentAsWritten(registryPath: string): string {
  const text = caseDocumentSource(registryPath);
  if (text === undefined) throw new Error(`no registered case has ${registryPath}`);
  return text;
}

/**
 * A package's Markdown that the case file does not name (the debrief deck's source, which the deck build
 * reads from the package folder), rendered in `lang` with the figures of its case file (`case.yaml`'s text)
 * as the registry renders the documents it holds.
 */
export function renderWithCaseFile(caseYaml: string, source: string, lang: Lang): string {
  const file = caseFileSchema.parse(parse(caseYaml));
  return renderPlaceholders(source, lang, (owner, name) => figureOf(file, owner, name)?.value);
}

/** A case's PDF (its debrief deck) by its registry path. */
export function casePdf(registryPath: string): Uint8Array {
  const bytes = caseBinary(registryPath);
  if (!bytes) throw new Error(`no registered case has ${registryPath}`);
  return bytes;
}

/** A role's instructions, rendered. */
export const roleSheet = (sim: string, role: string, lang: Lang) =>
  caseDocument(simulationOf(sim).roles.find((r) => r.slug === role)!.content[lang]);

/** A case's figure by its label in the case file (each label is the case's own). */
export function figureLabelled(sim: string, label: string): Figure {
  const figures = caseFiguresOf(sim);
  const all = [
    ...Object.values(figures?.roles ?? {}).flatMap((r) => [...r.states, ...r.never]),
    ...(figures?.chart ?? []).map((c) => c.figure),
  ];
  const figure = all.find((f) => f.label === label);
  if (!figure) throw new Error(`${sim} has no figure labelled ${label}`);
  return figure;
}
