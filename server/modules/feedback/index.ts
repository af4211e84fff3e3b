/** The feedback module's public face: the course feedback form and the instructor's list. */
export { feedbackRouter } from './router';
export { feedbackReads } from './reads';
