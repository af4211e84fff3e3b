import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type ReactNode } from 'react';
import { useDisabledUntilHydrated, useHydrated } from '@/hooks/use-hydrated';

/**
 * Tooltips with one timing site-wide (open after 700 ms, skip delay 300 ms). The provider wraps only the
 * pages that use tooltips, so its positioning code stays out of the bundle every page loads.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

export const Tooltip = TooltipPrimitive.Root;

/**
 * What a tooltip belongs to. When it is a control of its own (a button that opens the tooltip on a tap),
 * it is disabled until React has taken over the server-rendered page, as every control is.
 */
export const TooltipTrigger = forwardRef<
  ComponentRef<typeof TooltipPrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof TooltipPrimitive.Trigger>
>(({ disabled, ...props }, ref) => {
  const untilHydrated = useDisabledUntilHydrated(disabled);
  return <TooltipPrimitive.Trigger ref={ref} {...untilHydrated} {...props} />;
});
TooltipTrigger.displayName = 'TooltipTrigger';

/**
 * The tooltip's text, portalled into the page. Only in the browser once React runs there: the server (and
 * the first render that takes its HTML over) has no document to look the container up in, and a closed
 * tooltip shows nothing anyway.
 */
export function TooltipContent({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    // Portalled into <main>, not <body>: content outside every landmark is lost to landmark navigation
    // (axe "region"). The popper is position: fixed, so main's layout does not clip or move it.
    <TooltipPrimitive.Portal container={document.getElementById('main') ?? undefined}>
      <TooltipPrimitive.Content
        sideOffset={6}
        collisionPadding={8}
        className="z-50 max-w-[min(24rem,calc(100vw-1rem))] whitespace-pre-wrap break-words rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-slate-900" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
