import { formatDateTime } from '@shared/format';
import { Download, MonitorPlay } from 'lucide-react';
import { classMessages, classQuery, type ClassFilter } from '@shared/contracts/classes-config';
import { teamNames, type TariffGameState, type TeamGameSimulation } from '@shared/contracts/tariff-config';
import { simulationPaths } from '@shared/routes';
import { tariffProjectorText } from '@shared/tariff-wars-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { classNameOf } from '@/features/classes/lib/class-name';
import { useClasses } from '@/features/classes/api/get-classes';
import { ApiError } from '@/lib/api';
import { downloadText } from '@/lib/csv';
import { useClassGames } from '../api/get-class-games';
import { gameCsv, gameCsvFilename } from '../lib/game-csv';
import { Debrief } from './debrief';
import { ScoreTable } from './score-table';
import { useGameSimulation, usePageGame } from '../lib/page-game';

/** Where the projector shows one game of a class (the scoreboard reads `?class=` and `?game=`). */
export const scoreboardHref = (sim: TeamGameSimulation, filter: ClassFilter, gameId?: number) =>
  `${simulationPaths(sim).scoreboard}?${classQuery(filter)}${gameId === undefined ? '' : `&game=${gameId}`}`;

/**
 * The games of an earlier class (or of every class), newest first, as its results are kept: each
 * game's scores, debrief and CSV, read only (an ended game's rounds cannot change).
 */
export function ClassGames({ filter }: { filter: Exclude<ClassFilter, 'current'> }) {
  const games = useClassGames(filter);
  const sim = usePageGame();
  const classes = useClasses();

  if (games.isPending) return <Spinner label="Loading" />;
  if (games.isError)
    return (
      <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
        {games.error instanceof ApiError && games.error.status === 404
          ? classMessages.notFound
          : 'The games could not be loaded. Please try again.'}
      </p>
    );
  if (games.data.length === 0)
    return (
      <p className="mt-6 rounded-lg bg-slate-100 p-4 text-slate-700">
        {filter === 'all'
          ? `No class has played ${sim.title} yet.`
          : `This class played no ${sim.title} game.`}
      </p>
    );

  return (
    <ol className="mt-6 space-y-10" aria-label="Games, newest first">
      {games.data.map((game) => (
        <li key={game.id}>
          <EndedGame
            game={game}
            className={filter === 'all' ? classNameOf(classes.data, game.classId) : undefined}
          />
        </li>
      ))}
    </ol>
  );
}

function EndedGame({ game, className }: { game: TariffGameState; className?: string }) {
  const headingId = `game-${game.id}`;
  const played = game.results.length;
  const sim = useGameSimulation(game);
  const rounds = game.rules.rounds;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-slate-900">
            Game {game.id}
            {className && <span className="text-slate-600"> · {className}</span>}
          </h2>
          <p className="mt-1 text-slate-700">
            {game.pairs} {game.pairs === 1 ? 'pair' : 'pairs'} · started {formatDateTime(game.createdAt)} ·{' '}
            {played === rounds ? `all ${rounds} rounds revealed` : `${played} of ${rounds} rounds revealed`}{' '}
            {game.running ? <Badge tone="green">Running</Badge> : <Badge>Ended</Badge>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={played === 0}
            aria-label={`Download CSV of game ${game.id}`}
            onClick={() => downloadText(gameCsvFilename(game), gameCsv(game, teamNames(sim.game, 'en')))}
          >
            <Download className="h-4 w-4" aria-hidden />
            Download CSV
          </Button>
          <Button asChild variant="secondary" size="sm">
            <a
              href={scoreboardHref(sim, game.classId, game.id)}
              target="_blank"
              rel="noopener"
              aria-label={`Scoreboard of game ${game.id} (projector)`}
            >
              <MonitorPlay className="h-4 w-4" aria-hidden />
              Scoreboard (projector)
            </a>
          </Button>
        </div>
      </div>
      <div className="mt-4">
        <ScoreTable game={game} />
      </div>
      {played > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold text-slate-900">Debrief of game {game.id}</summary>
          <div className="mt-4">
            <Debrief game={game} text={tariffProjectorText('en', sim, game.rules)} />
          </div>
        </details>
      )}
    </section>
  );
}
