import { Router } from 'express';
import type { ModuleContext } from '../context';

/** Filled in by the roles issue. */
export function rolesRouter(_ctx: ModuleContext): Router {
  return Router();
}
