import { Eye } from 'lucide-react';
import { tariffMessages, type TariffGameState } from '@shared/contracts/tariff-config';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { useRevealRound } from '../api/reveal-round';
import { useTeamNames } from '../lib/page-game';
import { useState } from 'react';

/**
 * Reveal, with a confirmation: it cannot be undone, and teams that have not locked score 0 ("no choice"),
 * and so does their opponent; the dialog names those teams and states the rule before the instructor confirms.
 */
export function RevealDialog({ game, round }: { game: TariffGameState; round: number }) {
  const [open, setOpen] = useState(false);
  const reveal = useRevealRound();
  const countryName = useTeamNames(game);
  const waiting = game.teams.filter((t) => !t.locked);
  // a team no phone has joined can never lock: its pair scores 0 (both teams) if the round is revealed now
  const absent = game.teams.filter((t) => !t.locked && t.devices === 0);

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (reveal.isPending) return;
        reveal.reset();
        setOpen(o);
      }}
    >
      <DialogTrigger asChild>
        <Button size="lg">
          <Eye className="h-5 w-5" aria-hidden />
          Reveal round {round}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Reveal round ${round}?`}
        description="Every team and the scoreboard will see both choices of each pair and the points. A revealed round cannot be hidden again."
      >
        {absent.length > 0 && (
          <div role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-300">
            <p className="font-semibold">
              {absent.length === 1 ? '1 team has' : `${absent.length} teams have`} never joined:{' '}
              {absent.map((t) => `Pair ${t.pair} ${countryName[t.country]}`).join(', ')}
            </p>
            <p className="mt-1 text-sm">
              {[...new Set(absent.map((t) => t.pair))].map((p) => `Pair ${p}`).join(', ')} will score 0 this
              round, both teams. Hand the join sheet to a team that has not joined, or reveal anyway.
            </p>
          </div>
        )}
        {waiting.length > 0 ? (
          <div className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">
            <p className="font-semibold">
              {waiting.length} of {game.teams.length} teams have not locked:
            </p>
            <p className="mt-1 text-sm">
              {waiting.map((t) => `Pair ${t.pair} ${countryName[t.country]}`).join(', ')}
            </p>
            <p className="mt-2 text-sm">{tariffMessages.revealRule}</p>
          </div>
        ) : (
          <p className="mb-4 text-sm text-slate-700">All {game.teams.length} teams have locked.</p>
        )}
        <DialogActions
          pending={reveal.isPending}
          problem={
            reveal.isError
              ? errorMessage(reveal.error, 'The round could not be revealed. Please try again.')
              : null
          }
        >
          <Button
            disabled={reveal.isPending}
            onClick={() => reveal.mutate({ gameId: game.id, round }, { onSuccess: () => setOpen(false) })}
          >
            {reveal.isPending ? 'Revealing…' : waiting.length > 0 ? 'Reveal anyway' : 'Reveal'}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
