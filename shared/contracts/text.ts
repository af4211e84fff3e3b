import { z } from 'zod';
import { withParticle } from '../korean';
import type { Lang } from '../simulations';

/**
 * Control characters in typed text: NUL cannot be stored at all (PostgreSQL refuses it in text), and the
 * others are never typed on purpose. Line breaks and tabs are allowed where the field has several lines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * The bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): invisible, and they
 * reverse or reorder the text after them, so a name in a table or a CSV can pass for another.
 */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
/**
 * Characters that show nothing (Unicode's default-ignorable code points: zero-width spaces and joiners, word
 * joiners, tags, direction marks, the Hangul fillers U+3164 and U+FFA0, ...), the blank braille pattern, and
 * lone surrogates: "Minho Lee" with one of them looks like "Minho Lee" and would be another seat. The emoji
 * presentation selector after a symbol (❤️) and the joiner inside an emoji sequence (👩‍💻) are what phone
 * keyboards type: they are allowed there (`withoutEmojiJoiners` removes them before the test).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cs}\u2800]/u;
const withoutEmojiJoiners = (value: string) =>
  value
    .replace(
      /(?<=\p{Extended_Pictographic}[\ufe0f\p{Emoji_Modifier}]?)\u200d(?=\p{Extended_Pictographic})/gu,
      '',
    )
    .replace(/(?<=\p{Emoji})[\ufe0e\ufe0f]/gu, '');
/** True when the text has an invisible character (an emoji's own selector or joiner aside): `text()` refuses it. */
export const hasInvisible = (value: string) =>
  // the direction controls are invisible too, and have their own message
  INVISIBLE.test(withoutEmojiJoiners(value).replace(/[\u202a-\u202e\u2066-\u2069]/g, ''));
/** A letter, digit, punctuation mark or symbol: what makes a name more than marks and spaces. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/** The Hangul compatibility jamo (ㄱ, ㅏ, ...), typed alone in a name, kept as typed (see normalizeName). */
const OUTSIDE_COMPATIBILITY_JAMO = /[^\u3131-\u318e]+/gu;
/**
 * A name as it is stored and compared: Unicode NFKC (the fullwidth "Ｍinho" is "Minho", the ligature "ﬁ" is
 * "fi"), runs of white space made one space. Hangul compatibility jamo stay as typed: NFKC would turn them into
 * the jamo that build syllables, so "ㅇㅣ" would become "이", which is not what the student typed.
 */
export const normalizeName = (value: string) =>
  value
    .replace(OUTSIDE_COMPATIBILITY_JAMO, (run) => run.normalize('NFKC'))
    .replace(/\s+/g, ' ')
    .trim();

/** The messages of a text field, in the language of the form that shows them (the API speaks English). */
export const textMessages = {
  en: {
    control: (label: string) =>
      `${label} contains a control character (such as NUL) that cannot be saved. Please retype it.`,
    direction: (label: string) =>
      `${label} contains an invisible character that changes the direction of the text (such as U+202E), which could disguise it in tables. Please retype it.`,
    invisible: (label: string) =>
      `${label} contains an invisible character (such as a zero-width space), which would make it look like other text. Please retype it.`,
    noVisible: (label: string) => `${label} needs at least one letter, digit or symbol.`,
    notText: (label: string) => `${label} must be text.`,
    required: (label: string) => `${label} is required.`,
    tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  },
  ko: {
    control: (label: string) =>
      `${label}에 저장할 수 없는 제어 문자(NUL 등)가 들어 있습니다. 다시 입력해 주세요.`,
    direction: (label: string) =>
      `${label}에 글자 방향을 바꾸는 보이지 않는 문자(U+202E 등)가 들어 있습니다. 표에서 다른 글자처럼 보일 수 있으니 다시 입력해 주세요.`,
    invisible: (label: string) =>
      `${label}에 보이지 않는 문자(폭 없는 공백 등)가 들어 있습니다. 다른 글자와 똑같아 보일 수 있으니 다시 입력해 주세요.`,
    noVisible: (label: string) => `${label}에는 글자나 숫자가 하나 이상 있어야 합니다.`,
    notText: (label: string) => `${withParticle(label, '은', '는')} 글자로 입력해 주세요.`,
    required: (label: string) => `${withParticle(label, '을', '를')} 입력해 주세요.`,
    tooLong: (label: string, max: number) =>
      `${withParticle(label, '은', '는')} ${max}자까지 입력할 수 있습니다.`,
  },
} as const satisfies Record<Lang, Record<string, (label: string, max: number) => string>>;

export const controlCharacterMessage = textMessages.en.control;

/** A zod check for a text field: refuses control characters, with line breaks allowed when `multiline`. */
export const withoutControlCharacters = (label: string, { multiline = false } = {}) => {
  const pattern = multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS;
  return (value: string | null | undefined) => !value || !pattern.test(value);
};

/**
 * `z.string()` with a label's messages and no control characters: the start of every stored text field.
 * A one-line field (a name, a label, an email) is trimmed of white space first, a tab pasted from a
 * spreadsheet cell included, and refuses the invisible direction controls.
 */
export const text = (
  label: string,
  {
    multiline = false,
    lang = 'en',
    notText = textMessages[lang].notText(label),
  }: { multiline?: boolean; lang?: Lang; notText?: string } = {},
) => {
  const words = textMessages[lang];
  const string = z.string({ error: notText });
  if (multiline) return string.refine(withoutControlCharacters(label, { multiline }), words.control(label));
  return string
    .trim()
    .refine(withoutControlCharacters(label), words.control(label))
    .refine((value) => !DIRECTION_CONTROLS.test(value), words.direction(label))
    .refine((value) => !hasInvisible(value), words.invisible(label));
};

/**
 * A one-line `text()` that is someone's or something's name: stored as `normalizeName` makes it, and refused
 * when nothing of it is visible (only marks, say). Where names must be unique the server compares them by a
 * confusable skeleton, so look-alikes from other scripts count as the same name.
 */
export const nameText = (label: string, options: { lang?: Lang } = {}) => {
  const words = textMessages[options.lang ?? 'en'];
  return text(label, options)
    .transform(normalizeName)
    .refine((value) => value.length === 0 || VISIBLE.test(value), words.noVisible(label));
};
