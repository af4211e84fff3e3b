/**
 * The explorer's state machine: idle -> calculating (staged) -> result shown -> feedback given.
 * A pure reducer (the same state and action always give the same next state; the time of a correction
 * comes in with its action): the hook in ../hooks/use-explorer.ts only adds the clock and the timers.
 */
import {
  DEFAULT_INPUTS,
  FOOD_KEYS,
  FOOD_LABELS,
  forward,
  initialWeights,
  trainStep,
  type FoodKey,
  type Inputs,
  type InputKey,
  type WeightChange,
  type Weights,
} from './network';

// The staged run: inputs -> hidden -> outputs -> result, then the result is shown.
export const INPUTS_DELAY_MS = 300;
export const HIDDEN_DELAY_MS = 200;
export const OUTPUTS_DELAY_MS = 200;
export const RESULT_DELAY_MS = 300;
export const SHOW_RESULT_DELAY_MS = 300;
/** How long a new result or a weight change stays highlighted. */
export const HIGHLIGHT_FLASH_MS = 600;

/** The layer the run has reached; 'result' means the winning food is being picked. */
export type Stage = 'inputs' | 'hidden' | 'outputs' | 'result';
export const STAGES: readonly Stage[] = ['inputs', 'hidden', 'outputs', 'result'];

/** The wait before each stage is reached (the last entry: before the result is shown). */
export const STAGE_DELAYS_MS: readonly number[] = [
  INPUTS_DELAY_MS,
  HIDDEN_DELAY_MS,
  OUTPUTS_DELAY_MS,
  RESULT_DELAY_MS,
  SHOW_RESULT_DELAY_MS,
];

export type Phase = 'idle' | 'calculating' | 'result' | 'feedback';

export interface HistoryEntry {
  id: number;
  /** When the correction was given (ms since the epoch). */
  at: number;
  inputs: Inputs;
  predicted: FoodKey;
  correction: FoodKey;
  /** The corrected food's probability for these inputs, before and after the step. */
  probabilityBefore: number;
  probabilityAfter: number;
  changes: WeightChange[];
}

export interface ExplorerState {
  inputs: Inputs;
  weights: Weights;
  phase: Phase;
  /** During 'calculating': the last stage reached (null before the first). */
  stage: Stage | null;
  /** Increases with every run, so timers of an abandoned run change nothing. */
  runId: number;
  history: HistoryEntry[];
  /** What the aria-live region says: set only by runs, corrections and resets, never by slider moves. */
  announcement: string;
  /** What is highlighted for HIGHLIGHT_FLASH_MS; id tells one flash from the next. */
  flash: { kind: 'result' | 'weights'; id: number } | null;
  /** How many flashes there have been: the next one's id, so ids never repeat (a reset keeps it). */
  flashCount: number;
}

export type ExplorerAction =
  | { type: 'setInput'; key: InputKey; value: number }
  | { type: 'run' }
  | { type: 'advance'; runId: number }
  | { type: 'feedback'; food: FoodKey; at: number }
  | { type: 'endFlash'; id: number }
  | { type: 'reset' };

export function initialExplorerState(): ExplorerState {
  return {
    inputs: { ...DEFAULT_INPUTS },
    weights: initialWeights(),
    phase: 'idle',
    stage: null,
    runId: 0,
    history: [],
    announcement: '',
    flash: null,
    flashCount: 0,
  };
}

const percent = (p: number) => `${Math.round(p * 100)}%`;

export function describeResult(weights: Weights, inputs: Inputs): string {
  const { probabilities, recommendation } = forward(weights, inputs);
  const others = FOOD_KEYS.filter((f) => f !== recommendation)
    .map((f) => `${FOOD_LABELS[f]} ${percent(probabilities[FOOD_KEYS.indexOf(f)]!)}`)
    .join(', ');
  const best = probabilities[FOOD_KEYS.indexOf(recommendation)]!;
  return `Recommendation: ${FOOD_LABELS[recommendation]}, ${percent(best)}. ${others}.`;
}

/** The state's next flash, with an id none before it had. */
const withFlash = (state: ExplorerState, kind: 'result' | 'weights') => ({
  flash: { kind, id: state.flashCount + 1 },
  flashCount: state.flashCount + 1,
});

export function explorerReducer(state: ExplorerState, action: ExplorerAction): ExplorerState {
  switch (action.type) {
    case 'setInput': {
      const inputs = { ...state.inputs, [action.key]: action.value };
      // Once the network has run, it answers new inputs at once; a run in progress jumps to its end.
      // New inputs also re-open feedback.
      if (state.phase === 'idle') return { ...state, inputs };
      return { ...state, inputs, phase: 'result', stage: null, runId: state.runId + 1, flash: null };
    }
    case 'run':
      return {
        ...state,
        phase: 'calculating',
        stage: null,
        runId: state.runId + 1,
        announcement: 'Calculating the recommendation…',
        flash: null,
      };
    case 'advance': {
      if (state.phase !== 'calculating' || action.runId !== state.runId) return state;
      const next = state.stage === null ? 0 : STAGES.indexOf(state.stage) + 1;
      if (next < STAGES.length) return { ...state, stage: STAGES[next]! };
      return {
        ...state,
        phase: 'result',
        stage: null,
        announcement: describeResult(state.weights, state.inputs),
        ...withFlash(state, 'result'),
      };
    }
    case 'feedback': {
      if (state.phase !== 'result') return state;
      const step = trainStep(state.weights, state.inputs, action.food);
      const k = FOOD_KEYS.indexOf(action.food);
      const entry: HistoryEntry = {
        id: (state.history[0]?.id ?? 0) + 1,
        at: action.at,
        inputs: { ...state.inputs },
        predicted: step.before.recommendation,
        correction: action.food,
        probabilityBefore: step.before.probabilities[k]!,
        probabilityAfter: step.after.probabilities[k]!,
        changes: step.changes,
      };
      const learned =
        `The network learned: ${FOOD_LABELS[action.food]} went from ${percent(entry.probabilityBefore)} ` +
        `to ${percent(entry.probabilityAfter)} for these inputs.`;
      return {
        ...state,
        weights: step.weights,
        phase: 'feedback',
        history: [entry, ...state.history],
        announcement: `${learned} ${describeResult(step.weights, state.inputs)}`,
        ...withFlash(state, 'weights'),
      };
    }
    case 'endFlash':
      return state.flash?.id === action.id ? { ...state, flash: null } : state;
    case 'reset':
      return {
        ...initialExplorerState(),
        runId: state.runId + 1,
        flashCount: state.flashCount,
        announcement:
          'Reset: the sliders are back to 5, the history is cleared and the network has its starting weights again.',
      };
  }
}
