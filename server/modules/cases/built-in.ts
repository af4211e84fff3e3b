import path from 'node:path';
import { paths } from '../../lib/paths';
import { loadCasesFolder } from './package-folder';

/** The folder of the shipped case packages. */
export const builtInCasesDir = (root = paths.root) => path.join(root, 'content', 'cases');

/**
 * Checks and registers every package shipped under content/cases, once per process and root, in the order
 * of their folders' names (the Simulations page's order). A package that fails its check is listed with its
 * problems and registered nowhere; the others and the site start.
 */
export function loadBuiltInCases(root = paths.root): void {
  loadCasesFolder(builtInCasesDir(root));
}
