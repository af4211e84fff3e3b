/** Diagrams of every kind, measured and drawn by the kind's own module in diagrams/. */
import type { Diagram } from '../deck';
import { bars } from './diagrams/bars';
import type { Box, DiagramKind, DiagramStyle } from './diagrams/diagram-kind';
import { flow } from './diagrams/flow';
import { matrix } from './diagrams/matrix';
import { pyramid } from './diagrams/pyramid';
import { table } from './diagrams/table';
import { zopa } from './diagrams/zopa';
import type { Doc } from './page';

const KINDS: { [T in Diagram['type']]: DiagramKind<T> } = { zopa, matrix, table, pyramid, flow, bars };

/** The kind that draws `d` (TypeScript cannot tie `KINDS[d.type]` to the type of `d`, hence the cast). */
const kindOf = (d: Diagram) => KINDS[d.type] as DiagramKind<Diagram['type']>;

/** The smallest height a diagram needs at this width and text size. */
export function diagramHeight(doc: Doc, d: Diagram, width: number, s: DiagramStyle): number {
  return kindOf(d).minHeight(doc, d, width, s);
}

export function drawDiagram(doc: Doc, d: Diagram, box: Box, s: DiagramStyle) {
  kindOf(d).draw(doc, d, box, s);
}
