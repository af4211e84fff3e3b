import { queryOptions } from '@tanstack/react-query';
import { generalInformationUrl, type GeneralInformation, type RoleLang } from '@shared/contracts/roles';
import { getData } from '@/lib/api';

/** A case's general information: asked again on each visit, and taken away when the case closes, as a role's instructions. */
export const generalInformationQuery = (sim: string, lang: RoleLang) => {
  const url = generalInformationUrl(sim, lang);
  return queryOptions({
    queryKey: [url],
    queryFn: () => getData<GeneralInformation>(url),
    staleTime: 10_000,
    meta: { liveTopics: ['simulations'] },
  });
};
