import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import {
  classesUrl,
  parseClassFilter,
  type ClassFilter,
  type CourseClass,
} from '@shared/contracts/classes-config';
import { getData } from '@/lib/api';

/**
 * The classes (issue 18), shared by every admin page that shows a class picker (results, feedback) and by
 * the dashboard's Classes tab. GET /api/classes (instructor only): every class, newest first, with counts.
 */
export const getClasses = (): Promise<CourseClass[]> => getData<CourseClass[]>(classesUrl);

/** Fetched again each time a page showing classes opens: their counts grow while a class runs. */
export const classesQueryOptions = () =>
  queryOptions({ queryKey: [classesUrl], queryFn: getClasses, staleTime: 0 });

export const useClasses = () => useQuery(classesQueryOptions());

/** The URL's search parameter that holds the chosen class (`?class=all`, `?class=12`). */
export const CLASS_PARAM = 'class';

/**
 * The class a page lists, kept in the page's URL as `?class=` so a reload or a shared link shows the same
 * class; no parameter (or one the API would refuse) means the current class. Choosing a class replaces the
 * URL (no new history entry) and keeps the page's other parameters.
 */
export function useClassFilter(): [ClassFilter, (filter: ClassFilter) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(CLASS_PARAM) ?? undefined;
  const filter = useMemo(() => parseClassFilter(raw) ?? 'current', [raw]);
  const setFilter = useCallback(
    (next: ClassFilter) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next === 'current') out.delete(CLASS_PARAM);
          else out.set(CLASS_PARAM, String(next));
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, setFilter];
}

/** A class's name by id, for tables and CSV columns; `Class {id}` for one the list does not have (yet). */
export function classNameOf(classes: readonly CourseClass[] | undefined, id: number): string {
  return classes?.find((c) => c.id === id)?.name ?? `Class ${id}`;
}
