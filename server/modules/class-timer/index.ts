/** The class timer's public face: the instructor's countdown. */
export { classTimerRouter } from './router';
export { classTimerReads } from './reads';
