/**
 * ZOPA: a number line with each side's acceptable range as a bar, the overlap shaded, targets marked; under
 * the axis (and its unit), the reference points that are no side's limit (alternatives, public figures).
 */
import type { ZopaMark } from '../../deck';
import { INK } from '../colours';
import type { Doc } from '../page';
import { drawLine, lineHeight, plain, textBlock, widthOf } from '../text';
import { fmt, type DiagramKind } from './diagram-kind';

/** Room above a mark's label for its triangle (10 pt tall) and a gap. */
const MARK_TIP = 16;
const MARK_ROW_GAP = 2;

/**
 * The marks' labels laid out in rows: each centred on its point (kept inside the box), in the first row where
 * it does not touch the label before it.
 */
function markRows(
  doc: Doc,
  marks: ZopaMark[],
  px: (v: number) => number,
  x: number,
  width: number,
  t: number,
) {
  const ends: number[] = [];
  return [...marks]
    .sort((a, b) => a.value - b.value)
    .map((m) => {
      const w = widthOf(doc, m.label, 'italic', t);
      const lx = Math.min(Math.max(px(m.value) - w / 2, x), x + width - w);
      let row = ends.findIndex((end) => lx > end + 16);
      if (row === -1) row = ends.push(0) - 1;
      ends[row] = lx + w;
      return { mark: m, lx, row };
    });
}

const unitRows = (unit: string) => (unit ? 1 : 0);

export const zopa: DiagramKind<'zopa'> = {
  // At most two rows of marks: four short labels on a slide's width fit in two. A diagram with marks gives
  // up the 20 pt of air the plain one keeps between its bars (3 lines + 92 pt is what the bars need).
  minHeight: (_doc, d, _width, s) => {
    const lh = lineHeight(s.small);
    const marks = Math.min(d.marks.length, 2) * (MARK_TIP + lh + MARK_ROW_GAP);
    return (d.marks.length ? 110 : 130) + (3 + unitRows(d.unit)) * lh + marks;
  },

  draw(doc, d, { x, y, width, height: h }, s) {
    const t = s.small;
    const lh = lineHeight(t);
    const left = x + 10;
    const right = x + width - 10;
    const px = (v: number) => left + ((v - d.min) / (d.max - d.min)) * (right - left);
    const rows = markRows(doc, d.marks, px, x, width, t);
    const rowCount = rows.length ? Math.max(...rows.map((r) => r.row)) + 1 : 0;
    const marksH = rowCount * (MARK_TIP + lh + MARK_ROW_GAP);
    const axisY = y + h - unitRows(d.unit) * lh - marksH - 18;
    const lo = Math.max(d.seller.reservation, d.min);
    const hi = Math.min(d.buyer.reservation, d.max);
    // seller's label above its bar, buyer's label below its bar, both between the zone label and the axis
    const buyerY = axisY - 8 - lh - 26;
    const sellerTop = y + 2 * lh + 18;
    const sellerY = Math.max(sellerTop, Math.min(buyerY - 40, (sellerTop + buyerY - 40) / 2));

    // ZOPA band from the top to the axis
    if (hi > lo) {
      doc
        .rect(px(lo), y, px(hi) - px(lo), axisY - y)
        .fillColor(s.theme.tint)
        .fill();
      textBlock(
        doc,
        plain(d.zone, 'bold', s.theme.dark),
        px(lo) - 60,
        y + 4,
        px(hi) - px(lo) + 120,
        t,
        true,
        'center',
      );
    }
    // seller accepts >= reservation, buyer accepts <= reservation
    const bar = (
      yy: number,
      from: number,
      to: number,
      color: string,
      label: string,
      target: number,
      end: number,
      above: boolean,
    ) => {
      doc
        .rect(px(from), yy, px(to) - px(from), 16)
        .fillColor(color)
        .fill();
      doc
        .circle(px(end), yy + 8, 7)
        .fillColor(INK.white)
        .fill();
      doc
        .circle(px(end), yy + 8, 7)
        .lineWidth(3)
        .strokeColor(color)
        .stroke();
      // target: a diamond
      const tx = px(target);
      const diamond: [number, number][] = [
        [tx, yy - 5],
        [tx + 8, yy + 8],
        [tx, yy + 21],
        [tx - 8, yy + 8],
      ];
      doc
        .polygon(...diamond)
        .fillColor(INK.white)
        .fill();
      doc
        .polygon(...diamond)
        .lineWidth(2)
        .strokeColor(color)
        .stroke();
      const lw = widthOf(doc, label, 'bold', t) + 12;
      const lx = Math.min(Math.max(px(end) - lw / 2, x), x + width - lw);
      textBlock(doc, plain(label, 'bold', color), lx, above ? yy - 8 - lh : yy + 26, lw, t, true);
    };
    bar(
      sellerY,
      d.seller.reservation,
      d.max,
      s.theme.accent,
      d.seller.name,
      d.seller.target,
      d.seller.reservation,
      true,
    );
    bar(
      buyerY,
      d.min,
      d.buyer.reservation,
      '#475569',
      d.buyer.name,
      d.buyer.target,
      d.buyer.reservation,
      false,
    );

    // axis and ticks
    doc.moveTo(left, axisY).lineTo(right, axisY).lineWidth(1.5).strokeColor(INK.soft).stroke();
    for (let v = d.min; v <= d.max + 1e-9; v += d.step) {
      doc
        .moveTo(px(v), axisY)
        .lineTo(px(v), axisY + 6)
        .lineWidth(1)
        .strokeColor(INK.soft)
        .stroke();
      const label = fmt(v);
      const lw = widthOf(doc, label, 'regular', t);
      drawLine(doc, label, px(v) - lw / 2, axisY + 9, 'regular', t, INK.muted);
    }
    const uw = widthOf(doc, d.unit, 'regular', t);
    drawLine(doc, d.unit, right - uw, axisY + 9 + lh, 'regular', t, INK.muted);

    // reference points: a triangle pointing at the axis value, the label under it
    const marksTop = axisY + 9 + lh + unitRows(d.unit) * lh + MARK_ROW_GAP;
    for (const { mark, lx, row } of rows) {
      const top = marksTop + row * (MARK_TIP + lh + MARK_ROW_GAP);
      const mx = px(mark.value);
      doc
        .polygon([mx, top], [mx + 7, top + 10], [mx - 7, top + 10])
        .fillColor(INK.soft)
        .fill();
      drawLine(doc, mark.label, lx, top + MARK_TIP, 'italic', t, INK.text);
    }
  },
};
