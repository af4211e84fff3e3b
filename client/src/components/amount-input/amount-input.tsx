import {
  forwardRef,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
} from 'react';
import { Input } from '@/components/ui/field';
import { applyAmountEdit } from './amount-edit';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  /** What the field shows: plain digits grouped with separators, anything else as the student typed it. */
  value: string;
  onValueChange: (text: string) => void;
};

/**
 * The amount field: a text input (no spin buttons) that keeps what the student typed, `1억 5천만` as much as
 * `150,000,000`. Plain digits are shown with thousands separators while typing, with the caret kept next
 * to what was typed; other text (Korean units, ₩, 원) is never reformatted, so an input method composing
 * Hangul is left alone.
 */
export const AmountInput = forwardRef<HTMLInputElement, Props>(function AmountInput(
  { value, onValueChange, onKeyDown, ...props },
  ref,
) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current!, []);
  // A new object per regrouping edit, so the caret is put back even when the text did not change.
  const [caret, setCaret] = useState<{ at: number } | null>(null);

  useLayoutEffect(() => {
    const el = input.current;
    if (caret && el && document.activeElement === el) el.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  return (
    <Input
      {...props}
      ref={input}
      type="text"
      // the full keyboard: a phone's decimal keypad has no 억 or 만
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(e) => {
        const el = e.currentTarget;
        // While an input method composes (Hangul, full-width digits), what it holds is not touched.
        const composing = (e.nativeEvent as InputEvent).isComposing === true;
        const edit = composing
          ? { text: el.value, caret: null }
          : applyAmountEdit(el.value, el.selectionStart ?? el.value.length, value);
        if (edit.caret !== null) setCaret({ at: edit.caret });
        if (edit.text !== value) onValueChange(edit.text);
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        // Backspace or Delete next to a separator of grouped digits removes the digit beyond it, not nothing.
        const el = e.currentTarget;
        const at = el.selectionStart;
        if (at === null || at !== el.selectionEnd) return;
        const grouped = /^[\d,.]*$/.test(el.value);
        if (!grouped) return;
        if (e.key === 'Backspace' && el.value[at - 1] === ',') el.setSelectionRange(at - 1, at - 1);
        if (e.key === 'Delete' && el.value[at] === ',') el.setSelectionRange(at + 1, at + 1);
      }}
    />
  );
});
