/**
 * The flow of a column's blocks (headings, paragraphs, lists, diagrams), top-down. Measuring and drawing
 * share one code path: with draw=false nothing is drawn and only the height is computed.
 */
import type { Block } from '../deck';
import { INK, type Theme } from './colours';
import { diagramHeight, drawDiagram } from './diagram';
import type { DiagramStyle } from './diagrams/diagram-kind';
import { typeface } from './fonts';
import { MIN_BODY_SIZE, type Doc } from './page';
import { capCentred, plain, richRuns, textBlock } from './text';

interface Sizes {
  body: number;
  sub: number;
  heading: number;
}
const sizesFor = (body: number, min = MIN_BODY_SIZE): Sizes => ({
  body,
  sub: Math.max(min, body - 2),
  heading: body,
});

export interface FlowStyle extends DiagramStyle {
  sizes: Sizes;
  /** Text colours; white-on-accent for the title slide. */
  text: string;
  soft: string;
  lead: string;
  heading: string;
  marker: string;
  /** Draw every list item with a numbered badge (summary slides). */
  badges: boolean;
}

interface FlowResult {
  height: number;
  /** Places where extra space may be spread (between blocks and list items). */
  gaps: number;
  diagrams: number;
}

/**
 * Lays out blocks top-down in a column, returning the height they take. `spare` is extra height to use: all of it goes to the
 * column's diagrams if it has any, else it is spread over the gaps (at most 1.2 lines each).
 */
export function flow(
  doc: Doc,
  blocks: Block[],
  x: number,
  y0: number,
  width: number,
  s: FlowStyle,
  draw: boolean,
  spare = 0,
): FlowResult {
  const { body, sub, heading } = s.sizes;
  const diagrams = blocks.filter((b) => b.kind === 'diagram').length;
  const gapCount = countGaps(blocks);
  const perGap = diagrams || !gapCount ? 0 : Math.min(spare / gapCount, body * 1.2);
  const perDiagram = diagrams ? spare / diagrams : 0;
  let y = y0;
  let badge = 0;
  blocks.forEach((block, bi) => {
    if (bi > 0) y += body * 0.55 + perGap;
    if (block.kind === 'heading') {
      const h = textBlock(doc, plain(block.text, 'bold', s.heading), x, y, width, heading, draw);
      if (draw) {
        doc
          .moveTo(x, y + h + 3)
          .lineTo(x + Math.min(width, 64), y + h + 3)
          .lineWidth(2.5)
          .strokeColor(s.marker)
          .stroke();
      }
      y += h + 10;
    } else if (block.kind === 'paragraph') {
      y += textBlock(doc, richRuns(block.content, s.text, s.lead), x, y, width, body, draw);
    } else if (block.kind === 'diagram') {
      const min = diagramHeight(doc, block.diagram, width, s);
      if (draw) drawDiagram(doc, block.diagram, { x, y, width, height: min + perDiagram }, s);
      y += min + perDiagram;
    } else {
      const numbered = block.ordered || s.badges;
      const indent = numbered ? body * 1.75 : body * 1.1;
      block.items.forEach((item, ii) => {
        if (ii > 0) y += body * (s.badges ? 0.9 : 0.45) + perGap;
        const tw = width - indent;
        if (draw) {
          if (numbered) {
            badge += 1;
            const r = body * 0.62;
            const cx = x + r;
            const cy = y + (body * typeface.leading) / 2;
            doc.circle(cx, cy, r).fillColor(s.marker).fill();
            const label = String(block.ordered ? ii + 1 : badge);
            const ls = body * 0.7;
            doc
              .font(typeface.fonts.bold)
              .fontSize(ls)
              .fillColor(s.marker === INK.white ? s.theme.accent : INK.white);
            const lw = doc.widthOfString(label);
            doc.text(label, cx - lw / 2, capCentred(doc, 'bold', ls, cy), { lineBreak: false });
          } else {
            doc
              .circle(x + body * 0.25, y + (body * typeface.leading) / 2, body * 0.16)
              .fillColor(s.marker)
              .fill();
          }
        }
        y += textBlock(doc, richRuns(item.content, s.text, s.lead), x + indent, y, tw, body, draw);
        for (const child of item.children) {
          y += sub * 0.25;
          const cx = x + indent + sub * 1.05;
          const cw = width - indent - sub * 1.05;
          if (draw) {
            doc
              .rect(
                x + indent + sub * 0.1,
                y + (sub * typeface.leading) / 2 - sub * 0.045,
                sub * 0.45,
                sub * 0.09,
              )
              .fillColor(s.marker)
              .fill();
          }
          y += textBlock(doc, richRuns(child, s.soft, s.lead), cx, y, cw, sub, draw);
        }
      });
    }
  });
  return { height: y - y0, gaps: gapCount, diagrams };
}

function countGaps(blocks: Block[]): number {
  let n = Math.max(0, blocks.length - 1);
  for (const b of blocks) if (b.kind === 'list') n += b.items.length - 1;
  return n;
}

/** The usual style: dark text, accent markers; `minSize` is the smallest body size of the page kind. */
export function flowStyle(theme: Theme, body: number, badges = false, minSize = MIN_BODY_SIZE): FlowStyle {
  return {
    sizes: sizesFor(body, minSize),
    theme,
    text: INK.text,
    soft: INK.soft,
    lead: theme.dark,
    heading: theme.dark,
    marker: theme.accent,
    badges,
    small: Math.max(minSize === MIN_BODY_SIZE ? 18 : 9, Math.round(body * 0.78)),
  };
}
