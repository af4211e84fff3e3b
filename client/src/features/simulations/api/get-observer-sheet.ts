import { queryOptions } from '@tanstack/react-query';
import { observerSheetUrl, type ObserverSheet, type RoleLang } from '@shared/contracts/roles';
import { getData } from '@/lib/api';

/** The observer sheet: asked again on each visit, and taken away when the simulation closes, as a role's instructions. */
export const observerSheetQuery = (sim: string, lang: RoleLang) => {
  const url = observerSheetUrl(sim, lang);
  return queryOptions({
    queryKey: [url],
    queryFn: () => getData<ObserverSheet>(url),
    staleTime: 10_000,
    meta: { liveTopics: ['simulations'] },
  });
};
