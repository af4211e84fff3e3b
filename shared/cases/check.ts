import { parse } from 'yaml';
import type { CaseCheck, PackageFiles } from './loaded-case';
import { caseFileSchema, type CaseProblem } from './schema';

/** UTF-8 text (TextDecoder, which browsers and Node both have, is not among shared/'s declared types). */
const decode = (bytes: Uint8Array): string =>
  new (
    globalThis as unknown as { TextDecoder: new () => { decode(b: Uint8Array): string } }
  ).TextDecoder().decode(bytes);

/**
 * STUB until the full checker lands: `case.yaml` parsed and checked against the schema; every Markdown file
 * is a document and every PDF a binary.
 */
export function checkCasePackage(files: PackageFiles): CaseCheck {
  const problem = (path: string, message: string): CaseProblem => ({
    file: 'case.yaml',
    path,
    line: null,
    message,
  });
  const raw = files.get('case.yaml');
  if (!raw) return { ok: false, key: null, problems: [problem('', 'the package has no case.yaml')] };
  let data: unknown;
  try {
    data = parse(decode(raw));
  } catch (err) {
    return { ok: false, key: null, problems: [problem('', (err as Error).message)] };
  }
  const key = typeof (data as { key?: unknown })?.key === 'string' ? (data as { key: string }).key : null;
  const parsed = caseFileSchema.safeParse(data);
  if (!parsed.success)
    return { ok: false, key, problems: parsed.error.issues.map((i) => problem(i.path.join('.'), i.message)) };
  const documents = new Map<string, string>();
  const binaries = new Map<string, Uint8Array>();
  for (const [path, bytes] of files) {
    if (path.endsWith('.md')) documents.set(path, decode(bytes));
    else if (path.endsWith('.pdf')) binaries.set(path, bytes);
  }
  return { ok: true, loaded: { file: parsed.data, documents, binaries } };
}
