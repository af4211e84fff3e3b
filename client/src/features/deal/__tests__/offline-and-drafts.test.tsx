import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_DELAY_MS, dealUrls } from '@shared/contracts/deal';
import { dealServer, pairOf, renderDeal, SEAT_ID, SIM, stepHeading, versionOf } from './deal-server';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const OUTBOX = `deal-outbox:${SEAT_ID}:${SIM}`;
const queued = () => JSON.parse(localStorage.getItem(OUTBOX) ?? '[]') as Array<{ kind: string; key: string }>;
const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
/** The browser says the connection is back (the request it starts is answered after this returns). */
const backOnline = (offline?: ReturnType<typeof goOffline>) =>
  act(() => {
    offline?.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  });

async function fillAgreement(user: ReturnType<typeof userEvent.setup>) {
  const section = await screen.findByRole('region', { name: 'The agreement' });
  await user.click(within(section).getByRole('button', { name: 'Fill in the agreement' }));
  await user.type(within(section).getByLabelText('Amount Paid per Episode (KRW)'), '1억 5천만');
  return section;
}

describe('a form sent without a connection', () => {
  it('is queued, says it is waiting (never "sent"), and goes once with its key when the connection is back', async () => {
    const user = userEvent.setup();
    const server = dealServer(pairOf({ step: 'negotiate' }));
    renderDeal();
    await fillAgreement(user);
    const offline = goOffline();
    await user.click(screen.getByRole('button', { name: 'Send to my partner to confirm' }));

    expect(await screen.findByText('Waiting for the connection to send…')).toBeVisible();
    expect(server.writes()).toEqual([]);
    expect(screen.getByRole('heading', { level: 4, name: 'Negotiate' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send to my partner to confirm' })).toBeDisabled();
    expect(queued()).toMatchObject([{ kind: 'agreement' }]);
    const key = queued()[0]!.key;

    backOnline(offline);
    expect(await stepHeading('Confirm the agreement')).toBeVisible();
    expect(server.writes()).toHaveLength(1);
    expect(server.keyOf(server.writes()[0]!)).toBe(key);
    expect(screen.getByTestId('agreement-summary')).toHaveTextContent('Version 1 · Entered by you');
    expect(screen.queryByText('Waiting for the connection to send…')).not.toBeInTheDocument();
    expect(localStorage.getItem(OUTBOX)).toBeNull();
  });

  it('survives a reload while offline, in Korean, and is then sent with the same key', async () => {
    const user = userEvent.setup();
    const server = dealServer(pairOf({ step: 'confirm', agreement: versionOf(1) }), 'ko');
    const first = renderDeal('ko');
    await stepHeading('합의 내용 확인');
    const offline = goOffline();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('연결되면 보냅니다…')).toBeVisible();
    const key = queued()[0]!.key;

    first.unmount();
    renderDeal('ko');
    await stepHeading('합의 내용 확인');
    expect(screen.getByText('연결되면 보냅니다…')).toBeVisible();
    expect(server.writes()).toEqual([]);

    backOnline(offline);
    expect(await stepHeading('협상은 어땠습니까?')).toBeVisible();
    expect(server.writes().map((c) => [c.url, server.keyOf(c)])).toEqual([[dealUrls(SIM, 1).confirm, key]]);
  });

  it('is sent again with the same key when a request got no answer, and stored once', async () => {
    const user = userEvent.setup();
    const server = dealServer(pairOf({ step: 'confirm', agreement: versionOf(1) }));
    renderDeal();
    await stepHeading('Confirm the agreement');
    server.state.down = true;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Waiting for the connection to send…')).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Confirm the agreement' })).toBeVisible();

    server.state.down = false;
    backOnline();
    expect(await stepHeading('How did it go?')).toBeVisible();
    const confirms = server.calls.filter((c) => c.url === dealUrls(SIM, 1).confirm);
    // the first try got no answer; however many tries it took, every one was this submission
    expect(confirms.length).toBeGreaterThanOrEqual(2);
    expect(new Set(confirms.map(server.keyOf)).size).toBe(1);
    expect(server.state.stored).toEqual([`POST ${dealUrls(SIM, 1).confirm}`]);
  });

  it('shows the server’s refusal (4xx) beside the form, focused, and keeps everything typed', async () => {
    const user = userEvent.setup();
    const server = dealServer(pairOf({ step: 'negotiate' }));
    renderDeal();
    const section = await fillAgreement(user);
    server.state.refuse = { status: 400, message: 'Choose one of the listed options for each term.' };
    await user.click(screen.getByRole('button', { name: 'Send to my partner to confirm' }));
    const refusal = await within(section).findByRole('alert');
    expect(refusal).toHaveTextContent('Choose one of the listed options for each term.');
    expect(refusal).toHaveFocus();
    expect(within(section).getByLabelText('Amount Paid per Episode (KRW)')).toHaveValue('1억 5천만');
    expect(screen.getByRole('heading', { level: 4, name: 'Negotiate' })).toBeVisible();
    expect(localStorage.getItem(OUTBOX)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send to my partner to confirm' }));
    expect(await stepHeading('Confirm the agreement')).toBeVisible();
    const keys = server.writes().map(server.keyOf);
    expect(keys).toHaveLength(2);
    // a new submission after a refusal is a new key
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('drafts', () => {
  it('restores the step and what was typed after a reload (this device’s copy)', async () => {
    const user = userEvent.setup();
    dealServer();
    const first = renderDeal();
    await stepHeading('Plan before the talks');
    await user.type(screen.getByLabelText('My target'), '1억 5천만');
    await user.type(screen.getByLabelText(/^Why that number/), 'Her ratings');
    await user.click(screen.getByRole('button', { name: 'Move Billing up' }));
    first.unmount();

    renderDeal();
    await stepHeading('Plan before the talks');
    expect(screen.getByLabelText('My target')).toHaveValue('1억 5천만');
    expect(screen.getAllByTestId('amount-readback')[0]).toHaveTextContent('150,000,000 원 · 1억 5천만 원');
    expect(screen.getByLabelText(/^Why that number/)).toHaveValue('Her ratings');
    expect(within(screen.getByTestId('ranking')).getAllByRole('listitem')[2]).toHaveTextContent('Billing');
  });

  it('opens the agreement form again, as it was left, after a reload', async () => {
    const user = userEvent.setup();
    dealServer(pairOf({ step: 'negotiate' }));
    const first = renderDeal();
    await fillAgreement(user);
    first.unmount();
    renderDeal();
    const form = await screen.findByTestId('agreement-form');
    expect(within(form).getByLabelText('Amount Paid per Episode (KRW)')).toHaveValue('1억 5천만');
  });

  it('fills the form from the server’s draft (another device), unless this device’s is newer', async () => {
    const now = Date.now();
    const draft = (target: string, savedAt: number) => ({
      savedAt,
      values: { fields: { target }, priorities: [] },
    });
    dealServer(pairOf({ drafts: { plan: draft('2억', now) } }));
    const first = renderDeal();
    await stepHeading('Plan before the talks');
    expect(screen.getByLabelText('My target')).toHaveValue('2억');
    first.unmount();

    localStorage.setItem(`deal-draft:${SEAT_ID}:${SIM}:plan`, JSON.stringify(draft('3억', now + 1_000)));
    const second = renderDeal();
    await stepHeading('Plan before the talks');
    expect(screen.getByLabelText('My target')).toHaveValue('3억');
    second.unmount();

    localStorage.setItem(`deal-draft:${SEAT_ID}:${SIM}:plan`, JSON.stringify(draft('3억', now - 1_000)));
    renderDeal();
    await stepHeading('Plan before the talks');
    expect(screen.getByLabelText('My target')).toHaveValue('2억');
  });

  it("a form typed in round 1 and never sent opens empty in round 2; round 2's draft is its own", async () => {
    const user = userEvent.setup();
    const draft = { savedAt: Date.now(), values: { fields: { target: '3억' }, priorities: [] } };
    localStorage.setItem(`deal-draft:${SEAT_ID}:${SIM}:plan`, JSON.stringify(draft));
    const server = dealServer(pairOf({ round: 2, rounds: [1, 2] }));
    const view = renderDeal();
    await stepHeading('Plan before the talks');
    expect(screen.getByLabelText('My target')).toHaveValue('');
    await user.type(screen.getByLabelText('My target'), '2억');
    expect(localStorage.getItem(`deal-draft:${SEAT_ID}:${SIM}:round2:plan`)).toContain('2억');
    expect(localStorage.getItem(`deal-draft:${SEAT_ID}:${SIM}:plan`)).toContain('3억');
    // closing the form sends what was not yet saved, to round 2's draft
    view.unmount();
    expect(server.calls.map((c) => c.url)).toContain(`/api/sims/${SIM}/my-drafts/plan?round=2`);
  });

  it('saves the draft to the server once typing has stopped for DRAFT_SAVE_DELAY_MS, and to this device at once', async () => {
    const server = dealServer();
    renderDeal();
    await stepHeading('Plan before the talks');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const draftPuts = () => server.sent('PUT', dealUrls(SIM, 1).myDraft('plan'));
    const target = screen.getByLabelText('My target');

    fireEvent.change(target, { target: { value: '2억' } });
    expect(localStorage.getItem(`deal-draft:${SEAT_ID}:${SIM}:plan`)).toContain('2억');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    fireEvent.change(target, { target: { value: '2억 5천만' } });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(draftPuts()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(draftPuts()).toMatchObject([{ values: { fields: { target: '2억 5천만' } } }]);
  });

  it('keeps none for a form opened and left untouched, here or on the server', async () => {
    const user = userEvent.setup();
    const server = dealServer(pairOf({ step: 'negotiate' }));
    const view = renderDeal();
    const section = await screen.findByRole('region', { name: 'The agreement' });
    await user.click(within(section).getByRole('button', { name: 'Fill in the agreement' }));
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    view.unmount();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('deal-draft:'))).toEqual([]);
    expect(server.calls.filter((c) => c.url.includes('/my-drafts/'))).toEqual([]);
  });

  it('keeps none for the plan and the survey opened and left untouched either', async () => {
    const drafts = () => Object.keys(localStorage).filter((k) => k.startsWith('deal-draft:'));
    const server = dealServer();
    const plan = renderDeal();
    await stepHeading('Plan before the talks');
    plan.unmount();
    server.state.pair = pairOf({ step: 'survey', agreement: { ...versionOf(1), final: true } });
    const survey = renderDeal();
    await stepHeading('How did it go?');
    survey.unmount();
    expect(drafts()).toEqual([]);
    expect(server.calls.filter((c) => c.url.includes('/my-drafts/'))).toEqual([]);
  });
});
