/** The presenter module's public face: the running presentation and the projectors joined to it. */
export { presenterRouter } from './router';
export { presenterReads } from './reads';
export { projectorOfRequest, projectorOfViewer, type ProjectorLink } from './service';
