/**
 * Who is responsible for the students' data (the data controller) and whom to contact, as the operator sets
 * them (PRIVACY_CONTROLLER, PRIVACY_CONTACT): the privacy page shows them. Either may be unset (null): the
 * page then says to ask the instructor.
 */
export interface PrivacySettings {
  controller: string | null;
  contact: string | null;
}

/** GET: the privacy settings (public: every visitor gets the same answer until the server restarts). */
export const PRIVACY_SETTINGS_URL = '/api/settings/privacy';

/** Neither set: the page's fallback. */
export const PRIVACY_SETTINGS_DEFAULTS: PrivacySettings = { controller: null, contact: null };

/** Longest accepted value of each, in characters. */
export const PRIVACY_SETTING_MAX = 200;
