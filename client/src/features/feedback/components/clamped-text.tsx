import { useId, useState } from 'react';

/** Longer texts (or ones with more lines) are clamped to CLAMP_LINES lines until "Show more" is pressed. */
export const CLAMP_CHARS = 280;
export const CLAMP_LINES = 4;

/** Whether a text is long enough to be clamped in the feedback table. */
export function isLongText(text: string): boolean {
  return Array.from(text).length > CLAMP_CHARS || text.split('\n').length > CLAMP_LINES;
}

/**
 * A feedback text in a table cell: a long one shows its first four lines, with a "Show more" /
 * "Show less" button (a real button, so Tab, Enter and Space work) that says whether it is expanded. The
 * clamp is visual only: a screen reader reads the whole text either way.
 */
export function ClampedText({ text, what }: { text: string; what: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!isLongText(text)) return <>{text}</>;
  return (
    <>
      <span id={id} className={expanded ? 'block' : 'line-clamp-4'}>
        {text}
      </span>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((on) => !on)}
        className="mt-1 inline-flex min-h-6 items-center rounded font-medium whitespace-nowrap text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
      >
        {expanded ? 'Show less' : 'Show more'} <span className="sr-only">of {what}</span>
      </button>
    </>
  );
}
