/** A top-down tree shaped like a pyramid: the answer, its supports, their evidence. */
import { INK, mix } from '../colours';
import type { FontRole } from '../fonts';
import type { Doc } from '../page';
import { plain, textBlock, textInBox } from '../text';
import type { DiagramKind, DiagramOf } from './diagram-kind';

function pyramidBoxHeight(doc: Doc, d: DiagramOf<'pyramid'>, width: number, t: number): number {
  let h = 0;
  d.levels.forEach((level, li) => {
    const role: FontRole = li === 0 ? 'bold' : 'regular';
    const bw = pyramidBoxWidth(width, level.length, li, d.levels.length);
    for (const c of level) h = Math.max(h, textBlock(doc, plain(c, role, ''), 0, 0, bw - 20, t, false));
  });
  return h + 20;
}
function pyramidBoxWidth(width: number, count: number, level: number, levels: number): number {
  const span = width * (0.5 + (0.5 * level) / Math.max(1, levels - 1));
  return (span - (count - 1) * 12) / count;
}

export const pyramid: DiagramKind<'pyramid'> = {
  minHeight: (doc, d, width, s) => d.levels.length * (pyramidBoxHeight(doc, d, width, s.small) + 22) - 22,

  draw(doc, d, { x, y, width, height: h }, s) {
    const t = s.small;
    const n = d.levels.length;
    const gap = 22;
    const bh = (h - (n - 1) * gap) / n;
    const boxes: { cx: number; top: number; bottom: number }[][] = [];
    d.levels.forEach((level, li) => {
      const bw = pyramidBoxWidth(width, level.length, li, n);
      const span = bw * level.length + 12 * (level.length - 1);
      const by = y + li * (bh + gap);
      const row: { cx: number; top: number; bottom: number }[] = [];
      level.forEach((c, ci) => {
        const bx = x + (width - span) / 2 + ci * (bw + 12);
        const fill = li === 0 ? s.theme.accent : li === 1 ? s.theme.tint : s.theme.wash;
        const fg = li === 0 ? INK.white : li === 1 ? s.theme.dark : INK.soft;
        doc.roundedRect(bx, by, bw, bh, 6).fillColor(fill).fill();
        if (li > 0)
          doc
            .roundedRect(bx, by, bw, bh, 6)
            .lineWidth(1)
            .strokeColor(mix(s.theme.accent, '#ffffff', 0.6))
            .stroke();
        const role: FontRole = li === 0 ? 'bold' : 'regular';
        textInBox(doc, plain(c, role, fg), bx + 10, by, bw - 20, bh, t, 'center');
        row.push({ cx: bx + bw / 2, top: by, bottom: by + bh });
      });
      boxes.push(row);
    });
    // connectors: each box below hangs from the nearest box above
    for (let li = 1; li < boxes.length; li++) {
      for (const b of boxes[li]!) {
        const above = boxes[li - 1]!;
        const parent = above.reduce((p, q) => (Math.abs(q.cx - b.cx) < Math.abs(p.cx - b.cx) ? q : p));
        const mid = parent.bottom + gap / 2;
        doc
          .moveTo(parent.cx, parent.bottom)
          .lineTo(parent.cx, mid)
          .lineTo(b.cx, mid)
          .lineTo(b.cx, b.top)
          .lineWidth(1.5)
          .strokeColor(mix(s.theme.accent, '#ffffff', 0.4))
          .stroke();
      }
    }
  },
};
