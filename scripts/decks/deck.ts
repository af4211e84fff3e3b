/**
 * A parsed deck: what parse-deck.ts makes of a source in content/decks/*.md and render-deck.ts draws.
 * The source format is documented in content/decks/README.md.
 */

export const LAYOUTS = ['title', 'section', 'bullets', 'two-column', 'exercise', 'summary'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** A run of text with an optional bold lead term (`**Term** rest`). */
export interface RichText {
  lead?: string;
  text: string;
  /** No space between the lead and the text in the source (`**방식**과`): drawn without one. */
  glued?: boolean;
}

export interface ListItem {
  content: RichText;
  /** One level of sub-bullets (`  - `). */
  children: RichText[];
}

/** A labelled point on a ZOPA number line: a side's name, its walk-away point and its target. */
export interface ZopaSide {
  name: string;
  reservation: number;
  target: number;
}

/** A reference point on a ZOPA's axis that is neither side's limit: an alternative, a public figure. */
export interface ZopaMark {
  label: string;
  value: number;
}

export interface MatrixCell {
  title: string;
  text: string;
  /** `cell*:` draws the cell in the accent colour. */
  highlight: boolean;
}

/** A vector diagram drawn by the renderer (`::: type` ... `:::` in the source). */
export type Diagram =
  | {
      type: 'zopa';
      min: number;
      max: number;
      step: number;
      unit: string;
      /** Accepts anything at or above its reservation point. */
      seller: ZopaSide;
      /** Accepts anything at or below its reservation point. */
      buyer: ZopaSide;
      zone: string;
      /** Up to four reference points, drawn as triangles under the axis with their labels. */
      marks: ZopaMark[];
    }
  | {
      type: 'matrix';
      x: { label: string; low: string; high: string };
      y: { label: string; low: string; high: string };
      /** Top-left, top-right, bottom-left, bottom-right (top = high y, right = high x). */
      cells: MatrixCell[];
    }
  | { type: 'table'; header: string[]; rows: string[][] }
  | { type: 'pyramid'; levels: string[][] }
  | { type: 'flow'; steps: { title: string; text: string }[] }
  | { type: 'bars'; unit: string; bars: { label: string; value: number; highlight: boolean }[] };

export const DIAGRAM_TYPES = ['zopa', 'matrix', 'table', 'pyramid', 'flow', 'bars'] as const;

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; content: RichText }
  | { kind: 'list'; ordered: boolean; items: ListItem[] }
  | { kind: 'diagram'; diagram: Diagram };

export type ListBlock = Extract<Block, { kind: 'list' }>;

export interface Slide {
  /** 1-based position in the deck. */
  number: number;
  /** 1-based line in the source file where the slide starts. */
  line: number;
  layout: Layout;
  title: string;
  subtitle?: string;
  /** One column, or exactly two for the two-column layout. */
  columns: Block[][];
  callout?: string;
  notes?: string;
}

export const LANGS = ['en', 'ko'] as const;
export const DECK_KINDS = ['deck', 'handout', 'debrief'] as const;
export type DeckKind = (typeof DECK_KINDS)[number];
export type Lang = (typeof LANGS)[number];

export interface Deck {
  key: string;
  /** `en` (default) or `ko`: decides the fonts and the characters allowed. */
  lang: Lang;
  /**
   * A workshop's slide deck (16:9), its handout (A4 portrait pages), or a case's debrief deck (16:9 slides
   * for the instructor only, content/debrief-decks: never served with the workshop decks).
   */
  kind: DeckKind;
  workshop: string;
  /** `#rrggbb` */
  accent: string;
  slides: Slide[];
}
