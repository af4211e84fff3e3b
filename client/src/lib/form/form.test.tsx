import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api';
import { bodySchema, describedBy, FieldError, showServerErrors, useCourseForm, type DraftStore } from '.';
import { useFormDraft } from './use-form-draft';

const body = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  seats: z.number().int().min(2),
});
// The fields hold text; the body has a number: the server's schema checks the body built from them.
const form = bodySchema({
  fields: z.object({ name: z.string(), seats: z.string() }),
  toBody: (v) => ({ name: v.name, seats: Number(v.seats) }),
  body,
  fieldOf: { name: 'name', seats: 'seats' },
});

function ClassForm({
  onSend,
  draft,
}: {
  onSend: (b: z.output<typeof body>) => void;
  draft?: DraftStore<never>;
}) {
  const f = useCourseForm(form, { defaultValues: { name: '', seats: '' } });
  useFormDraft(f, (draft ?? { read: () => null, write: () => {} }) as never);
  const { errors } = f.formState;
  return (
    <form
      noValidate
      onSubmit={f.handleSubmit((b) => {
        onSend(b as z.output<typeof body>);
        showServerErrors(f, new ApiError(400, '', 'Refused.', { name: ['Name is taken.'] }), {
          fallback: 'x',
        });
      })}
    >
      <label htmlFor="n">Name</label>
      <input id="n" {...f.register('name')} {...describedBy('n-e', errors.name)} />
      <FieldError id="n-e" error={errors.name} />
      <label htmlFor="s">Seats</label>
      <input id="s" {...f.register('seats')} {...describedBy('s-e', errors.seats)} />
      <FieldError id="s-e" error={errors.seats} />
      <button>Send</button>
    </form>
  );
}

describe('the form layer', () => {
  it("checks the body by the server's schema, puts its issues on the fields, and the server's refusal too", async () => {
    const sent: unknown[] = [];
    render(<ClassForm onSend={(b) => sent.push(b)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByLabelText('Name')).toBeInvalid();
    expect(screen.getByLabelText('Seats')).toHaveAccessibleDescription(/Too small|>=2/);
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Name'), '  Kim ');
    await userEvent.type(screen.getByLabelText('Seats'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The schema's output is what is sent: trimmed, a number.
    expect(sent).toEqual([{ name: 'Kim', seats: 12 }]);
    // The server's field message lands under its field; what was typed stays.
    expect(await screen.findByText('Name is taken.')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('  Kim ');
  });

  it('reads a kept draft once mounted and keeps every change', async () => {
    const written: unknown[] = [];
    const store = { read: () => ({ name: 'Lee', seats: '3' }), write: (v: unknown) => void written.push(v) };
    render(<ClassForm onSend={() => {}} draft={store as never} />);
    expect(await screen.findByDisplayValue('Lee')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Seats'), '0');
    expect(written.at(-1)).toEqual({ name: 'Lee', seats: '30' });
  });

  it('says a refusal without field messages under the form', () => {
    const errors: [string, { message?: string }][] = [];
    const f = {
      getValues: () => ({ name: '' }),
      setError: (k: string, e: { message?: string }) => errors.push([k, e]),
    };
    showServerErrors(f as never, new ApiError(403, '', 'The form is closed.'), { fallback: 'Try again.' });
    showServerErrors(f as never, new TypeError('Failed to fetch'), { fallback: 'Try again.' });
    showServerErrors(f as never, new ApiError(400, '', 'Bad.', { name: ['Too long.'] }), {
      fallback: 'x',
      inLanguage: (field) => `${field}: 너무 깁니다.`,
    });
    expect(errors).toEqual([
      ['root.server', { type: 'server', message: 'The form is closed.' }],
      ['root.server', { type: 'server', message: 'Try again.' }],
      ['name', { type: 'server', message: 'name: 너무 깁니다.' }],
    ]);
  });
});
