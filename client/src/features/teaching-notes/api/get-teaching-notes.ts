import { queryOptions } from '@tanstack/react-query';
import { teachingNotesUrl, type RoleLang, type TeachingNotes } from '@shared/contracts/roles';
import { getData } from '@/lib/api';

/** A simulation's teaching notes (instructor only; the server answers 401 to anyone else). */
export const teachingNotesQuery = (sim: string, lang: RoleLang) => {
  const url = teachingNotesUrl(sim, lang);
  return queryOptions({
    queryKey: [url],
    queryFn: () => getData<TeachingNotes>(url),
    meta: { liveTopics: [] },
  });
};
