import { z } from 'zod';
import { readAmountText } from '@shared/amount-text';
import { caseVariantSchema, type VariantForm } from '@shared/contracts/case-variant';
import { amountDigits } from '@shared/format';
import { bodySchema } from '@/lib/form';

/**
 * What the variant dialog's fields hold: the two titles, and each figure as typed ("4500만" as much as
 * "45,000,000"), in the order of the case's figures (a figure's name has a dot, which a field's name may
 * not).
 */
export interface TypedVariant {
  title: string;
  titleKo: string;
  figures: string[];
}

/** The fields as the dialog opens: the case's titles marked as a variant, its figures in digits. */
export const typedVariantOf = (form: VariantForm): TypedVariant => ({
  title: `${form.title} (variant)`,
  titleKo: `${form.titleKo} (변형)`,
  figures: form.figures.map((f) => amountDigits(f.value)),
});

/** The typed figures that read as an amount, by name (the others are not amounts yet). */
export const readFigures = (form: VariantForm, typed: readonly string[]): Record<string, number> =>
  Object.fromEntries(
    form.figures.flatMap((f, i) => {
      const reading = readAmountText(typed[i] ?? '');
      return reading.ok ? [[f.name, reading.value]] : [];
    }),
  );

/** What the variant changes: the figures that read as another amount than the case's, by name. */
const changedFigures = (form: VariantForm, typed: readonly string[]): Record<string, number> => {
  const values = readFigures(form, typed);
  return Object.fromEntries(
    form.figures.filter((f) => values[f.name] !== f.value).map((f) => [f.name, values[f.name]!]),
  );
};

/**
 * The dialog's schema: every figure must read as an amount (its reading's message on its field), then the
 * request built from the fields is checked by the server's own schema, its titles' messages on the titles.
 */
export const variantSchema = (form: VariantForm) =>
  bodySchema({
    fields: z
      .object({ title: z.string(), titleKo: z.string(), figures: z.array(z.string()) })
      .superRefine(({ figures }, ctx) =>
        figures.forEach((text, i) => {
          const reading = readAmountText(text);
          if (!reading.ok) ctx.addIssue({ code: 'custom', message: reading.message, path: ['figures', i] });
        }),
      ),
    toBody: (typed) => ({
      title: typed.title,
      titleKo: typed.titleKo,
      figures: changedFigures(form, typed.figures),
    }),
    body: caseVariantSchema,
    fieldOf: { title: 'title', titleKo: 'titleKo' },
  });
