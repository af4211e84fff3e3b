import { Printer } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { joinMessages, joinTarget } from '@shared/contracts/join';
import { teamNames, type TariffTeam, type TeamGameSimulation } from '@shared/contracts/tariff-config';
import { simulationPaths } from '@shared/routes';
import type { Lang } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBrowserLocation } from '@/lib/use-browser-location';
import { cn } from '@/lib/utils';
import { usePublicAddress } from '../api/get-public-address';
import { countryTone } from '../lib/countries';

// The QR library loads with the first card that draws a code, not with the game's page.
const QrCode = lazy(() => import('@/components/ui/qr-code').then((m) => ({ default: m.QrCode })));

/** The address a team's QR code opens: its page, in the chosen language, with its code to join at once. */
export const teamLink = (sim: TeamGameSimulation, address: string, code: string, lang: Lang) =>
  `${address}${simulationPaths(sim).team(lang)}?code=${code}`;

/**
 * The printable join sheet: a card per team with its country, pair, code in large type and a QR code that
 * opens the team's page and joins it. Cut along the dashed lines and hand each team its card. The QR codes
 * open the English or the Korean page (the page has a language switch either way).
 */
export function JoinSheet({ teams, sim }: { teams: readonly TariffTeam[]; sim: TeamGameSimulation }) {
  // (QR codes are drawn in the browser only: the address is the browser's own unless PUBLIC_URL is set)
  const [lang, setLang] = useState<Lang>('ko');
  const info = usePublicAddress();
  const location = useBrowserLocation();
  // the join screen's rule: PUBLIC_URL, else this browser's address unless it is a loopback one,
  // which no phone can open: then the server's network address (without the settings: no network host)
  const settings = info.data ?? (info.isError ? { publicUrl: null, networkHosts: [] } : null);
  const target = location && settings ? joinTarget(settings, location) : null;
  const address = target?.address ?? null;

  return (
    <div>
      <div className="no-print flex flex-wrap items-center gap-x-6 gap-y-3">
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="float-left mr-2 text-sm font-medium text-slate-800">
            QR codes open the team page in
          </legend>
          {(
            [
              ['ko', '한국어'],
              ['en', 'English'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} lang={value} className="inline-flex min-h-9 items-center gap-2 text-sm">
              <input
                type="radio"
                name="join-sheet-lang"
                value={value}
                checked={lang === value}
                onChange={() => setLang(value)}
                className="h-4 w-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden />
          Print join sheet
        </Button>
      </div>
      {target?.atLoopback && location && (
        <div
          role="alert"
          className="no-print mt-3 rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-amber-950"
        >
          <p className="font-bold">{joinMessages.atLoopback(location.hostname)}</p>
          <p className="mt-1">
            {address === null ? joinMessages.noNetworkAddress : joinMessages.useNetworkAddress}{' '}
            {address !== null && (
              <span className="font-mono">{`${address}${simulationPaths(sim).game}`}</span>
            )}
          </p>
        </div>
      )}
      {target === null ? (
        <Spinner label="Loading" />
      ) : address === null ? null : (
        <>
          <p className="no-print mt-3 text-sm text-slate-600">
            Without the QR code: open{' '}
            <span className="font-mono">
              {address}
              {simulationPaths(sim).team('en')}
            </span>{' '}
            and type the code.
          </p>
          <Suspense fallback={<Spinner label="Loading" />}>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-2 print:gap-0">
              {teams.map((team) => {
                const [en, ko] = [teamNames(sim.game, 'en'), teamNames(sim.game, 'ko')].map(
                  (n) => n[team.country],
                );
                const url = teamLink(sim, address, team.code, lang);
                return (
                  <li
                    key={team.id}
                    aria-label={`Pair ${team.pair} ${en}`}
                    className={cn(
                      'flex items-center gap-4 rounded-xl border-2 border-dashed border-slate-400 p-4 print:break-inside-avoid print:rounded-none',
                      countryTone[team.country].bg,
                    )}
                  >
                    <div className="w-32 shrink-0">
                      <QrCode value={url} label={`QR code: ${url}`} />
                    </div>
                    <div className="min-w-0">
                      <p className="text-sm font-semibold text-slate-700">
                        {sim.title} <span lang="ko">· {sim.titleKo}</span>
                      </p>
                      <p className={cn('text-xl font-bold', countryTone[team.country].text)}>
                        Pair {team.pair} · {en}{' '}
                        <span lang="ko">
                          ({team.pair}조 {ko})
                        </span>
                      </p>
                      <p
                        className="mt-1 font-mono text-3xl font-bold tracking-[0.2em] text-slate-900"
                        data-testid="team-code"
                      >
                        {team.code}
                      </p>
                      <p className="mt-1 text-xs text-slate-700">
                        Scan, or enter the code on the team page.{' '}
                        <span lang="ko">QR을 스캔하거나 팀 페이지에서 코드를 입력하십시오.</span>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </Suspense>
        </>
      )}
    </div>
  );
}
