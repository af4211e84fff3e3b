/** A 2x2: y axis on the left (high at the top), x axis below (high on the right). */
import { INK } from '../colours';
import { typeface } from '../fonts';
import type { Doc } from '../page';
import { plain, textBlock, widthOf } from '../text';
import type { DiagramKind } from './diagram-kind';

function matrixCellHeight(doc: Doc, title: string, text: string, width: number, t: number): number {
  return (
    textBlock(doc, plain(title, 'bold', ''), 0, 0, width, t + 2, false) +
    (text ? 6 + textBlock(doc, plain(text, 'regular', ''), 0, 0, width, t, false) : 0)
  );
}

export const matrix: DiagramKind<'matrix'> = {
  minHeight(doc, d, width, s) {
    const t = s.small;
    const cellW = (width - 44) / 2;
    const cellH = Math.max(...d.cells.map((c) => matrixCellHeight(doc, c.title, c.text, cellW - 24, t) + 22));
    return 2 * cellH + 8 + 34;
  },

  draw(doc, d, { x, y, width, height: h }, s) {
    const t = s.small;
    const gx = x + 44;
    const gw = width - 44;
    const gh = h - 34;
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
      .lineTo(ax, y)
      .lineWidth(2)
      .strokeColor(INK.soft)
      .stroke();
    doc
      .polygon([ax - 5, y + 8], [ax, y], [ax + 5, y + 8])
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
    const small = t - 2;
    // x labels: low, axis name, high
    const ly = y + gh + 16;
    doc.font(typeface.fonts.regular).fontSize(small).fillColor(INK.muted);
    doc.text(d.x.low, gx, ly, { lineBreak: false });
    doc.text(d.x.high, gx + gw - 14 - widthOf(doc, d.x.high, 'regular', small), ly, { lineBreak: false });
    textBlock(doc, plain(d.x.label, 'bold', INK.soft), gx, ly, gw, small, true, 'center');
    // y labels, rotated
    doc.save();
    doc.rotate(-90, { origin: [x + 12, y + gh / 2] });
    const yl = widthOf(doc, d.y.label, 'bold', small);
    doc.font(typeface.fonts.bold).fontSize(small).fillColor(INK.soft);
    doc.text(d.y.label, x + 12 - yl / 2, y + gh / 2 - small * 0.9, { lineBreak: false });
    doc.font(typeface.fonts.regular).fontSize(small).fillColor(INK.muted);
    doc.text(d.y.low, x + 12 - gh / 2, y + gh / 2 - small * 0.9, { lineBreak: false });
    doc.text(
      d.y.high,
      x + 12 + gh / 2 - widthOf(doc, d.y.high, 'regular', small) - 10,
      y + gh / 2 - small * 0.9,
      {
        lineBreak: false,
      },
    );
    doc.restore();
  },
};
