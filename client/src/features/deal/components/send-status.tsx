import { useEffect, useRef } from 'react';
import type { Lang } from '@shared/simulations';
import { dealText } from '../lib/deal-text';
import type { SendState } from '../lib/use-outbox';

/**
 * Beside a form's button: "Waiting for the connection to send…" while its submission is queued, and the
 * server's words when it refused it (focused, so it is read). Nothing says "sent": the step the server then
 * reports is shown instead.
 */
export function SendStatus({ state, lang }: { state: SendState | undefined; lang: Lang }) {
  const t = dealText[lang];
  const refused = useRef<HTMLParagraphElement>(null);
  const refusal = state?.status === 'refused' ? state : null;
  useEffect(() => {
    if (refusal) refused.current?.focus();
  }, [refusal]);
  return (
    <>
      <p role="status" className="text-sm font-medium text-amber-900 empty:hidden">
        {state?.status === 'waiting' ? t.waiting : ''}
      </p>
      {refusal && (
        <p
          ref={refused}
          role="alert"
          tabIndex={-1}
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-800"
        >
          {refusal.message ?? t.refused}
        </p>
      )}
    </>
  );
}

/** Whether a form's submission is on its way or waiting: its fields and button hold still meanwhile. */
export const isPending = (state: SendState | undefined) =>
  state?.status === 'sending' || state?.status === 'waiting';
