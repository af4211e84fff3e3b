import { useQuery } from '@tanstack/react-query';
import { Eye, Printer } from 'lucide-react';
import { Link } from 'wouter';
import type { RoleLang } from '@shared/contracts/roles';
import { paths } from '@shared/routes';
import { simulationClosedMessage, simulationClosedMessageKo } from '@shared/simulations';
import { ClassTimerChip } from '@/features/class-timer/components/class-timer-chip';
import { ClosedNotice } from '@/features/visibility/components/closed-notice';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { useDocumentLang } from '@/lib/use-document-lang';
import { usePageTitle } from '@/lib/use-page-title';
import { observerSheetQuery } from '../api/get-observer-sheet';
import { observerPageText, rolePageText } from '../lib/role-page-text';
import { simulationInfo } from '../lib/simulation-catalog';
import { LanguageSwitch } from './language-switch';
import { RoleDocument } from './role-document';
import '@/lib/korean-font';

/**
 * A negotiation's observer sheet, for a student who watches a pair: public while the simulation is open,
 * as the role instructions, and with no confidential figure (so no "confidential" banner).
 */
export default function ObserverSheetPage({ sim, lang }: { sim: string; lang: RoleLang }) {
  const simulation = simulationInfo(sim);
  const query = useQuery(observerSheetQuery(sim, lang));
  const closed = query.error instanceof ApiError && query.error.status === 403;
  const doc = query.error ? undefined : query.data;
  const t = { ...rolePageText[lang], ...observerPageText[lang] };
  usePageTitle(doc?.title ?? t.title);
  useDocumentLang(lang);
  const rolesHref = simulation.links.roleChoice[lang];

  return (
    <div
      lang={lang}
      className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0"
    >
      <div className="no-print flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="flex flex-wrap gap-x-5">
          <BackLink href={rolesHref}>{t.backToRoles}</BackLink>
          <BackLink href={paths.simulations}>{t.backToSimulations}</BackLink>
        </div>
        {simulation.links.observer && <LanguageSwitch hrefs={simulation.links.observer} lang={lang} />}
      </div>
      <div className="no-print mt-3 flex justify-end empty:hidden">
        <ClassTimerChip lang={lang} />
      </div>

      <h1 className="mt-6 text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl print:text-2xl">
        {doc?.title ?? t.title}
      </h1>
      <p className="mt-3 flex items-start gap-2 text-slate-600">
        <Eye className="mt-1 h-4 w-4 shrink-0" aria-hidden />
        {t.forObservers}
      </p>

      {query.isPending ? (
        <Spinner label={t.loading} />
      ) : closed ? (
        <div className="mt-8">
          <ClosedNotice
            message={
              lang === 'ko'
                ? simulationClosedMessageKo(simulation.titleKo)
                : simulationClosedMessage(simulation.title)
            }
          >
            <Button asChild variant="secondary">
              <Link href={paths.simulations}>{t.backToSimulations}</Link>
            </Button>
          </ClosedNotice>
        </div>
      ) : query.error ? (
        <div role="alert" className="mt-8 rounded-lg border border-red-300 bg-red-50 px-4 py-4 text-red-900">
          <p>{t.loadFailed}</p>
          <Button className="mt-3" variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      ) : (
        doc && (
          <>
            <div className="no-print mt-6">
              <Button variant="secondary" onClick={() => window.print()}>
                <Printer className="h-4 w-4" aria-hidden />
                {t.print}
              </Button>
            </div>
            <div className="mt-8">
              <RoleDocument html={doc.html} lang={lang} />
            </div>
          </>
        )
      )}
    </div>
  );
}
