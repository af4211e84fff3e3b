/** Chevrons left to right, each with a short text under it. */
import { INK, mix } from '../colours';
import type { Doc } from '../page';
import { plain, textBlock, textInBox } from '../text';
import type { DiagramKind, DiagramOf } from './diagram-kind';

function flowStepWidth(d: DiagramOf<'flow'>, width: number): number {
  return width / d.steps.length;
}

/** The height of the tallest step text at this size, in a card `w` wide. */
function tallestText(doc: Doc, d: DiagramOf<'flow'>, w: number, size: number): number {
  return Math.max(
    0,
    ...d.steps.map((st) => textBlock(doc, plain(st.text, 'regular', ''), 0, 0, w - 20, size, false)),
  );
}

export const flow: DiagramKind<'flow'> = {
  minHeight(doc, d, width, s) {
    return 54 + 12 + 16 + tallestText(doc, d, flowStepWidth(d, width), s.small);
  },

  draw(doc, d, { x, y, width, height: h }, s) {
    const t = s.small;
    const w = flowStepWidth(d, width);
    const ch = 54;
    const tip = 16;
    const body = h - ch - 12;
    // the cards fill the room the slide leaves: their text grows (up to 3 pt) to fill them, centred
    let size = t;
    while (size < t + 3 && tallestText(doc, d, w, size + 1) <= body - 24) size++;
    d.steps.forEach((st, i) => {
      const sx = x + i * w;
      const color = mix(s.theme.accent, s.theme.dark, i / Math.max(1, d.steps.length - 1));
      const pts: [number, number][] = [
        [sx, y],
        [sx + w - tip, y],
        [sx + w, y + ch / 2],
        [sx + w - tip, y + ch],
        [sx, y + ch],
        ...(i > 0 ? ([[sx + tip, y + ch / 2]] as [number, number][]) : []),
      ];
      doc
        .polygon(...pts)
        .fillColor(color)
        .fill();
      doc
        .polygon(...pts)
        .lineWidth(2)
        .strokeColor(INK.white)
        .stroke();
      const lx = sx + (i > 0 ? tip : 8);
      const lw = w - tip - (i > 0 ? tip : 8);
      textInBox(doc, plain(st.title, 'bold', INK.white), lx, y, lw, ch, t, 'center');
      if (st.text) {
        doc
          .rect(sx + 4, y + ch + 12, w - 8, body)
          .fillColor(s.theme.wash)
          .fill();
        textInBox(
          doc,
          plain(st.text, 'regular', INK.soft),
          sx + 10,
          y + ch + 12,
          w - 20,
          body,
          size,
          'center',
        );
      }
    });
  },
};
