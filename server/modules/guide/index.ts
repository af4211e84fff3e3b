/** The instructor's guide's public face: the page the instructor's screens link to, section by section. */
export { guideRouter } from './router';
