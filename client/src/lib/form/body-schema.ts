import { z } from 'zod';

/**
 * A form schema for fields that are not the request body: `fields` checks what the fields hold, `toBody`
 * turns them into the body, and `body` (the server's own schema) checks that; each of its issues is put on
 * the field `fieldOf` names for the body's key (unnamed keys go to the form as a whole, `root`). The parse's
 * output is the body, ready to send.
 */
export function bodySchema<Fields extends z.ZodType, Body extends z.ZodType>({
  fields,
  toBody,
  body,
  fieldOf,
}: {
  fields: Fields;
  toBody: (values: z.output<Fields>) => unknown;
  body: Body;
  fieldOf: Record<string, string>;
}) {
  return fields.transform((values, ctx) => {
    const parsed = body.safeParse(toBody(values));
    if (parsed.success) return parsed.data as z.output<Body>;
    for (const issue of parsed.error.issues) {
      const field = fieldOf[String(issue.path[0])] ?? 'root';
      ctx.issues.push({ code: 'custom', message: issue.message, path: [field], input: values });
    }
    return z.NEVER;
  });
}
