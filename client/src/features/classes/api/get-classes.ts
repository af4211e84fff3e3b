import { queryOptions, useQuery } from '@tanstack/react-query';
import { classesUrl, type CourseClass } from '@shared/contracts/classes-config';
import { getData } from '@/lib/api';

/**
 * The classes, shared by every admin page that shows a class picker (results, feedback) and by
 * the dashboard's Classes tab. GET /api/classes (instructor only): every class, newest first, with counts.
 */
export const getClasses = (): Promise<CourseClass[]> => getData<CourseClass[]>(classesUrl);

/** Fetched again each time a page showing classes opens: their counts grow while a class runs. */
export const classesQueryOptions = () =>
  queryOptions({
    queryKey: [classesUrl],
    queryFn: getClasses,
    staleTime: 0,
    meta: { liveTopics: ['results', 'feedback', 'classes'] },
  });

export const useClasses = () => useQuery(classesQueryOptions());
