import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { parseClassFilter, type ClassFilter } from '@shared/contracts/classes-config';

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
