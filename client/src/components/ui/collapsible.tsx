import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import { useDisabledUntilHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';

export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleContent = CollapsiblePrimitive.Content;

/** Opens and closes its section; disabled until React has taken over the server-rendered page. */
export const CollapsibleTrigger = forwardRef<
  ComponentRef<typeof CollapsiblePrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof CollapsiblePrimitive.Trigger>
>(({ disabled, className, ...props }, ref) => {
  const untilHydrated = useDisabledUntilHydrated(disabled);
  return (
    <CollapsiblePrimitive.Trigger
      ref={ref}
      className={cn('disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress', className)}
      {...untilHydrated}
      {...props}
    />
  );
});
CollapsibleTrigger.displayName = 'CollapsibleTrigger';
