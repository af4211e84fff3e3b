import { LineCounter, isNode, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import type { CaseProblem } from './schema';

/** A YAML file of a package read against its schema, with the line of any field for a problem's report. */
export type YamlRead<T> =
  | { ok: true; data: T; doc: Document; at: (path: Array<string | number>) => number | null }
  | { ok: false; key: string | null; problems: CaseProblem[] };

/**
 * Parses `text` (the file `file` of a package) and checks it against `schema`. Every problem is reported
 * with its file, field and line, as an editor's problem list reads them; `key` is the file's own key when it
 * has one, so a failed package is listed under it.
 */
export function readYamlFile<T>(file: string, text: string, schema: z.ZodType<T>): YamlRead<T> {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0)
    return {
      ok: false,
      key: null,
      problems: doc.errors.map((e) =>
        problem(file, '', lines.linePos(e.pos[0]).line, e.message.split('\n')[0]!),
      ),
    };
  const raw: unknown = doc.toJS();
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      key: keyOf(raw),
      problems: parsed.error.issues.map((i) => schemaProblem(file, i, raw, doc, lines)),
    };
  return { ok: true, data: parsed.data, doc, at: (path) => lineOf(doc, lines, path) };
}

const keyOf = (r: unknown) =>
  r && typeof r === 'object' && typeof (r as { key?: unknown }).key === 'string'
    ? (r as { key: string }).key
    : null;

function schemaProblem(
  file: string,
  issue: z.core.$ZodIssue,
  raw: unknown,
  doc: Document,
  lines: LineCounter,
): CaseProblem {
  const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
  let message = issue.message;
  if (issue.code === 'unrecognized_keys')
    message = `unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  if (issue.code === 'invalid_type' && valueAt(raw, path) === undefined) message = 'is missing';
  return problem(file, path.join('.'), lineOf(doc, lines, path), message);
}

/** The value at a path of the parsed YAML (undefined where nothing is). */
const valueAt = (raw: unknown, path: ReadonlyArray<string | number>): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    raw,
  );

/** The line of the deepest node of `path` the document has (a missing field: its parent's line). */
function lineOf(doc: Document, lines: LineCounter, path: Array<string | number>): number | null {
  for (let n = path.length; n >= 0; n--) {
    const node: unknown = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return null;
}

export const problem = (file: string, path: string, line: number | null, message: string): CaseProblem => ({
  file,
  path,
  line,
  message,
});

const decoder = new TextDecoder('utf-8', { fatal: true });
/** A file's bytes as text, or null when they are not UTF-8 (a byte-order mark dropped). */
export function utf8(bytes: Uint8Array): string | null {
  try {
    return decoder.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}
