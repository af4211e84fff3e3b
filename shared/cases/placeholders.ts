import { amountWords } from '../format';
import type { Lang } from '../simulations';

/**
 * The figures a case's documents name: `{{studio.ceiling}}` (a role's figure), `{{shared.previousLead}}`
 * (a fact every role may read). `{{studio.ceiling|digits}}` writes the amount in digits (200,000,000), for
 * a table. A document is rendered in its own language before it is shown.
 */
export const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9-]*)\.([a-z][a-zA-Z0-9]*)\s*(?:\|\s*([a-z]+)\s*)?\}\}/g;
export const PLACEHOLDER_FORMATS = ['digits'] as const;

export interface PlaceholderUse {
  owner: string;
  name: string;
  format: string | undefined;
  /** 1-based line of the document. */
  line: number;
}

/** Every placeholder a document uses, with its line. */
export function placeholdersOf(source: string): PlaceholderUse[] {
  const uses: PlaceholderUse[] = [];
  for (const m of source.matchAll(PLACEHOLDER)) {
    const line = source.slice(0, m.index).split('\n').length;
    uses.push({ owner: m[1]!, name: m[2]!, format: m[3], line });
  }
  return uses;
}

/** A document with its placeholders written out; an unknown figure is left as it is (the checker reports it). */
export function renderPlaceholders(
  source: string,
  lang: Lang,
  valueOf: (owner: string, name: string) => number | undefined,
): string {
  return source.replace(PLACEHOLDER, (whole, owner: string, name: string, format?: string) => {
    const value = valueOf(owner, name);
    if (value === undefined) return whole;
    return format === 'digits' ? value.toLocaleString('en-US') : amountWords(value, lang);
  });
}
