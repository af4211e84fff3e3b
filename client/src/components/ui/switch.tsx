import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId } from 'react';
import { useDisabledUntilHydrated } from '@/hooks/use-hydrated';

/**
 * A labelled on/off switch; the label is part of the control so it is clickable and announced. Disabled
 * until React has taken over the server-rendered page (see useDisabledUntilHydrated).
 */
export function Switch({
  label,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const untilHydrated = useDisabledUntilHydrated(disabled);
  return (
    <div className="flex items-center gap-2">
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        {...untilHydrated}
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress"
      >
        <SwitchPrimitive.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </SwitchPrimitive.Root>
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
