import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { simulationPaths, TEAM_CODE_PARAM } from '@shared/routes';
import { type Lang } from '@shared/simulations';
import { teamGameOf } from '@shared/contracts/tariff-config';
import { ClassTimerChip } from '@/features/class-timer/components/class-timer-chip';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { useJoinTeam } from '../api/join-team';
import { teamViewQueryOptions, useTeamView } from '../api/get-team-view';
import { useJoinForm } from '../lib/join-form';
import { teamText } from '../lib/team-text';
import { JoinForm } from './join-form';
import { TeamGame } from './team-game';
import { TeamLanguageSwitch } from './team-language-switch';
import { TeamTakeaway } from './team-takeaway';
import '@/lib/korean-font';

/** What the server renderer loads for the team page (the route table imports it with the page). */
export const teamPageQueries = () => [teamViewQueryOptions()];

/**
 * A team's page, phone first, in English or Korean: the join form until this device has joined
 * a team, then the team's game (and, once it is over, what to take away from it). A QR link carries the code (`?code=K7M2QX`): the page joins with it once
 * and drops it from the address, so a reload or a shared screenshot does not carry it on. The page is its
 * case's (`sim`); a team's game names its own case, whose title and team names it shows once joined.
 */
export default function TeamPage({ lang, sim: simKey }: { lang: Lang; sim: string }) {
  const view = useTeamView();
  const data = view.data;
  const pageSim = teamGameOf(simKey)!;
  const sim = (data?.state === 'playing' && teamGameOf(data.view.simKey)) || pageSim;
  const t = teamText(lang, sim);
  usePageTitle(t.title);
  const join = useJoinTeam();
  const linkCode = new URLSearchParams(useSearch()).get(TEAM_CODE_PARAM);
  const joinForm = useJoinForm(linkCode ?? '');
  const [, navigate] = useLocation();
  const here = simulationPaths(pageSim).team(lang);

  const sent = useRef(false);
  useEffect(() => {
    if (!linkCode || sent.current) return;
    sent.current = true;
    join.mutate(linkCode, { onSettled: () => navigate(here, { replace: true }) });
  }, [linkCode, join, navigate, here]);

  // The document's language follows the page (the server sends `<html lang="ko">` for the Korean one).
  useEffect(() => {
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [lang]);

  const roles = simulationPaths(sim).roles;

  return (
    <div lang={lang} className="mx-auto w-full max-w-xl px-4 py-5 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <BackLink href={t.rolesHref(roles)}>{t.backToRoles}</BackLink>
        <TeamLanguageSwitch lang={lang} sim={pageSim} />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.title}</h1>
        <ClassTimerChip lang={lang} />
      </div>

      {view.isPending || (join.isPending && data?.state !== 'playing') ? (
        <Spinner label={join.isPending ? t.join.joining : t.loading} />
      ) : view.isError ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{t.errors.loadFailed}</p>
          <Button className="mt-3" variant="secondary" size="sm" onClick={() => void view.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      ) : data?.state === 'playing' ? (
        <TeamGame view={data.view} t={t} lang={lang} />
      ) : (
        <>
          <JoinForm join={join} form={joinForm} ended={data?.state === 'ended'} t={t} />
          {/* a device whose game ended (a newer one began) may still read what to take away from it */}
          {data?.state === 'ended' && <TeamTakeaway lang={lang} t={t} />}
        </>
      )}
    </div>
  );
}
