/** The diagram syntax: the lines between `::: type` and `:::` (content/decks/README.md). */
import { DIAGRAM_TYPES, type Diagram, type ZopaSide } from '../deck';

/** A number written with optional thousands separators: `1,450,000`, `75`, `3.5`. */
function parseNumber(raw: string, fail: (msg: string) => never): number {
  const n = Number(raw.trim().replace(/,/g, ''));
  if (!raw.trim() || !Number.isFinite(n)) fail(`expected a number, got "${raw.trim()}"`);
  return n;
}

const cells = (raw: string) => raw.split('|').map((c) => c.trim());

/** Parses the lines between `::: type` and `:::` into a diagram. */
export function parseDiagram(type: string, body: string[], fail: (msg: string) => never): Diagram {
  if (!(DIAGRAM_TYPES as readonly string[]).includes(type)) {
    fail(`unknown diagram "${type}" (expected one of ${DIAGRAM_TYPES.join(', ')})`);
  }
  const fields: { name: string; value: string }[] = [];
  const rows: string[][] = [];
  for (const raw of body) {
    const line = raw.trim();
    if (!line) continue;
    if (type === 'table') {
      if (!line.startsWith('|') || !line.endsWith('|')) fail(`a table row is "| a | b |", got "${line}"`);
      rows.push(cells(line.slice(1, -1)));
      continue;
    }
    const m = /^([a-z]+\*?):\s*(.*)$/.exec(line);
    if (!m) fail(`expected "name: value" in a ${type} diagram, got "${line}"`);
    fields.push({ name: m![1]!, value: m![2]! });
  }
  const one = (name: string) => {
    const found = fields.filter((f) => f.name === name);
    if (found.length !== 1) fail(`a ${type} diagram needs exactly one "${name}:" line`);
    return found[0]!.value;
  };
  const all = (...names: string[]) => fields.filter((f) => names.includes(f.name));
  const unknown = (known: string[]) => {
    const bad = fields.find((f) => !known.includes(f.name));
    if (bad) fail(`unknown line "${bad.name}:" in a ${type} diagram`);
  };

  switch (type) {
    case 'zopa': {
      unknown(['axis', 'seller', 'buyer', 'zone', 'mark']);
      const [min, max, step, unit] = cells(one('axis'));
      const side = (raw: string): ZopaSide => {
        const [name, reservation, target] = cells(raw);
        if (!name || reservation === undefined || target === undefined)
          fail('a side is "name | reservation | target"');
        return {
          name: name!,
          reservation: parseNumber(reservation!, fail),
          target: parseNumber(target!, fail),
        };
      };
      const d = {
        type: 'zopa' as const,
        min: parseNumber(min ?? '', fail),
        max: parseNumber(max ?? '', fail),
        step: parseNumber(step ?? '', fail),
        unit: unit ?? '',
        seller: side(one('seller')),
        buyer: side(one('buyer')),
        zone: one('zone'),
        marks: all('mark').map((f) => {
          const [label, value] = cells(f.value);
          if (!label || value === undefined) fail('a mark is "label | value"');
          return { label: label!, value: parseNumber(value!, fail) };
        }),
      };
      if (d.min >= d.max || d.step <= 0) fail('axis is "min | max | step | unit" with min < max');
      if (d.marks.length > 4) fail('a zopa diagram takes at most four "mark:" lines');
      for (const v of [
        d.seller.reservation,
        d.seller.target,
        d.buyer.reservation,
        d.buyer.target,
        ...d.marks.map((m) => m.value),
      ]) {
        if (v < d.min || v > d.max) fail(`${v} is outside the axis ${d.min}-${d.max}`);
      }
      return d;
    }
    case 'matrix': {
      unknown(['x', 'y', 'cell', 'cell*']);
      const axis = (raw: string) => {
        const [label, low, high] = cells(raw);
        if (!label || !low || !high) fail('an axis is "label | low | high"');
        return { label: label!, low: low!, high: high! };
      };
      const list = all('cell', 'cell*').map((f) => {
        const [title, ...rest] = cells(f.value);
        return { title: title ?? '', text: rest.join(' | '), highlight: f.name === 'cell*' };
      });
      if (list.length !== 4)
        fail('a matrix needs four "cell:" lines (top-left, top-right, bottom-left, bottom-right)');
      return { type: 'matrix', x: axis(one('x')), y: axis(one('y')), cells: list };
    }
    case 'table': {
      if (rows.length < 2) fail('a table needs a header row and at least one row');
      const width = rows[0]!.length;
      if (rows.some((r) => r.length !== width)) fail('every table row needs the same number of cells');
      return { type: 'table', header: rows[0]!, rows: rows.slice(1) };
    }
    case 'pyramid': {
      unknown(['level']);
      const levels = all('level').map((f) => cells(f.value));
      if (levels.length < 2 || levels.length > 3) fail('a pyramid needs two or three "level:" lines');
      return { type: 'pyramid', levels };
    }
    case 'flow': {
      unknown(['step']);
      const steps = all('step').map((f) => {
        const [title, ...rest] = cells(f.value);
        return { title: title ?? '', text: rest.join(' | ') };
      });
      if (steps.length < 2 || steps.length > 6) fail('a flow needs two to six "step:" lines');
      return { type: 'flow', steps };
    }
    default: {
      unknown(['unit', 'bar', 'bar*']);
      const unitField = all('unit')[0];
      const bars = all('bar', 'bar*').map((f) => {
        const [label, value] = cells(f.value);
        return { label: label ?? '', value: parseNumber(value ?? '', fail), highlight: f.name === 'bar*' };
      });
      if (bars.length < 2 || bars.length > 8) fail('a bar chart needs two to eight "bar:" lines');
      return { type: 'bars', unit: unitField?.value ?? '', bars };
    }
  }
}
