import { queryOptions } from '@tanstack/react-query';
import { debriefMessages, debriefUrls, type MyDebrief } from '@shared/contracts/debrief';
import { LANGS } from '@shared/simulations';
import { ApiError, getData } from '@/lib/api';

/**
 * The student's own debrief (GET /api/sims/{key}/my-debrief). Asked again when the instructor releases or
 * withdraws it (`debrief`), when the pair's agreement changes (`deal`: reopened, settled) and when the
 * seat does (`seat`: a new table, another language).
 */
export const myDebriefQuery = (sim: string, round?: number) => {
  // one round of a class that played the case more than once (the latest without)
  const url = `${debriefUrls(sim).myDebrief}${round === undefined ? '' : `?round=${round}`}`;
  return queryOptions({
    queryKey: [url],
    queryFn: () => getData<MyDebrief>(url),
    meta: { liveTopics: ['debrief', 'deal', 'seat'] },
  });
};

/** The refusal that means "not yet": the instructor has not released the debrief (in either language). */
export const isNotReleased = (err: unknown) =>
  err instanceof ApiError &&
  err.status === 403 &&
  LANGS.some((lang) => err.serverMessage === debriefMessages[lang].notReleased);
