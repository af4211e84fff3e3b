import { z } from 'zod';

/**
 * A form schema for fields that are not the request body: `fields` checks what the fields hold, `toBody`
 * turns them into the body, and `body` (the server's own schema) checks that; each of its issues is put on
 * the field `fieldOf` names for the body's key (unnamed keys go to the form as a whole, `root`). The parse's
 * output is the body, ready to send.
 *
 * `fieldIssues` gives what a field says of itself before any body is built from it: an amount typed as
 * "1억억" says why it cannot be read, where the body would only say the amount is missing. Its message comes
 * before the body's for the same field, so it is the one the field shows.
 */
export function bodySchema<Fields extends z.ZodType, Body extends z.ZodType>({
  fields,
  toBody,
  body,
  fieldOf,
  fieldIssues,
}: {
  fields: Fields;
  toBody: (values: z.output<Fields>) => unknown;
  body: Body;
  fieldOf: Record<string, string>;
  fieldIssues?: (values: z.output<Fields>) => Partial<Record<string, string>>;
}) {
  return fields.transform((values, ctx) => {
    const own = Object.entries(fieldIssues?.(values) ?? {}).filter(([, message]) => message);
    for (const [field, message] of own)
      ctx.issues.push({ code: 'custom', message: message!, path: [field], input: values });
    const parsed = body.safeParse(toBody(values));
    if (parsed.success && own.length === 0) return parsed.data as z.output<Body>;
    for (const issue of parsed.error?.issues ?? []) {
      const field = fieldOf[String(issue.path[0])] ?? 'root';
      ctx.issues.push({ code: 'custom', message: issue.message, path: [field], input: values });
    }
    return z.NEVER;
  });
}
