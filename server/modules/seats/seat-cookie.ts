import { SEAT_COOKIE } from '@shared/contracts/seats';
import { deviceCookie } from '../../lib/device-token';

/** How long a browser keeps its seat: a course of several days; an ended class's seat answers 410 anyway. */
export const SEAT_COOKIE_MAX_AGE_MS = 30 * 24 * 3_600_000;

/** The seat cookie: a token whose hash opens the seat, one per device of the seat (the seats module alone reads it). */
export const seatCookie = deviceCookie(SEAT_COOKIE, { maxAgeMs: SEAT_COOKIE_MAX_AGE_MS });
