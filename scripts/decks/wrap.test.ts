import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseDeck } from './parse-deck';
import { setTypeface } from './render/fonts';
import { richRuns, widthOf, wrap, type Run } from './render/text';

const NBSP = '\u00a0';
const doc = () => {
  const d = new PDFDocument({ autoFirstPage: false });
  setTypeface(d, 'ko');
  return d;
};
const texts = (lines: ReturnType<typeof wrap>) => lines.map((l) => l.segments.map((s) => s.text).join('|'));

describe('the renderer’s word wrap', () => {
  it('breaks at spaces but never at a no-break space, and draws the no-break space as a space', () => {
    const d = doc();
    const runs: Run[] = [
      { text: `Low still earns more (4${NBSP}>${NBSP}2) here`, role: 'regular', color: '#000' },
    ];
    const narrow = widthOf(d, 'Low still earns more (4', 'regular', 18);
    const lines = texts(wrap(d, runs, 18, narrow));
    expect(lines.some((l) => l.includes('(4 > 2)'))).toBe(true);
    expect(lines.join('\n')).not.toContain(NBSP);
  });

  it('joins a Korean particle written against a bold term, and keeps the space where the source has one', () => {
    const d = doc();
    const header =
      '---\nkey: t\nlang: ko\nworkshop: 테스트\naccent: #1d4ed8\n---\nlayout: title\n# 제목\n---\n# 본문\n';
    const deck = parseDeck(`${header}- **의사결정 방식**과 이견이 있을 때\n- **목적:** 한 문장으로\n`);
    const list = deck.slides[1]!.columns[0]![0]!;
    if (list.kind !== 'list') throw new Error('expected a list');
    const [glued, spaced] = list.items.map((i) => i.content);
    expect(glued).toEqual({ lead: '의사결정 방식', text: '과 이견이 있을 때', glued: true });
    expect(spaced).toEqual({ lead: '목적:', text: '한 문장으로' });

    const line = wrap(d, richRuns(glued!, '#111', '#222'), 18, 2000)[0]!;
    const [bold, rest] = line.segments;
    expect(bold!.text).toBe('의사결정 방식');
    expect(rest!.text).toBe('과 이견이 있을 때');
    // the particle starts where the bold term ends, with no space between
    const space = widthOf(d, ' ', 'regular', 18);
    expect(rest!.x).toBeLessThan(widthOf(d, '의사결정 방식', 'bold', 18) + space / 2);

    const spacedLine = wrap(d, richRuns(spaced!, '#111', '#222'), 18, 2000)[0]!;
    expect(spacedLine.segments[1]!.x).toBeGreaterThan(widthOf(d, '목적:', 'bold', 18) + 1);
  });

  it('moves a glued particle to the next line together with its word', () => {
    const d = doc();
    const runs = richRuns({ lead: '의사결정 방식', text: '과 이견', glued: true }, '#111', '#222');
    // the bold term fits on the first line, but not with its particle: both move, never the particle alone
    const width = widthOf(d, '의사결정 방식', 'bold', 18) + 2;
    expect(texts(wrap(d, runs, 18, width))).toEqual(['의사결정', '방식|과 이견']);
  });
});

describe('diagram text on slides', () => {
  it('is never smaller than 18 pt, even when the body has shrunk to its minimum', async () => {
    const { flowStyle } = await import('./render/blocks');
    const { themeFor } = await import('./render/colours');
    const { BODY_SIZES } = await import('./render/page');
    for (const body of BODY_SIZES)
      expect(flowStyle(themeFor('#1d4ed8'), body).small).toBeGreaterThanOrEqual(18);
  });
});
