import { Link } from 'wouter';
import { paths } from '@shared/routes';
import type { Lang } from '@shared/simulations';
import { AmountCheck } from '@/components/amount-input/amount-check';
import { Button } from '@/components/ui/button';
import { WaitingForApp } from '@/components/ui/waiting-for-app';
import { WaitingForNetwork } from '@/components/ui/waiting-for-network';
import { reportFormText } from '../lib/report-form-text';
import type { useReportSubmit } from '../lib/use-report-submit';

/**
 * The foot of the report form: why the server refused it, "Is ₩15 right?" when the form asks, that it waits
 * for the network, and Cancel and Submit.
 */
export function ResultFormActions({
  lang,
  closed,
  serverError,
  sending: { submit, asking, confirmAmount, changeAmount },
}: {
  lang: Lang;
  closed: boolean;
  serverError: string | undefined;
  sending: ReturnType<typeof useReportSubmit>;
}) {
  const t = reportFormText[lang];
  return (
    <>
      {serverError && !closed && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {serverError}
        </p>
      )}

      {asking !== null && (
        <AmountCheck
          amount={asking}
          lang={lang}
          onConfirm={confirmAmount}
          onChange={changeAmount}
          confirmDisabled={submit.isPending || closed}
        />
      )}

      <WaitingForNetwork paused={submit.isPaused} lang={lang} className="sm:text-right" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* Until the app has taken the page over: above the buttons on a phone, beside them on a laptop. */}
        <WaitingForApp lang={lang} className="order-last self-center sm:order-first" />
        <Button asChild variant="secondary">
          <Link href={paths.simulations}>{t.cancel}</Link>
        </Button>
        <Button type="submit" disabled={submit.isPending || closed}>
          {submit.isPending ? t.submitting : t.submit}
        </Button>
      </div>
    </>
  );
}
