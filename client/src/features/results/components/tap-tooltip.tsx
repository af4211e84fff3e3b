import { useRef, useState, type ReactNode } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

/**
 * A table cell's text with more to say in a popup: the popup opens on hover (after the tooltip delay), on
 * keyboard focus, and on a tap or click, so it works without a mouse. Screen readers hear `spoken` (the
 * whole of it) as the button's name instead of what is shown.
 */
export function TapTooltip({
  shown,
  spoken,
  popup,
  className,
}: {
  shown: ReactNode;
  spoken: string;
  popup: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Tooltip
      open={open}
      onOpenChange={(next) => {
        // While the trigger has focus only Escape or leaving it closes the text: Radix would also close it
        // on the scroll that focusing an off-screen row causes, which would defeat keyboard users.
        if (!next && document.activeElement === trigger.current) return;
        setOpen(next);
      }}
    >
      <TooltipTrigger asChild>
        <button
          ref={trigger}
          type="button"
          className={cn(
            'max-w-full rounded text-left underline decoration-slate-400 decoration-dotted underline-offset-4 hover:decoration-slate-700 aria-busy:cursor-progress',
            className,
          )}
          onClick={(e) => {
            // Radix closes a tooltip on click; here a click or tap opens it.
            e.preventDefault();
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        >
          <span aria-hidden>{shown}</span>
          <span className="sr-only">{spoken}</span>
        </button>
      </TooltipTrigger>
      <TooltipContent>{popup}</TooltipContent>
    </Tooltip>
  );
}
