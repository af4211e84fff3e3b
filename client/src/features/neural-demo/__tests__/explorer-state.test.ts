import { describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_FLASH_MS,
  STAGE_DELAYS_MS,
  explorerReducer,
  initialExplorerState,
  type ExplorerAction,
  type ExplorerState,
} from '../lib/explorer-state';
import { INITIAL_WEIGHTS } from '../lib/network';

const apply = (state: ExplorerState, ...actions: ExplorerAction[]) => actions.reduce(explorerReducer, state);

/** A finished run: 'run', then one 'advance' per staged delay. */
const ran = (state: ExplorerState) => {
  let s = explorerReducer(state, { type: 'run' });
  for (let i = 0; i < STAGE_DELAYS_MS.length; i++)
    s = explorerReducer(s, { type: 'advance', runId: s.runId });
  return s;
};

describe('explorer state machine', () => {
  it('keeps the timings: 300, 200, 200, 300, 300 ms and a 600 ms flash', () => {
    expect(STAGE_DELAYS_MS).toEqual([300, 200, 200, 300, 300]);
    expect(HIGHLIGHT_FLASH_MS).toBe(600);
  });

  it('goes idle -> calculating through inputs, hidden, outputs, result -> result shown', () => {
    let s = apply(initialExplorerState(), { type: 'run' });
    expect([s.phase, s.stage]).toEqual(['calculating', null]);
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      s = explorerReducer(s, { type: 'advance', runId: s.runId });
      seen.push(s.stage);
    }
    expect(seen).toEqual(['inputs', 'hidden', 'outputs', 'result']);
    expect(s.phase).toBe('calculating');
    s = explorerReducer(s, { type: 'advance', runId: s.runId });
    expect(s.phase).toBe('result');
    expect(s.announcement).toMatch(/^Recommendation: /);
  });

  it('ignores the timers of an abandoned run', () => {
    const first = apply(initialExplorerState(), { type: 'run' });
    const second = apply(first, { type: 'run' });
    expect(apply(second, { type: 'advance', runId: first.runId })).toBe(second);
  });

  it('jumps to the result when the inputs change during a run, and ignores feedback while calculating', () => {
    const running = apply(initialExplorerState(), { type: 'run' }, { type: 'advance', runId: 1 });
    expect(apply(running, { type: 'feedback', food: 'salad', at: 0 })).toBe(running);
    const moved = apply(running, { type: 'setInput', key: 'hunger', value: 9 });
    expect(moved.phase).toBe('result');
    expect(moved.inputs.hunger).toBe(9);
    // the old run's next timer changes nothing
    expect(apply(moved, { type: 'advance', runId: running.runId })).toBe(moved);
  });

  it('trains once per result: a second correction is refused until the inputs change', () => {
    const corrected = apply(ran(initialExplorerState()), { type: 'feedback', food: 'pizza', at: 1000 });
    expect(corrected.phase).toBe('feedback');
    expect(corrected.history).toHaveLength(1);
    expect(corrected.history[0]).toMatchObject({ at: 1000, correction: 'pizza', predicted: 'salad' });
    expect(corrected.history[0]!.probabilityAfter).toBeGreaterThan(corrected.history[0]!.probabilityBefore);
    expect(apply(corrected, { type: 'feedback', food: 'pizza', at: 2000 })).toBe(corrected);

    const again = apply(
      corrected,
      { type: 'setInput', key: 'time', value: 3 },
      { type: 'feedback', food: 'salad', at: 3000 },
    );
    expect(again.history.map((h) => h.id)).toEqual([2, 1]);
  });

  it('resets inputs to 5, history to empty and weights to the initial ones', () => {
    const used = apply(
      ran(initialExplorerState()),
      { type: 'setInput', key: 'health', value: 10 },
      { type: 'feedback', food: 'hamburger', at: 1 },
    );
    const reset = apply(used, { type: 'reset' });
    expect(reset.inputs).toEqual({ hunger: 5, health: 5, time: 5 });
    expect(reset.history).toEqual([]);
    expect(reset.weights).toEqual(INITIAL_WEIGHTS);
    expect(reset.phase).toBe('idle');
    expect(reset.runId).toBeGreaterThan(used.runId);
  });

  it('is pure: the same state and action give the same next state, and flash ids never repeat', () => {
    const before = apply(initialExplorerState(), { type: 'run' });
    expect(ran(before)).toEqual(ran(before));
    const first = ran(initialExplorerState());
    const corrected = apply(first, { type: 'feedback', food: 'pizza', at: 1 });
    const afterReset = ran(apply(corrected, { type: 'reset' }));
    const ids = [first.flash!.id, corrected.flash!.id, afterReset.flash!.id];
    expect(new Set(ids).size).toBe(3);
  });
});
