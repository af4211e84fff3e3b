import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resultMessages } from '@shared/contracts/results';
import type { SimulationVisibility } from '@shared/contracts/visibility-config';
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

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

async function renderCasting() {
  const view = renderWithApp(<ReportResultsPage sim="queenOfSorrows" />, {
    path: '/simulations/queen-of-sorrows-results',
  });
  await screen.findByLabelText('Agent Name');
  return view;
}

describe('Report Results (casting)', () => {
  it('sends the result with its idempotency key, then goes to /simulations with an alert', async () => {
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
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await user.type(amount, '120000000.5');
    expect(amount).toHaveValue('120,000,000.5');
    await user.type(screen.getByLabelText('Additional Terms'), 'Two weeks of holiday');
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/simulations'));
    expect(alert).toHaveBeenCalledWith(resultMessages.submitted);
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

  it('takes digits with one decimal point only', async () => {
    const user = userEvent.setup();
    server(() => json(500, {}));
    await renderCasting();
    const amount = screen.getByLabelText('Amount Paid per Episode (KRW)');
    await user.type(amount, 'a1-2e3.4.5x6');
    expect(amount).toHaveValue('123.456');
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
    const message = 'Queen of Sorrows is not open yet. Your instructor will open it when the class is ready.';
    server(() => json(403, { success: false, message }));
    const { location } = await renderCasting();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Agent Name')).toHaveValue('Kim');
    expect(location.history.at(-1)).toBe('/simulations/queen-of-sorrows-results');
    expect(alert).not.toHaveBeenCalled();
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
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
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
});
