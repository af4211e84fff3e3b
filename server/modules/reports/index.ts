/** The reports module's public face: a class's course report for the client, and its attendance CSV. */
export { reportsRouter } from './router';
export { reportsReads } from './reads';
