import { z } from 'zod';
import { TARIFF_ROUNDS_MAX } from '../team-game';

/**
 * The case file of a case package (`case.yaml`): everything the site knows about a case that is not a
 * document. A package is a folder (or the same as a .zip): this file and the Markdown documents it names.
 * The loader (`server/modules/cases`) turns a valid package into the registry's entries: the public half
 * (shared/simulations.ts, shared/class-flow.ts) and the confidential half (shared/case-figures).
 *
 * The fields mirror the registry's types, so a package reads like the registry it becomes; `figures` is
 * what is new: every amount a document names is declared once here and written in the documents as a
 * placeholder (`{{studio.ceiling}}`), so a variant that changes a figure changes it everywhere.
 */

/** camelCase keys and kebab-case slugs: they end up in URLs, API paths and database rows. */
export const caseKey = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]{1,39}$/, 'a key is camelCase letters and digits, 2-40');
export const slug = z
  .string()
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'a slug is lower-case words joined by -');
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
export const line = text(300);
const para = text(2000);
/** A document of the package, by its path inside the package (Markdown, or PDF for a deck). */
const docPath = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._/-]*\.(md|pdf)$/,
    'a document path is lower-case, inside the package, .md or .pdf',
  )
  .refine((p) => !p.split('/').includes('..'), 'a document path stays inside the package');
const bilingualDoc = z.strictObject({ en: docPath, ko: docPath });
const bilingualText = (max: number) => z.strictObject({ en: text(max), ko: text(max) });

export const FIGURE_NAME = /^[a-z][a-zA-Z0-9]{0,39}$/;
const figureName = z.string().regex(FIGURE_NAME, 'a figure name is camelCase');

/** An amount the documents name: in won (negotiations) or points (a game). */
export const figureSchema = z.strictObject({
  value: z.number().positive().lt(1e12),
  /** How the instructor's debrief and the case page label it. */
  label: line,
  /** Roles that must never see it: no sheet of theirs may name it. */
  never: z.array(slug).default([]),
});

const roleSchema = z.strictObject({
  slug,
  title: line,
  titleKo: line,
  summary: para,
  summaryKo: para,
  /** The role's confidential instructions. */
  sheet: bilingualDoc,
  /** Its instruction page offers Report Results. */
  reportLink: z.boolean(),
  /** The role's own figures (limits, targets, alternatives), by name: `{{role.name}}` in a document. */
  figures: z.record(figureName, figureSchema).default({}),
  /** Negotiations: which way the role wants the amount to move (decides 최저선 or 상한선 on the Plan step). */
  side: z.enum(['seller', 'buyer']).optional(),
  /** The question the role's student is left with in their own debrief. No figure, no advice. */
  reflection: bilingualText(600).optional(),
  /** A team game: the side's short name on the scoreboard and the team pages ("Solara", "솔라라"). */
  team: z.strictObject({ en: text(40), ko: text(40) }).optional(),
});

const partyField = z.strictObject({
  field: z.string().regex(/^[a-z][a-z0-9_]{1,60}$/, 'a submission field is snake_case'),
  key: z.string().regex(/^[a-z][a-zA-Z0-9]{1,60}$/, 'a list key is camelCase'),
  label: line,
  labelKo: line,
  column: line,
  short: text(40),
});

/** The report form's address: /api/sims/{apiSlug}/submit. */
export const apiSlug = z.string().regex(/^[a-z]{2,8}$/, 'an API slug is 2-8 lower-case letters');

const resultsSchema = z.strictObject({
  apiSlug,
  reporterRole: slug,
  reporter: partyField,
  counterpart: partyField,
  amount: z.strictObject({ label: line, labelKo: line, column: line, help: line, helpKo: line }),
  termsHint: para.optional(),
  termsHintKo: para.optional(),
  advisory: para,
  advisoryKo: para,
  reporterOnlyNote: para,
  reporterOnlyNoteKo: para,
  chart: z.strictObject({
    heading: line,
    sides: z.strictObject({ reporter: line, counterpart: line, context: line }),
  }),
  plausible: z.strictObject({ low: z.number().positive(), high: z.number().positive() }),
  /**
   * Where the teaching notes expect most agreements to land, before any class played the case: the notes
   * show the instructor's own classes beside it. Instructor only, like the notes (never in a page).
   */
  expected: z.strictObject({ low: z.number().positive(), high: z.number().positive() }).optional(),
});

/** A reference line of the debrief chart: a figure by its full name (`studio.ceiling`, `shared.previousLead`). */
const chartLine = z.strictObject({
  figure: z.string(),
  side: z.enum(['reporter', 'counterpart', 'context']),
  walkAway: z.literal(true).optional(),
});

const termPoints = z.strictObject({
  key: z.string().regex(/^[a-z][a-zA-Z0-9]{0,39}$/),
  label: line,
  labelKo: line,
  per: z.enum(['deal', 'million won']),
  /** Points to each side, by role slug. */
  points: z.record(slug, z.number()),
});

const labelled = { label: line, labelKo: line };
const helped = { ...labelled, help: para, helpKo: para };

const agreementSchema = z.strictObject({
  contingent: z.strictObject({
    key: z.string().regex(/^[a-z][a-zA-Z0-9]{0,39}$/),
    ...helped,
    amount: z.strictObject(helped),
    per: z.strictObject({ en: text(40), ko: text(40) }).nullable(),
    condition: z.strictObject({ ...helped, placeholder: line, placeholderKo: line }),
  }),
  terms: z
    .array(
      z.strictObject({
        key: z.string().regex(/^[a-z][a-zA-Z0-9]{0,39}$/),
        ...helped,
        options: z
          .array(
            z.strictObject({
              value: z.string().regex(/^[a-zA-Z0-9-]{1,40}$/),
              ...labelled,
              grants: z.boolean(),
            }),
          )
          .min(2),
        default: z.string(),
      }),
    )
    .max(12),
  text: z.strictObject(helped),
  noAgreement: z.strictObject(labelled),
});

const flowSchema = z.strictObject({
  /** What the amount is, in the Plan step's words: "guaranteed fee per episode", "won per episode". */
  measure: z.strictObject({ what: line, whatKo: line, unit: line, unitKo: line }),
  /** The amount as a term to rank on the Plan step. */
  fee: z.strictObject({ key: z.literal('fee'), ...labelled }),
  agreement: agreementSchema,
});

export const CASE_FORMATS = ['negotiation', 'tariff-game'] as const;

/**
 * A team game's rules beyond its payoffs (which are shared figures, so a document can state them and a
 * variant can change them): how many rounds are played.
 */
const gameSchema = z.strictObject({
  rounds: z.number().int().min(1).max(TARIFF_ROUNDS_MAX),
});

export const caseFileSchema = z.strictObject({
  /** Settings key and API key: /api/sims/{key}/... */
  key: caseKey,
  /** In URLs: /simulations/{slug}-instructions. */
  slug,
  /** How the site runs it: a two-party negotiation, or the Tariff Wars team game. */
  format: z.enum(CASE_FORMATS),
  title: line,
  titleKo: line,
  /** What kind of negotiation it is, under the title on its card. */
  kind: line,
  description: para,
  aboutSummary: para,
  icon: z.enum(['clapperboard', 'scale', 'globe', 'flask']).default('flask'),
  roleChoice: z.strictObject({
    title: line,
    titleKo: line,
    intro: para,
    introKo: para,
    confirm: z.boolean(),
    banner: z
      .strictObject({
        src: z.string().regex(/^\/images\/[a-z0-9-]+\.svg$/),
        alt: line,
        altKo: line,
        width: z.number().int(),
        height: z.number().int(),
      })
      .optional(),
  }),
  roles: z.array(roleSchema).min(2).max(4),
  /** Facts every role may read (`{{shared.name}}` in a document). */
  figures: z.record(figureName, figureSchema).default({}),
  documents: z.strictObject({
    teachingNotes: bilingualDoc,
    generalInformation: bilingualDoc.optional(),
    observerSheet: bilingualDoc.optional(),
    takeaway: bilingualDoc.optional(),
    debriefDeck: bilingualDoc.optional(),
  }),
  results: resultsSchema.optional(),
  chart: z.array(chartLine).default([]),
  termPoints: z.array(termPoints).default([]),
  flow: flowSchema.optional(),
  /** A team game's rounds (its payoffs are the shared figures the kind names). */
  game: gameSchema.optional(),
  /** Set on a variant: the key of the case it was made from. */
  variantOf: caseKey.optional(),
});

export type CaseFile = z.infer<typeof caseFileSchema>;
export type CaseFileInput = z.input<typeof caseFileSchema>;
export type CaseFigureDef = z.infer<typeof figureSchema>;

/** One thing wrong with a package: the file, the field (dotted path), the line where the format has lines. */
export interface CaseProblem {
  file: string;
  path: string;
  line: number | null;
  message: string;
}
