/**
 * The cases module's public face: cases as data. The case packages (content/cases, and those an instructor
 * adds as a .zip) are checked and turned into the registry's entries, with their documents rendered in the
 * reader's language; the instructor adds, exports and removes them; every process registers the stored
 * packages (storedCasesLoaded, before any request).
 */
export { builtInCasesDir, loadBuiltInCases } from './built-in';
export { readPackageFolder } from './package-folder';
export {
  caseSummaries,
  recordInvalidCase,
  registerCase,
  registeredCase,
  unregisterCase,
  type CaseEntry,
} from './registry';
export { caseRegistryRouter } from './registry-router';
export { casesRouter } from './router';
export { casesReads } from './reads';
export { storedCasesLoaded } from './stored-cases';
