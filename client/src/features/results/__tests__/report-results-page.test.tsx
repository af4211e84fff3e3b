import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { amountTextMessages } from '@shared/amount-text';
import { resultMessages } from '@shared/contracts/results';
import type { SimulationVisibility } from '@shared/contracts/visibility-config';
import { flashNotice } from '@/lib/flash-notice';
import { json, renderWithApp, stubFetch } from '@/test/render';
import ReportResultsPage from '../components/report-results-page';

const LIMIT = 'The compensation amount cannot exceed 999,999,999,999.99 due to database constraints.';

const open = () => ({
  queenOfSorrows: { isVisible: true, isAccessible: true },
  shinhwaDaesung: { isVisible: true, isAccessible: true },
  solaraLunara: { isVisible: true, isAccessible: true },
});

type Submit = (init: RequestInit) => Response | Promise<Response>;

/** A fake server: the simulation settings, and the submit endpoint answered by `submit`. */
function server(submit: Submit, visibility: SimulationVisibility = open()) {
  return stubFetch((url, init) => {
    if (url === '/api/visibility/simulations') return json(200, visibility);
    if (/^\/api\/sims\/(qos|svd)\/submit$/.test(url) && init.method === 'POST') return submit(init);
    return json(404, { success: false, message: 'Not found.' });
  });
}

const submits = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => c.init.method === 'POST');
const bodyOf = (c: { init: RequestInit }) => JSON.parse(String(c.init.body)) as Record<string, unknown>;
const keyOf = (c: { init: RequestInit }) => (c.init.headers as Record<string, string>)['Idempotency-Key'];

let nativeAlert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  nativeAlert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  // The page-blocking alert() is never used: /simulations shows a notice instead.
  expect(nativeAlert).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  flashNotice.clear();
  localStorage.clear();
  sessionStorage.clear();
});

async function renderCasting() {
  const view = renderWithApp(<ReportResultsPage sim="queenOfSorrows" />, {
    path: '/simulations/queen-of-sorrows-results',
  });
  await screen.findByLabelText('Agent Name');
  return view;
}

describe('Report Results (casting)', () => {
  it('sends the result with its idempotency key, then goes to /simulations with a notice', async () => {
    const user = userEvent.setup();
    const calls = server(() => json(201, { success: true, data: { id: 1 } }));
    const { location } = await renderCasting();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Queen of Sorrows - Report Results' }),
    ).toBeVisible();
    expect(screen.getByText(/Only Yeji's agent reports the result/)).toBeVisible();

    await user.type(screen.getByLabelText('Agent Name'), '  Kim Minji ');
    await user.type(screen.getByLabelText('Studio Representative Name'), '박지수');
    const amount = screen.getByLabelText('Amount Paid per Episode (KRW)');
    expect(amount).toHaveAttribute('type', 'text');
    // the full keyboard, so a phone can type 억 and 만
    expect(amount).not.toHaveAttribute('inputmode');
    await user.type(amount, '120000000.5');
    expect(amount).toHaveValue('120,000,000.5');
    await user.type(screen.getByLabelText('Additional Terms'), 'Two weeks of holiday');
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/simulations'));
    // /simulations shows it as a role="alert" notice (simulations-page and fixture-simulation tests)
    expect(flashNotice.peek()).toBe(resultMessages.submitted);
    const [call] = submits(calls);
    expect(call!.url).toBe('/api/sims/qos/submit');
    expect(bodyOf(call!)).toEqual({
      yeji_agent_name: 'Kim Minji',
      studio_counterpart_name: '박지수',
      no_agreement: false,
      amount_paid: 120_000_000.5,
      additional_terms: 'Two weeks of holiday',
    });
    expect(keyOf(call!)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('with no agreement, disables amount and terms, does not require the amount and sends null', async () => {
    const user = userEvent.setup();
    const calls = server(() => json(201, { success: true, data: { id: 2 } }));
    await renderCasting();
    const amount = screen.getByLabelText('Amount Paid per Episode (KRW)');
    const terms = screen.getByLabelText('Additional Terms');
    await user.type(amount, '5');
    await user.type(terms, 'dropped');
    expect(amount).toHaveAttribute('aria-required', 'true');

    await user.click(screen.getByLabelText('No agreement was reached'));
    expect(amount).toBeDisabled();
    expect(terms).toBeDisabled();
    expect(amount).toHaveAttribute('aria-required', 'false');

    await user.type(screen.getByLabelText('Agent Name'), 'Kim');
    await user.type(screen.getByLabelText('Studio Representative Name'), 'Park');
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    expect(bodyOf(submits(calls)[0]!)).toEqual({
      yeji_agent_name: 'Kim',
      studio_counterpart_name: 'Park',
      no_agreement: true,
      amount_paid: null,
      additional_terms: '',
    });
  });

  it('keeps what was typed when no agreement is unticked', async () => {
    const user = userEvent.setup();
    server(() => json(500, {}));
    await renderCasting();
    const amount = screen.getByLabelText('Amount Paid per Episode (KRW)');
    await user.type(amount, '7000');
    const box = screen.getByLabelText('No agreement was reached');
    await user.click(box);
    await user.click(box);
    expect(amount).toBeEnabled();
    expect(amount).toHaveValue('7,000');
  });

  it('shows the limit message while typing, blocks submit, and accepts 999,999,999,999.99', async () => {
    const user = userEvent.setup();
    const calls = server(() => json(201, { success: true, data: { id: 3 } }));
    await renderCasting();
    await user.type(screen.getByLabelText('Agent Name'), 'Kim');
    await user.type(screen.getByLabelText('Studio Representative Name'), 'Park');
    const amount = screen.getByLabelText('Amount Paid per Episode (KRW)');

    await user.type(amount, '999999999999.99');
    expect(amount).toHaveValue('999,999,999,999.99');
    expect(screen.queryByText(LIMIT)).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '1000000000000');
    expect(amount).toHaveValue('1,000,000,000,000');
    expect(screen.getByText(LIMIT)).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(LIMIT));

    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    expect(screen.getByText(LIMIT)).toBeVisible();
    expect(amount).toHaveFocus();
    expect(submits(calls)).toHaveLength(0);

    await user.type(amount, '{Backspace}');
    expect(screen.queryByText(LIMIT)).not.toBeInTheDocument();
  });

  it('keeps what was typed when it cannot be read, and says why (never only its digits)', async () => {
    const user = userEvent.setup();
    server(() => json(500, {}));
    await renderCasting();
    const amount = screen.getByLabelText('Amount Paid per Episode (KRW)');
    // before the fix the field dropped the letters, points and signs and kept 123.456
    await user.type(amount, 'a1-2e3.4.5x6');
    expect(amount).toHaveValue('a1-2e3.4.5x6');
    expect(screen.getByText(amountTextMessages.unreadable('a'))).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '123.456');
    expect(screen.getByText(resultMessages.amountDecimals)).toBeVisible();
  });

  it('names every missing field on submit and focuses the first', async () => {
    const user = userEvent.setup();
    const calls = server(() => json(201, { success: true, data: { id: 4 } }));
    await renderCasting();
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    expect(screen.getByText('Agent Name is required.')).toBeVisible();
    expect(screen.getByText('Studio Representative Name is required.')).toBeVisible();
    expect(screen.getByText(resultMessages.amountRequired)).toBeVisible();
    expect(screen.getByLabelText('Agent Name')).toHaveFocus();
    expect(submits(calls)).toHaveLength(0);
  });

  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Agent Name'), 'Kim');
    await user.type(screen.getByLabelText('Studio Representative Name'), 'Park');
    await user.type(screen.getByLabelText('Amount Paid per Episode (KRW)'), '80000000');
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
  }

  it('shows the server’s message, keeps the input and stays on the page', async () => {
    const user = userEvent.setup();
    const message = 'Too many requests. Please wait a moment and try again.';
    server(() => json(429, { success: false, message }));
    const { location } = await renderCasting();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Agent Name')).toHaveValue('Kim');
    expect(location.history.at(-1)).toBe('/simulations/queen-of-sorrows-results');
    expect(flashNotice.peek()).toBeNull();
  });

  it('falls back to the generic message, and says so when the network fails', async () => {
    const user = userEvent.setup();
    let answer: () => Response = () => new Response('', { status: 502, statusText: 'Bad Gateway' });
    const calls = server(() => answer());
    await renderCasting();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(resultMessages.submitFailed);

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(resultMessages.networkError));
    // the retry carries the same key, so a report whose answer was lost is not stored twice
    const [first, second] = submits(calls);
    expect(keyOf(first!)).toBe(keyOf(second!));
  });

  it('shows Submitting... and refuses a second click while sending', async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => {};
    const calls = server(() => new Promise<Response>((resolve) => (release = resolve)));
    await renderCasting();
    await fillAndSubmit(user);
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(submits(calls)).toHaveLength(1);
    release(json(201, { success: true, data: { id: 9 } }));
    await waitFor(() => expect(flashNotice.peek()).toBe(resultMessages.submitted));
  });

  it('Cancel goes back to /simulations', async () => {
    server(() => json(500, {}));
    await renderCasting();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/simulations');
  });

  it('tells a student when the simulation is closed instead of showing the form', async () => {
    const visibility = open();
    visibility.queenOfSorrows.isAccessible = false;
    server(() => json(500, {}), visibility);
    renderWithApp(<ReportResultsPage sim="queenOfSorrows" />);
    expect(
      await screen.findByText(
        'Queen of Sorrows is not open yet. Your instructor will open it when the class is ready.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Results' })).not.toBeInTheDocument();
  });
});

describe('Amounts typed as Koreans write them', () => {
  const label = 'Amount Paid per Episode (KRW)';

  async function fillNames(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Agent Name'), 'Kim');
    await user.type(screen.getByLabelText('Studio Representative Name'), 'Park');
  }

  const readBack = () => screen.getByTestId('amount-readback');

  it('reads 1억 5천만 back while typing, keeps it as typed and posts 150000000', async () => {
    const user = userEvent.setup();
    const calls = server(() => json(201, { success: true, data: { id: 1 } }));
    await renderCasting();
    await fillNames(user);
    const amount = screen.getByLabelText(label);
    await user.type(amount, '1억 5천만');
    expect(amount).toHaveValue('1억 5천만');
    expect(readBack()).toHaveTextContent('150,000,000 원 · 1억 5천만 원');
    expect(readBack()).toHaveAttribute('aria-live', 'polite');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('150,000,000 원 · 1억 5천만 원'));
    expect(amount).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    expect(bodyOf(submits(calls)[0]!).amount_paid).toBe(150_000_000);
  });

  it.each([
    ['1억5천만원', 150_000_000],
    ['1.5억', 150_000_000],
    ['15,000만', 150_000_000],
    ['5천만', 50_000_000],
    ['₩80,000,000', 80_000_000],
    ['120000000.5', 120_000_000.5],
  ])('posts %s as %d', async (typed, sent) => {
    const user = userEvent.setup();
    const calls = server(() => json(201, { success: true, data: { id: 1 } }));
    await renderCasting();
    await fillNames(user);
    await user.type(screen.getByLabelText(label), typed);
    expect(readBack()).toHaveTextContent(new RegExp(`^${sent.toLocaleString('en-US')} 원`));
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    expect(bodyOf(submits(calls)[0]!).amount_paid).toBe(sent);
  });

  it.each([
    ['150 million', amountTextMessages.unreadable('million')],
    ['150M', amountTextMessages.unreadable('M')],
    ['-500', resultMessages.amountPositive],
    ['1억억', amountTextMessages.unitOrder('억')],
    ['억', amountTextMessages.noNumber('억')],
  ])('refuses %s with a message and posts nothing', async (typed, message) => {
    const user = userEvent.setup();
    const calls = server(() => json(201, { success: true, data: { id: 1 } }));
    const { location } = await renderCasting();
    await fillNames(user);
    const amount = screen.getByLabelText(label);
    await user.type(amount, typed);
    expect(amount).toHaveValue(typed);
    expect(screen.getByText(message)).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(readBack()).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    expect(amount).toHaveFocus();
    expect(screen.getByText(message)).toBeVisible();
    expect(submits(calls)).toHaveLength(0);
    expect(location.history.at(-1)).toBe('/simulations/queen-of-sorrows-results');
  });

  it('keeps the limit message for 1조 and 10000억 too', async () => {
    const user = userEvent.setup();
    server(() => json(500, {}));
    await renderCasting();
    const amount = screen.getByLabelText(label);
    await user.type(amount, '1조');
    expect(screen.getByText(LIMIT)).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '9999억 9999만 9999.99');
    expect(screen.queryByText(LIMIT)).not.toBeInTheDocument();
    expect(readBack()).toHaveTextContent('999,999,999,999.99 원');
  });

  it('says when 3억 2천 may have been meant as 3억 2천만', async () => {
    const user = userEvent.setup();
    server(() => json(500, {}));
    await renderCasting();
    await user.type(screen.getByLabelText(label), '3억 2천');
    expect(readBack()).toHaveTextContent(
      '300,002,000 원 · 3억 2천 원 3억 2천 is 300,002,000 원. For 320,000,000 원, write 3억 2천만.',
    );
  });

  it('asks "Is ₩15 right?" before sending an amount far outside the scenario; Change it returns to the field', async () => {
    const user = userEvent.setup();
    const calls = server(() => json(201, { success: true, data: { id: 7 } }));
    const { location } = await renderCasting();
    await fillNames(user);
    const amount = screen.getByLabelText(label);
    await user.type(amount, '15');
    const submit = screen.getByRole('button', { name: 'Submit Results' });
    await user.click(submit);

    const question = screen.getByRole('alertdialog', { name: 'Is ₩15 right?' });
    expect(question).toHaveAccessibleDescription(expect.stringContaining('That is 15 원'));
    expect(within(question).getByRole('button', { name: 'Change it' })).toHaveFocus();
    expect(submits(calls)).toHaveLength(0);

    await user.click(within(question).getByRole('button', { name: 'Change it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('15');
    expect(submits(calls)).toHaveLength(0);

    // Escape answers "Change it" too
    await user.click(submit);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(amount).toHaveFocus();

    await user.click(submit);
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Is ₩15 right?' })).getByRole('button', {
        name: 'Yes, send it',
      }),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/simulations'));
    expect(submits(calls)).toHaveLength(1);
    expect(bodyOf(submits(calls)[0]!).amount_paid).toBe(15);
  });

  it('does not ask about an amount within the scenario’s range, and asks again about a changed one', async () => {
    const user = userEvent.setup();
    const calls = server(() => json(201, { success: true, data: { id: 8 } }));
    await renderCasting();
    await fillNames(user);
    const amount = screen.getByLabelText(label);
    await user.type(amount, '40억');
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    expect(screen.getByRole('alertdialog', { name: 'Is ₩4,000,000,000 right?' })).toBeVisible();
    // editing the amount puts the question away
    await user.clear(amount);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.type(amount, '3천만');
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    expect(bodyOf(submits(calls)[0]!).amount_paid).toBe(30_000_000);
  });
});

describe('Report Results (legal fee)', () => {
  it('names the Shinhwa and Daesung parties and posts to the svd endpoint', async () => {
    const user = userEvent.setup();
    const calls = server(() => json(201, { success: true, data: { id: 5 } }));
    renderWithApp(<ReportResultsPage sim="shinhwaDaesung" />);
    await user.type(await screen.findByLabelText('Shinhwa Associate Name'), 'Lee');
    await user.type(screen.getByLabelText('Daesung General Counsel Representative Name'), 'Choi');
    await user.click(screen.getByLabelText('No agreement was reached'));
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    expect(submits(calls)[0]!.url).toBe('/api/sims/svd/submit');
    expect(bodyOf(submits(calls)[0]!)).toEqual({
      shinhwa_associate_name: 'Lee',
      daesung_gc_name: 'Choi',
      no_agreement: true,
      amount_paid: null,
      additional_terms: '',
    });
  });

  it('says under Additional Terms how a success fee is written, as the associate’s instructions say it', async () => {
    server(() => json(201, { success: true, data: { id: 5 } }));
    renderWithApp(<ReportResultsPage sim="shinhwaDaesung" />);
    expect(await screen.findByLabelText('Additional Terms')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Success fee: 500 million won if the claim is dismissed at first instance or settled for less than 3 billion won',
      ),
    );
  });

  it('gives the same hint on the Korean form', async () => {
    server(() => json(201, { success: true, data: { id: 5 } }));
    renderWithApp(<ReportResultsPage sim="shinhwaDaesung" lang="ko" />, {
      path: '/simulations/shinhwa-vs-daesung-results-korean',
    });
    expect(await screen.findByLabelText('추가 조건')).toHaveAccessibleDescription(
      expect.stringContaining('성공보수 5억 원: 1심에서 청구 기각 또는 30억 원 미만으로 화해 시'),
    );
  });
});
