/** The classes module's public face: the instructor's classes, and the hourly end of their data's retention. */
export { classesRouter } from './router';
export { classesReads } from './reads';
export { scheduleRetention } from './retention';
