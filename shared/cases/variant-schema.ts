import { z } from 'zod';
import { apiSlug, caseKey, line, slug } from './schema';

/** The file of a shipped variant's folder: the only file it holds (content/cases/{slug}/variant.yaml). */
export const VARIANT_FILE = 'variant.yaml';

/**
 * A variant shipped without a copy of its base: a new key, slug, titles and the figures that differ. The
 * loader builds the package from the base's files as the admin's "Duplicate as a variant" does, and checks it
 * like any other; every other word and figure is the base's.
 */
export const variantFileSchema = z.strictObject({
  /** The base package's folder beside this one (`queen-of-sorrows`). */
  base: slug,
  key: caseKey,
  slug,
  /** The report form's address; a base with a report form needs one of the variant's own. */
  apiSlug: apiSlug.optional(),
  title: line,
  titleKo: line,
  /** By full name (`studio.ceiling`, `shared.previousLead`); a figure not named keeps the base's value. */
  figures: z
    .record(
      z.string().regex(/^[a-z][a-z0-9-]*\.[a-z][a-zA-Z0-9]*$/, 'a figure is named role.name'),
      z.number().positive().lt(1e12),
    )
    .default({}),
});

export type VariantFile = z.infer<typeof variantFileSchema>;
