import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api';
import { bodySchema } from './body-schema';
import { showServerErrors } from './server-errors';

/** The two additions for forms whose fields are not the body: a field's own issues, and the body's keys. */

const schema = bodySchema({
  fields: z.object({ name: z.string(), amount: z.string() }),
  toBody: (v) => ({ full_name: v.name, paid: /^\d+$/.test(v.amount) ? Number(v.amount) : undefined }),
  body: z.object({
    full_name: z.string().min(1, 'Name is required.'),
    paid: z.number({ error: 'Amount is required.' }),
  }),
  fieldOf: { full_name: 'name', paid: 'amount' },
  fieldIssues: (v) => ({
    amount: v.amount && !/^\d+$/.test(v.amount) ? `“${v.amount}” cannot be read.` : undefined,
  }),
});

const issues = (values: { name: string; amount: string }) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('bodySchema with fieldIssues', () => {
  it('puts a field’s own issue before the body’s for it, and keeps the body’s issues of the other fields', () => {
    expect(issues({ name: '', amount: '1억억x' })).toEqual([
      ['amount', '“1억억x” cannot be read.'],
      ['name', 'Name is required.'],
      ['amount', 'Amount is required.'],
    ]);
  });

  it('hands over the body when neither has anything to say', () => {
    expect(schema.parse({ name: 'Kim', amount: '15' })).toEqual({ full_name: 'Kim', paid: 15 });
  });
});

describe('showServerErrors with fieldOf', () => {
  const formOf = (values: Record<string, string>) => {
    const set: Record<string, string> = {};
    return {
      set,
      form: {
        getValues: () => values,
        setError: (name: string, { message }: { message?: string }) => void (set[name] = message ?? ''),
      },
    };
  };

  it('puts a refusal of a body key on the form’s field for it', () => {
    const { form, set } = formOf({ name: 'Kim', amount: '15' });
    const err = new ApiError(400, '', 'Bad name.', { full_name: ['Bad name.'] });
    showServerErrors(form as never, err, { fallback: 'Could not send.', fieldOf: { full_name: 'name' } });
    expect(set).toEqual({ name: 'Bad name.' });
  });

  it('says it under the form when no key is a field', () => {
    const { form, set } = formOf({ name: 'Kim' });
    const err = new ApiError(400, '', 'Bad thing.', { other: ['Bad thing.'] });
    showServerErrors(form as never, err, { fallback: 'Could not send.', fieldOf: { full_name: 'name' } });
    expect(set).toEqual({ 'root.server': 'Bad thing.' });
  });
});
