import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassTimer } from '@shared/contracts/class-timer-config';
import { json, renderWithApp, stubFetch } from '@/test/render';
import { ClassTimerChip } from '../components/class-timer-chip';

/** The timer chip counts down to the server's end, whatever this device's clock says. */
afterEach(() => vi.useRealTimers());

const NOW = Date.parse('2026-11-25T09:00:00Z');

function serve(timer: ClassTimer | null) {
  stubFetch((url) =>
    url === '/api/class-timer' ? json(200, { success: true, data: timer }) : json(404, { success: false }),
  );
}

describe('ClassTimerChip', () => {
  it('shows the label and the time left, corrected for a device clock 2 minutes slow, down to "Time is up"', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW - 120_000); // this device is two minutes behind the server
    const serverNow = new Date(NOW).toISOString();
    serve({
      label: 'Negotiation',
      endsAt: new Date(NOW + 90_000).toISOString(),
      pausedRemainingMs: null,
      serverNow,
    });
    renderWithApp(<ClassTimerChip />);
    expect(await screen.findByRole('timer')).toHaveTextContent('1:30');
    expect(screen.getByText('Negotiation')).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Time is up');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows a paused timer in Korean with its preset label translated', async () => {
    serve({
      label: 'Preparation',
      endsAt: null,
      pausedRemainingMs: 300_000,
      serverNow: new Date().toISOString(),
    });
    renderWithApp(<ClassTimerChip lang="ko" />);
    expect(await screen.findByRole('timer')).toHaveTextContent('5:00(일시 정지)');
    expect(screen.getByText('준비')).toBeInTheDocument();
  });

  it('shows nothing when no timer runs', async () => {
    const calls = stubFetch(() => json(200, { success: true, data: null }));
    const { container } = renderWithApp(<ClassTimerChip />);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(container).toBeEmptyDOMElement();
  });
});
