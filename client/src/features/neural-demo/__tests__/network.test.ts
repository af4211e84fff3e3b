import { describe, expect, it } from 'vitest';
import {
  FOOD_KEYS,
  INITIAL_WEIGHTS,
  cloneWeights,
  forward,
  gradients,
  initialWeights,
  loss,
  scaleInput,
  trainStep,
  type FoodKey,
  type Inputs,
  type Weights,
} from '../lib/network';

const inputs = (hunger: number, health: number, time: number): Inputs => ({ hunger, health, time });

describe('forward pass', () => {
  it('scales slider values 1..10 to 0..1', () => {
    expect(scaleInput(1)).toBe(0);
    expect(scaleInput(10)).toBe(1);
    expect(scaleInput(5)).toBeCloseTo(4 / 9, 12);
  });

  it('matches a hand-computed example (hunger 10, health 1, time 1)', () => {
    // x = (1, 0, 0). Hidden: h1 = σ(5 - 2) = σ(3), h2 = σ(-0.5 - 2.5) = σ(-3), h3 = σ(1 + 2) = σ(3).
    const s3 = 0.9525741268224334; // σ(3) = 1 / (1 + e^-3)
    const sm3 = 0.047425873177566635; // σ(-3) = 1 - σ(3)
    // Scores: salad  = -1.5 σ3 + 4 σ-3 - 0.5 σ3 + 0   = -1.715444761
    //         pizza  =  3 σ3 - 2 σ-3 - 2.5 σ3 + 0.5   =  0.881435317
    //         burger =  2 σ3 - 2.5 σ-3 + 3 σ3 - 1     =  3.644305951
    // Softmax of the scores: 0.004403468, 0.059102461, 0.936494071
    const pass = forward(INITIAL_WEIGHTS, inputs(10, 1, 1));
    expect(pass.x).toEqual([1, 0, 0]);
    [s3, sm3, s3].forEach((h, j) => expect(pass.hidden[j]).toBeCloseTo(h, 9));
    [-1.715444761, 0.881435317, 3.644305951].forEach((z, k) => expect(pass.scores[k]).toBeCloseTo(z, 8));
    [0.004403468, 0.059102461, 0.936494071].forEach((p, k) =>
      expect(pass.probabilities[k]).toBeCloseTo(p, 8),
    );
    expect(pass.recommendation).toBe('hamburger');
  });

  it('gives probabilities that sum to 1', () => {
    const sum = forward(INITIAL_WEIGHTS, inputs(3, 7, 4)).probabilities.reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 12);
  });
});

describe('the starting recommendations make intuitive sense', () => {
  it.each<[string, Inputs, FoodKey]>([
    ['hungry with little time', inputs(9, 5, 2), 'hamburger'],
    ['starving, in a rush, not health-minded', inputs(10, 1, 1), 'hamburger'],
    ['health-conscious', inputs(5, 9, 5), 'salad'],
    ['health-conscious and not hungry', inputs(2, 9, 8), 'salad'],
    ['health-conscious even in a hurry', inputs(3, 8, 2), 'salad'],
    ['hungry with plenty of time, not health-minded', inputs(9, 2, 9), 'pizza'],
  ])('%s -> %s', (_case, given, expected) => {
    expect(forward(INITIAL_WEIGHTS, given).recommendation).toBe(expected);
  });
});

/** Central differences: (loss(w + ε) - loss(w - ε)) / 2ε for one parameter. */
function numericalGradient(
  w: Weights,
  at: Inputs,
  target: FoodKey,
  get: (w: Weights) => number[],
  i: number,
): number {
  const eps = 1e-5;
  const plus = cloneWeights(w);
  get(plus)[i]! += eps;
  const minus = cloneWeights(w);
  get(minus)[i]! -= eps;
  return (loss(plus, at, target) - loss(minus, at, target)) / (2 * eps);
}

describe('backpropagation', () => {
  const cases: [Inputs, FoodKey][] = [
    [inputs(5, 5, 5), 'pizza'],
    [inputs(8, 3, 2), 'salad'],
    [inputs(2, 10, 7), 'hamburger'],
  ];

  it.each(cases)('matches numerical differentiation within 1e-6 (%o -> %s)', (at, target) => {
    // a trained, non-symmetric starting point as well as the initial one
    const trained = trainStep(INITIAL_WEIGHTS, inputs(7, 4, 3), 'salad').weights;
    for (const w of [initialWeights(), trained]) {
      const g = gradients(w, at, target);
      let checked = 0;
      for (let j = 0; j < 3; j++) {
        for (let i = 0; i < 3; i++) {
          expect(
            Math.abs(g.inputHidden[j]![i]! - numericalGradient(w, at, target, (v) => v.inputHidden[j]!, i)),
          ).toBeLessThan(1e-6);
          expect(
            Math.abs(g.hiddenOutput[j]![i]! - numericalGradient(w, at, target, (v) => v.hiddenOutput[j]!, i)),
          ).toBeLessThan(1e-6);
          checked += 2;
        }
        expect(
          Math.abs(g.hiddenBias[j]! - numericalGradient(w, at, target, (v) => v.hiddenBias, j)),
        ).toBeLessThan(1e-6);
        expect(
          Math.abs(g.outputBias[j]! - numericalGradient(w, at, target, (v) => v.outputBias, j)),
        ).toBeLessThan(1e-6);
        checked += 2;
      }
      expect(checked).toBe(24);
      // and the gradient is not trivially zero
      expect(Math.max(...g.outputBias.map(Math.abs))).toBeGreaterThan(0.01);
    }
  });

  it('one correction raises the chosen food’s probability for those inputs', () => {
    for (const [at, target] of cases) {
      const k = FOOD_KEYS.indexOf(target);
      const step = trainStep(INITIAL_WEIGHTS, at, target);
      expect(step.before.probabilities[k]).toBe(forward(INITIAL_WEIGHTS, at).probabilities[k]);
      expect(step.after.probabilities[k]).toBeGreaterThan(step.before.probabilities[k]!);
      expect(step.after.probabilities[k]).toBe(forward(step.weights, at).probabilities[k]);
    }
  });

  it('uses learning rate 0.4 and reports every weight before -> after', () => {
    const at = inputs(8, 3, 2);
    const g = gradients(INITIAL_WEIGHTS, at, 'salad');
    const step = trainStep(INITIAL_WEIGHTS, at, 'salad');
    expect(step.weights.outputBias[0]).toBeCloseTo(
      INITIAL_WEIGHTS.outputBias[0]! - 0.4 * g.outputBias[0]!,
      12,
    );
    expect(step.changes).toHaveLength(24);
    const hungerToH1 = step.changes.find((c) => c.label === 'Hunger → H1')!;
    expect(hungerToH1.before).toBe(5);
    expect(hungerToH1.after).toBe(step.weights.inputHidden[0]![0]);
    expect(hungerToH1.after).not.toBe(hungerToH1.before);
    expect(step.changes.find((c) => c.label === 'H2 → Salad')!.after).toBeGreaterThan(4);
  });

  it('leaves the weights it was given untouched, so reset restores the initial weights exactly', () => {
    const snapshot = JSON.stringify(INITIAL_WEIGHTS);
    let w = initialWeights();
    for (const target of FOOD_KEYS) w = trainStep(w, inputs(6, 6, 6), target).weights;
    expect(w).not.toEqual(INITIAL_WEIGHTS);
    expect(JSON.stringify(INITIAL_WEIGHTS)).toBe(snapshot);
    expect(initialWeights()).toEqual(INITIAL_WEIGHTS);
    expect(Object.isFrozen(INITIAL_WEIGHTS.inputHidden[0])).toBe(true);
  });
});
