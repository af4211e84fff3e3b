import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Hourglass } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { paths, PRINT_PARAM } from '@shared/routes';
import { simulationOf, type Lang } from '@shared/simulations';
import { localized } from '@shared/words';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api';
import { useDocumentLang } from '@/lib/use-document-lang';
import { usePageTitle } from '@/lib/use-page-title';
import { isNotReleased, myDebriefQuery } from '../api/get-my-debrief';
import { myDebriefText } from '../lib/my-debrief-text';
import { MyDebriefReport } from './my-debrief-report';
import '@/lib/korean-font';

/**
 * The reader's seat as the page needs it (app/ reads it from GET /api/seats/me): its language, or why
 * there is none (no seat, or its class has ended: both join first).
 */
export type SeatLookup =
  | { state: 'pending' }
  | { state: 'failed'; retry(): void }
  | { state: 'none' }
  | { state: 'seated'; lang: Lang };

/**
 * A seated student's own debrief on their phone, in their seat's language: after the instructor releases
 * it, their deal in the class, their first offer against the class's line, their plan against the result,
 * their survey against the class, a question to take away and the case's takeaway page; before, a page
 * that waits and changes by itself when the release comes (the `debrief` live event). The student keeps it
 * as one printed page or PDF: the print button, or `?print=1`, the same page already in its print layout.
 */
export default function MyDebriefPage({ sim, seat }: { sim: string; seat: SeatLookup }) {
  const printLayout = new URLSearchParams(useSearch()).get(PRINT_PARAM) === '1';
  const seated = seat.state === 'seated';
  const lang: Lang = seat.state === 'seated' ? seat.lang : 'en';
  const t = myDebriefText[lang];
  const simulation = simulationOf(sim);
  const title = t.title(localized(simulation, 'title', lang));
  const [round, setRound] = useState<number | undefined>(undefined);
  // another round keeps this one on screen until it has loaded
  const debrief = useQuery({
    ...myDebriefQuery(sim, round),
    enabled: seated,
    placeholderData: keepPreviousData,
  });
  usePageTitle(title);
  useDocumentLang(lang);

  let body;
  if (seat.state === 'pending' || (seated && debrief.isPending)) body = <Spinner label={t.loading} />;
  else if (seat.state === 'none')
    body = (
      <Notice>
        <p>{t.noSeat}</p>
        <Button asChild variant="secondary" className="mt-4">
          <Link href={paths.me}>{t.backToClass}</Link>
        </Button>
      </Notice>
    );
  else if (isNotReleased(debrief.error))
    body = (
      <Notice>
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Hourglass className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
          {t.notReleasedTitle}
        </h2>
        <p className="mt-2">{t.notReleased}</p>
      </Notice>
    );
  else if (debrief.error instanceof ApiError && debrief.error.status === 403)
    body = (
      <Notice>
        <p>{errorMessage(debrief.error, t.loadFailed)}</p>
      </Notice>
    );
  else if (seat.state === 'failed' || debrief.isError)
    body = (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-4 text-red-900">
        <p>{t.loadFailed}</p>
        <Button
          className="mt-3"
          variant="secondary"
          size="sm"
          onClick={() => (seat.state === 'failed' ? seat.retry() : void debrief.refetch())}
        >
          {t.tryAgain}
        </Button>
      </div>
    );
  else if (debrief.data)
    body = (
      <>
        {debrief.data.rounds.length > 1 && !printLayout && (
          <RoundChoice
            rounds={debrief.data.rounds}
            shown={debrief.data.round}
            lang={lang}
            onChoose={setRound}
          />
        )}
        <MyDebriefReport sim={sim} lang={lang} debrief={debrief.data} printLayout={printLayout} />
      </>
    );

  return (
    <div
      lang={lang}
      data-layout={printLayout ? 'print' : 'screen'}
      className={
        printLayout
          ? 'print-layout mx-auto w-full max-w-[182mm] px-4 py-6 print:max-w-none print:p-0'
          : 'mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0'
      }
    >
      <style>{A4}</style>
      {!printLayout && (
        <div className="no-print">
          <BackLink href={paths.me}>{t.backToClass}</BackLink>
        </div>
      )}
      <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl print:text-2xl">
        {title}
      </h1>
      <div className="mt-6" aria-live="polite">
        {body}
      </div>
    </div>
  );
}

/** A printed page: A4 with the margins the class report prints with. */
const A4 = '@page { size: A4; margin: 14mm; }';
/** A student who played the case more than once reads each of their rounds. */
function RoundChoice({
  rounds,
  shown,
  lang,
  onChoose,
}: {
  rounds: number[];
  shown: number;
  lang: Lang;
  onChoose: (round: number) => void;
}) {
  const t = myDebriefText[lang];
  return (
    <nav aria-label={t.roundsLabel} className="no-print mb-5">
      <ul className="flex flex-wrap gap-2">
        {rounds.map((r) => (
          <li key={r}>
            <Button
              size="sm"
              variant={r === shown ? 'primary' : 'secondary'}
              aria-current={r === shown ? 'page' : undefined}
              onClick={() => onChoose(r)}
            >
              {t.round(r)}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return <Card className="p-5 text-slate-700">{children}</Card>;
}
