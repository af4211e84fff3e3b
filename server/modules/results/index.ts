/** The results module's public face: the reported results of every simulation that has them. */
export { resultsRouter } from './router';
