/** The health check's public face. */
export { healthRouter } from './router';
