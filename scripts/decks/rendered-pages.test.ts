import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Block, Diagram, RichText, Slide } from './deck';
import { renderWithCaseFile } from '../../shared/testing/case-documents';
import { parseDeck } from './parse-deck';

/**
 * Every page of every committed deck, handout and debrief PDF as the room sees it: poppler's pdftoppm draws
 * each page to a PNG (so a page that a PDF reader cannot draw fails here), and the text pdf.js reads from
 * each page lies inside the page with no two pieces of text drawn over each other. pdf.js (like poppler's
 * pdftotext) leaves out glyphs drawn beyond the page, so text pushed wholly off a page is found another way:
 * every word the slide's source shows must be among the page's text.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The workshop decks' PDFs, then each case package's debrief decks (content/cases/{slug}/debrief-deck.*.pdf). */
const DIRS = [
  'content/decks/pdf',
  ...readdirSync(join(ROOT, 'content/cases'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `content/cases/${e.name}`)
    .sort(),
];
const PDFS = DIRS.flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => `${dir}/${f}`),
);
const run = promisify(execFile);

/** Whether Debian's poppler-utils is installed (`apt-get install -y poppler-utils`). */
async function hasPdftoppm(): Promise<boolean> {
  try {
    await run('pdftoppm', ['-v']);
    return true;
  } catch {
    return false;
  }
}
const pdftoppm = await hasPdftoppm();
if (!pdftoppm) {
  console.warn(
    'rendered-pages.test.ts: pdftoppm not found, so the pages are not drawn to PNG ' +
      '(install poppler-utils); their text is still checked',
  );
}

/** A piece of text on a page, as a box in PDF points with y growing downwards. */
interface TextBox {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The baseline, to tell the pieces of one line (a bold lead and the rest) from those of another. */
  baseline: number;
}

interface Page {
  width: number;
  height: number;
  boxes: TextBox[];
}

/**
 * The boxes of each page's text. Letters and Hangul reach up to about 0.8 of the font size above the
 * baseline and 0.2 below it, so that is the box: lines of one paragraph (1.16 to 1.36 times the size apart,
 * plus a gap) never touch, while text drawn over text does.
 */
async function pageBoxes(file: string): Promise<Page[]> {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0 }).promise;
  try {
    const pages: Page[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      const height = y1 - y0;
      const boxes: TextBox[] = [];
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [a, b, , , e, f] = item.transform as number[];
        // the decks draw text horizontally only; a turned piece would need its own box
        expect(Math.abs(b!), `${file} page ${n}: "${item.str}" is not horizontal`).toBeLessThan(0.01);
        const size = Math.abs(a!) || item.height;
        const baseline = height - (f! - y0);
        boxes.push({
          text: item.str,
          left: e! - x0,
          right: e! - x0 + item.width,
          top: baseline - 0.8 * size,
          bottom: baseline + 0.2 * size,
          baseline,
        });
      }
      pages.push({ width: x1 - x0, height, boxes });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/**
 * The source a PDF is built from: content/decks/pdf/ai.ko.pdf <- content/decks/ai.ko.md, and a case's
 * content/cases/{slug}/debrief-deck.ko.pdf <- debrief-deck.ko.md beside it.
 */
const sourceOf = (rel: string) => rel.replace('/pdf/', '/').replace(/\.pdf$/, '.md');
/** A source as the build reads it: a debrief deck's figures written out from its package's case file. */
function sourceText(source: string): string {
  const text = readFileSync(join(ROOT, source), 'utf8');
  const debrief = /^(content\/cases\/[^/]+)\/debrief-deck\.(en|ko)\.md$/.exec(source);
  if (!debrief) return text;
  const caseYaml = readFileSync(join(ROOT, debrief[1]!, 'case.yaml'), 'utf8');
  return renderWithCaseFile(caseYaml, text, debrief[2] as 'en' | 'ko');
}

const richWords = (r: RichText) => [r.lead ?? '', r.text];
function diagramWords(d: Diagram): string[] {
  switch (d.type) {
    case 'zopa':
      return [d.seller.name, d.buyer.name, d.zone, d.unit, ...d.marks.map((m) => m.label)];
    case 'matrix':
      return [d.x, d.y]
        .flatMap((a) => [a.label, a.low, a.high])
        .concat(d.cells.flatMap((c) => [c.title, c.text]));
    case 'table':
      return [d.header, ...d.rows].flat();
    case 'pyramid':
      return d.levels.flat();
    case 'flow':
      return d.steps.flatMap((st) => [st.title, st.text]);
    case 'bars':
      return d.bars.map((b) => b.label);
  }
}
const blockWords = (b: Block): string[] =>
  b.kind === 'heading'
    ? [b.text]
    : b.kind === 'paragraph'
      ? richWords(b.content)
      : b.kind === 'list'
        ? b.items.flatMap((i) => [...richWords(i.content), ...i.children.flatMap(richWords)])
        : diagramWords(b.diagram);

/** The words of a slide's source that the slide shows: everything but its notes and layout. */
const shownWords = (slide: Slide) =>
  [slide.title, slide.subtitle ?? '', ...slide.columns.flat().flatMap(blockWords), slide.callout ?? '']
    .join(' ')
    .split(/[\s\u00a0]+/)
    .filter(Boolean);

/** The words of each slide that its page does not show (compared without spaces, as lines break anywhere). */
function missingWords(slides: Slide[], pages: Page[]): string[] {
  const squeeze = (text: string) => text.replace(/[\s\u00a0]+/g, '');
  return slides.flatMap((slide, i) => {
    const page = squeeze(pages[i]?.boxes.map((b) => b.text).join('') ?? '');
    return shownWords(slide)
      .filter((w) => !page.includes(squeeze(w)))
      .map((w) => `page ${i + 1}: "${w}" is not on the page`);
  });
}

/** How far two boxes overlap, along each axis (negative when apart). */
const overlap = (p: TextBox, q: TextBox) => ({
  x: Math.min(p.right, q.right) - Math.max(p.left, q.left),
  y: Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top),
});

/** Below a point either way the pieces only touch (a bold lead and its text, a table's rule). */
const TOLERANCE = 1;

/** What is wrong with the pages' text: a piece off its page, or two pieces drawn over each other. */
function layoutProblems(pages: Page[]): string[] {
  const problems: string[] = [];
  pages.forEach(({ width, height, boxes }, i) => {
    const where = `page ${i + 1}`;
    for (const b of boxes) {
      const off =
        b.left < -TOLERANCE ||
        b.right > width + TOLERANCE ||
        b.top < -TOLERANCE ||
        b.bottom > height + TOLERANCE;
      if (off) problems.push(`${where}: "${b.text}" lies outside the ${width} x ${height} page`);
    }
    boxes.forEach((p, pi) => {
      for (const q of boxes.slice(pi + 1)) {
        const o = overlap(p, q);
        // pieces of one line may meet end to end; pieces of different lines may not cross at all
        const sameLine = Math.abs(p.baseline - q.baseline) < 0.5;
        if (o.x > TOLERANCE && o.y > (sameLine ? 0 : TOLERANCE))
          problems.push(`${where}: "${p.text}" and "${q.text}" are drawn over each other`);
      }
    });
  });
  return problems;
}

/** Draws every page of a PDF to `{prefix}-{n}.png` at a small size: enough to prove each page draws. */
const toPngs = (file: string, prefix: string) => run('pdftoppm', ['-png', '-r', '12', file, prefix]);

describe('the page check', () => {
  it('finds text off the page, text drawn over other text and words the page lost; a clean page passes', async () => {
    const { slides } = parseDeck(
      [
        '---\nkey: t\nworkshop: W\naccent: #1d4ed8\n---',
        'layout: title\n# First line\n- **Lead:** its text\n---',
        '# Overlapping over it\nRunning off the edge\n> Hidden below',
      ].join('\n'),
    );
    const doc = new PDFDocument({ size: [400, 300], margin: 0, compress: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((ok) => doc.on('end', () => ok(Buffer.concat(chunks))));
    // page 1 as the renderer draws it: lines apart, a bold lead against its text
    doc.font('Helvetica').fontSize(18);
    doc.text('First line', 20, 20, { lineBreak: false });
    doc.font('Helvetica-Bold').text('Lead:', 20, 44, { lineBreak: false });
    doc.font('Helvetica').text('its text', 20 + doc.widthOfString('Lead: '), 44, { lineBreak: false });
    // page 2 gone wrong: two lines crossed, a line cut at the right edge, a callout below the page
    doc.addPage({ size: [400, 300], margin: 0 });
    doc.text('Overlapping', 20, 20, { lineBreak: false });
    doc.text('over it', 40, 28, { lineBreak: false });
    doc.text('Running off the edge', 300, 200, { lineBreak: false });
    doc.text('Hidden below', 20, 320, { lineBreak: false });
    doc.end();
    const dir = mkdtempSync(join(tmpdir(), 'deck-check-'));
    try {
      const file = join(dir, 'check.pdf');
      writeFileSync(file, await done);
      const pages = await pageBoxes(file);
      // pdf.js keeps the glyphs that start on the page and drops the rest
      expect(layoutProblems(pages)).toEqual([
        'page 2: "Running off t" lies outside the 400 x 300 page',
        'page 2: "Overlapping" and "over it" are drawn over each other',
      ]);
      expect(missingWords(slides, pages)).toEqual(
        ['the', 'edge', 'Hidden', 'below'].map((w) => `page 2: "${w}" is not on the page`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('every page of every committed deck PDF', () => {
  const out = mkdtempSync(join(tmpdir(), 'deck-pages-'));
  const prefixOf = (rel: string) => join(out, rel.replace(/[/.]/g, '_'));
  // all the PDFs at once: pdftoppm is a process each, so the machine's cores share them; each answers its
  // error's text, or '' once its pages are drawn
  const drawn = new Map(
    PDFS.map((rel) => [
      rel,
      pdftoppm ? toPngs(join(ROOT, rel), prefixOf(rel)).then(() => '', String) : Promise.resolve(''),
    ]),
  );
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  // CI installs poppler-utils before the tests (.ci/run): there a missing pdftoppm is an error, not a skip
  it.runIf(process.env.CI)('has pdftoppm to draw the pages with', () => {
    expect(pdftoppm).toBe(true);
  });

  it('includes the workshop decks, their handouts and the debrief decks, in both languages', () => {
    expect(PDFS.filter((f) => f.startsWith('content/decks/')).length).toBeGreaterThanOrEqual(12);
    expect(
      PDFS.filter((f) => /^content\/cases\/[^/]+\/debrief-deck\./.test(f)).length,
    ).toBeGreaterThanOrEqual(6);
    expect(PDFS.filter((f) => f.endsWith('.ko.pdf')).length * 2).toBe(PDFS.length);
  });

  it.each(PDFS)(
    '%s: each page draws to a PNG and its text stays on the page, none over another',
    async (rel) => {
      const pages = await pageBoxes(join(ROOT, rel));
      expect(pages.length).toBeGreaterThan(0);
      expect(await drawn.get(rel)).toBe('');
      if (pdftoppm) {
        const name = `${prefixOf(rel).split('/').at(-1)}-`;
        const pngs = readdirSync(out).filter((f) => f.startsWith(name));
        expect(pngs).toHaveLength(pages.length);
        for (const png of pngs) {
          const bytes = readFileSync(join(out, png));
          expect(bytes.subarray(1, 4).toString('latin1'), png).toBe('PNG');
          // a blank page is a few hundred bytes at this size; every slide has a title bar and text
          expect(bytes.length, png).toBeGreaterThan(1_000);
        }
      }
      expect(layoutProblems(pages)).toEqual([]);
      const source = sourceOf(rel);
      const deck = parseDeck(sourceText(source), source);
      expect(pages).toHaveLength(deck.slides.length);
      expect(missingWords(deck.slides, pages)).toEqual([]);
    },
  );
});
