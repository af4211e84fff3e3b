import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRIVACY_SETTINGS_URL, type PrivacySettings } from '@shared/contracts/privacy-config';
import { getData } from '@/lib/api';

/** GET /api/settings/privacy (public): who is responsible for the students' data, and whom to contact. */
export const getPrivacySettings = (): Promise<PrivacySettings> =>
  getData<PrivacySettings>(PRIVACY_SETTINGS_URL);

/** Set by the operator at start (server settings): nothing live changes it. */
export const privacySettingsQueryOptions = () =>
  queryOptions({
    queryKey: [PRIVACY_SETTINGS_URL],
    queryFn: getPrivacySettings,
    meta: { liveTopics: [] },
  });

export const usePrivacySettings = () => useQuery(privacySettingsQueryOptions());
