import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Printer, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { RoleLang } from '@shared/contracts/roles';
import { isSimulationOpen } from '@shared/contracts/visibility-config';
import { paths } from '@shared/routes';
import { ClosedNotice, ClosedToStudents } from '@/components/closed-notice';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useSimulationVisibility } from '@/hooks/use-visibility';
import { ApiError, errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import { roleInstructionsQuery } from '../api/get-role-instructions';
import { roleInfo, simulationInfo } from '../lib/simulation-catalog';
import { BackLink } from './back-link';
import { LanguageSwitch } from './language-switch';
import { RoleDocument } from './role-document';

const confidentialNote: Record<RoleLang, string> = {
  en: 'For your role only. Do not show, forward or read these instructions to the other side.',
  ko: '본인 역할 전용 자료입니다. 상대방에게 보여 주거나 전달하거나 읽어 주지 마십시오.',
};

/** A role's confidential instructions (SPEC section 2), fetched from the server only while it allows. */
export default function RoleInstructionsPage({
  sim,
  role,
  lang,
}: {
  sim: string;
  role: string;
  lang: RoleLang;
}) {
  const simulation = simulationInfo(sim);
  const info = roleInfo(simulation, role);
  if (!info) throw new Error(`unknown role ${sim}/${role}`);
  const { isAdmin } = useAuth();
  const { settingOf } = useSimulationVisibility();
  const query = useQuery(roleInstructionsQuery(sim, role, lang));
  const closed = query.error instanceof ApiError && query.error.status === 403;
  const doc = query.error ? undefined : query.data;
  const title = doc?.title ?? `${info.title} Instructions`;
  usePageTitle(title);

  // A new role or language starts at the top, not where the previous page was scrolled to.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [sim, role, lang]);

  // The roles the registry gives a Report Results button; the other side is told who reports.
  const reportLink = simulation.links.report && simulation.roles.find((r) => r.slug === role)?.reportLink;
  const reporterOnlyNote =
    reportLink && simulation.results?.reporterRole !== role
      ? simulation.results?.reporterOnlyNote
      : undefined;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <div className="no-print flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="flex flex-wrap gap-x-5">
          <BackLink href={simulation.links.instructions}>Back to Role Selection</BackLink>
          <BackLink href={paths.simulations}>Back to Simulations</BackLink>
        </div>
        <LanguageSwitch role={info} lang={lang} />
      </div>

      {doc && (
        <div
          role="note"
          aria-label="Confidential"
          className="mt-6 flex gap-3 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900 print:bg-white"
        >
          <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <p>
            <strong className="font-bold uppercase tracking-wider">Confidential</strong>
            {lang === 'ko' && (
              <strong lang="ko" className="font-bold">
                {' '}
                · 대외비
              </strong>
            )}
            <span className="mt-0.5 block text-sm" lang={lang}>
              {confidentialNote[lang]}
            </span>
          </p>
        </div>
      )}

      <h1
        lang={doc ? lang : 'en'}
        className="mt-6 text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl print:text-2xl"
      >
        {title}
      </h1>

      {isAdmin && !isSimulationOpen(settingOf(sim)) && (
        <ClosedToStudents className="no-print mt-4">
          Students see a "not open yet" message here until you open {simulation.title}.
        </ClosedToStudents>
      )}

      {query.isPending ? (
        <Spinner label="Loading instructions" />
      ) : closed ? (
        <div className="mt-8">
          <ClosedNotice message={errorMessage(query.error, `${simulation.title} is not open yet.`)}>
            <Button asChild variant="secondary">
              <Link href={paths.simulations}>Back to Simulations</Link>
            </Button>
          </ClosedNotice>
        </div>
      ) : query.error ? (
        <div role="alert" className="mt-8 rounded-lg border border-red-300 bg-red-50 px-4 py-4 text-red-900">
          <p>The instructions could not be loaded. Check your connection and try again.</p>
          <Button className="mt-3" variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        doc && (
          <>
            <div className="no-print mt-6 flex flex-wrap items-center gap-3">
              {reportLink && (
                <Button asChild>
                  <Link href={simulation.links.report!}>
                    <ClipboardList className="h-4 w-4" aria-hidden />
                    Report Results
                  </Link>
                </Button>
              )}
              <Button variant="secondary" onClick={() => window.print()}>
                <Printer className="h-4 w-4" aria-hidden />
                Print
              </Button>
              {reporterOnlyNote && <p className="w-full text-sm text-slate-600">{reporterOnlyNote}</p>}
            </div>
            <div className="mt-8">
              <RoleDocument html={doc.html} lang={lang} />
            </div>
            <div className="no-print mt-12 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-t border-slate-200 pt-6">
              <div className="flex flex-wrap gap-x-5">
                <BackLink href={simulation.links.instructions}>Back to Role Selection</BackLink>
                <BackLink href={paths.simulations}>Back to Simulations</BackLink>
              </div>
              {reportLink && (
                <Button asChild variant="secondary">
                  <Link href={simulation.links.report!}>
                    <ClipboardList className="h-4 w-4" aria-hidden />
                    Report Results
                  </Link>
                </Button>
              )}
            </div>
          </>
        )
      )}
    </div>
  );
}
