import { PRESENTATION_IDLE_MS, PROJECTOR_COOKIE } from '@shared/contracts/presenter-config';
import { deviceCookie } from '../../lib/device-token';

/**
 * A projector's cookie: a token whose hash joins the browser to a presentation (the presenter module alone
 * reads it). Kept no longer than a presentation can run idle: the server lets it go with the presentation anyway.
 */
export const projectorCookie = deviceCookie(PROJECTOR_COOKIE, { maxAgeMs: PRESENTATION_IDLE_MS });
