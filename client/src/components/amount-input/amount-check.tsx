import { amountDigits, amountReadBack } from '@shared/format';
import { useEffect, useId, useRef } from 'react';
import type { Lang } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { amountFieldText } from './amount-text';

/**
 * The question a form asks before sending an amount far from what its negotiation is about (lib/plausibility.ts):
 * "Is ₩15 right?", with "Yes, send it" and "Change it". It takes the focus when it appears, on its safe
 * answer, so it is read and cannot be missed; Escape changes the amount.
 */
export function AmountCheck({
  amount,
  lang,
  onConfirm,
  onChange,
  confirmDisabled = false,
}: {
  amount: number;
  lang: Lang;
  onConfirm: () => void;
  onChange: () => void;
  confirmDisabled?: boolean;
}) {
  const t = amountFieldText[lang];
  const id = useId();
  const changeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    changeButton.current?.focus();
  }, [amount]);
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-ask`}
      aria-describedby={`${id}-ask-detail`}
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onChange();
      }}
    >
      <p id={`${id}-ask`} className="font-semibold">
        {t.askTitle(amountDigits(amount))}
      </p>
      <p id={`${id}-ask-detail`} className="mt-1 text-sm">
        {t.askDetail(amountReadBack(amount))}
      </p>
      <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="button" onClick={onConfirm} disabled={confirmDisabled}>
          {t.yesSend}
        </Button>
        <Button ref={changeButton} type="button" variant="secondary" onClick={onChange}>
          {t.changeIt}
        </Button>
      </div>
    </div>
  );
}
