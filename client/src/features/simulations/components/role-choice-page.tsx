import { Eye, Info, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { OBSERVER_ROLE } from '@shared/contracts/pairing';
import type { RoleLang } from '@shared/contracts/roles';
import { isSimulationOpen } from '@shared/contracts/visibility-config';
import { paths, ROLE_CHOICE_LANG_PARAM } from '@shared/routes';
import { localized } from '@shared/words';
import { ClosedNotice, ClosedToStudents } from '@/features/visibility/components/closed-notice';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSimulationVisibility } from '@/features/visibility/api/use-visibility';
import { useAuth } from '@/lib/auth';
import { useDocumentLang } from '@/lib/use-document-lang';
import { useReadableRoles } from '../api/get-readable-roles';
import { roleChoiceText } from '../lib/role-page-text';
import { roleInfo, simulationInfo } from '../lib/simulation-catalog';
import { BackLink } from '@/components/ui/back-link';
import { TeachingNotesPanel } from '@/features/teaching-notes/components/teaching-notes-panel';
import { LanguageSwitch } from './language-switch';
import { RoleCard } from './role-card';
import '@/lib/korean-font';

/** A link to one of the case's documents every reader may open (the general information, the observer sheet). */
const docLink =
  'inline-flex items-center gap-2 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * The role-choice page of a simulation, from its registry entry, in English at
 * `…-instructions` or in Korean at `…-instructions-korean`, with a switch between the two. The
 * Korean page leads to the Korean instructions, and `review` (the course review, placed by the route table)
 * is shown under the roles.
 */
export default function RoleChoicePage({
  sim,
  lang = 'en',
  review,
}: {
  sim: string;
  lang?: RoleLang;
  review?: ReactNode;
}) {
  const { isAdmin } = useAuth();
  const { isLoading, settingOf } = useSimulationVisibility();
  const info = simulationInfo(sim);
  const { confirm, banner } = info.roleChoice;
  const t = roleChoiceText[lang];
  useDocumentLang(lang);
  // The earlier address of the Korean role choice (`…-instructions?lang=ko`) still leads there.
  const askedKorean = new URLSearchParams(useSearch()).get(ROLE_CHOICE_LANG_PARAM) === 'ko';
  const open = isSimulationOpen(settingOf(sim));
  // Only one side reports: its card carries the Report Results link.
  const reporterRole = info.results?.reporterRole;
  // With "Assigned roles only" on, a student is offered their own role alone (the server refuses the
  // others anyway); null: every role, as for a class that does not use seats. Unknown (failed): every role.
  const readable = useReadableRoles(sim);
  const only = readable.data?.roles ?? null;
  const roles = only ? info.roles.filter((r) => only.includes(r.slug)) : info.roles;
  const observerShown = only === null || only.includes(OBSERVER_ROLE);

  if (lang === 'en' && askedKorean) return <Redirect to={info.links.roleChoice.ko} replace />;

  return (
    <div lang={lang}>
      {banner && (
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">
          <img
            src={banner.src}
            alt={localized(banner, 'alt', lang)}
            width={banner.width}
            height={banner.height}
            className="block h-auto w-full rounded-xl bg-slate-200 shadow-sm ring-1 ring-slate-200"
          />
        </div>
      )}
      <Page
        title={localized(info.roleChoice, 'title', lang)}
        intro={localized(info.roleChoice, 'intro', lang)}
      >
        <div className="-mt-4 mb-6 flex flex-wrap items-center justify-between gap-3">
          <BackLink href={paths.simulations}>{t.backToSimulations}</BackLink>
          <LanguageSwitch hrefs={info.links.roleChoice} lang={lang} />
        </div>
        {isLoading || readable.isPending ? (
          <Spinner label={t.loading} />
        ) : !open && !isAdmin ? (
          <ClosedNotice message={t.closed(info)} />
        ) : (
          <>
            {!open && (
              <ClosedToStudents lang="en" className="mb-6">
                Students cannot open these instructions until you make the simulation visible and allow
                access.
              </ClosedToStudents>
            )}
            {/* Tariff Wars has no results page: its instructor finds the teaching notes here. */}
            {isAdmin && !info.results && <TeachingNotesPanel sim={sim} />}
            {only && (
              <p className="mb-6 rounded-lg bg-brand-50 px-4 py-3 text-slate-800 ring-1 ring-brand-100">
                {roles.length > 0 || observerShown ? (
                  t.assignedRole
                ) : (
                  <>
                    {t.noAssignedRole}{' '}
                    <Link href={paths.me} className="font-medium text-brand-700 underline underline-offset-2">
                      {t.myClass}
                    </Link>
                  </>
                )}
              </p>
            )}
            {info.links.general && (
              <p className="mb-6">
                <Link href={info.links.general[lang]} className={docLink}>
                  <Info className="h-4 w-4" aria-hidden />
                  {t.generalInformation}
                </Link>
              </p>
            )}
            <div className="grid gap-6 md:grid-cols-2">
              {roles.map((role) => (
                <RoleCard
                  key={role.slug}
                  role={roleInfo(info, role.slug)!}
                  confirm={confirm}
                  lang={lang}
                  // A Korean page leads to the Korean report form.
                  reportPath={role.slug === reporterRole ? info.links.reportIn?.[lang] : undefined}
                />
              ))}
            </div>
            {info.links.observer && observerShown && (
              <p className="mt-6">
                <Link href={info.links.observer[lang]} className={docLink}>
                  <Eye className="h-4 w-4" aria-hidden />
                  {/* Tariff Wars is played by teams: its observer watches a game */}
                  {info.links.team ? t.observerSheetGame : t.observerSheet}
                </Link>
              </p>
            )}
            {info.links.team && (
              <div className="mt-6">
                <Button asChild>
                  <Link href={info.links.team[lang]}>
                    <Users className="h-4 w-4" aria-hidden />
                    {t.joinTeam}
                  </Link>
                </Button>
              </div>
            )}
            {review && <div className="mt-10">{review}</div>}
          </>
        )}
      </Page>
    </div>
  );
}
