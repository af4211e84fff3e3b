/** The roles module's public face: role instructions and the cases' other pages, and their takeaway pages. */
export { rolesRouter } from './router';
export { rolesReads } from './reads';
export { takeaway } from './takeaway';
