import { TapTooltip } from './tap-tooltip';

/** Terms longer than this are truncated, with the full text in a popup. */
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
  const preview = `${chars.slice(0, TERMS_PREVIEW_LENGTH).join('')}…`;
  return <TapTooltip shown={preview} spoken={text} popup={text} />;
}
