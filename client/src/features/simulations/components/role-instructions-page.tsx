import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { RoleLang } from '@shared/contracts/roles';
import { isSimulationOpen } from '@shared/contracts/visibility-config';
import { paths } from '@shared/routes';
import { ClassTimerChip } from '@/features/class-timer/components/class-timer-chip';
import { ClosedNotice, ClosedToStudents } from '@/features/visibility/components/closed-notice';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useSimulationVisibility } from '@/features/visibility/api/use-visibility';
import { ApiError } from '@/lib/api';
import { useDocumentLang } from '@/lib/use-document-lang';
import { usePageTitle } from '@/lib/use-page-title';
import { roleInstructionsQuery } from '../api/get-role-instructions';
import { rolePageText } from '../lib/role-page-text';
import { roleInfo, simulationInfo } from '../lib/simulation-catalog';
import { BackLink } from '@/components/ui/back-link';
import { ConfidentialNote } from './confidential-note';
import { LanguageSwitch } from './language-switch';
import { RoleDocument } from './role-document';
import { RoleInstructionsActions } from './role-instructions-actions';
import { RoleInstructionsFooter } from './role-instructions-footer';
import { roleInstructionsLinks } from './role-instructions-links';
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
  const links = roleInstructionsLinks(simulation, role, lang);

  return (
    <div
      lang={lang}
      className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0"
    >
      <div className="no-print flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="flex flex-wrap gap-x-5">
          <BackLink href={links.roles}>{t.backToRoles}</BackLink>
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

      {doc && <ConfidentialNote title={t.confidential} note={t.confidentialNote} />}

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
          <ClosedNotice message={t.closed(simulation, query.error)}>
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
            <RoleInstructionsActions links={links} t={t} />
            <div className="mt-8">
              <RoleDocument html={doc.html} lang={lang} />
            </div>
            <RoleInstructionsFooter links={links} t={t} />
          </>
        )
      )}
    </div>
  );
}
