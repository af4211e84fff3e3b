import { TARIFF_TEAM_COOKIE } from '@shared/contracts/tariff';
import { deviceCookie } from '../../lib/device-token';

/**
 * The team cookie of a device that joined by code: a token whose hash puts the device in the team's group
 * (group_devices); the tariff module alone reads it. Kept a teaching day.
 */
export const teamCookie = deviceCookie(TARIFF_TEAM_COOKIE, { maxAgeMs: 12 * 3_600_000 });
