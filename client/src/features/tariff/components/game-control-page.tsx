import { formatDateTime } from '@shared/format';
import { ClassTimerControls } from '@/features/class-timer/components/class-timer-controls';
import { Download, MonitorPlay, Plus } from 'lucide-react';
import { useState } from 'react';
import { tariffMessages, teamGameOf, teamNames, type TariffGameState } from '@shared/contracts/tariff-config';
import { paths, simulationPaths } from '@shared/routes';
import { tariffProjectorText } from '@shared/tariff-wars-text';
import { BackLink } from '@/components/ui/back-link';
import { ClassPicker } from '@/features/classes/components/class-picker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { downloadText } from '@/lib/csv';
import { useClassFilter } from '@/features/classes/hooks/use-class-filter';
import { usePageTitle } from '@/lib/use-page-title';
import { useCurrentGame } from '../api/get-current-game';
import { gameCsv, gameCsvFilename } from '../lib/game-csv';
import { ClassGames, scoreboardHref } from './class-games';
import { CreateGameForm } from './create-game-form';
import { Debrief } from './debrief';
import { JoinSheet } from './join-sheet';
import { LockStatus } from './lock-status';
import { RevealDialog } from './reveal-dialog';
import { RoundRulesTable } from './round-rules-table';
import { ScoreTable } from './score-table';
import { StudentAccess } from './student-access';
import { PageGameProvider, useGameSimulation, usePageGame } from '../lib/page-game';
import '@/lib/korean-font';
import { GuideLink } from '@/components/guide-link';

const tabClass =
  'inline-flex min-h-10 items-center rounded-md px-4 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/**
 * The instructor's control of a team game (Tariff Wars or a variant, `sim`): create a game, hand out the join
 * sheet, set each round's rules, watch who has locked (never what), reveal, keep score, download every choice
 * as CSV, and debrief after the last round. Its Class picker shows an earlier class's games instead. The
 * route table puts the admin door around it.
 */
export default function GameControlPage({ sim: simKey }: { sim: string }) {
  const sim = teamGameOf(simKey)!;
  return (
    <PageGameProvider sim={sim}>
      <ControlPage />
    </PageGameProvider>
  );
}

function ControlPage() {
  const sim = usePageGame();
  usePageTitle(`${sim.title} game`);
  const [filter, setFilter] = useClassFilter();
  const current = filter === 'current';
  const game = useCurrentGame({ enabled: current });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 print:max-w-none print:p-0">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <BackLink href={paths.simulations}>Back to Simulations</BackLink>
        <Button asChild variant="secondary" size="sm">
          <a
            href={current ? simulationPaths(sim).scoreboard : scoreboardHref(sim, filter)}
            target="_blank"
            rel="noopener"
          >
            <MonitorPlay className="h-4 w-4" aria-hidden />
            Open the scoreboard (projector)
          </a>
        </Button>
      </div>
      <h1 className="no-print mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {sim.title} <span className="text-slate-600">game</span>
      </h1>
      <GuideLink section="tariffWars" className="no-print mt-2" />

      <ClassPicker className="no-print mt-4" value={filter} onChange={setFilter} />

      {!current ? <ClassGames filter={filter} /> : <GameOfThisClass game={game} />}
    </div>
  );
}

/** The current class: the access switch and its running game, or the form that creates one. */
function GameOfThisClass({ game }: { game: ReturnType<typeof useCurrentGame> }) {
  const sim = usePageGame();
  const names = teamNames(sim.game, 'en');
  return (
    <>
      <StudentAccess simKey={sim.key} />

      {game.isPending ? (
        <Spinner label="Loading" />
      ) : game.isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
          The game could not be loaded. Please try again.
        </p>
      ) : game.data === null ? (
        <section
          aria-labelledby="no-game"
          className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="no-game" className="text-xl font-semibold text-slate-900">
            {tariffMessages.noGame}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Each pair is a {names.solara} team against a {names.lunara} team. Every team gets a join code and
            a QR code on a printable sheet; teams lock High or Low each round, and you reveal the round when
            they have.
          </p>
          <div className="mt-5">
            <CreateGameForm submitLabel="Create the game" />
          </div>
        </section>
      ) : (
        <Game game={game.data} />
      )}
    </>
  );
}

function Game({ game }: { game: TariffGameState }) {
  const sim = useGameSimulation(game);
  const page = usePageGame();
  const text = tariffProjectorText('en', sim, game.rules);
  const rounds = game.rules.rounds;
  const [tab, setTab] = useState(game.results.length === 0 ? 'join' : 'play');
  const over = game.currentRound === null;

  return (
    <>
      <div className="no-print mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {sim.key === page.key ? '' : `${sim.title}: `}Game {game.id} · {game.pairs}{' '}
          {game.pairs === 1 ? 'pair' : 'pairs'} · started {formatDateTime(game.createdAt)} ·{' '}
          <strong>
            {over ? `all ${rounds} rounds revealed` : `round ${game.currentRound} of ${rounds}`}
          </strong>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={game.results.length === 0}
            onClick={() => downloadText(gameCsvFilename(game), gameCsv(game, text.country))}
          >
            <Download className="h-4 w-4" aria-hidden />
            Download CSV
          </Button>
          <NewGameDialog />
        </div>
      </div>

      <Tabs value={tab} onValueChange={setTab} className="mt-5">
        <TabsList
          aria-label="Game"
          className="no-print inline-flex flex-wrap rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200"
        >
          <TabsTrigger value="play" className={tabClass}>
            Rounds and scores
          </TabsTrigger>
          <TabsTrigger value="join" className={tabClass}>
            Join sheet
          </TabsTrigger>
          <TabsTrigger value="debrief" className={tabClass}>
            Debrief
          </TabsTrigger>
        </TabsList>

        <TabsContent value="play" className="mt-5 space-y-8">
          {!over && (
            <section
              aria-labelledby="current-round"
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="current-round" className="text-2xl font-bold text-slate-900">
                  Round {game.currentRound} of {rounds}
                </h2>
                <RevealDialog game={game} round={game.currentRound!} />
              </div>
              <div className="mt-4">
                <LockStatus teams={game.teams} names={text.country} />
              </div>
            </section>
          )}
          <section aria-labelledby="round-rules">
            <h2 id="round-rules" className="text-xl font-semibold text-slate-900">
              Special rules
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Set a round's rules before you reveal it: teams see them on their page. A talk round lets the
              two teams of each pair confer before choosing.
            </p>
            <div className="mt-3">
              <RoundRulesTable game={game} />
            </div>
          </section>
          <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <ClassTimerControls />
          </div>
          <section aria-labelledby="scores">
            <h2 id="scores" className="text-xl font-semibold text-slate-900">
              Scoreboard
            </h2>
            <div className="mt-3">
              <ScoreTable game={game} />
            </div>
          </section>
        </TabsContent>

        <TabsContent value="join" className="mt-5">
          <h2 className="sr-only">Join sheet</h2>
          <JoinSheet teams={game.teams} sim={sim} />
        </TabsContent>

        <TabsContent value="debrief" className="mt-5">
          <h2 className="sr-only">Debrief</h2>
          {over ? (
            <Debrief game={game} text={text} />
          ) : (
            <>
              <p className="mb-5 rounded-lg bg-slate-100 p-3 text-slate-700">
                The debrief is complete after round {rounds}; so far {game.results.length} of {rounds} rounds
                are revealed.
              </p>
              {game.results.length > 0 && <Debrief game={game} text={text} />}
            </>
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}

function NewGameDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Plus className="h-4 w-4" aria-hidden />
          New game
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Start a new game?"
        description="The current game ends: its teams' codes stop working and its scores stay in this class's records. Every team gets a new code."
      >
        <CreateGameForm submitLabel="Start the new game" onCreated={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
