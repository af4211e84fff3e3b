/**
 * The cases module's public face: the case packages (content/cases, and those an instructor adds) turned
 * into the registry's entries, with their documents rendered in the reader's language.
 */
export { builtInCasesDir, loadBuiltInCases, readPackageFolder } from './built-in';
export {
  casePackageFiles,
  caseSummaries,
  recordInvalidCase,
  registerCase,
  registeredCase,
  unregisterCase,
  type CaseEntry,
} from './registry';
export { caseRegistryRouter } from './router';
