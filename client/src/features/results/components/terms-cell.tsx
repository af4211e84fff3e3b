import { useRef, useState } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/** SPEC section 9: terms longer than this are truncated, with the full text in a popup. */
export const TERMS_PREVIEW_LENGTH = 20;

/**
 * Additional terms in a table cell. Longer texts show their first 20 characters; the full text opens on
 * hover (after the tooltip delay), on keyboard focus, and on a tap or click, so it works without a mouse.
 */
export function TermsCell({ text }: { text: string }) {
  const chars = Array.from(text);
  if (chars.length === 0) return <span className="text-slate-400">-</span>;
  if (chars.length <= TERMS_PREVIEW_LENGTH)
    return <span className="whitespace-pre-wrap break-words">{text}</span>;
  return <TruncatedTerms full={text} preview={`${chars.slice(0, TERMS_PREVIEW_LENGTH).join('')}…`} />;
}

function TruncatedTerms({ full, preview }: { full: string; preview: string }) {
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
          className="max-w-full rounded text-left underline decoration-slate-400 decoration-dotted underline-offset-4 hover:decoration-slate-700 aria-busy:cursor-progress"
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
          <span aria-hidden>{preview}</span>
          <span className="sr-only">{full}</span>
        </button>
      </TooltipTrigger>
      <TooltipContent>{full}</TooltipContent>
    </Tooltip>
  );
}
