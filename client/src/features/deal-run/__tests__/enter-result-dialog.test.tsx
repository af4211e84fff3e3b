import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resultMessages } from '@shared/contracts/results-config';
import { renderWithApp } from '@/test/render';
import NegotiationsPanel from '../components/negotiations-panel';
import { dealServer, SIM } from './pairs-fixtures';

async function openFor(table: number) {
  const user = userEvent.setup();
  const server = dealServer();
  renderWithApp(<NegotiationsPanel sim={SIM} />);
  await user.click(await screen.findByRole('button', { name: `Enter result for table ${table}` }));
  const dialog = screen.getByRole('dialog', { name: `Enter the result of table ${table}` });
  return { user, server, dialog: within(dialog) };
}

describe('entering a pair’s result', () => {
  it('reads Korean amounts back, and sends the amount, the bonus, the terms and the text', async () => {
    const { user, server, dialog } = await openFor(3);
    const amount = dialog.getByRole('textbox', { name: 'Amount Paid per Episode (KRW)' });
    expect(amount).toHaveValue('');
    await user.type(amount, '1억 5천만');
    expect(dialog.getByText('Reads as 150,000,000 원 · 1억 5천만 원')).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: 'Bonus per episode (KRW)' }), '20,000,000');
    await user.click(dialog.getByRole('textbox', { name: 'Condition' }));
    await user.paste('the average rating exceeds 10%');
    expect(dialog.getByRole('combobox', { name: 'Filming schedule' })).toHaveDisplayValue(
      "The production's usual schedule",
    );
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Billing' }), 'solo');
    await user.type(dialog.getByRole('textbox', { name: 'Other terms' }), 'Start in March');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent()).toEqual([
      {
        method: 'PUT',
        url: '/api/sims/queenOfSorrows/pairs/3/agreement',
        body: {
          noAgreement: false,
          amount: 150_000_000,
          contingent: { amount: 20_000_000, condition: 'the average rating exceeds 10%' },
          terms: { schedule: 'standard', billing: 'solo', promotion: 'standard', styling: 'studio' },
          text: 'Start in March',
        },
      },
    ]);
    expect(server.fetches()).toBe(2);
  });

  it('starts from the version the pair last entered', async () => {
    const { dialog } = await openFor(2);
    expect(dialog.getByRole('textbox', { name: 'Amount Paid per Episode (KRW)' })).toHaveValue('100,000,000');
    expect(dialog.getByRole('checkbox', { name: 'No agreement was reached' })).not.toBeChecked();
  });

  it('refuses what the report refuses, with its messages, and sends nothing', async () => {
    const { user, server, dialog } = await openFor(3);
    const save = dialog.getByRole('button', { name: 'Save result' });
    await user.click(save);
    const amount = dialog.getByRole('textbox', { name: 'Amount Paid per Episode (KRW)' });
    expect(amount).toHaveAccessibleDescription(resultMessages.amountRequired);
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.click(amount);
    await user.paste('1,000,000,000,000');
    expect(amount).toHaveAccessibleDescription(resultMessages.amountLimit);
    await user.clear(amount);
    await user.type(amount, '150 million');
    expect(amount).toHaveAccessibleDescription(/“million” cannot be read/);
    await user.clear(amount);
    await user.type(amount, '150000000');
    expect(amount).not.toHaveAttribute('aria-invalid');

    // a condition without the bonus's amount is refused, not dropped
    await user.click(dialog.getByRole('textbox', { name: 'Condition' }));
    await user.paste('ratings above 10%');
    await user.click(save);
    expect(dialog.getByRole('textbox', { name: 'Bonus per episode (KRW)' })).toHaveAccessibleDescription(
      /Enter the bonus's amount, or leave its condition empty\./,
    );
    expect(server.sent()).toEqual([]);
  });

  it('sends no agreement without the amounts and terms, and keeps them in the form', async () => {
    const { user, server, dialog } = await openFor(3);
    const amount = dialog.getByRole('textbox', { name: 'Amount Paid per Episode (KRW)' });
    await user.type(amount, '1억');
    await user.click(dialog.getByRole('checkbox', { name: 'No agreement was reached' }));
    expect(amount).toBeDisabled();
    expect(amount).toHaveValue('1억');
    expect(dialog.getByRole('combobox', { name: 'Billing' })).toBeDisabled();
    await user.click(dialog.getByRole('textbox', { name: 'Other terms' }));
    await user.paste('Walked away at 90 million');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    await waitFor(() => expect(server.sent()).toHaveLength(1));
    expect(server.sent()[0]!.body).toEqual({
      noAgreement: true,
      amount: null,
      contingent: null,
      terms: {},
      text: 'Walked away at 90 million',
    });
  });

  it('shows the server’s refusal in the dialog and loses nothing typed, even when closed and opened again', async () => {
    const { user, server, dialog } = await openFor(3);
    server.state.refuse = {
      status: 409,
      message: 'This agreement is final. Ask your instructor if it needs changing.',
    };
    const amount = dialog.getByRole('textbox', { name: 'Amount Paid per Episode (KRW)' });
    await user.type(amount, '1억 2천만');
    await user.type(dialog.getByRole('textbox', { name: 'Other terms' }), 'Two seasons');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This agreement is final.');
    expect(amount).toHaveValue('1억 2천만');
    expect(dialog.getByRole('textbox', { name: 'Other terms' })).toHaveValue('Two seasons');

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Enter result for table 3' }));
    const again = within(screen.getByRole('dialog'));
    expect(again.getByRole('textbox', { name: 'Amount Paid per Episode (KRW)' })).toHaveValue('1억 2천만');
    expect(again.getByRole('textbox', { name: 'Other terms' })).toHaveValue('Two seasons');
    // the old refusal is not shown again
    expect(again.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a refused save, the problems follow the form: No agreement puts the amount’s away', async () => {
    const { user, server, dialog } = await openFor(3);
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    const amount = dialog.getByRole('textbox', { name: 'Amount Paid per Episode (KRW)' });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.click(dialog.getByRole('checkbox', { name: 'No agreement was reached' }));
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(dialog.queryByText(resultMessages.amountRequired)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'No agreement was reached' }));
    expect(amount).toHaveAccessibleDescription(resultMessages.amountRequired);
    expect(server.sent()).toEqual([]);
  });

  it('shows a refusal that names fields under those fields', async () => {
    const { user, server, dialog } = await openFor(3);
    const tooLong = 'Condition can be at most 300 characters.';
    server.state.refuse = {
      status: 400,
      message: `${resultMessages.amountLimit} ${tooLong}`,
      errors: { amount: [resultMessages.amountLimit], 'contingent.condition': [tooLong] },
    };
    const amount = dialog.getByRole('textbox', { name: 'Amount Paid per Episode (KRW)' });
    await user.type(amount, '1억');
    await user.type(dialog.getByRole('textbox', { name: 'Bonus per episode (KRW)' }), '2천만');
    await user.type(dialog.getByRole('textbox', { name: 'Condition' }), 'ratings');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(resultMessages.amountLimit));
    expect(dialog.getByRole('textbox', { name: 'Condition' })).toHaveAccessibleDescription(tooLong);
    // said under the fields, not again under the form
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(amount).toHaveValue('1억');
  });
});
