import { useRef, useState } from 'react';
import { isImplausibleAmount } from '@/lib/plausibility';

/**
 * Before a form sends amounts: the first one far from what the negotiation is about that the student has
 * not already said is right ("Is ₩15 right?", as the report form asks), with the field it came from.
 */
export function useAmountCheck(sim: string) {
  const [asking, setAsking] = useState<{ field: string; amount: number } | null>(null);
  const confirmed = useRef(new Set<number>());
  return {
    asking,
    /** True when the form must ask before sending (the question is then shown). */
    ask(amounts: ReadonlyArray<{ field: string; amount: number }>): boolean {
      const doubtful = amounts.find(
        (a) => !confirmed.current.has(a.amount) && isImplausibleAmount(sim, a.amount),
      );
      setAsking(doubtful ?? null);
      return doubtful !== undefined;
    },
    /** "Yes, send it": this amount is not asked about again. */
    confirm() {
      if (asking) confirmed.current.add(asking.amount);
      setAsking(null);
    },
    dismiss: () => setAsking(null),
  };
}
