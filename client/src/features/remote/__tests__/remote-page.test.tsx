import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PresenterState, SlideNotes } from '@shared/contracts/presenter-config';
import { json, renderWithApp, stubFetch } from '@/test/render';
import RemotePage from '../components/remote-page';

const NOTES: SlideNotes[] = [
  { slide: 1, notes: 'Welcome the room.\nAsk: who negotiated this week?' },
  { slide: 2, notes: 'Objectives in order.' },
  { slide: 3, notes: '' },
];

// paused, so that what the clock shows does not depend on how long the test takes
const state = (slide: number): PresenterState => ({
  deck: 'ai',
  lang: 'en',
  slide,
  total: 3,
  black: false,
  startedAt: null,
  pausedElapsedMs: 65_000,
  followAlong: false,
  projectorCode: null,
  serverNow: new Date().toISOString(),
});

function serve(initial: PresenterState | null, { putFails = false } = {}) {
  let current = initial;
  const calls = stubFetch((url, init) => {
    if (url === '/api/presenter/state' && init.method === 'PUT') {
      if (putFails) return json(503, { success: false, message: 'Database unavailable.' });
      const body = JSON.parse(String(init.body)) as { slide: number };
      current = { ...current!, slide: body.slide };
      return json(200, { success: true, data: current });
    }
    if (url === '/api/presenter/state' && init.method === 'PATCH') {
      current = { ...current!, followAlong: true };
      return json(200, { success: true, data: current });
    }
    if (url === '/api/presenter/state') return json(200, { success: true, data: current });
    if (url === '/api/decks/ai/notes?lang=en') return json(200, { success: true, data: NOTES });
    if (url === '/api/class-timer') return json(200, { success: true, data: null });
    return json(404, { success: false, message: 'Not found.' });
  });
  return calls;
}

const puts = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.init.method === 'PUT');

describe('the phone remote', () => {
  it('shows the slide, its notes, what comes next and the elapsed time; Next moves the presentation', async () => {
    const calls = serve(state(1));
    renderWithApp(<RemotePage />, { path: '/remote' });
    expect(await screen.findByText('Slide 1 of 3')).toBeInTheDocument();
    // the deck by its title, not its key
    expect(screen.getByText('AI Workshop')).toBeInTheDocument();
    expect(screen.queryByText(/^ai$/)).not.toBeInTheDocument();
    expect(await screen.findByText('Welcome the room.')).toBeInTheDocument();
    expect(screen.getByText('Ask: who negotiated this week?')).toBeInTheDocument();
    expect(screen.getByText('Slide 2: Objectives in order.')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Elapsed time' })).toHaveTextContent('1:05 (paused)');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Slide 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Objectives in order.', { selector: 'section p' })).toBeInTheDocument();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(JSON.parse(String(puts(calls)[0]!.init.body))).toEqual({
      deck: 'ai',
      lang: 'en',
      slide: 2,
      total: 3,
      black: false,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Slide 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('No notes for this slide.')).toBeInTheDocument();
    expect(screen.getByText('End of the deck')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('names a Korean deck by its Korean title, and shows the projector code once there is one', async () => {
    serve({ ...state(1), lang: 'ko', projectorCode: 'K7QM2P' });
    renderWithApp(<RemotePage />, { path: '/remote' });
    expect(await screen.findByText('AI 워크숍')).toHaveAttribute('lang', 'ko');
    expect(screen.getByTestId('remote-projector-code')).toHaveTextContent('K7Q-M2P');
  });

  it('says when no presentation runs', async () => {
    serve(null);
    renderWithApp(<RemotePage />, { path: '/remote' });
    expect(await screen.findByText(/No presentation is running/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('says so when a press does not reach the server, and goes back to what the server holds', async () => {
    serve(state(1), { putFails: true });
    renderWithApp(<RemotePage />, { path: '/remote' });
    await screen.findByText('Slide 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not reach the server');
    expect(await screen.findByText('Slide 1 of 3')).toBeInTheDocument();
  });

  it('switches students following along', async () => {
    const calls = serve(state(1));
    renderWithApp(<RemotePage />, { path: '/remote' });
    const toggle = await screen.findByRole('switch', { name: /Students follow along/ });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: /Students follow along/ })).toBeChecked());
    const patch = calls.find((c) => c.init.method === 'PATCH')!;
    expect(JSON.parse(String(patch.init.body))).toEqual({ action: 'followAlong', on: true });
  });
});
