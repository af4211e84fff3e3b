/** What every diagram kind (one file each in this folder) provides, and the helpers they share. */
import type { Diagram } from '../../deck';
import type { Theme } from '../colours';
import type { Doc } from '../page';

export type DiagramOf<T extends Diagram['type']> = Extract<Diagram, { type: T }>;

/** Where a diagram is drawn: its top-left corner and size. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DiagramStyle {
  theme: Theme;
  /** Diagram text size. */
  small: number;
}

export interface DiagramKind<T extends Diagram['type']> {
  /** The smallest height the diagram needs at this width and text size. */
  minHeight(doc: Doc, d: DiagramOf<T>, width: number, s: DiagramStyle): number;
  /** Draws the diagram filling the box, which is at least minHeight tall. */
  draw(doc: Doc, d: DiagramOf<T>, box: Box, s: DiagramStyle): void;
}

/** A number as the diagrams print it: `1,450,000`. */
export const fmt = (n: number) => n.toLocaleString('en-US');
