import { Router } from 'express';
import type { ModuleContext } from '../context';

/** Filled in by the feedback issue. */
export function feedbackRouter(_ctx: ModuleContext): Router {
  return Router();
}
