import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Info, Printer, ShieldAlert, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { RoleLang } from '@shared/contracts/roles';
import { isSimulationOpen } from '@shared/contracts/visibility-config';
import { paths } from '@shared/routes';
import { simulationClosedMessage, simulationClosedMessageKo } from '@shared/simulations';
import { ClassTimerChip } from '@/features/class-timer/components/class-timer-chip';
import { ClosedNotice, ClosedToStudents } from '@/features/visibility/components/closed-notice';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useSimulationVisibility } from '@/features/visibility/api/use-visibility';
import { ApiError, errorMessage } from '@/lib/api';
import { useDocumentLang } from '@/lib/use-document-lang';
import { usePageTitle } from '@/lib/use-page-title';
import { roleInstructionsQuery } from '../api/get-role-instructions';
import { rolePageText } from '../lib/role-page-text';
import { roleInfo, simulationInfo } from '../lib/simulation-catalog';
import { BackLink } from '@/components/ui/back-link';
import { LanguageSwitch } from './language-switch';
import { RoleDocument } from './role-document';
import '@/lib/korean-font';

/** A role's confidential instructions, fetched from the server only while it allows. */
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

  useDocumentLang(lang);

  const t = rolePageText[lang];
  const closedMessage =
    lang === 'ko'
      ? simulationClosedMessageKo(simulation.titleKo)
      : errorMessage(query.error, simulationClosedMessage(simulation.title));
  // Back from a Korean page goes to the Korean role choice.
  const rolesHref = simulation.links.roleChoice[lang];

  // The roles the registry gives a Report Results button; the other side is told who reports.
  const reportLink = simulation.links.report && simulation.roles.find((r) => r.slug === role)?.reportLink;
  // A Korean page's 결과 보고 opens the Korean report form.
  const reportHref = lang === 'ko' ? simulation.links.reportKo : simulation.links.report;
  // Tariff Wars: the team page in the page's language
  const teamHref = simulation.links.team?.[lang];
  // The public facts both sides share, which this confidential page does not repeat in full
  const generalHref = simulation.links.general?.[lang];
  const reporterOnlyNote =
    reportLink && simulation.results?.reporterRole !== role
      ? simulation.results?.[lang === 'ko' ? 'reporterOnlyNoteKo' : 'reporterOnlyNote']
      : undefined;

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
        <div className="flex flex-wrap items-center gap-3">
          <LanguageSwitch hrefs={{ en: info.path, ko: info.pathKo }} lang={lang} />
        </div>
      </div>

      {/* The class timer stays in view under the navbar while a long document is read: a thin
          strip of its own, so it never lies over the text; nothing at all while no timer runs. */}
      <div
        data-testid="class-timer-strip"
        className="no-print sticky top-16 z-10 -mx-4 mt-3 flex justify-end bg-slate-50/95 px-4 py-1.5 backdrop-blur-sm empty:hidden sm:-mx-6 sm:px-6"
      >
        <ClassTimerChip lang={lang} />
      </div>

      {doc && (
        <div
          role="note"
          aria-label={t.confidential}
          className="mt-6 flex gap-3 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900 print:bg-white"
        >
          <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <p>
            <strong className="font-bold uppercase tracking-wider">{t.confidential}</strong>
            <span className="mt-0.5 block text-sm">{t.confidentialNote}</span>
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
        <ClosedToStudents lang="en" className="no-print mt-4">
          Students see a "not open yet" message here until you open {simulation.title}.
        </ClosedToStudents>
      )}

      {query.isPending ? (
        <Spinner label={t.loading} />
      ) : closed ? (
        <div className="mt-8">
          <ClosedNotice message={closedMessage}>
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
            <div className="no-print mt-6 flex flex-wrap items-center gap-3">
              {reportLink && (
                <Button asChild>
                  <Link href={reportHref!}>
                    <ClipboardList className="h-4 w-4" aria-hidden />
                    {t.reportResults}
                  </Link>
                </Button>
              )}
              {teamHref && (
                <Button asChild>
                  <Link href={teamHref}>
                    <Users className="h-4 w-4" aria-hidden />
                    {t.joinTeam}
                  </Link>
                </Button>
              )}
              {generalHref && (
                <Button asChild variant="secondary">
                  <Link href={generalHref}>
                    <Info className="h-4 w-4" aria-hidden />
                    {t.generalInformation}
                  </Link>
                </Button>
              )}
              <Button variant="secondary" onClick={() => window.print()}>
                <Printer className="h-4 w-4" aria-hidden />
                {t.print}
              </Button>
              {reporterOnlyNote && <p className="w-full text-sm text-slate-600">{reporterOnlyNote}</p>}
            </div>
            <div className="mt-8">
              <RoleDocument html={doc.html} lang={lang} />
            </div>
            <div className="no-print mt-12 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-t border-slate-200 pt-6">
              <div className="flex flex-wrap gap-x-5">
                <BackLink href={rolesHref}>{t.backToRoles}</BackLink>
                <BackLink href={paths.simulations}>{t.backToSimulations}</BackLink>
              </div>
              {reportLink && (
                <Button asChild variant="secondary">
                  <Link href={reportHref!}>
                    <ClipboardList className="h-4 w-4" aria-hidden />
                    {t.reportResults}
                  </Link>
                </Button>
              )}
              {teamHref && (
                <Button asChild variant="secondary">
                  <Link href={teamHref}>
                    <Users className="h-4 w-4" aria-hidden />
                    {t.joinTeam}
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
