import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TIMER_LABEL_MAX, timerMessages, type ClassTimer } from '@shared/contracts/class-timer-config';
import { json, renderWithApp, stubFetch } from '@/test/render';
import { ClassTimerControls } from '../components/class-timer-controls';

/** The instructor's timer controls ask before replacing a running timer, and show the label's limit. */
function serve(timer: ClassTimer | null) {
  return stubFetch((url, init) => {
    if (url !== '/api/class-timer') return json(404, { success: false, message: 'Not found.' });
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { label: string; seconds: number };
      const now = Date.now();
      return json(200, {
        success: true,
        data: {
          label: body.label,
          endsAt: new Date(now + body.seconds * 1000).toISOString(),
          pausedRemainingMs: null,
          serverNow: new Date(now).toISOString(),
        },
      });
    }
    return json(200, { success: true, data: timer });
  });
}

// paused, so that the time left does not depend on how long the test takes
const paused = (): ClassTimer => ({
  label: 'Negotiation',
  endsAt: null,
  pausedRemainingMs: 12 * 60_000,
  serverNow: new Date().toISOString(),
});
const puts = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.init.method === 'PUT');

describe('ClassTimerControls', () => {
  it('asks before a preset replaces a running timer: Keep leaves it, Replace starts the preset', async () => {
    const calls = serve(paused());
    renderWithApp(<ClassTimerControls />);
    await screen.findByRole('button', { name: /Resume/ });

    await userEvent.click(screen.getByRole('button', { name: 'Preparation · 20 min' }));
    let dialog = screen.getByRole('dialog', { name: 'Replace the running timer?' });
    expect(dialog).toHaveTextContent('"Negotiation" still has 12:00 left');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the current timer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Preparation · 20 min' }));
    dialog = screen.getByRole('dialog', { name: 'Replace the running timer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace it' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.init.body).toBe(JSON.stringify({ label: 'Preparation', seconds: 1200 }));
  });

  it('starts a preset at once when no timer runs', async () => {
    const calls = serve(null);
    renderWithApp(<ClassTimerControls />);
    await screen.findByText(/No timer is running/);
    await userEvent.click(screen.getByRole('button', { name: 'Negotiation · 20 min' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
  });

  it('shows the label limit as you type and refuses a longer label with the API message, cutting nothing', async () => {
    const calls = serve(null);
    renderWithApp(<ClassTimerControls />);
    const input = await screen.findByLabelText('Label');
    expect(input).toHaveAccessibleDescription(`0/${TIMER_LABEL_MAX} characters`);
    const long = 'Second negotiation round with the new CFO'; // 41 characters
    expect(long).toHaveLength(TIMER_LABEL_MAX + 1);
    await userEvent.type(input, long);
    expect(input).toHaveValue(long);
    expect(input).toHaveAccessibleDescription(`41/${TIMER_LABEL_MAX} characters`);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(timerMessages.labelTooLong);
    expect(puts(calls)).toHaveLength(0);

    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveAccessibleDescription(`40/${TIMER_LABEL_MAX} characters`);
    await userEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
  });

  it('reads the minutes as typed ("1,5" is 90 seconds) and refuses minutes out of range with the API message', async () => {
    const calls = serve(null);
    renderWithApp(<ClassTimerControls />);
    await userEvent.type(await screen.findByLabelText('Label'), 'Reading');
    const minutes = screen.getByLabelText('Minutes');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(timerMessages.seconds);
    expect(puts(calls)).toHaveLength(0);

    await userEvent.clear(minutes);
    await userEvent.type(minutes, '1,5');
    await userEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.init.body).toBe(JSON.stringify({ label: 'Reading', seconds: 90 }));
  });
});
