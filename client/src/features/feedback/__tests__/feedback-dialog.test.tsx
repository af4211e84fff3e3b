import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp, stubFetch } from '@/test/render';
import { FeedbackDialog } from '../components/feedback-dialog';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Review this course</button>
      <FeedbackDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Review this course' }));
  return screen.getByRole('dialog', { name: 'Review this course' });
}

describe('the feedback dialog', () => {
  it('keeps Submit disabled until a rating from 1 (least likely) to 10 (most likely) is chosen', async () => {
    stubFetch(() => json(500, {}));
    renderWithApp(<Harness />);
    const dialog = await openDialog();
    const group = within(dialog).getByRole('group', { name: /How likely are you to recommend this course/ });
    expect(group).toHaveAccessibleDescription('1 means least likely, 10 means most likely.');
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(10);
    expect(radios[0]).toHaveAccessibleName('1 (least likely)');
    expect(radios[9]).toHaveAccessibleName('10 (most likely)');

    const submit = within(dialog).getByRole('button', { name: 'Submit Feedback' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Choose a rating to submit.');
    await userEvent.type(within(dialog).getByLabelText(/Comments/), 'Only words, no rating');
    expect(submit).toBeDisabled();

    await userEvent.click(within(group).getByRole('radio', { name: '7' }));
    expect(within(group).getByRole('radio', { name: '7' })).toBeChecked();
    expect(submit).toBeEnabled();
  });

  it('says it is waiting for the network while offline, and sends once back', async () => {
    const calls = stubFetch(() => json(201, { success: true, data: { id: 1 } }));
    renderWithApp(<Harness />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '9' }));
    onlineManager.setOnline(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(
      await within(dialog).findByText("Waiting for the network; we'll send it when you're back."),
    ).toBeVisible();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
    onlineManager.setOnline(true);
    await waitFor(() => expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(1));
  });

  it('can be rated with the keyboard', async () => {
    stubFetch(() => json(500, {}));
    renderWithApp(<Harness />);
    const dialog = await openDialog();
    const first = within(dialog).getByRole('radio', { name: '1 (least likely)' });
    first.focus();
    await userEvent.keyboard(' ');
    expect(first).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '3' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
  });

  it('sends the answers, thanks the student and clears the form', async () => {
    const calls = stubFetch(() => json(201, { success: true, data: { id: 1 } }));
    renderWithApp(<Harness />);
    let dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '9' }));
    await userEvent.type(within(dialog).getByLabelText(/Comments/), '  The casting role play  ');
    await userEvent.type(within(dialog).getByLabelText(/Favorite part/), 'Tariff Wars');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    expect(await within(dialog).findByText('Thank you for your feedback!')).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/feedback/submit');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      name: null,
      rating: 9,
      comments: 'The casting role play',
      favoritePart: 'Tariff Wars',
    });
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    dialog = await openDialog();
    expect(within(dialog).getByLabelText(/Comments/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Favorite part/)).toHaveValue('');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
  });

  it('alerts on failure and keeps every answer', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    stubFetch(() =>
      json(500, { success: false, message: 'Something went wrong on the server. Please try again.' }),
    );
    renderWithApp(<Harness />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '4' }));
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Minho');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('There was an error submitting your feedback. Please try again.'),
    );
    expect(within(dialog).getByLabelText(/Your name/)).toHaveValue('Minho');
    expect(within(dialog).getByRole('radio', { name: '4' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
  });

  it('also says why when the instructor has closed the form', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const closed = 'Course feedback is closed right now. Your instructor will open it when it is time.';
    stubFetch(() => json(403, { success: false, message: closed }));
    renderWithApp(<Harness />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '8' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(closed);
    expect(alert).toHaveBeenCalledWith('There was an error submitting your feedback. Please try again.');
  });
});
