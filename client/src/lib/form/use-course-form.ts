import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** What a form is checked against: a zod schema whose input is what the fields hold. */
export type FormSchema<Values extends FieldValues = FieldValues> = z.ZodType<unknown, Values>;

/**
 * The one way a form keeps its state: react-hook-form, checked by the same zod schema the server parses
 * (from `@shared`), so a field says what the server would say before anything is sent. `handleSubmit`
 * hands the schema's output (trimmed, coerced, the request body) to the submit function.
 *
 * A form whose fields are not the request body (an amount typed as "1억 2천만", say) passes a schema built
 * with `bodySchema` (./body-schema.ts): its fields are checked, and the body derived from them is checked by
 * the shared schema with its issues put back on the fields they came from.
 */
export function useCourseForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // A field speaks up once it was left or the form was sent, then follows each keystroke.
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}
