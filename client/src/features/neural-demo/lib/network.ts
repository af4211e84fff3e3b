/**
 * The food-recommendation network of the Neural Network Explorer: 3 inputs -> 3 sigmoid hidden units ->
 * 3 softmax outputs, trained one example at a time with backpropagation of the cross-entropy loss.
 * Pure TypeScript, no React: every function returns new values and never mutates its arguments.
 */

export const INPUT_KEYS = ['hunger', 'health', 'time'] as const;
export type InputKey = (typeof INPUT_KEYS)[number];
export type Inputs = Record<InputKey, number>;

export const HIDDEN_KEYS = ['h1', 'h2', 'h3'] as const;
export type HiddenKey = (typeof HIDDEN_KEYS)[number];

export const FOOD_KEYS = ['salad', 'pizza', 'hamburger'] as const;
export type FoodKey = (typeof FOOD_KEYS)[number];

export const INPUT_LABELS: Record<InputKey, string> = { hunger: 'Hunger', health: 'Health', time: 'Time' };
export const HIDDEN_LABELS: Record<HiddenKey, string> = { h1: 'H1', h2: 'H2', h3: 'H3' };
/** The three options the user sees. */
export const FOOD_LABELS: Record<FoodKey, string> = {
  salad: 'Salad',
  pizza: 'Cheese Pizza',
  hamburger: 'Hamburger',
};

export const INPUT_MIN = 1;
export const INPUT_MAX = 10;
export const INPUT_DEFAULT = 5;
export const LEARNING_RATE = 0.4;

export const DEFAULT_INPUTS: Readonly<Inputs> = Object.freeze({
  hunger: INPUT_DEFAULT,
  health: INPUT_DEFAULT,
  time: INPUT_DEFAULT,
});

/** All parameters. Rows follow the key order above: inputHidden[hidden][input], hiddenOutput[food][hidden]. */
export interface Weights {
  inputHidden: number[][];
  hiddenBias: number[];
  hiddenOutput: number[][];
  outputBias: number[];
}

/**
 * Hand-picked starting weights, so the untrained network already makes sense:
 * h1 "appetite" grows with hunger, h2 "health focus" with health, h3 "in a hurry" when there is little time.
 * Salad follows health focus; Cheese Pizza follows appetite when there is time; Hamburger follows appetite
 * in a hurry. E.g. hungry + little time -> Hamburger; health-conscious -> Salad; hungry + time -> Cheese Pizza.
 */
export const INITIAL_WEIGHTS: Readonly<Weights> = deepFreeze({
  inputHidden: [
    [5, -1, 0], // h1 appetite
    [-0.5, 5, 0.5], // h2 health focus
    [1, 0, -5], // h3 in a hurry
  ],
  hiddenBias: [-2, -2.5, 2],
  hiddenOutput: [
    [-1.5, 4, -0.5], // salad
    [3, -2, -2.5], // pizza
    [2, -2.5, 3], // hamburger
  ],
  outputBias: [0, 0.5, -1],
});

/** A fresh, mutable copy of the starting weights (what Reset goes back to). */
export function initialWeights(): Weights {
  return cloneWeights(INITIAL_WEIGHTS);
}

export function cloneWeights(w: Readonly<Weights>): Weights {
  return {
    inputHidden: w.inputHidden.map((row) => [...row]),
    hiddenBias: [...w.hiddenBias],
    hiddenOutput: w.hiddenOutput.map((row) => [...row]),
    outputBias: [...w.outputBias],
  };
}

/** Slider value 1..10 -> 0..1 (1 is 0, 10 is 1). Out-of-range or non-numeric values are clamped. */
export function scaleInput(value: number): number {
  const v = Number.isFinite(value) ? Math.min(INPUT_MAX, Math.max(INPUT_MIN, value)) : INPUT_DEFAULT;
  return (v - INPUT_MIN) / (INPUT_MAX - INPUT_MIN);
}

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Probabilities that sum to 1; shifted by the maximum so large scores cannot overflow. */
export function softmax(scores: readonly number[]): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

export interface ForwardPass {
  /** The scaled inputs, 0..1, in INPUT_KEYS order. */
  x: number[];
  /** Hidden activations, 0..1, in HIDDEN_KEYS order. */
  hidden: number[];
  /** Output scores before softmax, in FOOD_KEYS order. */
  scores: number[];
  /** Output probabilities, in FOOD_KEYS order. */
  probabilities: number[];
  /** The food with the highest probability. */
  recommendation: FoodKey;
}

const dot = (row: readonly number[], v: readonly number[], bias: number) =>
  row.reduce((sum, w, i) => sum + w * v[i]!, bias);

export function forward(weights: Readonly<Weights>, inputs: Inputs): ForwardPass {
  const x = INPUT_KEYS.map((k) => scaleInput(inputs[k]));
  const hidden = weights.inputHidden.map((row, j) => sigmoid(dot(row, x, weights.hiddenBias[j]!)));
  const scores = weights.hiddenOutput.map((row, k) => dot(row, hidden, weights.outputBias[k]!));
  const probabilities = softmax(scores);
  const best = probabilities.indexOf(Math.max(...probabilities));
  return { x, hidden, scores, probabilities, recommendation: FOOD_KEYS[best]! };
}

/** Cross-entropy loss for "the right answer was `target`": -ln p(target). */
export function loss(weights: Readonly<Weights>, inputs: Inputs, target: FoodKey): number {
  return -Math.log(forward(weights, inputs).probabilities[FOOD_KEYS.indexOf(target)]!);
}

/** d loss / d parameter for every parameter, by backpropagation; same shape as Weights. */
export function gradients(weights: Readonly<Weights>, inputs: Inputs, target: FoodKey): Weights {
  const { x, hidden, probabilities } = forward(weights, inputs);
  const t = FOOD_KEYS.indexOf(target);
  // softmax + cross-entropy: d loss / d score_k = p_k - y_k
  const dScores = probabilities.map((p, k) => p - (k === t ? 1 : 0));
  const dHidden = hidden.map((h, j) => {
    const back = dScores.reduce((sum, d, k) => sum + d * weights.hiddenOutput[k]![j]!, 0);
    return back * h * (1 - h); // sigmoid'(z) = h (1 - h)
  });
  return {
    inputHidden: dHidden.map((d) => x.map((xi) => d * xi)),
    hiddenBias: dHidden,
    hiddenOutput: dScores.map((d) => hidden.map((h) => d * h)),
    outputBias: dScores,
  };
}

export type Layer = 'inputHidden' | 'hiddenBias' | 'hiddenOutput' | 'outputBias';

export interface WeightChange {
  layer: Layer;
  /** Readable name, e.g. "Hunger → H1" or "H2 bias". */
  label: string;
  before: number;
  after: number;
}

export interface TrainingStep {
  weights: Weights;
  /** Every parameter, before and after the step. */
  changes: WeightChange[];
  before: ForwardPass;
  after: ForwardPass;
}

/** One step of gradient descent toward `target` for these inputs: w <- w - rate * dLoss/dw. */
export function trainStep(
  weights: Readonly<Weights>,
  inputs: Inputs,
  target: FoodKey,
  rate: number = LEARNING_RATE,
): TrainingStep {
  const g = gradients(weights, inputs, target);
  const step = (w: number, d: number) => w - rate * d;
  const next: Weights = {
    inputHidden: weights.inputHidden.map((row, j) => row.map((w, i) => step(w, g.inputHidden[j]![i]!))),
    hiddenBias: weights.hiddenBias.map((w, j) => step(w, g.hiddenBias[j]!)),
    hiddenOutput: weights.hiddenOutput.map((row, k) => row.map((w, j) => step(w, g.hiddenOutput[k]![j]!))),
    outputBias: weights.outputBias.map((w, k) => step(w, g.outputBias[k]!)),
  };
  return {
    weights: next,
    changes: describeChanges(weights, next),
    before: forward(weights, inputs),
    after: forward(next, inputs),
  };
}

/** Every parameter of `a` and `b`, with readable names, in a fixed order. */
export function describeChanges(a: Readonly<Weights>, b: Readonly<Weights>): WeightChange[] {
  const changes: WeightChange[] = [];
  HIDDEN_KEYS.forEach((h, j) => {
    INPUT_KEYS.forEach((inp, i) =>
      changes.push({
        layer: 'inputHidden',
        label: `${INPUT_LABELS[inp]} → ${HIDDEN_LABELS[h]}`,
        before: a.inputHidden[j]![i]!,
        after: b.inputHidden[j]![i]!,
      }),
    );
    changes.push({
      layer: 'hiddenBias',
      label: `${HIDDEN_LABELS[h]} bias`,
      before: a.hiddenBias[j]!,
      after: b.hiddenBias[j]!,
    });
  });
  FOOD_KEYS.forEach((f, k) => {
    HIDDEN_KEYS.forEach((h, j) =>
      changes.push({
        layer: 'hiddenOutput',
        label: `${HIDDEN_LABELS[h]} → ${FOOD_LABELS[f]}`,
        before: a.hiddenOutput[k]![j]!,
        after: b.hiddenOutput[k]![j]!,
      }),
    );
    changes.push({
      layer: 'outputBias',
      label: `${FOOD_LABELS[f]} bias`,
      before: a.outputBias[k]!,
      after: b.outputBias[k]!,
    });
  });
  return changes;
}

function deepFreeze<T extends object>(o: T): T {
  for (const v of Object.values(o)) if (v && typeof v === 'object') deepFreeze(v as object);
  return Object.freeze(o);
}
