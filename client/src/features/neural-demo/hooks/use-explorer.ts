import { useCallback, useEffect, useReducer } from 'react';
import type { FoodKey, InputKey } from '../lib/network';
import {
  HIGHLIGHT_FLASH_MS,
  STAGE_DELAYS_MS,
  STAGES,
  explorerReducer,
  initialExplorerState,
} from '../lib/explorer-state';

/** The explorer's state plus the timers of the staged run and of the highlight flash. */
export function useExplorer() {
  const [state, dispatch] = useReducer(explorerReducer, undefined, initialExplorerState);
  const { phase, stage, runId, flash } = state;

  useEffect(() => {
    if (phase !== 'calculating') return;
    const delay = STAGE_DELAYS_MS[stage === null ? 0 : STAGES.indexOf(stage) + 1]!;
    const timer = setTimeout(() => dispatch({ type: 'advance', runId }), delay);
    return () => clearTimeout(timer);
  }, [phase, stage, runId]);

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => dispatch({ type: 'endFlash', id: flash.id }), HIGHLIGHT_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  return {
    state,
    setInput: useCallback((key: InputKey, value: number) => dispatch({ type: 'setInput', key, value }), []),
    run: useCallback(() => dispatch({ type: 'run' }), []),
    giveFeedback: useCallback((food: FoodKey) => dispatch({ type: 'feedback', food, at: Date.now() }), []),
    reset: useCallback(() => dispatch({ type: 'reset' }), []),
  };
}
