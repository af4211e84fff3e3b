import { CheckCircle2, Circle } from 'lucide-react';
import { ClassTimerDisplay } from '@/features/class-timer/components/class-timer-display';
import { TARIFF_COUNTRIES, teamGameOf, type TariffGameState } from '@shared/contracts/tariff-config';
import { SCOREBOARD_LANG_PARAM as LANG_PARAM } from '@shared/routes';
import type { Lang } from '@shared/simulations';
import { tariffProjectorText } from '@shared/tariff-wars-text';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/utils';
import { Link, useLocation, useSearch } from 'wouter';
import { useDocumentLang } from '@/lib/use-document-lang';
import { useClassFilter } from '@/features/classes/hooks/use-class-filter';
import { useClassGames } from '../api/get-class-games';
import { useCurrentGame } from '../api/get-current-game';
import { countryTone } from '../lib/countries';
import { scoreboardWords } from '../lib/scoreboard-text';
import { Debrief } from './debrief';
import { teamStatus, teamsByPair } from './lock-status';
import { RoundRules } from './round-rules';
import { PageGameProvider, useGameSimulation, usePageGame } from '../lib/page-game';
import '@/lib/korean-font';

/** The projector's language, kept in its address (`?lang=ko`) so that a reload keeps it. */
function useProjectorLang(): { lang: Lang; hrefs: Record<Lang, string> } {
  const [path] = useLocation();
  const params = new URLSearchParams(useSearch());
  const lang = params.get(LANG_PARAM) === 'ko' ? 'ko' : 'en';
  const href = (to: Lang) => {
    const next = new URLSearchParams(params);
    if (to === 'ko') next.set(LANG_PARAM, 'ko');
    else next.delete(LANG_PARAM);
    const query = next.toString();
    return query ? `${path}?${query}` : path;
  };
  return { lang, hrefs: { en: href('en'), ko: href('ko') } };
}

/** 한국어 / English for the projector: the debrief and every label follow it. */
function ProjectorLanguageSwitch({ lang, hrefs }: { lang: Lang; hrefs: Record<Lang, string> }) {
  const options = [
    ['ko', '한국어'],
    ['en', 'English'],
  ] as const;
  return (
    <nav aria-label="Language" className="flex gap-2 text-lg">
      {options.map(([value, label]) => (
        <Link
          key={value}
          href={hrefs[value]}
          lang={value}
          aria-current={lang === value ? 'page' : undefined}
          className={cn(
            'rounded-md px-3 py-1 font-semibold',
            lang === value ? 'bg-slate-900 text-white' : 'text-slate-700 underline hover:bg-slate-100',
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The projector's scoreboard, readable at 1024x768 from the back of the room: the round and its
 * special rule as a banner, each pair as a card with its teams' lock status (never their choices) during a
 * round, the last revealed round's choices and points, and the running totals; the debrief after the last
 * round. The page is its team game's (`sim`); a game shown names its own case and rules.
 */
export default function ScoreboardPage({ sim }: { sim: string }) {
  return (
    <PageGameProvider sim={teamGameOf(sim)!}>
      <Scoreboard />
    </PageGameProvider>
  );
}

function Scoreboard() {
  const { lang, hrefs } = useProjectorLang();
  const t = tariffProjectorText(lang, usePageGame());
  usePageTitle(scoreboardWords[lang].pageTitle(t.title));
  useDocumentLang(lang);
  const game = useShownGame();
  return (
    <div lang={lang} className="mx-auto w-full max-w-[1600px] px-4 py-4 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">
          {t.title}
          {t.titleGloss && (
            <span lang="ko" className="text-slate-600">
              {' '}
              · {t.titleGloss}
            </span>
          )}
        </h1>
        <div className="flex flex-wrap items-center gap-4">
          <ProjectorLanguageSwitch lang={lang} hrefs={hrefs} />
          <ClassTimerDisplay />
        </div>
      </div>
      {game.isPending ? (
        <Spinner label={t.loading} />
      ) : game.isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-2xl text-red-800">
          {t.loadFailed}
        </p>
      ) : !game.data ? (
        <p className="mt-8 text-3xl text-slate-700">{t.noGame}</p>
      ) : (
        <Board game={game.data} lang={lang} />
      )}
    </div>
  );
}

/**
 * The game the projector shows: the current class's running game, or with `?class=` (and `?game=`) a game
 * of an earlier class, its newest one unless `game` names another.
 */
function useShownGame() {
  const [filter] = useClassFilter();
  const gameId = Number(new URLSearchParams(useSearch()).get('game'));
  const current = useCurrentGame({ enabled: filter === 'current' });
  const games = useClassGames(filter, { enabled: filter !== 'current' });
  if (filter === 'current') return current;
  const data = games.data && (games.data.find((g) => g.id === gameId) ?? games.data[0] ?? null);
  return { isPending: games.isPending, isError: games.isError, data } as const;
}

function Board({ game, lang }: { game: TariffGameState; lang: Lang }) {
  const t = tariffProjectorText(lang, useGameSimulation(game), game.rules);
  // an ended game (a newer one or a new class ended it) shows its final scores and debrief
  const round = game.running ? game.rounds.find((r) => r.number === game.currentRound) : undefined;
  const last = game.results.at(-1);
  const locked = game.teams.filter((t) => t.locked).length;

  return (
    <>
      {round ? (
        <section aria-label={t.currentRound} className="mt-4 rounded-2xl bg-slate-900 p-5 text-white">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 className="text-4xl font-bold">
              {t.round(round.number)}
              {t.roundGloss && (
                <span lang="ko" className="text-3xl font-semibold text-slate-300">
                  {' '}
                  · {t.roundGloss(round.number)}
                </span>
              )}
            </h2>
            <p role="status" className="text-3xl font-semibold tabular-nums">
              {t.teamsLocked(locked, game.teams.length)}
            </p>
          </div>
          <RoundRules
            className="mt-4 text-3xl"
            multiplier={round.multiplier}
            talk={round.talk}
            text={{
              label: t.specialRules,
              multiplier: (m) => (
                <>
                  {t.multiplier(m)}
                  {t.multiplierGloss && <span lang="ko"> · {t.multiplierGloss(m)}</span>}
                </>
              ),
              talk: (
                <>
                  {t.talk}
                  {t.talkGloss && <span lang="ko"> · {t.talkGloss}</span>}
                </>
              ),
              normal: <span className="text-2xl text-slate-300">{t.normal}</span>,
            }}
          />
        </section>
      ) : (
        <p className="mt-4 rounded-2xl bg-slate-900 p-5 text-4xl font-bold text-white">
          {t.finalScores}
          {t.finalScoresGloss && (
            <span lang="ko" className="text-slate-300">
              {' '}
              · {t.finalScoresGloss}
            </span>
          )}
        </p>
      )}

      <ul aria-label={t.pairs} className="mt-5 grid grid-cols-[repeat(auto-fill,minmax(14.5rem,1fr))] gap-4">
        {teamsByPair(game.teams).map((p) => {
          const result = last?.pairs.find((r) => r.pair === p.pair);
          return (
            <li
              key={p.pair}
              aria-label={t.pair(p.pair)}
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-300"
            >
              <p className="text-2xl font-bold text-slate-900">{t.pair(p.pair)}</p>
              {TARIFF_COUNTRIES.map((country) => {
                const team = p[country];
                const side = result?.[country];
                return (
                  <div key={country} className={cn('mt-3 rounded-xl px-3 py-2', countryTone[country].bg)}>
                    <div className="flex items-baseline justify-between gap-2">
                      <span className={cn('text-xl font-bold', countryTone[country].text)}>
                        {t.country[country]}
                      </span>
                      <span
                        className="text-4xl font-bold tabular-nums"
                        aria-label={t.total(t.country[country], team?.total ?? 0)}
                      >
                        {team?.total ?? 0}
                      </span>
                    </div>
                    <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 text-lg">
                      {side && last ? (
                        <span className="font-semibold text-slate-800">
                          {t.lastRound(last.number, side.choice && t.choice[side.choice], side.points)}
                        </span>
                      ) : (
                        <span />
                      )}
                      {round && team && (
                        <span
                          className={cn(
                            'inline-flex items-center gap-1 font-semibold',
                            team.locked ? 'text-emerald-800' : 'text-slate-600',
                          )}
                        >
                          {team.locked ? (
                            <CheckCircle2 className="h-5 w-5" aria-hidden />
                          ) : (
                            <Circle className="h-5 w-5" aria-hidden />
                          )}
                          {t.status[teamStatus(team)]}
                        </span>
                      )}
                    </div>
                  </div>
                );
              })}
            </li>
          );
        })}
      </ul>

      {!round && (
        <section aria-labelledby="debrief" className="mt-8">
          <h2 id="debrief" className="text-4xl font-bold text-slate-900">
            {t.debrief}
          </h2>
          <div className="mt-4">
            <Debrief game={game} large text={t} />
          </div>
        </section>
      )}
    </>
  );
}
