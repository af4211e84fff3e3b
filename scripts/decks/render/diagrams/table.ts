/** A table: accent header row, banded rows; a RACI chart's letters are drawn as coloured badges. */
import { INK } from '../colours';
import type { FontRole } from '../fonts';
import type { Doc } from '../page';
import { capCentred, drawLine, lineHeight, plain, textBlock, textInBox, widthOf, type Align } from '../text';
import type { DiagramKind, DiagramOf } from './diagram-kind';

/** Badge colours of the RACI letters: responsible, accountable, consulted, informed. */
const RACI: Record<string, string> = { R: '#0f766e', A: '#b45309', C: '#4338ca', I: '#64748b' };
/** A row whose first cell names a traffic light gets a stripe of that colour at its left edge. */
const LIGHTS: Record<string, string> = {
  green: '#15803d',
  amber: '#d97706',
  red: '#b91c1c',
  초록: '#15803d',
  주황: '#d97706',
  빨강: '#b91c1c',
};

function tableLayout(doc: Doc, d: DiagramOf<'table'>, width: number, t: number) {
  // each column starts at its longest word, then shares the rest in proportion to what its text needs
  const all = [d.header, ...d.rows];
  const roleOf = (ri: number, ci: number): FontRole => (ri === 0 || ci === 0 ? 'bold' : 'regular');
  const minW = d.header.map((_, ci) =>
    Math.max(
      40,
      ...all.flatMap((r, ri) =>
        r[ci]!.split(/[ \t\r\n]+/).map((w) => widthOf(doc, w, roleOf(ri, ci), t) + 18),
      ),
    ),
  );
  // a column left blank for writing in wants as much room as it can get
  const needW = d.header.map((_, ci) =>
    d.rows.every((r) => r[ci] === '')
      ? width
      : Math.max(...all.map((r, ri) => widthOf(doc, r[ci]!, roleOf(ri, ci), t) + 18)),
  );
  // the room left is shared out as water fills vessels: the column that needs least is filled first, so a
  // short column (a time, a name) is not wrapped to make a long one a little wider
  let rest = Math.max(0, width - minW.reduce((a, b) => a + b, 0));
  const extra = needW.map((nw, ci) => Math.max(0, nw - minW[ci]!));
  const colW = [...minW];
  const order = extra.map((_, ci) => ci).sort((a, b) => extra[a]! - extra[b]!);
  order.forEach((ci, k) => {
    const give = Math.min(extra[ci]!, rest / (order.length - k));
    colW[ci] = colW[ci]! + give;
    rest -= give;
  });
  // every column has all it needs and room is left: widen them in proportion
  const total = colW.reduce((a, b) => a + b, 0);
  if (rest > 0) colW.forEach((w, ci) => (colW[ci] = w + (rest * w) / total));
  const rowH = (row: string[], role: FontRole) =>
    Math.max(
      ...row.map((c, i) =>
        c
          ? textBlock(doc, plain(c, role, ''), 0, 0, colW[i]! - 16, t, false)
          : lineHeight(t) * (t < 12 ? 1.8 : 1),
      ),
    ) + 16;
  const headH = rowH(d.header, 'bold');
  const rowsH = d.rows.map((r) => rowH(r, 'regular'));
  return { colW, headH, rowsH, height: headH + rowsH.reduce((a, b) => a + b, 0) };
}

export const table: DiagramKind<'table'> = {
  minHeight: (doc, d, width, s) => tableLayout(doc, d, width, s.small).height,

  draw(doc, d, { x, y, width, height: h }, s) {
    const t = s.small;
    const { colW, headH, rowsH, height } = tableLayout(doc, d, width, t);
    const stretch = d.rows.length ? (h - height) / d.rows.length : 0;
    const raci = d.rows.every((r) => r.slice(1).every((c) => c === '' || /^[RACI](\/[RACI])?$/.test(c)));
    // header
    doc.rect(x, y, width, headH).fillColor(s.theme.accent).fill();
    let cx = x;
    d.header.forEach((c, i) => {
      const align: Align = i === 0 ? 'left' : 'center';
      textInBox(doc, plain(c, 'bold', INK.white), cx + 8, y, colW[i]! - 16, headH, t, align);
      cx += colW[i]!;
    });
    let ry = y + headH;
    d.rows.forEach((row, ri) => {
      const rh = rowsH[ri]! + stretch;
      if (ri % 2 === 1) doc.rect(x, ry, width, rh).fillColor(s.theme.wash).fill();
      cx = x;
      row.forEach((c, i) => {
        const w = colW[i]!;
        if (raci && i > 0 && c) {
          const letters = c.split('/');
          const bw = 30;
          const total = letters.length * bw + (letters.length - 1) * 4;
          letters.forEach((l, li) => {
            const bx = cx + (w - total) / 2 + li * (bw + 4);
            const by = ry + (rh - 26) / 2;
            doc.roundedRect(bx, by, bw, 26, 6).fillColor(RACI[l]!).fill();
            const lw = widthOf(doc, l, 'bold', t);
            const ly = capCentred(doc, 'bold', t, by + 13);
            drawLine(doc, l, bx + (bw - lw) / 2, ly, 'bold', t, INK.white);
          });
        } else if (c) {
          const light = i === 0 ? LIGHTS[c.toLowerCase()] : undefined;
          if (light) doc.rect(cx, ry, 4, rh).fillColor(light).fill();
          const role: FontRole = i === 0 ? 'bold' : 'regular';
          const color = i === 0 ? s.theme.dark : INK.text;
          textInBox(
            doc,
            plain(c, role, color),
            cx + 8,
            ry,
            w - 16,
            rh,
            t,
            i === 0 || !raci ? 'left' : 'center',
          );
        }
        cx += w;
      });
      doc
        .moveTo(x, ry + rh)
        .lineTo(x + width, ry + rh)
        .lineWidth(0.75)
        .strokeColor(INK.rule)
        .stroke();
      ry += rh;
    });
    // column rules
    cx = x;
    for (const w of colW.slice(0, -1)) {
      cx += w;
      doc
        .moveTo(cx, y + headH)
        .lineTo(cx, y + h)
        .lineWidth(0.75)
        .strokeColor(INK.rule)
        .stroke();
    }
    doc.rect(x, y, width, h).lineWidth(1).strokeColor(s.theme.tint).stroke();
  },
};
