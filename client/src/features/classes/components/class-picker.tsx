import { formatLocalDate } from '@shared/format';
import { useId } from 'react';
import { classMessages, type ClassFilter } from '@shared/contracts/classes-config';
import { useClasses } from '@/features/classes/api/get-classes';
import { useDisabledUntilHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';

const optionValue = (filter: ClassFilter) => String(filter);

function toFilter(value: string): ClassFilter {
  return value === 'current' || value === 'all' ? value : Number(value);
}

/**
 * Which class a list shows: this class (the default), any earlier one by name and start date,
 * or all classes. A native select: it is labelled, keyboard- and screen-reader-friendly on every device,
 * and costs no script. Disabled until React has taken over a server-rendered page, as every control is.
 */
export function ClassPicker({
  value,
  onChange,
  className,
}: {
  value: ClassFilter;
  onChange: (filter: ClassFilter) => void;
  className?: string;
}) {
  const id = useId();
  const noteId = useId();
  const classes = useClasses();
  const untilHydrated = useDisabledUntilHydrated();
  const earlier = (classes.data ?? []).filter((c) => !c.isCurrent);
  // A class id from the URL that the list does not offer as an earlier class (the list is still loading,
  // it is the current class's own id, or there is no such class): still shown as chosen.
  const chosen = typeof value === 'number' && !earlier.some((c) => c.id === value) ? value : null;
  const chosenClass = chosen === null ? undefined : classes.data?.find((c) => c.id === chosen);

  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Class
      </label>
      <select
        id={id}
        value={optionValue(value)}
        onChange={(e) => onChange(toFilter(e.target.value))}
        aria-describedby={classes.isError ? noteId : undefined}
        {...untilHydrated}
        className="h-10 max-w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 disabled:text-slate-500 aria-busy:cursor-progress sm:min-w-72"
      >
        <option value="current">This class (current)</option>
        {earlier.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name} (started {formatLocalDate(c.startedAt)})
          </option>
        ))}
        {chosen !== null && (
          <option value={String(chosen)}>
            {chosenClass
              ? `${chosenClass.name}${chosenClass.isCurrent ? ' (current)' : ''}`
              : `Class ${chosen}`}
          </option>
        )}
        <option value="all">All classes</option>
      </select>
      {classes.isError && (
        <p id={noteId} className="text-sm text-slate-600">
          {classMessages.loadFailed}
        </p>
      )}
    </div>
  );
}
