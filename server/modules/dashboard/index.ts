/** The dashboard's public face: the instructor's overview. */
export { dashboardReads } from './reads';
