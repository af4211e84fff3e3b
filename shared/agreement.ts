import { englishWon } from './format/won';
import { koreanWon } from './format';
import type { AgreementDefinition, TermOption } from './class-flow';
import { RESULT_LIMITS } from './contracts/results-config';
import type { Lang } from './simulations';
import { localized } from './words';
/**
 * A deal as the agreement form holds it, and what the site derives from it: the report's Additional Terms
 * text (a confirmed agreement becomes the pair's result row) and the terms it grants (the debrief's joint value).
 */

/** What a pair agreed, as the agreement form holds it (amounts in won). */
export interface AgreedDeal {
  noAgreement: boolean;
  amount: number | null;
  contingent: { amount: number; condition: string } | null;
  /** Term key -> chosen option value; a term left out holds its default. */
  terms: Readonly<Record<string, string>>;
  text: string;
}

/** Which terms a deal grants (for the debrief's joint value), by term key. */
export function grantedTerms(def: AgreementDefinition, terms: Readonly<Record<string, string>>): string[] {
  return def.terms
    .filter((t) => t.options.find((o) => o.value === (terms[t.key] ?? t.default))?.grants === true)
    .map((t) => t.key);
}

/**
 * The report's Additional Terms text for a deal, worded as the report form's hint and the role sheets
 * word it: the contingent part first with its amount and condition ("Bonus: 20 million won per episode if
 * the average rating exceeds 10%"), then every term that differs from its default, then the free text.
 * A confirmed agreement becomes the pair's result row with this text.
 */
export function agreementTermsText(def: AgreementDefinition, deal: AgreedDeal, lang: Lang): string {
  if (deal.noAgreement) return deal.text.trim();
  const parts: string[] = [];
  const c = deal.contingent;
  if (c && c.amount > 0) {
    const condition = c.condition.trim();
    if (lang === 'ko') {
      const per = def.contingent.per ? `${def.contingent.per.ko} ` : '';
      parts.push(
        `${def.contingent.labelKo} ${per}${koreanWon(c.amount)}${condition ? `: ${condition}` : ''}`,
      );
    } else {
      const per = def.contingent.per ? ` ${def.contingent.per.en}` : '';
      const cond = condition.replace(/^if\s+/i, '');
      parts.push(`${def.contingent.label}: ${englishWon(c.amount)}${per}${cond ? ` if ${cond}` : ''}`);
    }
  }
  for (const term of def.terms) {
    const value = deal.terms[term.key] ?? term.default;
    if (value === term.default) continue;
    const option = term.options.find((o) => o.value === value);
    if (option) parts.push(localized(option, 'label', lang));
  }
  const text = deal.text.trim();
  if (text) parts.push(text);
  return parts.join('; ');
}

/** The longest terms text a deal can make, to check it fits the results table's column. */
export function longestTermsText(def: AgreementDefinition): number {
  const longest = (o: readonly TermOption[], lang: Lang) =>
    Math.max(...o.map((x) => localized(x, 'label', lang).length));
  return Math.max(
    ...(['en', 'ko'] as const).map(
      (lang) =>
        localized(def.contingent, 'label', lang).length +
        40 + // the amount and the words around it
        def.contingent.condition.maxLength +
        def.terms.reduce((n, t) => n + longest(t.options, lang) + 2, 0) +
        def.text.maxLength +
        2,
    ),
  );
}

/** The results table's Additional Terms limit, which a confirmed agreement's text must fit. */
export const TERMS_TEXT_BOUND = RESULT_LIMITS.additionalTerms;
