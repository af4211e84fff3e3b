import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { textMessages } from '@shared/contracts/text';
import { dealServer, pairOf, renderDeal, stepHeading, versionOf } from './deal-server';

afterEach(() => localStorage.clear());

/**
 * A 400 names the body's fields it refuses (`errors`): each message shows under the field it is typed in,
 * beside the refusal as a whole, with everything typed kept. The server speaks the seat's language.
 */
describe('a refusal that names fields', () => {
  it('shows a plan prompt’s refusal under that prompt', async () => {
    const user = userEvent.setup();
    const server = dealServer();
    renderDeal();
    await stepHeading('Plan before the talks');
    await user.type(screen.getByLabelText('My target'), '150000000');
    await user.type(screen.getByLabelText('My walk-away point'), '80000000');
    await user.type(screen.getByLabelText('My first offer'), '200000000');
    await user.type(screen.getByLabelText(/^My BATNA/), 'The cable offer');
    const message = textMessages.en.control('My BATNA');
    server.state.refuse = { status: 400, message, errors: { batna: [message] } };
    await user.click(screen.getByRole('button', { name: 'Save my plan' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const batna = screen.getByLabelText(/^My BATNA/);
    await waitFor(() => expect(batna).toHaveAttribute('aria-invalid', 'true'));
    expect(batna).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
    expect(batna).toHaveValue('The cable offer');
    expect(screen.getByLabelText('My target')).not.toHaveAttribute('aria-invalid');
    // typing in it again takes the server's words away: the form's own rules speak for it
    await user.type(batna, '!');
    expect(batna).not.toHaveAttribute('aria-invalid');
  });

  it('shows the contingent part’s refusal under its condition, in Korean', async () => {
    const user = userEvent.setup();
    const server = dealServer(pairOf({ step: 'negotiate' }), 'ko');
    renderDeal('ko');
    const section = await screen.findByRole('region', { name: '합의 내용' });
    await user.click(within(section).getByRole('button', { name: '합의 내용 작성' }));
    await user.type(within(section).getByLabelText('회당 출연료 (원)'), '1억 5천만');
    await user.type(within(section).getByLabelText(/^회당 보너스/), '2천만');
    await user.type(within(section).getByLabelText(/^지급 조건/), '평균 시청률 10% 초과');
    const message = textMessages.ko.control('지급 조건');
    server.state.refuse = { status: 400, message, errors: { 'contingent.condition': [message] } };
    await user.click(within(section).getByRole('button', { name: '상대에게 확인 요청' }));

    const condition = within(section).getByLabelText(/^지급 조건/);
    await waitFor(() => expect(condition).toHaveAttribute('aria-invalid', 'true'));
    expect(condition).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
    expect(condition).toHaveValue('평균 시청률 10% 초과');
    expect(within(section).getByLabelText(/^회당 보너스/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows the dispute note’s refusal under the note', async () => {
    const user = userEvent.setup();
    const server = dealServer(pairOf({ step: 'confirm', agreement: versionOf(1) }));
    renderDeal();
    await stepHeading('Confirm the agreement');
    await user.click(screen.getByRole('button', { name: "Something's wrong" }));
    await user.type(screen.getByLabelText('What is wrong?'), 'The bonus was 30 million');
    const message = textMessages.en.control('The note');
    server.state.refuse = { status: 400, message, errors: { note: [message] } };
    await user.click(screen.getByRole('button', { name: 'Send the note' }));

    const note = screen.getByLabelText('What is wrong?');
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(note).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
    expect(note).toHaveValue('The bonus was 30 million');
  });
});
