import { amountDigits, amountReadBack, koreanWon } from './format/won';
import { AMOUNT_BOUND, reportFormMessages } from './contracts/results-config';
import type { Lang } from './simulations';

/**
 * Won amounts typed as Koreans write them, read exactly or refused: never trimmed to their
 * digits. Understood:
 *
 * - plain digits with an optional decimal point and `,` separators in groups of three: `150,000,000`,
 *   `1234.5`, `.5`;
 * - Korean units 조 (10^12), 억 (10^8) and 만 (10^4), each after a number, largest first; within each,
 *   천 (10^3), 백 (10^2) and 십 (10) after a number or alone (천만 = 10,000,000): `1억 5천만`, `1억5천만원`,
 *   `1.5억`, `15,000만`, `5천만`, `39억`, `3억 2천`, `2억5000만`;
 * - an optional leading `₩` and trailing `원` or `won`; spaces between the parts; full-width digits.
 *
 * The value is computed on integers (BigInt, in units of 10^-SCALE won), so `1.5억` is 150000000 exactly.
 * It must be above 0, below 1,000,000,000,000 and have at most 2 decimals: the amount rule of
 * shared/contracts/results.ts, with the same messages. A comma where a decimal point belongs (`1,5억`, as
 * many European keyboards write 1.5) is not read as 15억: the reader asks "1.5억?" instead.
 * Messages come in English or Korean, for the form's language.
 */

export type AmountReading =
  | {
      ok: true;
      /** Won, at most 2 decimals, 0 < value < 1e12. */
      value: number;
      /** A reading the writer may not have meant, said beside the read-back (`3억 2천` is 300,002,000). */
      note?: string;
    }
  | { ok: false; message: string };

const SCALE = 30;
const ONE = 10n ** BigInt(SCALE);
const BIG_UNITS: Record<string, number> = { 조: 12, 억: 8, 만: 4 };
const SMALL_UNITS: Record<string, number> = { 천: 3, 백: 2, 십: 1 };

const EXAMPLES = 'digits (150,000,000) or with Korean units (1억 5천만)';
export const amountTextMessages = {
  empty: `Enter the amount in ${EXAMPLES}.`,
  unreadable: (what: string) => `“${what}” cannot be read: write the amount in ${EXAMPLES}.`,
  twoPoints: (what: string) => `“${what}” has more than one decimal point.`,
  commas: (what: string) =>
    `“${what}”: commas go between groups of three digits, as in 1,500,000 (use a point for decimals).`,
  spaceInNumber: (what: string) => `“${what}”: write a number without spaces inside it, as in 1,000,000.`,
  noNumber: (unit: string) => `“${unit}” needs a number before it, as in 1${unit}.`,
  unitOrder: (unit: string) =>
    `“${unit}” is out of place: write each unit once, largest first, as in 1억 5천만.`,
  decimalComma: (meant: string, readBack: string) =>
    `Did you mean ${meant}? Write decimals with a point: ${meant} is ${readBack}.`,
  threeTwoThousand: (typed: string, typedDigits: string, meantDigits: string, meant: string) =>
    `${typed} is ${typedDigits} 원. For ${meantDigits} 원, write ${meant}.`,
};

const KO_EXAMPLES = '숫자(150,000,000)나 한국어 단위(1억 5천만)';
export const amountTextMessagesKo: typeof amountTextMessages = {
  empty: `금액을 ${KO_EXAMPLES}로 입력해 주세요.`,
  unreadable: (what: string) =>
    `읽을 수 없는 부분이 있습니다: “${what}”. 금액을 ${KO_EXAMPLES}로 입력해 주세요.`,
  twoPoints: (what: string) => `“${what}”: 소수점이 두 개 이상입니다.`,
  commas: (what: string) => `“${what}”: 쉼표는 1,500,000처럼 세 자리마다 씁니다(소수점은 마침표로 씁니다).`,
  spaceInNumber: (what: string) => `“${what}”: 숫자 중간에 띄어쓰기 없이 1,000,000처럼 써 주세요.`,
  noNumber: (unit: string) => `“${unit}” 앞에는 1${unit}처럼 숫자가 있어야 합니다.`,
  unitOrder: (unit: string) =>
    `“${unit}”의 위치가 맞지 않습니다. 단위는 1억 5천만처럼 큰 단위부터 한 번씩만 씁니다.`,
  decimalComma: (meant: string, readBack: string) =>
    `혹시 ${meant}인가요? 소수점은 쉼표가 아니라 마침표로 씁니다: ${meant} = ${readBack}.`,
  threeTwoThousand: (typed: string, typedDigits: string, meantDigits: string, meant: string) =>
    `${typed} = ${typedDigits} 원입니다. ${meantDigits} 원을 뜻했다면 이렇게 쓰세요: ${meant}`,
};

const amountWords = { en: amountTextMessages, ko: amountTextMessagesKo } as const;

type Token = { kind: 'number'; text: string } | { kind: 'unit'; text: string } | { kind: 'space' };

const TOKEN = /(\d[\d,]*(?:\.[\d.,]*)?|\.[\d.,]+)|([조억만천백십])|(\s+)/y;
const ALLOWED = /[\d.,\s조억만천백십]/;

function tokenize(body: string, words: typeof amountTextMessages): Token[] | { message: string } {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < body.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(body);
    if (!m) {
      // The whole run of what cannot be read, so the message names "million", not "m".
      let end = at;
      while (end < body.length && !ALLOWED.test(body[end]!)) end++;
      return { message: words.unreadable(body.slice(at, Math.max(end, at + 1))) };
    }
    if (m[1] !== undefined) tokens.push({ kind: 'number', text: m[1] });
    else if (m[2] !== undefined) tokens.push({ kind: 'unit', text: m[2] });
    else tokens.push({ kind: 'space' });
  }
  return tokens;
}

/** One comma with one or two digits after it: a decimal comma (`1,5`), not a thousands separator. */
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;

/** A number token as an exact integer in units of 10^-SCALE; a message when it is malformed. */
function numberValue(text: string, lang: Lang): bigint | { message: string; decimalComma?: true } {
  const words = amountWords[lang];
  const parts = text.split('.');
  if (parts.length > 2) return { message: words.twoPoints(text) };
  const [int = '', frac = ''] = parts;
  if (frac.includes(',')) return { message: words.commas(text) };
  if (int.includes(',') && !/^\d{1,3}(,\d{3})+$/.test(int))
    return { message: words.commas(text), ...(DECIMAL_COMMA.test(text) && { decimalComma: true }) };
  const digits = frac.replace(/0+$/, '');
  // More decimals than SCALE cannot come down to 2 however large the unit after them.
  if (digits.length > SCALE) return { message: reportFormMessages[lang].amountDecimals };
  return BigInt((int.replace(/,/g, '') || '0') + digits.padEnd(SCALE, '0'));
}

/**
 * Reads a typed amount, with messages in `lang`. Blank text is refused with the "enter the amount" message
 * of the amount rule.
 */
export function readAmountText(input: string, lang: Lang = 'en'): AmountReading {
  const words = amountWords[lang];
  const rule = reportFormMessages[lang];
  const typed = input.normalize('NFKC').trim();
  let text = typed;
  if (text === '') return { ok: false, message: rule.amountRequired };
  if (/^[-−–]/.test(text) || /^₩\s*[-−–]/.test(text)) return { ok: false, message: rule.amountPositive };
  text = text
    .replace(/^₩\s*/, '')
    .replace(/\s*(원|won)$/i, '')
    .trim();
  if (text === '') return { ok: false, message: words.empty };

  const tokens = tokenize(text, words);
  if (!Array.isArray(tokens)) return { ok: false, ...tokens };

  let total = 0n;
  let section = 0n;
  let sectionFilled = false;
  let pending: bigint | null = null;
  let pendingText = '';
  let lastBig = Infinity;
  let lastSmall = Infinity;
  let afterSpace = false;

  for (const token of tokens) {
    if (token.kind === 'space') {
      afterSpace = true;
      continue;
    }
    if (token.kind === 'number') {
      if (pending !== null) {
        const what = `${pendingText}${afterSpace ? ' ' : ''}${token.text}`;
        return { ok: false, message: words.spaceInNumber(what) };
      }
      const v = numberValue(token.text, lang);
      if (typeof v !== 'bigint') {
        if (!v.decimalComma) return { ok: false, message: v.message };
        // `1,5억`: ask about the reading with a point, when that reading is an amount the form takes.
        const meant = typed.replace(token.text, token.text.replace(',', '.'));
        const reading = readAmountText(meant, lang);
        const message = reading.ok
          ? words.decimalComma(meant, amountReadBack(reading.value))
          : words.commas(token.text);
        return { ok: false, message };
      }
      pending = v;
      pendingText = token.text;
    } else if (token.text in SMALL_UNITS) {
      const exp = SMALL_UNITS[token.text]!;
      if (exp >= lastSmall) return { ok: false, message: words.unitOrder(token.text) };
      section += (pending ?? ONE) * 10n ** BigInt(exp);
      pending = null;
      sectionFilled = true;
      lastSmall = exp;
    } else {
      const exp = BIG_UNITS[token.text]!;
      if (exp >= lastBig) return { ok: false, message: words.unitOrder(token.text) };
      if (pending !== null) section += pending;
      if (!sectionFilled && pending === null) return { ok: false, message: words.noNumber(token.text) };
      total += section * 10n ** BigInt(exp);
      section = 0n;
      pending = null;
      sectionFilled = false;
      lastBig = exp;
      lastSmall = Infinity;
    }
    afterSpace = false;
  }
  // What is left after the last big unit: small units only (`3억 2천`) may be a spoken 3억 2천만.
  const smallUnitsOnly = sectionFilled && pending === null;
  if (pending !== null) section += pending;
  total += section;

  const cent = ONE / 100n;
  if (total === 0n) return { ok: false, message: rule.amountPositive };
  if (total >= BigInt(AMOUNT_BOUND) * ONE) return { ok: false, message: rule.amountLimit };
  if (total % cent !== 0n) return { ok: false, message: rule.amountDecimals };
  const value = Number(total / cent) / 100;

  if (smallUnitsOnly && lastBig === 8) {
    const meant = total - section + section * 10n ** 4n;
    if (meant < BigInt(AMOUNT_BOUND) * ONE) {
      const meantValue = Number(meant / cent) / 100;
      return {
        ok: true,
        value,
        note: words.threeTwoThousand(
          text,
          amountDigits(value),
          amountDigits(meantValue),
          koreanWon(meantValue).replace(/ 원$/, ''),
        ),
      };
    }
  }
  return { ok: true, value };
}
