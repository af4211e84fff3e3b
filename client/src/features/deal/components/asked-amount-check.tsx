import type { Lang } from '@shared/simulations';
import { AmountCheck } from '@/components/amount-input/amount-check';
import type { useAmountCheck } from '../lib/use-amount-check';

/**
 * The deal forms' "Is ₩15 right?" for the amount `check` is asking about: "Yes, send it" sends the form
 * without asking again, "Change it" goes back to the field the amount came from.
 */
export function AskedAmountCheck({
  check,
  lang,
  onSend,
  onChange,
}: {
  check: ReturnType<typeof useAmountCheck>;
  lang: Lang;
  onSend: () => void;
  /** Back to the field (the check's field name) the doubtful amount was typed in. */
  onChange: (field: string) => void;
}) {
  if (!check.asking) return null;
  const { amount, field } = check.asking;
  return (
    <AmountCheck
      amount={amount}
      lang={lang}
      onConfirm={() => {
        check.confirm();
        onSend();
      }}
      onChange={() => {
        check.dismiss();
        onChange(field);
      }}
    />
  );
}
