import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { classesSoFarUrl, type ClassesChoice, type ClassesSoFar } from '@shared/contracts/debrief';
import { getData } from '@/lib/api';

/**
 * "Your classes so far" of a negotiation over the chosen classes (instructor only; 401 to anyone else). It
 * changes with every final agreement and with the classes themselves; while another choice loads, the last
 * answer stays on screen (the class picker is drawn from it).
 */
export const classesSoFarQuery = (sim: string, choice: ClassesChoice) => {
  const url = classesSoFarUrl(sim, choice);
  return queryOptions({
    queryKey: [url],
    queryFn: () => getData<ClassesSoFar>(url),
    placeholderData: keepPreviousData,
    meta: { liveTopics: ['deal', 'classes'] },
  });
};
