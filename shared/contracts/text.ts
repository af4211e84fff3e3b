import { z } from 'zod';

/**
 * Control characters in typed text: NUL cannot be stored at all (PostgreSQL refuses it in text), and the
 * others are never typed on purpose. Line breaks and tabs are allowed where the field has several lines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const controlCharacterMessage = (label: string) =>
  `${label} contains a control character (such as NUL) that cannot be saved. Please retype it.`;

/** A zod check for a text field: refuses control characters, with line breaks allowed when `multiline`. */
export const withoutControlCharacters = (label: string, { multiline = false } = {}) => {
  const pattern = multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS;
  return (value: string | null | undefined) => !value || !pattern.test(value);
};

/** `z.string()` with a label's messages and no control characters: the start of every stored text field. */
export const text = (
  label: string,
  { multiline = false, notText = `${label} must be text.` }: { multiline?: boolean; notText?: string } = {},
) =>
  z
    .string({ error: notText })
    .refine(withoutControlCharacters(label, { multiline }), controlCharacterMessage(label));
