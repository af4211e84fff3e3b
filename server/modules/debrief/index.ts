/** The debrief module's public face: a class's and a student's own debrief of a negotiation, and its release. */
export { debriefRouter } from './router';
export { debriefReads } from './reads';
export { classNegotiations } from './class-pairs';
