/**
 * The cases module's public face: cases as data. The instructor adds a case package (.zip), exports one or
 * removes one; every process registers the stored packages (storedCasesLoaded, before any request).
 */
export { casesRouter } from './router';
export { casesReads } from './reads';
export { storedCasesLoaded } from './stored-cases';
