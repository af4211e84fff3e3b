import { Router } from 'express';
import type { ModuleContext } from '../context';

/** Filled in by the results issue. */
export function resultsRouter(_ctx: ModuleContext): Router {
  return Router();
}
