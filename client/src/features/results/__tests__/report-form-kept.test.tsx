import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimulationVisibility } from '@shared/contracts/visibility-config';
import { flashNotice } from '@/lib/flash-notice';
import { json, renderWithApp, stubFetch } from '@/test/render';
import ReportResultsPage from '../components/report-results-page';

/** The report form keeps what a student typed (drafts, a close, offline) and speaks Korean. */

const NOT_OPEN_YET = /not open yet|열리지 않았습니다/;
const CLOSED_WHILE = /Your instructor closed Queen of Sorrows while you were filling in this report/;

const settings = (open: boolean): SimulationVisibility => ({
  queenOfSorrows: { isVisible: true, isAccessible: open },
  shinhwaDaesung: { isVisible: true, isAccessible: true },
  solaraLunara: { isVisible: true, isAccessible: true },
});

/** A fake server whose simulation settings the test changes, as the instructor's switch would. */
function server(
  submit: () => Response | Promise<Response> = () => json(201, { success: true, data: { id: 1 } }),
) {
  const state = { open: true };
  const calls = stubFetch((url, init) => {
    if (url === '/api/visibility/simulations') return json(200, settings(state.open));
    if (url === '/api/sims/qos/submit' && init.method === 'POST') return submit();
    return json(404, { success: false, message: 'Not found.' });
  });
  return { state, posts: () => calls.filter((c) => c.init.method === 'POST') };
}

async function renderForm(lang: 'en' | 'ko' = 'en') {
  const view = renderWithApp(<ReportResultsPage sim="queenOfSorrows" lang={lang} />, {
    path:
      lang === 'ko'
        ? '/simulations/queen-of-sorrows-results-korean'
        : '/simulations/queen-of-sorrows-results',
  });
  await screen.findByLabelText(lang === 'ko' ? '소속사 대표 이름' : 'Agent Name');
  return view;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Agent Name'), 'Kim');
  await user.type(screen.getByLabelText('Studio Representative Name'), 'Park');
  await user.type(screen.getByLabelText('Amount Paid per Episode (KRW)'), '1억 5천만');
  await user.type(screen.getByLabelText('Additional Terms'), 'Two weeks off');
}

afterEach(() => {
  flashNotice.clear();
  localStorage.clear();
  sessionStorage.clear();
  onlineManager.setOnline(true);
});

describe('a simulation closed while a student types', () => {
  it('keeps what was typed, read-only, says the instructor closed it and copies it', async () => {
    const user = userEvent.setup();
    const { state, posts } = server();
    const { client } = await renderForm();
    await fill(user);

    state.open = false;
    // what the live channel does when the instructor flips the switch: the settings are fetched again
    await client.invalidateQueries({ queryKey: ['/api/visibility/simulations'] });

    expect(await screen.findByRole('alert')).toHaveTextContent(CLOSED_WHILE);
    expect(screen.queryByText(NOT_OPEN_YET)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Agent Name')).toHaveValue('Kim');
    expect(screen.getByLabelText('Agent Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Amount Paid per Episode (KRW)')).toHaveValue('1억 5천만');
    expect(screen.getByLabelText('Additional Terms')).toHaveValue('Two weeks off');
    expect(screen.getByRole('button', { name: 'Submit Results' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Copy what I typed' }));
    expect(await navigator.clipboard.readText()).toBe(
      [
        'Queen of Sorrows - results',
        'Agent Name: Kim',
        'Studio Representative Name: Park',
        'No agreement was reached: no',
        'Amount Paid per Episode (KRW): 1억 5천만 (150,000,000 원 · 1억 5천만 원)',
        'Additional Terms: Two weeks off',
      ].join('\n'),
    );
    expect(screen.getByText('Copied.')).toBeVisible();
    expect(posts()).toHaveLength(0);

    // opened again: the same report can be sent
    state.open = true;
    await client.invalidateQueries({ queryKey: ['/api/visibility/simulations'] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Results' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
  });

  it('after a reload, shows the kept report as closed by the instructor, not "not open yet"', async () => {
    const user = userEvent.setup();
    const { state } = server();
    const first = await renderForm();
    await fill(user);
    first.unmount();

    state.open = false;
    renderWithApp(<ReportResultsPage sim="queenOfSorrows" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(CLOSED_WHILE);
    expect(screen.queryByText(NOT_OPEN_YET)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Agent Name')).toHaveValue('Kim'));
  });

  it('a 403 on submit (closed before the page heard) says closed by the instructor, not "not open yet"', async () => {
    const user = userEvent.setup();
    const message = 'Queen of Sorrows is not open yet. Your instructor will open it when the class is ready.';
    const { state } = server(() => {
      state.open = false;
      return json(403, { success: false, message });
    });
    await renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CLOSED_WHILE);
    expect(screen.queryByText(NOT_OPEN_YET)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Agent Name')).toHaveAttribute('readonly'));
    expect(screen.getByLabelText('Agent Name')).toHaveValue('Kim');
  });
});

describe('the draft', () => {
  it('comes back after going back or a reload, and is gone after a successful submit', async () => {
    const user = userEvent.setup();
    server();
    const first = await renderForm();
    await fill(user);
    await user.click(screen.getByLabelText('No agreement was reached'));
    first.unmount();

    const second = await renderForm();
    await waitFor(() => expect(screen.getByLabelText('Agent Name')).toHaveValue('Kim'));
    expect(screen.getByLabelText('Studio Representative Name')).toHaveValue('Park');
    expect(screen.getByLabelText('No agreement was reached')).toBeChecked();
    await user.click(screen.getByLabelText('No agreement was reached'));
    expect(screen.getByLabelText('Amount Paid per Episode (KRW)')).toHaveValue('1억 5천만');
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    await waitFor(() => expect(second.location.history.at(-1)).toBe('/simulations'));
    second.unmount();

    await renderForm();
    expect(screen.getByLabelText('Agent Name')).toHaveValue('');
    expect(sessionStorage.length).toBe(0);
  });
});

describe('offline', () => {
  it('says it is waiting for the network, then sends the report when the connection is back', async () => {
    const user = userEvent.setup();
    const { posts } = server();
    const { location } = await renderForm();
    await fill(user);
    onlineManager.setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    expect(await screen.findByText("Waiting for the network; we'll send it when you're back.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(posts()).toHaveLength(0);

    onlineManager.setOnline(true);
    await waitFor(() => expect(location.history.at(-1)).toBe('/simulations'));
    expect(posts()).toHaveLength(1);
  });
});

describe('names and amounts', () => {
  it('refuses a name over 100 characters with a message instead of cutting it, and counts as you type', async () => {
    const user = userEvent.setup();
    const { posts } = server();
    await renderForm();
    const name = screen.getByLabelText('Agent Name');
    await user.click(name);
    await user.paste('가'.repeat(101));
    expect(name).toHaveValue('가'.repeat(101));
    expect(screen.getByText('Agent Name can be at most 100 characters.')).toBeVisible();
    expect(screen.getByText('101/100')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Backspace}');
    expect(screen.queryByText('Agent Name can be at most 100 characters.')).not.toBeInTheDocument();
    expect(screen.getByText('100/100')).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it('trims a tab pasted from a spreadsheet around a name', async () => {
    const user = userEvent.setup();
    const { posts } = server();
    await renderForm();
    await user.click(screen.getByLabelText('Agent Name'));
    await user.paste('\tKim Minji\t');
    expect(screen.queryByText(/control character/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Studio Representative Name'), 'Park');
    await user.type(screen.getByLabelText('Amount Paid per Episode (KRW)'), '8000만');
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]!.init.body))).toMatchObject({ yeji_agent_name: 'Kim Minji' });
  });

  it('asks "1.5억?" for 1,5억 instead of sending 15억', async () => {
    const user = userEvent.setup();
    const { posts } = server();
    await renderForm();
    await user.type(screen.getByLabelText('Agent Name'), 'Kim');
    await user.type(screen.getByLabelText('Studio Representative Name'), 'Park');
    const amount = screen.getByLabelText('Amount Paid per Episode (KRW)');
    await user.type(amount, '1,5억');
    expect(amount).toHaveValue('1,5억');
    expect(screen.getByText(/^Did you mean 1\.5억\?/)).toBeVisible();
    expect(screen.getByTestId('amount-readback')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    expect(posts()).toHaveLength(0);
  });
});

describe('the Korean report form', () => {
  it('speaks Korean: labels, messages, read-back and the notice after sending', async () => {
    const user = userEvent.setup();
    const { posts } = server();
    const { location } = await renderForm('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(screen.getByRole('heading', { level: 1, name: '슬픔의 여왕 - 결과 보고' })).toBeVisible();
    expect(screen.getByText(/결과는 예지 소속사 대표만 보고합니다/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: '결과 제출' }));
    expect(screen.getByText('소속사 대표 이름을 입력해 주세요.')).toBeVisible();
    expect(screen.getByText('제작사 측 대표 이름을 입력해 주세요.')).toBeVisible();
    expect(screen.getByText('금액을 입력하거나 "합의하지 못했습니다"에 체크해 주세요.')).toBeVisible();

    await user.type(screen.getByLabelText('소속사 대표 이름'), '김민지');
    await user.type(screen.getByLabelText('제작사 측 대표 이름'), '박지수');
    const amount = screen.getByLabelText('회당 출연료 (원)');
    await user.type(amount, '1,5억');
    expect(screen.getByText(/^혹시 1\.5억인가요\?/)).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '1억 5천만');
    expect(screen.getByTestId('amount-readback')).toHaveTextContent('150,000,000 원 · 1억 5천만 원');
    await user.type(screen.getByLabelText('추가 조건'), '촬영 중 2주 휴가');
    expect(screen.getByLabelText('합의하지 못했습니다')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '결과 제출' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/simulations'));
    expect(flashNotice.peek()).toBe('감사합니다! 결과가 제출되었습니다.');
    expect(JSON.parse(String(posts()[0]!.init.body))).toEqual({
      yeji_agent_name: '김민지',
      studio_counterpart_name: '박지수',
      no_agreement: false,
      amount_paid: 150_000_000,
      additional_terms: '촬영 중 2주 휴가',
    });
  });

  it('says a closed simulation is not open yet in Korean, and a close while typing in Korean', async () => {
    const user = userEvent.setup();
    const { state } = server();
    const { client } = await renderForm('ko');
    await user.type(screen.getByLabelText('소속사 대표 이름'), '김민지');
    state.open = false;
    await client.invalidateQueries({ queryKey: ['/api/visibility/simulations'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^작성하시는 동안 강사가 슬픔의 여왕을 닫아서 지금은 결과를 보낼 수 없습니다\./,
    );
    expect(screen.getByRole('button', { name: '입력한 내용 복사' })).toBeVisible();
  });
});

describe('a refusal that names a field', () => {
  const control =
    'Agent Name contains a control character (such as NUL) that cannot be saved. Please retype it.';
  const refusal = () =>
    json(400, { success: false, message: control, errors: { yeji_agent_name: [control] } });

  it('shows the server’s message under that field, keeps what was typed, and lets the field be corrected', async () => {
    const user = userEvent.setup();
    const { posts } = server(refusal);
    const { location } = await renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Results' }));
    const name = screen.getByLabelText('Agent Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription(control));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // said under the field it is about, not again under the form
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(name).toHaveValue('Kim');
    expect(screen.getByLabelText('Amount Paid per Episode (KRW)')).toHaveValue('1억 5천만');
    expect(location.history.at(-1)).toBe('/simulations/queen-of-sorrows-results');
    expect(posts()).toHaveLength(1);

    await user.type(name, 'm');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(control)).not.toBeInTheDocument();
  });

  it('on the Korean form, says under the field in Korean that it could not be sent', async () => {
    const user = userEvent.setup();
    server(refusal);
    await renderForm('ko');
    await user.type(screen.getByLabelText('소속사 대표 이름'), '김민지');
    await user.type(screen.getByLabelText('제작사 측 대표 이름'), '박지수');
    await user.type(screen.getByLabelText('회당 출연료 (원)'), '1억 5천만');
    await user.click(screen.getByRole('button', { name: '결과 제출' }));
    await waitFor(() =>
      expect(screen.getByLabelText('소속사 대표 이름')).toHaveAccessibleDescription(
        '결과를 제출하지 못했습니다. 다시 시도해 주세요.',
      ),
    );
    expect(screen.queryByText(control)).not.toBeInTheDocument();
  });
});

describe('a kept draft', () => {
  it('says at once what is wrong with what it holds, and never that a field is required', async () => {
    sessionStorage.setItem(
      'report-draft:queenOfSorrows',
      JSON.stringify({
        reporter: '가'.repeat(101),
        counterpart: '',
        amount: '1,5억',
        noAgreement: false,
        terms: '',
      }),
    );
    server();
    await renderForm();
    expect(await screen.findByText('Agent Name can be at most 100 characters.')).toBeVisible();
    expect(screen.getByText(/^Did you mean 1\.5억\?/)).toBeVisible();
    expect(screen.queryByText('Studio Representative Name is required.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Studio Representative Name')).not.toHaveAttribute('aria-invalid');
  });
});
