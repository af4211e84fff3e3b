import type { z } from 'zod';
import { bodySchema } from '@/lib/form';

/**
 * A deal form's schema for the form layer. `values` is what its fields hold (amounts as typed); `check` is
 * the form's own rules in the seat's language (an amount read as the report form reads it, with its
 * messages) and the body it makes of the fields once they pass; `body` is the server's schema for that
 * body (`@shared/contracts/deal`). A problem goes on the field `fieldOf` names for its key (the body's, the
 * check's or the server's refusal's), else on the field of that name.
 */
export function dealFormSchema<Values extends z.ZodType, Body extends z.ZodType>({
  values,
  check,
  body,
  fieldOf,
}: {
  values: Values;
  check: (values: z.output<Values>) => { errors: Partial<Record<string, string>>; body: unknown };
  body: Body;
  fieldOf: Record<string, string>;
}) {
  return bodySchema({
    fields: values.superRefine((typed, ctx) => {
      for (const [key, message] of Object.entries(check(typed).errors))
        if (message) ctx.addIssue({ code: 'custom', message, path: [fieldOf[key] ?? key] });
    }),
    toBody: (typed) => check(typed).body,
    body,
    fieldOf,
  });
}
