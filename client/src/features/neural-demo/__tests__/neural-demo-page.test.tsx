import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp, stubFetch } from '@/test/render';
import NeuralDemoPage from '../components/neural-demo-page';
import { STAGE_DELAYS_MS } from '../lib/explorer-state';

beforeEach(() => {
  vi.useFakeTimers();
  stubFetch(() => json(401, { success: false, message: 'Please sign in' }));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

// fireEvent rather than user-event: user-event's own delays wait on timers that are fake here.
function setup() {
  renderWithApp(<NeuralDemoPage />, { path: '/neural-network-demo' });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

const feedbackButtons = () =>
  within(screen.getByRole('group', { name: 'Was this right? Pick the right one:' })).getAllByRole('button');

/** Lets the fake clock move on; one stage per call, as each stage's timer is set once React has rendered. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function runToTheEnd() {
  click('Run the network');
  for (const ms of STAGE_DELAYS_MS) await wait(ms);
}

describe('Neural Network Explorer', () => {
  it('walks through the staged run, then shows the recommendation with every probability', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Neural Network Explorer' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Demos' })).toHaveAttribute('href', '/demos');
    expect(screen.queryByRole('group', { name: /Was this right/ })).not.toBeInTheDocument();

    click('Run the network');
    expect(screen.getByRole('button', { name: 'Calculating…' })).toHaveAttribute('aria-disabled', 'true');
    await wait(STAGE_DELAYS_MS[0]! - 1);
    expect(screen.getByText('Starting…')).toBeVisible();
    await wait(1);
    expect(screen.getByText('Step 1 of 4 · Inputs')).toBeVisible();
    await wait(STAGE_DELAYS_MS[1]!);
    expect(screen.getByText('Step 2 of 4 · Hidden layer')).toBeVisible();
    await wait(STAGE_DELAYS_MS[2]!);
    expect(screen.getByText('Step 3 of 4 · Outputs')).toBeVisible();
    await wait(STAGE_DELAYS_MS[3]!);
    expect(screen.getByText('Step 4 of 4 · Result')).toBeVisible();
    expect(screen.queryByRole('group', { name: /Was this right/ })).not.toBeInTheDocument();
    await wait(STAGE_DELAYS_MS[4]! - 1);
    expect(screen.getByRole('button', { name: 'Calculating…' })).toHaveAttribute('aria-disabled', 'true');
    await wait(1);

    // all sliders at 5: Salad 49%, Cheese Pizza 15%, Hamburger 36%
    expect(screen.getByTestId('recommendation')).toHaveTextContent('Salad');
    const probabilities = screen.getByRole('list', { name: 'Probability of each option' });
    expect(
      within(probabilities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Salad49%', 'Cheese Pizza15%', 'Hamburger36%']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Recommendation: Salad, 49%. Cheese Pizza 15%, Hamburger 36%.',
    );
    expect(feedbackButtons().map((b) => b.textContent)).toEqual(['Salad', 'Cheese Pizza', 'Hamburger']);
    feedbackButtons().forEach((b) => expect(b).toBeEnabled());
  });

  it('keeps the feedback buttons disabled after a correction until the inputs change or it runs again', async () => {
    setup();
    await runToTheEnd();

    click('Hamburger');
    feedbackButtons().forEach((b) => expect(b).toBeDisabled());
    // keyboard focus is not lost with the disabled button
    expect(document.activeElement).toHaveTextContent(
      /^Thanks! The network adjusted its weights toward Hamburger/,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      /The network learned: Hamburger went from 36% to \d+%/,
    );
    const history = screen.getByRole('list', { name: 'Corrections, newest first' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(history).toHaveTextContent('Inputs: Hunger 5, Health 5, Time 5.');
    expect(history).toHaveTextContent('you said Hamburger');
    expect(history).toHaveTextContent(/→/);

    // a second click changes nothing while disabled
    click('Hamburger');
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);

    // moving a slider opens feedback again, for the new inputs
    fireEvent.change(screen.getByRole('slider', { name: /Hunger/ }), { target: { value: '8' } });
    feedbackButtons().forEach((b) => expect(b).toBeEnabled());
    click('Salad');
    feedbackButtons().forEach((b) => expect(b).toBeDisabled());
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
      'Inputs: Hunger 8, Health 5, Time 5.',
    );

    // so does a new run, once it has finished
    await runToTheEnd();
    feedbackButtons().forEach((b) => expect(b).toBeEnabled());
  });

  it('resets the sliders to 5, clears the history and restores the starting weights', async () => {
    setup();
    fireEvent.change(screen.getByRole('slider', { name: /Time/ }), { target: { value: '2' } });
    expect(screen.getByRole('slider', { name: /Time/ })).toHaveValue('2');
    expect(screen.getByTestId('time-value')).toHaveTextContent('2');
    await runToTheEnd();
    click('Salad');
    const weightOf = (label: string) =>
      document.querySelector(`[data-connection="${label}"]`)!.getAttribute('data-weight');
    expect(weightOf('H2 → Salad')).not.toBe('4.0000');

    click('Reset');
    for (const name of [/Hunger/, /Health/, /Time/])
      expect(screen.getByRole('slider', { name })).toHaveValue('5');
    expect(screen.getByTestId('time-value')).toHaveTextContent('5');
    expect(screen.getByText(/No corrections yet/)).toBeVisible();
    expect(weightOf('H2 → Salad')).toBe('4.0000');
    expect(weightOf('Hunger → H1')).toBe('5.0000');
    expect(screen.queryByRole('group', { name: /Was this right/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Reset/);
  });
});
