import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Printer, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { RoleLang, SimulationSheet } from '@shared/contracts/roles';
import { paths } from '@shared/routes';
import { ClassTimerChip } from '@/features/class-timer/components/class-timer-chip';
import { ClosedNotice } from '@/features/visibility/components/closed-notice';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { useDocumentLang } from '@/lib/use-document-lang';
import { usePageTitle } from '@/lib/use-page-title';
import { rolePageText } from '../lib/role-page-text';
import { simulationInfo } from '../lib/simulation-catalog';
import { LanguageSwitch } from './language-switch';
import { RoleDocument } from './role-document';
import '@/lib/korean-font';

/**
 * A simulation's document that holds no confidential figure (the observer sheet, the general information):
 * public while the simulation is open, as the role instructions, so without their "confidential" banner.
 */
export function SheetPage({
  sim,
  lang,
  query: options,
  hrefs,
  text,
  icon: Icon,
}: {
  sim: string;
  lang: RoleLang;
  query: UseQueryOptions<SimulationSheet, Error, SimulationSheet, string[]>;
  /** The document's page in each language, for the language switch. */
  hrefs?: Record<RoleLang, string>;
  /** The page's title before the document's own arrives, its loading label, and whom it is for. */
  text: { title: string; loading: string; about: string };
  icon: LucideIcon;
}) {
  const simulation = simulationInfo(sim);
  const query = useQuery(options);
  const closed = query.error instanceof ApiError && query.error.status === 403;
  const doc = query.error ? undefined : query.data;
  const t = rolePageText[lang];
  usePageTitle(doc?.title ?? text.title);
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
        {hrefs && <LanguageSwitch hrefs={hrefs} lang={lang} />}
      </div>
      <div className="no-print mt-3 flex justify-end empty:hidden">
        <ClassTimerChip lang={lang} />
      </div>

      <h1 className="mt-6 text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl print:text-2xl">
        {doc?.title ?? text.title}
      </h1>
      <p className="mt-3 flex items-start gap-2 text-slate-600">
        <Icon className="mt-1 h-4 w-4 shrink-0" aria-hidden />
        {text.about}
      </p>

      {query.isPending ? (
        <Spinner label={text.loading} />
      ) : closed ? (
        <div className="mt-8">
          <ClosedNotice message={t.closed(simulation)}>
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
