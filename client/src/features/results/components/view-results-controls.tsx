import type { ClassFilter } from '@shared/contracts/classes-config';
import { ClassPicker } from '@/features/classes/components/class-picker';
import { Switch } from '@/components/ui/switch';

/** A switch's state and its setter. */
type Toggle = [on: boolean, set: (on: boolean) => void];

/**
 * What the results page shows: the class, both sides' figures on the chart, earlier classes behind this
 * one (for the current class only), hidden results; and whether the earlier classes are loading or failed.
 */
export function ViewResultsControls({
  filter,
  onClass,
  figures: [figuresShown, setFiguresShown],
  earlier: [showEarlier, setShowEarlier],
  hidden: [includeHidden, setIncludeHidden],
  earlierState,
}: {
  filter: ClassFilter;
  onClass: (next: ClassFilter) => void;
  figures: Toggle;
  earlier: Toggle;
  hidden: Toggle;
  /** Earlier classes' results, when they are asked for. */
  earlierState: { loading: boolean; failed: boolean } | null;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <ClassPicker value={filter} onChange={onClass} />
      {/* Outside the list's loading state: a switch keeps its focus while the list is fetched again. */}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Switch
          label="Show both sides' confidential figures"
          checked={figuresShown}
          onCheckedChange={setFiguresShown}
        />
        {filter === 'current' && (
          <Switch label="Show earlier classes" checked={showEarlier} onCheckedChange={setShowEarlier} />
        )}
        <Switch label="Show hidden results" checked={includeHidden} onCheckedChange={setIncludeHidden} />
      </div>
      {earlierState?.loading && (
        <p role="status" className="text-sm text-slate-600 sm:basis-full">
          Loading earlier classes…
        </p>
      )}
      {earlierState?.failed && (
        <p role="alert" className="text-sm text-red-800 sm:basis-full">
          Earlier classes could not be loaded. Please try again later.
        </p>
      )}
    </div>
  );
}
