import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/**
 * Tooltips with SPEC section 9 timing (open after 700 ms, skip delay 300 ms). The provider wraps only the
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
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ children }: { children: ReactNode }) {
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
