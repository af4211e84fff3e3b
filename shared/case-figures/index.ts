/**
 * The negotiations' confidential figures (each side's limits, the debrief's reference lines, the points per
 * term) and what is computed from them. Server and tests only: the client's code never imports this folder
 * (eslint.config.js), and the confidential-figures e2e check searches the build for its figures.
 */
export {
  caseFiguresOf,
  registerCaseFigures,
  unregisterCaseFigures,
  type CaseFigures,
  type RoleFigures,
} from './registry';
export { debriefCase, debriefFigures } from './debrief-case';
