import * as TabsPrimitive from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import { useDisabledUntilHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';

export const Tabs = TabsPrimitive.Root;
export const TabsList = TabsPrimitive.List;
export const TabsContent = TabsPrimitive.Content;

/** A tab; disabled until React has taken over the server-rendered page, as every control is. */
export const TabsTrigger = forwardRef<
  ComponentRef<typeof TabsPrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>
>(({ disabled, className, ...props }, ref) => {
  const untilHydrated = useDisabledUntilHydrated(disabled);
  return (
    <TabsPrimitive.Trigger
      ref={ref}
      className={cn('disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress', className)}
      {...untilHydrated}
      {...props}
    />
  );
});
TabsTrigger.displayName = 'TabsTrigger';
