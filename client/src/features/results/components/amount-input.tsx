import {
  forwardRef,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
} from 'react';
import { Input } from '@/components/ui/field';
import { groupAmountText } from '../lib/format';
import { applyAmountEdit } from '../lib/amount-input';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  /** The plain amount: digits and at most one decimal point, no separators. */
  value: string;
  onValueChange: (plain: string) => void;
};

/**
 * The amount field: a text input (no spin buttons, a decimal keypad on phones) that accepts digits and one
 * decimal point, shows thousands separators while typing, and keeps the caret next to what was typed.
 */
export const AmountInput = forwardRef<HTMLInputElement, Props>(function AmountInput(
  { value, onValueChange, onKeyDown, ...props },
  ref,
) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current!, []);
  // A new object per edit, so even a refused edit re-renders and puts the caret back.
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
      inputMode="decimal"
      autoComplete="off"
      value={groupAmountText(value)}
      onChange={(e) => {
        const el = e.currentTarget;
        const edit = applyAmountEdit(value, el.value, el.selectionStart ?? el.value.length);
        setCaret({ at: edit.caret });
        if (edit.plain !== value) onValueChange(edit.plain);
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        // Backspace or Delete next to a separator removes the digit beyond it, not nothing.
        const el = e.currentTarget;
        const at = el.selectionStart;
        if (at === null || at !== el.selectionEnd) return;
        if (e.key === 'Backspace' && el.value[at - 1] === ',') el.setSelectionRange(at - 1, at - 1);
        if (e.key === 'Delete' && el.value[at] === ',') el.setSelectionRange(at + 1, at + 1);
      }}
    />
  );
});
