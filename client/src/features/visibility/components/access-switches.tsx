import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';

export interface AccessSwitch {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** The instructor's switches for what students may see and use of one deck or simulation. */
export function AccessSwitches({
  title,
  switches,
  className,
}: {
  /** The deck or simulation, for the group's accessible name. */
  title: string;
  switches: readonly AccessSwitch[];
  className?: string;
}) {
  return (
    <fieldset className={cn('border-t border-slate-200', className)}>
      <legend className="sr-only">{title}: student access</legend>
      {switches.map((s) => (
        <Switch key={s.label} label={s.label} checked={s.checked} onCheckedChange={s.onCheckedChange} />
      ))}
    </fieldset>
  );
}
