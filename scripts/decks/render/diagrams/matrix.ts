/** A 2x2: y axis on the left (high at the top), x axis below (high on the right). */
import { INK } from '../colours';
import { typeface } from '../fonts';
import type { Doc } from '../page';
import { capCentred, drawLine, plain, textBlock, widthOf } from '../text';
import type { DiagramKind, DiagramOf } from './diagram-kind';

function matrixCellHeight(doc: Doc, title: string, text: string, width: number, t: number): number {
  return (
    textBlock(doc, plain(title, 'bold', ''), 0, 0, width, t + 2, false) +
    (text ? 6 + textBlock(doc, plain(text, 'regular', ''), 0, 0, width, t, false) : 0)
  );
}

/**
 * Axis labels are drawn horizontally (rotated Hangul is hard to read): the y axis's name above the grid, its
 * low and high ends in a gutter left of the rows, the x axis's name and ends below the grid.
 */
function frame(doc: Doc, d: DiagramOf<'matrix'>, width: number, t: number) {
  const gutter = Math.max(widthOf(doc, d.y.low, 'regular', t), widthOf(doc, d.y.high, 'regular', t)) + 24;
  const line = t * typeface.leading;
  return { gutter, top: line + 4, bottom: line + 16, gw: width - gutter };
}

export const matrix: DiagramKind<'matrix'> = {
  minHeight(doc, d, width, s) {
    const t = s.small;
    const f = frame(doc, d, width, t);
    const cellW = (f.gw - 8) / 2;
    const cellH = Math.max(...d.cells.map((c) => matrixCellHeight(doc, c.title, c.text, cellW - 24, t) + 22));
    return f.top + 2 * cellH + 8 + f.bottom;
  },

  draw(doc, d, { x, y: top, width, height: h }, s) {
    const t = s.small;
    const f = frame(doc, d, width, t);
    const y = top + f.top;
    const gx = x + f.gutter;
    const gw = f.gw;
    const gh = h - f.top - f.bottom;
    const cw = (gw - 8) / 2;
    const ch = (gh - 8) / 2;
    d.cells.forEach((c, i) => {
      const cx = gx + (i % 2) * (cw + 8);
      const cy = y + Math.floor(i / 2) * (ch + 8);
      doc
        .roundedRect(cx, cy, cw, ch, 8)
        .fillColor(c.highlight ? s.theme.accent : s.theme.wash)
        .fill();
      if (!c.highlight) doc.roundedRect(cx, cy, cw, ch, 8).lineWidth(1).strokeColor(s.theme.tint).stroke();
      const fg = c.highlight ? INK.white : s.theme.dark;
      const inner = matrixCellHeight(doc, c.title, c.text, cw - 24, t);
      let ty = cy + (ch - inner) / 2;
      ty += textBlock(doc, plain(c.title, 'bold', fg), cx + 12, ty, cw - 24, t + 2, true, 'center') + 6;
      if (c.text)
        textBlock(
          doc,
          plain(c.text, 'regular', c.highlight ? INK.white : INK.soft),
          cx + 12,
          ty,
          cw - 24,
          t,
          true,
          'center',
        );
    });
    // axes
    const ax = gx - 10;
    doc
      .moveTo(ax, y + gh)
      .lineTo(ax, y - 4)
      .lineWidth(2)
      .strokeColor(INK.soft)
      .stroke();
    doc
      .polygon([ax - 5, y + 4], [ax, y - 4], [ax + 5, y + 4])
      .fillColor(INK.soft)
      .fill();
    doc
      .moveTo(ax, y + gh + 10)
      .lineTo(gx + gw, y + gh + 10)
      .lineWidth(2)
      .strokeColor(INK.soft)
      .stroke();
    doc
      .polygon([gx + gw - 8, y + gh + 5], [gx + gw, y + gh + 10], [gx + gw - 8, y + gh + 15])
      .fillColor(INK.soft)
      .fill();
    // y axis: its name above the grid, beside the arrow; low and high beside the bottom and top rows
    drawLine(doc, d.y.label, ax + 10, capCentred(doc, 'bold', t, top + (f.top - 4) / 2), 'bold', t, INK.soft);
    const right = (text: string, rowTop: number) =>
      drawLine(
        doc,
        text,
        ax - 8 - widthOf(doc, text, 'regular', t),
        capCentred(doc, 'regular', t, rowTop + ch / 2),
        'regular',
        t,
        INK.muted,
      );
    right(d.y.high, y);
    right(d.y.low, y + ch + 8);
    // x axis: low, name, high, on one line
    const ly = capCentred(doc, 'regular', t, y + gh + 16 + (t * typeface.leading) / 2);
    const lw = widthOf(doc, d.x.label, 'bold', t);
    drawLine(doc, d.x.low, gx, ly, 'regular', t, INK.muted);
    drawLine(doc, d.x.high, gx + gw - 14 - widthOf(doc, d.x.high, 'regular', t), ly, 'regular', t, INK.muted);
    drawLine(doc, d.x.label, gx + (gw - lw) / 2, ly, 'bold', t, INK.soft);
  },
};
