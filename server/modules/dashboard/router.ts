import { Router } from 'express';
import type { ModuleContext } from '../context';

/** Filled in by the dashboard issue. */
export function dashboardRouter(_ctx: ModuleContext): Router {
  return Router();
}
