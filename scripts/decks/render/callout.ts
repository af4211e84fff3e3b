/** The callout: a slide's or page's one `> ` line, in a tinted box with an accent edge. */
import type { Theme } from './colours';
import type { Doc } from './page';
import { plain, textBlock, type Run } from './text';

const CALLOUT_PAD = 14;
/** Space between the body and the callout below it. */
export const CALLOUT_GAP = 18;

function calloutRuns(text: string, theme: Theme): Run[] {
  return plain(text, 'italic', theme.dark);
}
export function drawCallout(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  size: number,
  theme: Theme,
) {
  const h = measureCallout(doc, text, width, size, theme);
  doc.rect(x, y, width, h).fillColor(theme.tint).fill();
  doc.rect(x, y, 6, h).fillColor(theme.accent).fill();
  textBlock(
    doc,
    calloutRuns(text, theme),
    x + 6 + CALLOUT_PAD + 4,
    y + CALLOUT_PAD,
    width - 2 * CALLOUT_PAD - 10,
    size,
    true,
  );
}
export function measureCallout(doc: Doc, text: string, width: number, size: number, theme: Theme) {
  return (
    textBlock(doc, calloutRuns(text, theme), 0, 0, width - 2 * CALLOUT_PAD - 10, size, false) +
    2 * CALLOUT_PAD
  );
}
