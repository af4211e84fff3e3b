/** Horizontal bars with the value at the end. */
import { INK } from '../colours';
import { capCentred, drawLine, lineHeight, widthOf } from '../text';
import { fmt, type DiagramKind } from './diagram-kind';

export const bars: DiagramKind<'bars'> = {
  minHeight: (_doc, d, _width, s) => d.bars.length * (lineHeight(s.small) + 14) + lineHeight(s.small),

  draw(doc, d, { x, y, width, height: h }, s) {
    const t = s.small;
    const labelW = Math.min(
      width * 0.4,
      Math.max(...d.bars.map((b) => widthOf(doc, b.label, 'bold', t))) + 14,
    );
    const valueW = Math.max(...d.bars.map((b) => widthOf(doc, `${fmt(b.value)}${d.unit}`, 'bold', t))) + 10;
    const max = Math.max(...d.bars.map((b) => b.value));
    const step = (h - lineHeight(t)) / d.bars.length;
    const barH = Math.min(step - 10, 34);
    d.bars.forEach((b, i) => {
      const by = y + i * step + (step - barH) / 2;
      const ty = capCentred(doc, 'bold', t, by + barH / 2);
      drawLine(doc, b.label, x + labelW - 10 - widthOf(doc, b.label, 'bold', t), ty, 'bold', t, INK.soft);
      const bw = ((width - labelW - valueW) * b.value) / max;
      doc
        .roundedRect(x + labelW, by, Math.max(4, bw), barH, 4)
        .fillColor(b.highlight ? s.theme.accent : s.theme.tint)
        .fill();
      const value = `${fmt(b.value)}${d.unit}`;
      const color = b.highlight ? s.theme.dark : INK.muted;
      drawLine(doc, value, x + labelW + Math.max(4, bw) + 8, ty, 'bold', t, color);
    });
  },
};
