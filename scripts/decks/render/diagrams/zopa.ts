/** ZOPA: a number line with each side's acceptable range as a bar, the overlap shaded, targets marked. */
import { INK } from '../colours';
import { drawLine, lineHeight, plain, textBlock, widthOf } from '../text';
import { fmt, type DiagramKind } from './diagram-kind';

export const zopa: DiagramKind<'zopa'> = {
  minHeight: (_doc, _d, _width, s) => 130 + 4 * lineHeight(s.small),

  draw(doc, d, { x, y, width, height: h }, s) {
    const t = s.small;
    const lh = lineHeight(t);
    const left = x + 10;
    const right = x + width - 10;
    const px = (v: number) => left + ((v - d.min) / (d.max - d.min)) * (right - left);
    const axisY = y + h - lh - 18;
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
    drawLine(doc, d.unit, right - uw, axisY + 9 + lineHeight(t), 'regular', t, INK.muted);
  },
};
