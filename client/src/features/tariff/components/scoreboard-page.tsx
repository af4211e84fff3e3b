import { CheckCircle2, Circle } from 'lucide-react';
import { ClassTimerDisplay } from '@/components/class-timer-display';
import { TARIFF_GAME_ROUNDS, tariffMessages, type TariffGameState } from '@shared/contracts/tariff-config';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/utils';
import { useSearch } from 'wouter';
import { useClassFilter } from '@/hooks/use-classes';
import { useClassGames } from '../api/get-class-games';
import { useCurrentGame } from '../api/get-current-game';
import { countryTone } from '../lib/countries';
import { Debrief } from './debrief';
import { teamStatus, teamsByPair } from './lock-status';
import { RoundRules } from './round-rules';
import '@/lib/korean-font';

const names = { solara: ['Solara', '솔라라'], lunara: ['Lunara', '루나라'] } as const;

/**
 * The projector's scoreboard (issue 20), readable at 1024x768 from the back of the room: the round and its
 * special rule as a banner, each pair as a card with its teams' lock status (never their choices) during a
 * round, the last revealed round's choices and points, and the running totals; the debrief after round 5.
 */
export default function ScoreboardPage() {
  usePageTitle('Tariff Wars scoreboard');
  const game = useShownGame();
  return (
    <div className="mx-auto w-full max-w-[1600px] px-4 py-4 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">
          Tariff Wars{' '}
          <span lang="ko" className="text-slate-600">
            · 관세 전쟁
          </span>
        </h1>
        <ClassTimerDisplay />
      </div>
      {game.isPending ? (
        <Spinner label="Loading" />
      ) : game.isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-2xl text-red-800">
          The scoreboard could not be loaded. Please reload the page.
        </p>
      ) : !game.data ? (
        <p className="mt-8 text-3xl text-slate-700">{tariffMessages.noGame}</p>
      ) : (
        <Board game={game.data} />
      )}
    </div>
  );
}

/**
 * The game the projector shows: the current class's running game, or with `?class=` (and `?game=`) a game
 * of an earlier class, its newest one unless `game` names another (issue 29).
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

function Board({ game }: { game: TariffGameState }) {
  // an ended game (a newer one or a new class ended it) shows its final scores and debrief
  const round = game.running ? game.rounds.find((r) => r.number === game.currentRound) : undefined;
  const last = game.results.at(-1);
  const locked = game.teams.filter((t) => t.locked).length;

  return (
    <>
      {round ? (
        <section aria-label="Current round" className="mt-4 rounded-2xl bg-slate-900 p-5 text-white">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 className="text-4xl font-bold">
              Round {round.number} of {TARIFF_GAME_ROUNDS}{' '}
              <span lang="ko" className="text-3xl font-semibold text-slate-300">
                · {round.number}라운드
              </span>
            </h2>
            <p role="status" className="text-3xl font-semibold tabular-nums">
              {locked} / {game.teams.length} teams locked
            </p>
          </div>
          <RoundRules
            className="mt-4 text-3xl"
            multiplier={round.multiplier}
            talk={round.talk}
            text={{
              label: 'Special rules',
              multiplier: (m) => (
                <>
                  Points ×{m} this round <span lang="ko">· 점수 {m}배</span>
                </>
              ),
              talk: (
                <>
                  Talk round: pairs may confer before choosing <span lang="ko">· 대화 라운드</span>
                </>
              ),
              normal: <span className="text-2xl text-slate-300">No special rule this round</span>,
            }}
          />
        </section>
      ) : (
        <p className="mt-4 rounded-2xl bg-slate-900 p-5 text-4xl font-bold text-white">
          Final scores{' '}
          <span lang="ko" className="text-slate-300">
            · 최종 점수
          </span>
        </p>
      )}

      <ul aria-label="Pairs" className="mt-5 grid grid-cols-[repeat(auto-fill,minmax(14.5rem,1fr))] gap-4">
        {teamsByPair(game.teams).map((p) => {
          const result = last?.pairs.find((r) => r.pair === p.pair);
          return (
            <li
              key={p.pair}
              aria-label={`Pair ${p.pair}`}
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-300"
            >
              <p className="text-2xl font-bold text-slate-900">Pair {p.pair}</p>
              {(['solara', 'lunara'] as const).map((country) => {
                const team = p[country];
                const side = result?.[country];
                return (
                  <div key={country} className={cn('mt-3 rounded-xl px-3 py-2', countryTone[country].bg)}>
                    <div className="flex items-baseline justify-between gap-2">
                      <span className={cn('text-xl font-bold', countryTone[country].text)}>
                        {names[country][0]}
                      </span>
                      <span
                        className="text-4xl font-bold tabular-nums"
                        aria-label={`${names[country][0]} total ${team?.total ?? 0}`}
                      >
                        {team?.total ?? 0}
                      </span>
                    </div>
                    <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 text-lg">
                      {side && last ? (
                        <span className="font-semibold text-slate-800">
                          R{last.number}: {side.choice ?? 'no choice'} +{side.points}
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
                          {teamStatus(team)}
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
            Debrief
          </h2>
          <div className="mt-4">
            <Debrief game={game} large />
          </div>
        </section>
      )}
    </>
  );
}
