import { PRIVACY_SETTINGS_URL, type PrivacySettings } from '@shared/contracts/privacy-config';
import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';

/**
 * GET /api/settings/privacy: who is responsible for the students' data and whom to contact, as the operator
 * set them (PRIVACY_CONTROLLER, PRIVACY_CONTACT in server/config.ts). Public: the same for every visitor, and
 * it changes only with a restart, which also empties the visitor page cache.
 */
export const privacyReads = ({ config }: ModuleContext): Read[] => [
  defineRead({
    path: PRIVACY_SETTINGS_URL,
    public: true,
    read: () => ok<PrivacySettings>(config.privacy),
  }),
];
